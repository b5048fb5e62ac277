/**
 * Two projects: `unit` (pure code, no servers) and `integration` (real Elasticsearch
 * and Redis, started once by test/setup/global-setup.ts). `npm test` runs both.
 */
// tsconfig sets isolatedModules, so ts-jest transpiles file by file (fast); `npm test` type-checks separately.
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json' }];
module.exports = {
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': tsJest },
      testMatch: ['<rootDir>/test/unit/**/*.spec.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': tsJest },
      testMatch: ['<rootDir>/test/integration/**/*.spec.ts', '<rootDir>/test/e2e/**/*.spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
    },
  ],
};
