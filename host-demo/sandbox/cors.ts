import type { SandboxAnswer } from './types';

/** Loopback origins on any port: the demo's host page and remote assets are served from there. */
export const isLoopbackOrigin = (origin: string): boolean =>
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/**
 * Lets a page on another allowed origin call the sandbox with credentials, as the remote does when the
 * host gives it an `apiBaseUrl` on another port. Same-origin requests carry no Origin header to check.
 */
export function withCors(
  answer: SandboxAnswer,
  origin: string | undefined,
  isAllowed: (origin: string) => boolean,
): SandboxAnswer {
  if (!origin || !isAllowed(origin)) return answer;
  return {
    ...answer,
    headers: {
      ...answer.headers,
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    },
  };
}

export function preflightAnswer(requestedHeaders: string | undefined): SandboxAnswer {
  return {
    status: 204,
    headers: {
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers': requestedHeaders ?? 'content-type',
      'access-control-max-age': '600',
      'cache-control': 'no-store',
    },
    body: '',
  };
}
