import { defineProject } from 'vitest/config';

// Concurrent deliveries, double clicks and duplicate requests, on the official Firestore emulator,
// which isolates transactions as Firestore does. The emulators tier of `npm test` runs them.
export default defineProject({
  test: {
    name: 'races',
    root: import.meta.dirname,
    // As vitest.emulators.config.ts: files side by side overlap the emulator's lock waits.
    maxWorkers: 4,
    include: ['src/**/*.race.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 30_000,
    globalSetup: ['src/testing/officialFirestoreEmulator.ts'],
    setupFiles: ['src/testing/setupEnv.ts', 'src/testing/setupFakes.ts'],
  },
});
