import { emulatorConfig } from '../../scripts/lib/repo.mjs';

// The emulators of this run, at firebase.json's addresses (the web build's emulator mode uses the
// same ones). `firebase emulators:exec` says they are up through these variables.
export const PROJECT_ID = 'demo-yardwise';
export const EMULATORS = emulatorConfig();
const RUNNING = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_EMULATOR_HUB'];

export const emulatorUrl = (name: keyof typeof EMULATORS) =>
  `http://${EMULATORS[name].host}:${EMULATORS[name].port}`;

/** The emulators' origins the page may connect to, or why they are not running. */
export function emulatorOrigins(): string[] | string {
  const missing = RUNNING.filter((variable) => !process.env[variable]);
  if (missing.length > 0) {
    return `${missing.join(', ')} not set: the stack journeys run inside the emulators tier (npm run test:emulators -- --project stack)`;
  }
  const names = ['auth', 'firestore', 'functions'] as const;
  return [
    ...names.map(emulatorUrl),
    ...(process.env.FIREBASE_STORAGE_EMULATOR_HOST ? [emulatorUrl('storage')] : []),
  ];
}
