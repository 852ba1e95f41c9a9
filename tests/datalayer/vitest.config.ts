import { defineProject } from 'vitest/config';

// The Firebase data layer that ships: the app's screens read the in-process Firestore emulator
// live through reactfire and the web SDK, while the real functions write to it.
export default defineProject({
  root: import.meta.dirname,
  // The web source reads its settings (brand, support email) from web/.env, as in the app.
  envDir: '../../web',
  // The web app's alias for its own modules, as in web/vite.config.ts.
  resolve: { alias: { '@web': `${import.meta.dirname}/../../web/src` } },
  test: {
    name: 'datalayer',
    root: import.meta.dirname,
    // One worker per core (vitest.config.ts).
    maxWorkers: '100%',
    include: ['**/*.test.{ts,tsx}'],
    // Node, not jsdom: `firebase/*` must resolve to the Node build (gRPC), which the in-process
    // emulator serves; setup/browserGlobals.ts gives React a jsdom document instead.
    environment: 'node',
    // The functions' emulator: one for the run, and per test file its own project id.
    globalSetup: ['../../functions/src/testing/firestoreEmulator.ts'],
    setupFiles: [
      '../../functions/src/testing/setupEnv.ts',
      './setup/browserGlobals.ts',
      './setup/testingLibrary.ts',
    ],
    testTimeout: 30_000,
  },
});
