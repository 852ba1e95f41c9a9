import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  memoryMediaStorage,
  type MemoryMediaStorage,
} from '../../../functions/src/adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../../../functions/src/adapters/storage/selectMediaStorage';
import { recordMedia } from '../../../functions/src/index';
import { callableRequest, type TestCaller } from '../../../functions/src/testing/callable';
import { openWebFirebase, type WebFirebase } from './webFirebase';

/** A client of their own per test, so no test sees another's documents or listeners. */
export function newClient(): TestCaller {
  const id = randomUUID().slice(0, 8);
  return { uid: `client-${id}`, signIn: 'password', email: `client-${id}@example.com` };
}

/**
 * The file's web app on the emulator, and the functions' Storage stand-in that recordMedia
 * checks uploads in; both opened before the file's tests and closed after them.
 */
export function openForFile(): { web(): WebFirebase; storage(): MemoryMediaStorage } {
  let web: WebFirebase | undefined;
  let storage: MemoryMediaStorage | undefined;
  beforeAll(async () => {
    web = await openWebFirebase();
    storage = memoryMediaStorage();
    setMediaStorageForTests(storage);
  });
  afterAll(async () => {
    setMediaStorageForTests(null);
    await web?.close();
  });
  return { web: () => web!, storage: () => storage! };
}

/**
 * What the web app does for a front-yard photo: the upload into the client's folder (here the
 * Storage stand-in), then the recordMedia callable that checks and records it.
 */
export async function recordFrontYardPhoto(
  storage: MemoryMediaStorage,
  client: TestCaller,
  originalFileName: string,
): Promise<void> {
  const path = `media/${client.uid}/${randomUUID()}.1772445600000.jpg`;
  storage.put(path, { contentType: 'image/jpeg', size: 2048 });
  await recordMedia.run(
    callableRequest(
      {
        path,
        fileType: 'image/jpeg',
        variant: 'front-yard-wide-angle',
        tag: 'property',
        originalFileName,
      },
      client,
    ),
  );
}
