import type { TestProject } from 'vitest/node';

/**
 * Global setup of the race tests: the official Firestore emulator that `firebase emulators:exec`
 * started (it sets FIRESTORE_EMULATOR_HOST). There is no fallback: the in-process emulator does
 * not isolate transactions, so a race passing there would prove nothing.
 */
export default function setup(project: TestProject): void {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'The race tests run on the official Firestore emulator: run them with `npm test -- --project races` or `npm run test:emulators`.',
    );
  }
  project.provide('firestoreEmulatorHost', host);
}
