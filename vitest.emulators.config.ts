import { defineConfig } from 'vitest/config';

// The emulators tier: tests that only the official emulators can prove, run inside
// `firebase emulators:exec` by `npm test` and `npm run test:emulators` (scripts/lib/emulatorTier.mjs).
const rulesProject = (name: string, file: string) => ({
  test: {
    name,
    root: 'tests/rules',
    include: [file],
    environment: 'node' as const,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      rulesProject('firestore-rules', 'firestore.rules.test.ts'),
      rulesProject('storage-rules', 'storage.rules.test.ts'),
      './functions/vitest.races.config.ts',
    ],
  },
});
