import type { FirebaseOptions } from 'firebase/app';

const env = import.meta.env;

/** The web app's Firebase project; the committed defaults point at the demo-* project the emulators use. */
export const firebaseOptions: FirebaseOptions = {
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
};

export const useEmulators = env.VITE_USE_EMULATORS === 'true';
/** reCAPTCHA Enterprise site key for App Check; unset (the default), App Check is not started. */
export const appCheckSiteKey: string | undefined = env.VITE_APP_CHECK_SITE_KEY || undefined;
/** Must match functions/src/config.ts. */
export const functionsRegion: string = env.VITE_FUNCTIONS_REGION || 'us-central1';

/** Emulator addresses, as in firebase.json. */
export const emulatorHosts = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
  functions: { host: '127.0.0.1', port: 5001 },
  storage: { host: '127.0.0.1', port: 9199 },
} as const;
