/*
 * The one door from src/ tests to the sandbox (host-demo/sandbox): tests import these helpers from here, never
 * from host-demo/ directly, so a change in the sandbox's layout touches this file only (docs/architecture.md).
 */
export {
  installSandboxServer,
  setupSandboxServer,
  type SandboxServer,
  type SandboxServerOptions,
} from '@host-demo/sandbox/testServer';
export { callSandbox, dataOf, type TestAnswer } from '@host-demo/sandbox/testRequests';
export type { FaultSpec } from '@host-demo/sandbox/faults';
