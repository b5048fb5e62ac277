// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  prettier,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
    },
  },
  {
    // The matching core stays pure (docs/architecture): no framework, no I/O, no engine.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@nestjs/*'], message: 'src/core is framework-free: no Nest.' },
            {
              group: [
                'node:fs',
                'node:fs/*',
                'fs',
                'fs/*',
                'node:net',
                'net',
                'node:http',
                'http',
                'node:https',
                'https',
                'node:http2',
                'http2',
                'node:child_process',
                'child_process',
                'node:worker_threads',
                'worker_threads',
                'node:dgram',
                'dgram',
                'node:tls',
                'tls',
                'node:dns',
                'dns',
                '@elastic/*',
                'ioredis',
                'bullmq',
                'undici',
              ],
              message:
                'src/core does no I/O: read files and talk to servers outside it and pass the data in.',
            },
            {
              group: [
                '**/engines/**',
                '**/access/**',
                '**/screening/**',
                '**/config/**',
                '**/redis/**',
                '**/lists-data/**',
              ],
              message: 'src/core depends on nothing above it (core <- engines <- features).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests poke at loosely typed JSON bodies from supertest.
    files: ['test/**/*.ts', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
