import { defineConfig } from 'vitest/config';

// Security-rules tests against the official Firestore and Storage emulators. Run them with
// `npm run test:emulators`, which starts the emulators (firebase emulators:exec) and sets
// FIRESTORE_EMULATOR_HOST and friends. Not part of `npm test`: the emulators need Java 21.
export default defineConfig({
  test: {
    name: 'rules',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    // One emulator shared by every file, cleared before each test: files must not overlap.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
