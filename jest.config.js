/** Jest runs component, contract and sandbox tests; browser suites live in test/e2e and run with node:test. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src', '<rootDir>/contracts', '<rootDir>/host-demo', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|valibot)/)'],
  // Path aliases of tsconfig.json (docs/architecture.md, "Imports").
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contracts/(.*)$': '<rootDir>/contracts/$1',
    // Tests only (src/shared/testing): the sandbox and the demo host's fakes.
    '^@host-demo/(.*)$': '<rootDir>/host-demo/$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
