import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from './firebaseConfig';

/** The one Firebase app of this page. */
export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseOptions);
}
