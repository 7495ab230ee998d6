import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Sandbox } from './model';
import { isSandboxPath } from './paths';
import type { SandboxAnswer } from './types';
import { waitUnless } from './wait';

export interface SandboxMswOptions {
  /** Where the client sends API calls (its `apiBaseUrl`), e.g. `http://localhost`; may carry a path prefix. */
  baseUrl: string;
}

/** Resolves after `ms`, or at once with false if the request is aborted first (no timer outlives the request). */
function waitUnlessAborted(signal: AbortSignal, ms: number): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return waitUnless(ms, (gone) => {
    signal.addEventListener('abort', gone, { once: true });
    return () => signal.removeEventListener('abort', gone);
  });
}

/** A hung server: no answer until the client aborts (a request that is never aborted stays pending). */
function hangUntilAborted(signal: AbortSignal): Promise<Response> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(HttpResponse.error());
    else signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true });
  });
}

const toResponse = (answer: SandboxAnswer): Response =>
  // HttpResponse (not Response) so that MSW's cookie store sees Set-Cookie, as a browser would keep it.
  new HttpResponse(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });

/**
 * MSW handlers that forward every sandbox path under `baseUrl` to the sandbox model: the same players, faults
 * and admin API as over HTTP. Sessions: MSW keeps the `cashier_sid` cookie of `POST /__sandbox/login` in its
 * own cookie jar and sends it back, like a browser; tests can skip that with `sandbox.admin.loginAs(playerId)`,
 * which signs the player in for every request that carries no known session cookie.
 */
export function createSandboxMswHandlers(sandbox: Sandbox, options: SandboxMswOptions): HttpHandler[] {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');

  /** The path relative to the API base, or undefined when the request is not for the sandbox. */
  const sandboxPathOf = (requestUrl: string): string | undefined => {
    const url = new URL(requestUrl);
    if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`)) return undefined;
    const relative = url.pathname.slice(basePath.length);
    return isSandboxPath(relative) ? relative : undefined;
  };

  return [
    http.all(
      ({ request }) => sandboxPathOf(request.url) !== undefined,
      async ({ request, cookies }) => {
        const url = new URL(request.url);
        const headers: Record<string, string | undefined> = Object.fromEntries(request.headers);
        // MSW has merged its cookie jar into `cookies`; the raw header may repeat them joined by ", ".
        const cookieHeader = Object.entries(cookies)
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join('; ');
        headers.cookie = cookieHeader === '' ? undefined : cookieHeader;
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();

        const response = await sandbox.handle({
          method: request.method,
          url: `${sandboxPathOf(request.url) ?? url.pathname}${url.search}`,
          headers,
          body,
        });
        if ('kind' in response)
          return response.kind === 'abort' ? HttpResponse.error() : hangUntilAborted(request.signal);
        if (response.delayMs !== undefined && response.delayMs > 0) {
          const stillThere = await waitUnlessAborted(request.signal, response.delayMs);
          if (!stillThere) return HttpResponse.error();
        }
        return toResponse(response);
      },
    ),
  ];
}
