import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';

/** The one admin app: it reads the project from the runtime (or FIREBASE_CONFIG/GCLOUD_PROJECT locally). */
export function adminApp(): App {
  return getApps().length ? getApp() : initializeApp();
}

let firestore: Promise<Firestore> | undefined;

/**
 * Firestore, loaded on first use: firebase-admin/firestore pulls in gRPC, and every function in
 * this bundle would pay for it at cold start even when it never touches Firestore.
 */
export function getDb(): Promise<Firestore> {
  firestore ??= import('firebase-admin/firestore')
    .then(({ getFirestore }) => getFirestore(adminApp()))
    .catch((error: unknown) => {
      firestore = undefined; // let the next call retry instead of caching a failed load
      throw error;
    });
  return firestore;
}
