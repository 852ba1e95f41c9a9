import type { ReactNode } from 'react';
import type { CallableFunction } from 'firebase-functions/v2/https';
import {
  collection as collectionRef,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import * as callables from '../../../functions/src/index';
import { callableRequest, type TestCaller } from '../../../functions/src/testing/callable';
import { toCommandFailure } from '../../../web/src/data/commandFailure';
import { ReactfireLiveData } from '../../../web/src/data/firebase/ReactfireLiveData';
import type {
  AuthPort,
  CommandClient,
  DataLayer,
  ReferenceReads,
  SessionUser,
  StoragePort,
} from '../../../web/src/data/types';
import { createReadWatch, type ReadWatch } from './readWatch';
import type { WebFirebase } from './webFirebase';

const NOT_UNDER_TEST = 'Not part of the data-layer tier';

/** The caller, signed in from the start; signing in and out is the auth tests' business. */
function signedInAuth(caller: TestCaller): AuthPort {
  let user: SessionUser | null = {
    uid: caller.uid,
    isAnonymous: caller.signIn === 'anonymous',
    email: caller.email ?? null,
    displayName: null,
  };
  const listeners = new Set<(user: SessionUser | null) => void>();
  const unsupported = () => Promise.reject(new Error(NOT_UNDER_TEST));
  return {
    onUserChanged(listener) {
      listeners.add(listener);
      listener(user);
      return () => listeners.delete(listener);
    },
    signInAnonymously: unsupported,
    signInWithCustomToken: unsupported,
    signInWithEmail: unsupported,
    createAccountWithEmail: unsupported,
    continueWithGoogle: unsupported,
    signInMethodsForEmail: async () => [],
    updateDisplayName: unsupported,
    async signOut() {
      user = null;
      for (const listener of listeners) listener(null);
    },
  };
}

/**
 * Commands run the functions' own callables (validation, transaction, error mapping) as the
 * Functions runtime would for this caller, so what a screen sends lands in the emulator.
 */
function functionCommands(caller: TestCaller): CommandClient {
  const byName = callables as unknown as Record<string, CallableFunction<unknown, unknown>>;
  return {
    async call(name, input) {
      const callable = byName[name];
      if (!callable) throw new Error(`No callable function is exported as ${name}`);
      try {
        return (await callable.run(callableRequest(input, caller))) as never;
      } catch (error) {
        throw toCommandFailure(error);
      }
    },
  };
}

/** Reference data read once from the emulator, with the live SDK the test already has open. */
function emulatorReference(firestore: Firestore): ReferenceReads {
  return {
    async getDocument(collection, id) {
      const snapshot = await getDoc(doc(firestore, collection, id));
      return snapshot.exists() ? ({ ...snapshot.data(), id: snapshot.id } as never) : null;
    },
    async getQuery(collection, filters) {
      const snapshot = await getDocs(
        query(
          collectionRef(firestore, collection),
          ...filters.map(({ field, value }) => where(field, '==', value)),
        ),
      );
      return snapshot.docs.map((document) => ({ ...document.data(), id: document.id }) as never);
    },
  };
}

const noStorage: StoragePort = {
  upload() {
    throw new Error(NOT_UNDER_TEST);
  },
};

export interface EmulatorDataLayer {
  dataLayer: DataLayer;
  /** The live reads the screen has opened and whether each has loaded. */
  reads: ReadWatch;
}

/**
 * The Firebase data layer as the app's routes see it: live reads through ReactfireLiveData (the
 * component the production provider loads) on the web SDK connected to the emulator; the caller
 * signed in; commands run by the functions themselves; no uploads.
 */
export function emulatorDataLayer(web: WebFirebase, caller: TestCaller): EmulatorDataLayer {
  const reads = createReadWatch();
  function LiveDataProvider({ children }: { children: ReactNode }) {
    return (
      <ReactfireLiveData app={web.app} auth={web.auth} firestore={web.firestore}>
        <reads.Provider>{children}</reads.Provider>
      </ReactfireLiveData>
    );
  }
  return {
    dataLayer: {
      kind: 'firebase',
      auth: signedInAuth(caller),
      commands: functionCommands(caller),
      storage: noStorage,
      reference: emulatorReference(web.firestore),
      LiveDataProvider,
    },
    reads,
  };
}
