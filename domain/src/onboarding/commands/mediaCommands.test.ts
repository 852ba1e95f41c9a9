import { describe, expect, it } from 'vitest';
import { CommandError } from '../../commands/commandError';
import { mapDocStore } from '../../commands/mapDocStore';
import type { MediaDoc } from '../../firestore/documents';
import { INSPIRATION_MAX_FILES } from '../../forms/inspirationUploads';
import { FILE_LIMIT_REACHED } from '../../forms/messages';
import { stateWith } from '../testStates';
import { recordMediaDocument } from './mediaCommands';

// The inspiration photo limit (at most 5), enforced when the media document is recorded, so a
// client that skips the drop zone's limit still cannot store a sixth.

const now = new Date('2026-03-01T12:00:00.000Z');

function seeded() {
  return mapDocStore({
    'profiles/u1': {
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lee',
      package: 'whole-home',
    },
    'onboardStates/onboard-state-u1': stateWith({ front: {} }),
    'onboardStates/onboard-state-u2': {
      ...stateWith({ front: {} }),
      userId: 'u2',
      projectId: 'p2',
    },
    'profiles/u2': {
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Lee',
      package: 'whole-home',
    },
  });
}

const inspiration = (n: number, uid = 'u1') => ({
  path: `media/${uid}/porch-${n}.1700000000000.jpg`,
  fileType: 'image/jpeg',
  variant: 'inspiration',
  tag: 'exterior-design-inspiration' as const,
  originalFileName: `porch-${n}.jpg`,
});

const record = (store: ReturnType<typeof seeded>, n: number, uid = 'u1') =>
  recordMediaDocument(store, {
    uid,
    mediaId: `m-${uid}-${n}`,
    fields: inspiration(n, uid),
    file: { downloadURL: `https://example.test/${n}` },
    now,
  });

const inspirationCount = (store: ReturnType<typeof seeded>, uid: string) =>
  [...store.docs.entries()].filter(
    ([key, doc]) =>
      key.startsWith('media/') &&
      (doc as MediaDoc).userId === uid &&
      (doc as MediaDoc).tag === 'exterior-design-inspiration',
  ).length;

describe('recordMediaDocument: the inspiration photo limit', () => {
  it(`records ${INSPIRATION_MAX_FILES} inspiration photos and refuses a sixth`, async () => {
    const store = seeded();
    for (let n = 1; n <= INSPIRATION_MAX_FILES; n += 1) await record(store, n);
    const writes = store.writes;

    const error = await record(store, 6).then(
      () => null,
      (thrown: unknown) => thrown,
    );

    expect(error).toBeInstanceOf(CommandError);
    expect([(error as CommandError).code, (error as CommandError).message]).toEqual([
      'failed-precondition',
      FILE_LIMIT_REACHED,
    ]);
    expect(store.writes).toBe(writes);
    expect(inspirationCount(store, 'u1')).toBe(INSPIRATION_MAX_FILES);
  });

  it("counts only the caller's own inspiration photos, not their yard photos", async () => {
    const store = seeded();
    for (let n = 1; n <= INSPIRATION_MAX_FILES; n += 1) await record(store, n);
    await recordMediaDocument(store, {
      uid: 'u1',
      mediaId: 'm-yard',
      fields: { ...inspiration(9), variant: 'front-yard-wide-angle', tag: 'property' },
      file: { downloadURL: 'https://example.test/yard' },
      now,
    });
    await record(store, 1, 'u2');
    expect(inspirationCount(store, 'u2')).toBe(1);
  });
});
