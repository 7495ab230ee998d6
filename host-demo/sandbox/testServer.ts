import { setupServer, type SetupServer } from 'msw/node';
import { createSandbox, type Sandbox } from './model';
import { createSandboxMswHandlers } from './msw';

export interface SandboxServerOptions {
  /** The client's `apiBaseUrl`. Default `http://localhost` (the page origin under jest's jsdom). */
  baseUrl?: string;
  /** Clock of the sandbox; default `Date.now`. */
  now?: () => number;
}

export interface SandboxServer {
  sandbox: Sandbox;
  server: SetupServer;
  baseUrl: string;
  /** `beforeAll(listen)`: start intercepting; any request the sandbox does not serve fails the test. */
  listen(): void;
  /** `afterEach(reset)`: drop per-test MSW overrides and restore the sandbox's initial state. */
  reset(): void;
  /** `afterAll(close)`. */
  close(): void;
}

/** The sandbox behind MSW for jest: one model per test file, reset between tests. */
export function setupSandboxServer(options: SandboxServerOptions = {}): SandboxServer {
  const baseUrl = options.baseUrl ?? 'http://localhost';
  const sandbox = createSandbox({ now: options.now });
  const server = setupServer(...createSandboxMswHandlers(sandbox, { baseUrl }));
  return {
    sandbox,
    server,
    baseUrl,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    reset: () => {
      server.resetHandlers();
      sandbox.admin.reset();
    },
    close: () => server.close(),
  };
}

/** `setupSandboxServer` with the three jest hooks already registered (call at the top of a test file). */
export function installSandboxServer(options: SandboxServerOptions = {}): SandboxServer {
  const sandboxServer = setupSandboxServer(options);
  beforeAll(sandboxServer.listen);
  afterEach(sandboxServer.reset);
  afterAll(sandboxServer.close);
  return sandboxServer;
}
