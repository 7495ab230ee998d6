import type { Sandbox } from './model';
import type { SandboxAnswer } from './types';

/** A parsed answer of the model, for tests of the sandbox. */
export interface TestAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body parsed as JSON, or the raw text when it is not JSON. */
  json: unknown;
  raw: SandboxAnswer;
}

export interface TestRequestInit {
  /** The session id to send as the `cashier_sid` cookie. */
  sessionId?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request to the model directly (no adapter) and fails loudly on 'abort' or 'hang'. */
export async function callSandbox(
  sandbox: Sandbox,
  method: string,
  url: string,
  init: TestRequestInit = {},
): Promise<TestAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.sessionId !== undefined) headers.cookie = `cashier_sid=${init.sessionId}`;
  const body =
    init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const response = await sandbox.handle({ method, url, headers, body });
  if ('kind' in response) throw new Error(`expected an answer, got '${response.kind}'`);
  return { status: response.status, headers: response.headers, json: parse(response.body), raw: response };
}

/** The `data` of a success envelope; throws with the body when the answer is not one. */
export function dataOf(answer: TestAnswer): unknown {
  const body = answer.json as { success?: unknown; data?: unknown };
  if (answer.status !== 200 || body.success !== true)
    throw new Error(`expected success, got ${answer.status} ${JSON.stringify(answer.json)}`);
  return body.data;
}

/** The platform's error envelope (ErrorBody) with this status code and message (a string or an asymmetric matcher). */
export const errorBody = (statusCode: number, message: unknown) => ({ success: false, statusCode, message });
