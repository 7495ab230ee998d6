import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { callContracts } from '@contracts/api/registry';
import { expectConsole } from './console';

/** The server's error envelope, with HTTP `status` and `message`. */
export const errorAnswer = (status: number, message: string) =>
  HttpResponse.json({ success: false, statusCode: status, message }, { status });

/** The URL pattern the cashier of renderCashier (apiBaseUrl http://localhost) sends the call `callId` to. */
function urlOf(callId: string) {
  const call = callContracts.find((contract) => contract.id === callId);
  if (!call) throw new Error(`no call ${callId} in contracts/api`);
  return { method: call.method, url: `http://localhost${call.path}` };
}

/**
 * Answers the call `callId` with the server's error envelope (HTTP `status`, `message`): every time, or with `once`
 * the first time only (the next ones reach the sandbox).
 */
export function refuseCall(
  server: SetupServer,
  callId: string,
  { status, message, once = false }: { status: number; message: string; once?: boolean },
): void {
  const { method, url } = urlOf(callId);
  const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete };
  server.use(methods[method](url, () => errorAnswer(status, message), { once }));
}

/**
 * Fails every call `callId` with HTTP `status` and `message`, and claims the warning the cashier logs for it
 * (docs/testing.md#console-output).
 */
export function failCall(
  server: SetupServer,
  callId: string,
  { status, message }: { status: number; message: string },
) {
  refuseCall(server, callId, { status, message });
  return expectConsole('warn', `[cashier] ${callId} failed with HTTP ${status}: ${message}`);
}
