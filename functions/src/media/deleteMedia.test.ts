import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { MEDIA_FILE_NOT_REMOVED, MEDIA_NOT_FOUND } from '@yardwise/domain/onboarding/messages';
import type { MemoryMediaStorage } from '../adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../adapters/storage/selectMediaStorage';
import { completeFrontFileUploads, freshMediaClient, recordFrontFile } from './testing/mediaClient';
import { allDocs, readDoc } from '../designProfiles/firestoreDocs';
import { activateYard, deactivateYard, deleteMedia, swapYards } from '../index';
import {
  ana,
  anonymousVisitor,
  jo,
  onboardStateOf,
  seedOnboardingClient,
} from '../onboarding/testing/onboardingClients';
import { callableRequest as request, rejection, type TestCaller } from '../testing/callable';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  error: vi.fn(),
}));

let storage: MemoryMediaStorage;

const recordFront = (client: TestCaller, kind: 'wide-angle' | 'slow-pan') =>
  recordFrontFile(storage, client, kind);
const completeFrontUploads = (client: TestCaller) => completeFrontFileUploads(storage, client);

const remove = (mediaId: unknown, caller: TestCaller = ana) =>
  deleteMedia.run(request({ mediaId }, caller));

beforeEach(async () => {
  vi.mocked(logger.error).mockClear();
  storage = await freshMediaClient();
  await seedOnboardingClient(jo, 'full-yard', ['front']);
});

afterEach(() => setMediaStorageForTests(null));

describe('deleteMedia callable', () => {
  it('deletes the document and the file, and the upload step becomes INCOMPLETE again', async () => {
    const [photo] = await completeFrontUploads(ana);
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.upload).toBe('COMPLETE');

    expect(await remove(photo!.id)).toEqual({ deleted: true });

    expect(await readDoc('media', photo!.id)).toBeUndefined();
    expect(storage.has(photo!.path)).toBe(false);
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.upload).toBe('INCOMPLETE');
  });

  it('a yard whose photo was deleted while it was swapped out is INCOMPLETE when it returns', async () => {
    await seedOnboardingClient(ana, 'starter-front-or-backyard');
    const [photo] = await completeFrontUploads(ana);
    await swapYards.run(request({}, ana));

    await remove(photo!.id);
    await swapYards.run(request({}, ana));

    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.upload).toBe('INCOMPLETE');
  });

  it('a yard whose photo was deleted while it was removed is INCOMPLETE when it is added again', async () => {
    await activateYard.run(request({ yard: 'back' }, ana));
    const [photo] = await completeFrontUploads(ana);
    await deactivateYard.run(request({ yard: 'front' }, ana));

    await remove(photo!.id);
    await activateYard.run(request({ yard: 'front' }, ana));

    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.upload).toBe('INCOMPLETE');
  });

  it("answers not-found for another client's media and leaves their document and file", async () => {
    const [anasPhoto] = await completeFrontUploads(ana);
    const anasState = await onboardStateOf(ana);
    const mediaBefore = await allDocs('media');

    const error = await rejection(remove(anasPhoto!.id, jo));

    expect([error.code, error.message]).toEqual(['not-found', MEDIA_NOT_FOUND]);
    expect(await allDocs('media')).toEqual(mediaBefore);
    expect(storage.has(anasPhoto!.path)).toBe(true);
    expect(await onboardStateOf(ana)).toEqual(anasState);
  });

  it('answers not-found for media that does not exist', async () => {
    const error = await rejection(remove('no-such-media'));
    expect([error.code, error.message]).toEqual(['not-found', MEDIA_NOT_FOUND]);
  });

  it('keeps the record and answers unavailable when the file cannot be removed, and logs which', async () => {
    const photos = await completeFrontUploads(ana);
    const photo = photos[0]!;
    const stateBefore = await onboardStateOf(ana);
    storage.failDeletes('storage unreachable');

    const error = await rejection(remove(photo.id));

    expect([error.code, error.message]).toEqual(['unavailable', MEDIA_FILE_NOT_REMOVED]);
    expect(await readDoc('media', photo.id)).toBeDefined();
    expect(storage.has(photo.path)).toBe(true);
    expect(await onboardStateOf(ana)).toEqual(stateBefore);
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), {
      mediaId: photo.id,
      path: photo.path,
      error: 'storage unreachable',
    });
    expect(JSON.stringify(vi.mocked(logger.error).mock.calls)).not.toContain(ana.email);
  });

  it('deletes both when the client tries again once the file can be removed', async () => {
    const [photo] = await completeFrontUploads(ana);
    storage.failDeletes('storage unreachable');
    await rejection(remove(photo!.id));
    storage.restoreDeletes();

    expect(await remove(photo!.id)).toEqual({ deleted: true });

    expect(await readDoc('media', photo!.id)).toBeUndefined();
    expect(storage.has(photo!.path)).toBe(false);
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.upload).toBe('INCOMPLETE');
  });

  it('deletes the record of a file that is already gone', async () => {
    const photo = await recordFront(ana, 'wide-angle');
    await storage.delete(photo.path);

    expect(await remove(photo.id)).toEqual({ deleted: true });

    expect(await readDoc('media', photo.id)).toBeUndefined();
  });

  it('answers not-found to a delete repeated after the record is gone', async () => {
    const photo = await recordFront(ana, 'wide-angle');
    await remove(photo.id);

    const error = await rejection(remove(photo.id));

    expect([error.code, error.message]).toEqual(['not-found', MEDIA_NOT_FOUND]);
  });

  it.each([
    ['a signed-out caller', undefined, 'unauthenticated'],
    ['an anonymous visitor', anonymousVisitor, 'permission-denied'],
  ])('refuses %s and deletes nothing', async (_, caller, code) => {
    const photo = await recordFront(ana, 'wide-angle');
    const error = await rejection(deleteMedia.run(request({ mediaId: photo.id }, caller)));
    expect(error.code).toBe(code);
    expect(await readDoc('media', photo.id)).toBeDefined();
    expect(storage.has(photo.path)).toBe(true);
  });

  it.each([
    ['an extra field', { mediaId: 'abc', path: 'media/client-jo/x.jpg' }],
    ['a media id with a slash', { mediaId: 'media/abc' }],
    ['a number as the id', { mediaId: 7 }],
  ])('rejects %s as invalid-argument', async (_, data) => {
    expect((await rejection(deleteMedia.run(request(data, ana)))).code).toBe('invalid-argument');
  });
});
