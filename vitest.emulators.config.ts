import { defineConfig } from 'vitest/config';

// The emulators tier: tests that only the official emulators can prove (rules, races, and the
// stack's browser journeys on the production build), run inside
// `firebase emulators:exec` by `npm test` and `npm run test:emulators` (scripts/lib/emulatorTier.mjs).
const rulesProject = (name: string, file: string) => ({
  test: {
    name,
    root: 'tests/rules',
    include: [file],
    environment: 'node' as const,
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    // The official emulator resolves a lock conflict only after a lock timeout of a few seconds;
    // more files side by side than cores overlap those waits (each file has its own project id).
    maxWorkers: 4,
    projects: [
      rulesProject('firestore-rules', 'firestore.rules.test.ts'),
      rulesProject('storage-rules', 'storage.rules.test.ts'),
      './functions/vitest.races.config.ts',
      './tests/stack/vitest.config.ts',
    ],
  },
});
