/** Jest runs component, contract and sandbox tests; browser suites live in test/e2e and run with node:test. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src', '<rootDir>/contracts', '<rootDir>/host-demo', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // A limit for a stuck test, not a speed check (speed lives in `npm run bench`): a flow test that compiles lazy
  // chunks on first use took 6 s on a 2-core machine under load, past jest's default 5 s.
  testTimeout: 30_000,
  // Every core: on this 2-core machine, idle, the whole run took 229 s with jest's default (one worker: cores - 1)
  // and 93-110 s with two (docs/testing.md, "Unit tests").
  maxWorkers: '100%',
  // A worker that ran its last file has nothing left but its stdio and IPC pipe (recorded once the end message
  // arrived), yet on this 2-core VM, where returning memory is slow, one took longer than jest's 500 ms to exit and
  // jest printed "failed to exit gracefully" after a passing run (docs/testing.md, "Console output").
  workerGracefulExitTimeout: 5_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|valibot)/)'],
  // Path aliases of tsconfig.json (docs/architecture.md, "Imports").
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contracts/(.*)$': '<rootDir>/contracts/$1',
    // Tests only (test/support): the sandbox and the demo host's fakes.
    '^@host-demo/(.*)$': '<rootDir>/host-demo/$1',
    '^@test/(.*)$': '<rootDir>/test/$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
