import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { expectConsole } from './console';

/** The server's error envelope, with HTTP `status` and `message`. */
export const errorAnswer = (status: number, message: string) =>
  HttpResponse.json({ success: false, statusCode: status, message }, { status });

/**
 * Answers `POST url` with the server's error envelope (HTTP `status`, `message`): every time, or with `once` the
 * first time only (the next ones reach the sandbox).
 */
export function refusePosts(
  server: SetupServer,
  url: string,
  { status, message, once = false }: { status: number; message: string; once?: boolean },
): void {
  server.use(http.post(url, () => errorAnswer(status, message), { once }));
}

/**
 * Fails every `POST url` with HTTP `status` and `message`, and claims the warning the cashier logs for the call
 * `callId` (docs/testing.md#console-output).
 */
export function failPosts(
  server: SetupServer,
  url: string,
  { callId, status, message }: { callId: string; status: number; message: string },
) {
  refusePosts(server, url, { status, message });
  return expectConsole('warn', `[cashier] ${callId} failed with HTTP ${status}: ${message}`);
}
