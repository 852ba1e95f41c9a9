import { defineConfig } from 'vitest/config';

// The offline tiers in one run (`npm test` runs the emulators tier after it, from
// vitest.emulators.config.ts). The browser tier drives one Chromium at a time; it runs after the
// others so that it neither competes with their workers nor holds the whole run to one worker.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free (cores - 1): one worker on a 2-core machine. Every
    // project of a group needs the same count, so each project file says it too.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: '100%',
          // Pure functions and nothing mocked: one module graph for every file is safe and fast.
          isolate: false,
        },
      },
      {
        test: {
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          maxWorkers: '100%',
          testTimeout: 60_000,
          isolate: false,
        },
      },
      './web/vite.config.ts',
      './functions/vitest.config.ts',
      './functions/vitest.coldload.config.ts',
      './tests/datalayer/vitest.config.ts',
      './tests/browser/vitest.config.ts',
    ],
  },
});
