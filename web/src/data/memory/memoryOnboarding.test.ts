import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELP_REPEAT_WINDOW_MS, HELP_SUCCESS_REPLY } from '@yardwise/domain/forms/help';
import { INSPIRATION_MAX_FILES } from '@yardwise/domain/forms/inspirationUploads';
import { FILE_LIMIT_REACHED } from '@yardwise/domain/forms/messages';
import { INSPIRATION_VARIANT } from '@yardwise/domain/onboarding/media';
import {
  MEDIA_FILE_TYPE_INVALID,
  MEDIA_NOT_FOUND,
  MEDIA_NOT_STORED,
  MEDIA_PATH_INVALID,
} from '@yardwise/domain/onboarding/messages';
import { SAMPLE_CLIENT, SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { brand } from '@web/ui/brand';
import { createMemoryDataLayer, type MemoryDataLayer } from './createMemoryDataLayer';
import { ONBOARD_HELP_TEMPLATE } from '@yardwise/domain/forms/help';
import { fileOfType } from '@web/ui/upload/testFiles';

const uid = SAMPLE_CLIENT.uid;
const PATH = `media/${uid}/5f0c7a52-6a0e-4c55-9a8e-1d2f3b4c5d6e.1768400000000.jpg`;
const OTHER_CLIENTS_MEDIA = 'media-other-client-1';

function sampleClientLayer(): MemoryDataLayer {
  const seedMedia = SAMPLE_DATA.documents.media ?? {};
  const someoneElses = { ...Object.values(seedMedia)[0]!, userId: 'other-client' };
  return createMemoryDataLayer({
    signedInAs: 'sample-client',
    storage: { stepDelayMs: 0 },
    data: {
      ...SAMPLE_DATA,
      documents: {
        ...SAMPLE_DATA.documents,
        media: { ...seedMedia, [OTHER_CLIENTS_MEDIA]: someoneElses },
      },
    },
  });
}

async function store(layer: MemoryDataLayer, path: string, type = 'image/jpeg') {
  const file = fileOfType('IMG_0042.jpg', type);
  await layer.storage.upload(path, file, type, () => undefined).done;
}

const backYardPhoto = {
  path: PATH,
  fileType: 'image/jpeg',
  variant: 'back-yard-wide-angle',
  tag: 'property' as const,
  originalFileName: 'IMG_0042.jpg',
};

describe('the onboarding media and help calls in the preview', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('recordMedia records the caller’s stored upload once, linked to the stored file', async () => {
    const layer = sampleClientLayer();
    await store(layer, PATH);

    const { media } = await layer.commands.call('recordMedia', backYardPhoto);

    expect(media).toMatchObject({
      ...backYardPhoto,
      userId: uid,
      isDesignerVisible: true,
      isClientVisible: true,
      downloadURL: layer.storage.describe(PATH)!.url,
    });
    expect(layer.store.read('media', media.id)).toMatchObject({ path: PATH });
    const again = await layer.commands.call('recordMedia', backYardPhoto);
    expect(again.media.id).toBe(media.id);
    expect(layer.store.list('media').filter((doc) => doc.path === PATH)).toHaveLength(1);
  });

  it('recordMedia refuses a file that was not stored, or stored with another type', async () => {
    const layer = sampleClientLayer();
    await expect(layer.commands.call('recordMedia', backYardPhoto)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: MEDIA_NOT_STORED,
    });

    await store(layer, PATH, 'image/png');
    await expect(layer.commands.call('recordMedia', backYardPhoto)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: MEDIA_FILE_TYPE_INVALID,
    });
    expect(layer.store.list('media').some((doc) => doc.path === PATH)).toBe(false);
    expect(layer.storage.describe(PATH), 'the mistyped file is deleted').toBeUndefined();
  });

  it('recordMedia refuses and deletes a text file named .png, as the function does', async () => {
    const layer = sampleClientLayer();
    const pngPath = PATH.replace('.jpg', '.png');
    const text = new File(['Shopping list: mulch, edging'], 'IMG_0042.png', { type: 'image/png' });
    await layer.storage.upload(pngPath, text, 'image/png', () => undefined).done;

    const recording = layer.commands.call('recordMedia', {
      ...backYardPhoto,
      path: pngPath,
      fileType: 'image/png',
      originalFileName: 'IMG_0042.png',
    });

    await expect(recording).rejects.toMatchObject({
      code: 'invalid-argument',
      message: MEDIA_FILE_TYPE_INVALID,
    });
    expect(layer.store.list('media').some((doc) => doc.path === pngPath)).toBe(false);
    expect(layer.storage.describe(pngPath), 'the text file is deleted').toBeUndefined();
  });

  it('recordMedia records an SVG photo, one of the photo types', async () => {
    const layer = sampleClientLayer();
    const svgPath = PATH.replace('.jpg', '.svg');
    await store(layer, svgPath, 'image/svg+xml');

    await layer.commands.call('recordMedia', {
      ...backYardPhoto,
      path: svgPath,
      fileType: 'image/svg+xml',
      originalFileName: 'plan.svg',
    });

    expect(layer.storage.describe(svgPath)).toBeDefined();
    expect(layer.store.list('media').some((doc) => doc.path === svgPath)).toBe(true);
  });

  it('recordMedia deletes a stored file whose record is refused (a sixth inspiration photo)', async () => {
    const layer = sampleClientLayer();
    const inspiration = (n: number) => ({
      ...backYardPhoto,
      path: PATH.replace('.jpg', `-${n}.jpg`),
      variant: INSPIRATION_VARIANT,
      tag: 'exterior-design-inspiration' as const,
    });
    for (let n = 1; n <= INSPIRATION_MAX_FILES; n += 1) {
      await store(layer, inspiration(n).path);
      await layer.commands.call('recordMedia', inspiration(n));
    }
    const sixth = inspiration(INSPIRATION_MAX_FILES + 1);
    await store(layer, sixth.path);

    await expect(layer.commands.call('recordMedia', sixth)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: FILE_LIMIT_REACHED,
    });
    expect(layer.storage.describe(sixth.path)).toBeUndefined();
  });

  it('recordMedia refuses a path in another client’s folder', async () => {
    const layer = sampleClientLayer();
    const theirs = PATH.replace(uid, 'other-client');
    await store(layer, theirs);

    await expect(
      layer.commands.call('recordMedia', { ...backYardPhoto, path: theirs }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: MEDIA_PATH_INVALID });
  });

  it('deleteMedia removes the caller’s document and its stored file', async () => {
    const layer = sampleClientLayer();
    await store(layer, PATH);
    const { media } = await layer.commands.call('recordMedia', backYardPhoto);

    await expect(layer.commands.call('deleteMedia', { mediaId: media.id })).resolves.toEqual({
      deleted: true,
    });
    expect(layer.store.read('media', media.id)).toBeUndefined();
    expect(layer.storage.describe(PATH)).toBeUndefined();
  });

  it('deleteMedia keeps the record when the file cannot be removed, and a retry removes both', async () => {
    const layer = sampleClientLayer();
    await store(layer, PATH);
    const { media } = await layer.commands.call('recordMedia', backYardPhoto);
    layer.storage.failNextDeletes(1);

    await expect(layer.commands.call('deleteMedia', { mediaId: media.id })).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(layer.store.read('media', media.id)).toBeDefined();
    expect(layer.storage.describe(PATH)).toBeDefined();

    await expect(layer.commands.call('deleteMedia', { mediaId: media.id })).resolves.toEqual({
      deleted: true,
    });
    expect(layer.store.read('media', media.id)).toBeUndefined();
    expect(layer.storage.describe(PATH)).toBeUndefined();
  });

  it('deleteMedia deletes the record of a file that is already gone', async () => {
    const layer = sampleClientLayer();
    await store(layer, PATH);
    const { media } = await layer.commands.call('recordMedia', backYardPhoto);
    layer.storage.delete(PATH);

    await layer.commands.call('deleteMedia', { mediaId: media.id });

    expect(layer.store.read('media', media.id)).toBeUndefined();
  });

  it('recordMedia makes one record when a retry races the first call', async () => {
    const layer = sampleClientLayer();
    await store(layer, PATH);

    const answers = await Promise.all([
      layer.commands.call('recordMedia', backYardPhoto),
      layer.commands.call('recordMedia', backYardPhoto),
    ]);

    const recorded = layer.store.list('media').filter((doc) => doc.path === PATH);
    expect(recorded).toHaveLength(1);
    expect(answers.map(({ media }) => media.id)).toEqual([recorded[0]!.id, recorded[0]!.id]);
  });

  it('deleteMedia reads another client’s media as missing and leaves it alone', async () => {
    const layer = sampleClientLayer();

    await expect(
      layer.commands.call('deleteMedia', { mediaId: OTHER_CLIENTS_MEDIA }),
    ).rejects.toMatchObject({ code: 'not-found', message: MEDIA_NOT_FOUND });
    expect(layer.store.read('media', OTHER_CLIENTS_MEDIA)).toBeDefined();
  });

  it('sendOnboardHelpEmail answers 202 and keeps the message in the outbox for support', async () => {
    const layer = sampleClientLayer();
    const payload = {
      helpType: 'technical' as const,
      emailAddress: SAMPLE_CLIENT.email,
      firstName: 'Jordan',
      lastName: 'Rivera',
      body: 'My video will not upload.',
    };

    await expect(layer.commands.call('sendOnboardHelpEmail', payload)).resolves.toBe(
      HELP_SUCCESS_REPLY,
    );
    const [email] = layer.store.list('outbox');
    expect(email).toMatchObject({
      to: brand.supportEmail,
      template: ONBOARD_HELP_TEMPLATE,
      state: 'LOCAL_ONLY',
      attempts: 0,
      data: { ...payload, userId: uid },
    });
  });

  it('sendOnboardHelpEmail keeps one entry for the same message sent twice, as the functions do', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = new Date('2026-03-02T15:00:00.000Z');
    vi.setSystemTime(first);
    const layer = sampleClientLayer();
    const payload = {
      helpType: 'technical' as const,
      emailAddress: SAMPLE_CLIENT.email,
      firstName: 'Jordan',
      lastName: 'Rivera',
      body: 'My video will not upload.',
    };
    const send = (body = payload.body) =>
      layer.commands.call('sendOnboardHelpEmail', { ...payload, body });

    expect(await Promise.all([send(), send()])).toEqual([HELP_SUCCESS_REPLY, HELP_SUCCESS_REPLY]);
    vi.setSystemTime(first.getTime() + HELP_REPEAT_WINDOW_MS - 1000);
    expect(await send(`  ${payload.body}  `)).toBe(HELP_SUCCESS_REPLY);
    expect(layer.store.list('outbox')).toHaveLength(1);

    await send('My photos will not upload either.');
    expect(layer.store.list('outbox')).toHaveLength(2);

    vi.setSystemTime(first.getTime() + HELP_REPEAT_WINDOW_MS);
    expect(await send()).toBe(HELP_SUCCESS_REPLY);
    expect(layer.store.list('outbox')).toHaveLength(3);
  });

  it('refuses media and help calls from an anonymous visitor', async () => {
    const layer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    await expect(layer.commands.call('recordMedia', backYardPhoto)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      layer.commands.call('sendOnboardHelpEmail', {
        helpType: 'other',
        emailAddress: 'visitor@example.com',
        firstName: '',
        lastName: '',
        body: 'Hello there',
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
