import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One Firestore emulator for the run (official when FIRESTORE_EMULATOR_HOST is set, else in-process) ...
    globalSetup: ['src/testing/firestoreEmulator.ts'],
    // ... and, per test file, the environment firebase-admin reads (emulator host, a fresh project id),
    // a quiet logger and a fake SendGrid SDK.
    setupFiles: ['src/testing/setupEnv.ts', 'src/testing/setupFakes.ts'],
  },
});
