import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    root: import.meta.dirname,
    // One worker per core (vitest.config.ts).
    maxWorkers: '100%',
    include: ['src/**/*.test.ts'],
    // Races need Firestore's own transaction isolation: they run on the official emulator
    // (vitest.races.config.ts, the emulators tier).
    // The cold-load measurement runs alone, after the other tiers (vitest.coldload.config.ts).
    exclude: ['src/**/*.race.test.ts', 'src/coldLoad.test.ts'],
    environment: 'node',
    // Room for a busy machine: both cores run test files, and some tests make dozens of calls.
    testTimeout: 15_000,
    // One in-process Firestore emulator for the run ...
    globalSetup: ['src/testing/firestoreEmulator.ts'],
    // ... and, per test file, the environment firebase-admin reads (emulator host, a fresh project id),
    // a quiet logger and a fake SendGrid SDK.
    setupFiles: ['src/testing/setupEnv.ts', 'src/testing/setupFakes.ts'],
  },
});
