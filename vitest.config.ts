import { defineConfig } from 'vitest/config';

// One runner for every offline tier; `npm test` runs them all and prints one summary.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      './web/vite.config.ts',
      './functions/vitest.config.ts',
      './tests/browser/vitest.config.ts',
      './tests/datalayer/vitest.config.ts',
    ],
  },
});
