import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firestore emulator the functions tests use. */
    firestoreEmulatorHost: string;
  }
}

/**
 * Global setup of the functions and data-layer tiers: the in-process Firestore emulator, which
 * needs no Java. It lacks arrayUnion/arrayRemove, security rules and transaction isolation: rules
 * and races are tested on the official emulator (the emulators tier).
 */
export default async function setup(project: TestProject): Promise<() => void> {
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
