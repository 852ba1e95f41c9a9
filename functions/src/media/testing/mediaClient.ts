import { randomUUID } from 'node:crypto';
import {
  memoryMediaStorage,
  type MemoryMediaStorage,
} from '../../adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../../adapters/storage/selectMediaStorage';
import { recordMedia } from '../../index';
import { ana, seedOnboardingClient } from '../../onboarding/testing/onboardingClients';
import { callableRequest as request, type TestCaller } from '../../testing/callable';
import { clearFirestore } from '../../testing/firestore';

/**
 * A fresh in-memory Storage for the media functions, and Ana as a Full Yard client with her front
 * yard active and nothing uploaded. Undo with `setMediaStorageForTests(null)` after each test.
 */
export async function freshMediaClient(): Promise<MemoryMediaStorage> {
  const storage = memoryMediaStorage();
  setMediaStorageForTests(storage);
  await clearFirestore(['profiles', 'projects', 'onboardStates', 'media']);
  await seedOnboardingClient(ana, 'full-yard', ['front']);
  return storage;
}

/** Uploads and records one front-yard file of the client, as the upload page does. */
export async function recordFrontFile(
  storage: MemoryMediaStorage,
  client: TestCaller,
  kind: 'wide-angle' | 'slow-pan',
) {
  const video = kind === 'slow-pan';
  const path = `media/${client.uid}/${randomUUID()}.1772445600000.${video ? 'mp4' : 'jpg'}`;
  const fileType = video ? 'video/mp4' : 'image/jpeg';
  storage.put(path, { contentType: fileType, size: 4096 });
  const data = {
    path,
    fileType,
    variant: `front-yard-${kind}`,
    tag: 'property',
    originalFileName: video ? 'pan.mp4' : 'lawn.jpg',
  };
  return (await recordMedia.run(request(data, client))).media;
}

/** Six wide-angle photos and a slow-pan video: the front yard's upload step is COMPLETE. */
export async function completeFrontFileUploads(storage: MemoryMediaStorage, client: TestCaller) {
  const photos = [];
  for (let photo = 1; photo <= 6; photo += 1) {
    photos.push(await recordFrontFile(storage, client, 'wide-angle'));
  }
  await recordFrontFile(storage, client, 'slow-pan');
  return photos;
}
