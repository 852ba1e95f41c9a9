// The same media request twice at once (a retry racing the first request), on the official
// emulator where the two transactions overlap: one record, one deletion.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemoryMediaStorage } from '../adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../adapters/storage/selectMediaStorage';
import { allDocs, readDoc } from '../designProfiles/firestoreDocs';
import { deleteMedia, recordMedia } from '../index';
import { ana, onboardStateOf } from '../onboarding/testing/onboardingClients';
import { callableRequest as request } from '../testing/callable';
import { completeFrontFileUploads, freshMediaClient } from './testing/mediaClient';

let storage: MemoryMediaStorage;

const remove = (mediaId: unknown) => deleteMedia.run(request({ mediaId }, ana));

beforeEach(async () => {
  storage = await freshMediaClient();
});

afterEach(() => setMediaStorageForTests(null));

describe('recordMedia twice at once', () => {
  it('records the path once and answers every request with that record', async () => {
    const path = `media/${ana.uid}/${randomUUID()}.1772445600000.jpg`;
    storage.put(path, { contentType: 'image/jpeg', size: 2048 });
    const input = {
      path,
      fileType: 'image/jpeg',
      variant: 'front-yard-wide-angle',
      tag: 'property',
      originalFileName: 'IMG.jpg',
    };
    const record = () => recordMedia.run(request(input, ana));

    const answers = await Promise.all([record(), record(), record()]);

    const media = await allDocs('media');
    expect(Object.keys(media)).toHaveLength(1);
    const [id] = Object.keys(media);
    expect(answers.map((answer) => answer.media.id)).toEqual([id, id, id]);
    expect(storage.has(path)).toBe(true);
  });
});

describe('deleteMedia twice at once', () => {
  it('deletes file and record once when the same delete arrives twice at the same time', async () => {
    const [photo, other] = await completeFrontFileUploads(storage, ana);
    // Both requests have read the record before either removes the file.
    const removeFile = storage.delete.bind(storage);
    let arrived = 0;
    let bothArrived = () => {};
    const bothRead = new Promise<void>((resolve) => (bothArrived = resolve));
    vi.spyOn(storage, 'delete').mockImplementation(async (path) => {
      arrived += 1;
      if (arrived === 2) bothArrived();
      await bothRead;
      return removeFile(path);
    });

    const answers = await Promise.all([remove(photo!.id), remove(photo!.id)]);

    expect(answers).toEqual([{ deleted: true }, { deleted: true }]);
    expect(await readDoc('media', photo!.id)).toBeUndefined();
    expect(storage.has(photo!.path)).toBe(false);
    expect(await readDoc('media', other!.id)).toBeDefined();
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.upload).toBe('INCOMPLETE');
  });
});
