import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { startAppCheck } from './appCheck';
import { appCheckSiteKey, firebaseOptions } from './firebaseConfig';

/** The one Firebase app of this page. */
export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseOptions);
}

// App Check must be active before Firestore, Storage or Functions send their first request: every
// module that uses the app imports this one, and so waits here (they all load after startup).
if (appCheckSiteKey) await startAppCheck(firebaseApp(), appCheckSiteKey);
