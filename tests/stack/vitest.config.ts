import { defineProject } from 'vitest/config';

export const UPLOAD_JOURNEYS = 'uploads.test.ts';

// The stack's browser journeys: headless Chromium on the production build (emulator mode) against
// Auth, Firestore and Functions on the official emulators. Run inside `firebase emulators:exec` by
// the emulators tier (scripts/lib/emulatorTier.mjs), after the rules and race tests.
export default defineProject({
  test: {
    name: 'stack',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // Uploads need the Storage emulator, whose rules runtime only a download provides; without it
    // the emulators tier says the upload journey did not run (scripts/lib/emulatorTier.mjs).
    exclude: process.env.FIREBASE_STORAGE_EMULATOR_HOST ? [] : [UPLOAD_JOURNEYS],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One Chromium at a time, and one backend: every journey starts from the freshly seeded stack.
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
    globalSetup: ['./globalSetup.ts'],
    env: { BROWSER_SCREENSHOT_PREFIX: 'stack-' },
    // A function's first call starts its worker (a cold start, as in production): seconds, not ms.
    expect: { poll: { timeout: 15_000 } },
  },
});
