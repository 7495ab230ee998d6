import type { ErrorBody } from '../../contracts/http';
import type { SandboxAnswer } from './types';

/** Every sandbox answer is an API answer: JSON, never cached (state changes between identical GETs). */
const baseHeaders = (): Record<string, string> => ({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
});

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): SandboxAnswer {
  return { status, headers: { ...baseHeaders(), ...headers }, body: JSON.stringify(body) };
}

export function successAnswer(data: unknown, headers: Record<string, string> = {}): SandboxAnswer {
  return jsonAnswer(200, { success: true, data }, headers);
}

export function errorBody(status: number, message: string, errors?: Record<string, string>): ErrorBody {
  return errors
    ? { success: false, statusCode: status, message, errors }
    : { success: false, statusCode: status, message };
}

export function errorAnswer(status: number, message: string, errors?: Record<string, string>): SandboxAnswer {
  return jsonAnswer(status, errorBody(status, message, errors));
}

/** A 200 whose body is not JSON at all, as a broken proxy or a truncated answer would send. */
export function malformedAnswer(): SandboxAnswer {
  return { status: 200, headers: baseHeaders(), body: '{"success":true,"data":{<!-- truncated by sandbox fault' };
}
