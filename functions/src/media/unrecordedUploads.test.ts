import { beforeEach, describe, expect, it } from 'vitest';
import { UNRECORDED_UPLOAD_KEPT_MS } from '@yardwise/domain/onboarding/mediaRetention';
import { getDb } from '../admin';
import {
  memoryMediaStorage,
  type MemoryMediaStorage,
} from '../adapters/storage/memoryMediaStorage';
import { writeDoc } from '../designProfiles/firestoreDocs';
import { clearFirestore } from '../testing/firestore';
import { deleteUnrecordedUploads } from './unrecordedUploads';

// The daily job: an upload nobody recorded within a day is deleted, so the bucket is no free
// file hosting; recorded files, fresh uploads and the files the functions make stay.

const now = new Date('2026-03-10T03:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const jpeg = { contentType: 'image/jpeg', size: 1000 };
const OLD = ago(UNRECORDED_UPLOAD_KEPT_MS + 60_000);

let storage: MemoryMediaStorage;

beforeEach(async () => {
  await clearFirestore(['media']);
  storage = memoryMediaStorage();
});

async function recordPath(id: string, path: string) {
  await writeDoc('media', id, {
    userId: 'client-1',
    projectId: 'project-client-1',
    path,
    originalFileName: 'deck.jpg',
    fileType: 'image/jpeg',
    uploadedAt: OLD.toISOString(),
    isDesignerVisible: true,
    isClientVisible: true,
    tag: 'property',
    variant: 'front-yard-wide-angle',
    description: '',
    downloadURL: 'https://media-stand-in.example/deck.jpg',
  });
}

describe('deleteUnrecordedUploads', () => {
  it('deletes an upload older than a day that no record names', async () => {
    storage.put(
      'media/stranger/movie.mp4',
      { contentType: 'video/mp4', size: 10 ** 9 },
      undefined,
      OLD,
    );

    expect(await deleteUnrecordedUploads(await getDb(), storage, now)).toEqual({
      deleted: 1,
      kept: 0,
    });
    expect(storage.has('media/stranger/movie.mp4')).toBe(false);
  });

  it('keeps a recorded file, an upload younger than a day, and files outside the uploads', async () => {
    storage.put('media/client-1/deck.jpg', jpeg, undefined, OLD);
    await recordPath('deck', 'media/client-1/deck.jpg');
    storage.put('media/client-1/new.jpg', jpeg, undefined, ago(UNRECORDED_UPLOAD_KEPT_MS - 60_000));
    storage.put('media-derived/client-1/deck.jpg/display.webp', jpeg, undefined, OLD);

    expect(await deleteUnrecordedUploads(await getDb(), storage, now)).toEqual({
      deleted: 0,
      kept: 2,
    });
    expect(storage.has('media/client-1/deck.jpg')).toBe(true);
    expect(storage.has('media/client-1/new.jpg')).toBe(true);
    expect(storage.has('media-derived/client-1/deck.jpg/display.webp')).toBe(true);
  });
});
