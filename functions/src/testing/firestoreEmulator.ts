import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firestore emulator the functions tests use. */
    firestoreEmulatorHost: string;
    /**
     * Which emulator that is. Only the official one isolates transactions as Firestore does; on
     * the in-process one, race tests run their transactions one after another (serializeTransactions).
     */
    firestoreEngine: 'official' | 'in-process';
  }
}

/**
 * Global setup: use the official emulator when one is running (FIRESTORE_EMULATOR_HOST set, e.g.
 * under `firebase emulators:exec`), otherwise start the in-process one, which needs no Java.
 * The in-process emulator lacks arrayUnion/arrayRemove and security rules: test those on the
 * official emulator (npm run test:emulators).
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const official = process.env.FIRESTORE_EMULATOR_HOST;
  if (official) {
    project.provide('firestoreEmulatorHost', official);
    project.provide('firestoreEngine', 'official');
    return undefined;
  }
  project.provide('firestoreEngine', 'in-process');
  const port = await freePort();
  const server = new FirestoreServer();
  await server.start(port);
  project.provide('firestoreEmulatorHost', `127.0.0.1:${port}`);
  return () => server.stop();
}

/** A port nobody listens on right now (the in-process server cannot report a port chosen by the OS). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}
