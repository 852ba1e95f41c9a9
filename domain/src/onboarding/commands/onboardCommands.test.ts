import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore, type MapDocStore } from '../../commands/mapDocStore';
import type { AnyCommand } from '../../commands/registry';
import type { MediaDoc, OnboardStateDoc, ProfileDoc } from '../../firestore/documents';
import { COMMENT_REQUIRED } from '../../forms/messages';
import { newMediaDoc } from '../media';
import { YARD_LOCKED, YARD_NOT_ACTIVE, YARD_NOT_IN_PACKAGE } from '../messages';
import { createOnboardState } from '../onboardState';
import { stateWith } from '../testStates';
import { deleteMediaDocument, recordMediaDocument, updateMediaDescription } from './mediaCommands';
import { startOnboarding } from './startOnboarding';
import {
  activateYard,
  deactivateYard,
  resetOnboarding,
  setYardPriorities,
  setYardSloped,
  setYardStepStatus,
  swapYards,
  verifyInformation,
} from './yardCommands';
import { refusal } from '../../commands/testing/refusal';

const client: Caller = { uid: 'u1', isAnonymous: false, email: 'ana@example.com' };
const other: Caller = { uid: 'u2', isAnonymous: false, email: 'bo@example.com' };
const now = new Date('2026-03-01T12:00:00.000Z');
const STATE = 'onboardStates/onboard-state-u1';

const profile = (pkg: string): ProfileDoc => ({
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lee',
  package: pkg,
});

function seeded(pkg = 'full-yard', state: OnboardStateDoc | null = stateWith({ front: {} })) {
  return mapDocStore({
    'profiles/u1': profile(pkg),
    'projects/project-u1': { profileId: 'u1', experienceVersion: 2, createdAt: now.toISOString() },
    ...(state ? { [STATE]: state } : {}),
  });
}

const run = (command: AnyCommand, input: unknown, store: MapDocStore, caller = client) =>
  executeCommand(command, input, caller, store, now);

const stateOf = (store: MapDocStore) => store.docs.get(STATE) as OnboardStateDoc;

function photo(yard: string, kind: string, n: number, uid = 'u1'): [string, MediaDoc] {
  return [
    `media/m-${yard}-${kind}-${n}-${uid}`,
    newMediaDoc(
      {
        path: `media/${uid}/${yard}-${kind}-${n}.jpg`,
        fileType: kind === 'slow-pan' ? 'video/mp4' : 'image/jpeg',
        variant: `${yard}-yard-${kind}`,
        tag: 'property',
        originalFileName: `${kind}-${n}.jpg`,
      },
      { uid, projectId: 'p1', now, downloadURL: 'https://example.test/file' },
    ),
  ];
}

describe('startOnboarding', () => {
  it('creates the state of a new client from the profile and project, once', async () => {
    const store = seeded('full-yard', null);
    expect(await run(startOnboarding, {}, store)).toEqual({ outcome: 'created' });
    expect(stateOf(store)).toEqual(
      createOnboardState('full-yard', { userId: 'u1', projectId: 'project-u1', now }),
    );
    expect(await run(startOnboarding, {}, store)).toEqual({ outcome: 'exists' });
    expect(store.writes).toBe(1);
  });

  it('creates nothing without a profile or a project', async () => {
    const noProfile = mapDocStore({});
    expect(await run(startOnboarding, {}, noProfile)).toEqual({ outcome: 'no-profile' });
    const noProject = mapDocStore({ 'profiles/u1': profile('full-yard') });
    expect(await run(startOnboarding, {}, noProject)).toEqual({ outcome: 'no-project' });
    expect(noProfile.writes + noProject.writes).toBe(0);
  });

  it('refuses anonymous visitors', async () => {
    const anonymous: Caller = { uid: 'u1', isAnonymous: true, email: null };
    const error = await refusal(run(startOnboarding, {}, seeded('full-yard', null), anonymous));
    expect(error.code).toBe('permission-denied');
  });
});

describe('yard commands', () => {
  it('adds an allowed yard and refuses one outside the package', async () => {
    const store = seeded();
    await run(activateYard, { yard: 'left' }, store);
    expect(Object.keys(stateOf(store).yardsStatusObj)).toEqual(['front', 'left']);
    const error = await refusal(run(activateYard, { yard: 'outdoor' }, store));
    expect(error.message).toBe(YARD_NOT_IN_PACKAGE);
  });

  it('locks the other primary yard of the one-yard-of-choice package and swaps instead', async () => {
    const state = createOnboardState('starter-front-or-backyard', {
      userId: 'u1',
      projectId: 'p1',
      now,
    });
    const store = seeded('starter-front-or-backyard', state);
    expect((await refusal(run(activateYard, { yard: 'back' }, store))).message).toBe(YARD_LOCKED);
    await run(swapYards, {}, store);
    expect(Object.keys(stateOf(store).yardsStatusObj)).toEqual(['back']);
    expect(stateOf(store).selectedYard).toBe('back');
  });

  it('removes a yard into the inactive map, but never the last one', async () => {
    const store = seeded('full-yard', stateWith({ front: {}, back: { upload: 'INCOMPLETE' } }));
    await run(deactivateYard, { yard: 'back' }, store);
    expect(stateOf(store).inactiveYardsStatusObj.back?.upload).toBe('INCOMPLETE');
    expect((await refusal(run(deactivateYard, { yard: 'front' }, store))).code).toBe(
      'failed-precondition',
    );
  });

  it('computes the upload status from the media, whatever status is sent', async () => {
    const store = seeded();
    await run(setYardStepStatus, { yard: 'front', step: 'upload', status: 'COMPLETE' }, store);
    expect(stateOf(store).yardsStatusObj.front?.upload).toBe('INCOMPLETE');
    for (const [key, doc] of [
      ...[1, 2, 3, 4, 5, 6].map((n) => photo('front', 'wide-angle', n)),
      photo('front', 'slow-pan', 1),
    ]) {
      store.docs.set(key, doc);
    }
    await run(setYardStepStatus, { yard: 'front', step: 'upload', status: 'INCOMPLETE' }, store);
    expect(stateOf(store).yardsStatusObj.front?.upload).toBe('COMPLETE');
    await run(setYardSloped, { yard: 'front', isSloped: true }, store);
    expect(stateOf(store).yardsStatusObj.front).toMatchObject({
      isSloped: true,
      upload: 'INCOMPLETE',
    });
  });

  it('computes keep/remove from the comments when the client leaves that page', async () => {
    const store = seeded();
    const [key, keep] = photo('front', 'keep', 1);
    store.docs.set(key, keep);
    await run(setYardStepStatus, { yard: 'front', step: 'keepRemove', status: 'COMPLETE' }, store);
    expect(stateOf(store).yardsStatusObj.front?.keepRemove).toBe('INCOMPLETE');
    store.docs.set(key, { ...keep, description: 'The oak stays' });
    await run(setYardStepStatus, { yard: 'front', step: 'keepRemove', status: 'COMPLETE' }, store);
    expect(stateOf(store).yardsStatusObj.front?.keepRemove).toBe('COMPLETE');
  });

  it('computes keep/remove each time a keep or remove comment is saved, however the client leaves', async () => {
    const store = seeded();
    const [keepKey, keep] = photo('front', 'keep', 1);
    const [removeKey, remove] = photo('front', 'remove', 1);
    store.docs.set(keepKey, keep);
    store.docs.set(removeKey, remove);
    const keepId = keepKey.slice('media/'.length);
    const removeId = removeKey.slice('media/'.length);

    await run(updateMediaDescription, { mediaId: keepId, description: 'The oak stays' }, store);
    expect(stateOf(store).yardsStatusObj.front?.keepRemove).toBe('INCOMPLETE');
    await run(updateMediaDescription, { mediaId: removeId, description: 'Too tall' }, store);
    expect(stateOf(store).yardsStatusObj.front?.keepRemove).toBe('COMPLETE');
  });

  it('leaves keep/remove alone when another kind of media is commented', async () => {
    const store = seeded();
    const [key, wide] = photo('front', 'wide-angle', 1);
    store.docs.set(key, wide);
    const before = store.writes;
    await run(
      updateMediaDescription,
      { mediaId: key.slice('media/'.length), description: 'From the porch' },
      store,
    );
    expect(stateOf(store).yardsStatusObj.front?.keepRemove).toBe('NOT_STARTED');
    expect(store.writes).toBe(before + 1);
  });

  it('marks functions INCOMPLETE on opening the page and saves the chosen ones', async () => {
    const store = seeded();
    await run(
      setYardStepStatus,
      { yard: 'front', step: 'priorities', status: 'INCOMPLETE' },
      store,
    );
    expect(stateOf(store).yardsStatusObj.front?.priorities).toBe('INCOMPLETE');
    await run(setYardPriorities, { yard: 'front', functions: ['relax', 'garden'] }, store);
    expect(stateOf(store).priorities.front).toEqual(['relax', 'garden']);
    expect(stateOf(store).yardsStatusObj.front?.priorities).toBe('COMPLETE');
    await run(
      setYardStepStatus,
      { yard: 'front', step: 'priorities', status: 'INCOMPLETE' },
      store,
    );
    expect(stateOf(store).yardsStatusObj.front?.priorities).toBe('COMPLETE');
  });

  it('refuses sub-steps of a yard that is not active', async () => {
    const error = await refusal(run(setYardSloped, { yard: 'back', isSloped: true }, seeded()));
    expect(error.message).toBe(YARD_NOT_ACTIVE);
  });

  it('verifies information only to true, and resets the yards to the choose-yards start', async () => {
    const store = seeded();
    await run(verifyInformation, { informationVerified: true }, store);
    expect(stateOf(store).informationVerified).toBe(true);
    expect(
      (await refusal(run(verifyInformation, { informationVerified: false }, store))).code,
    ).toBe('invalid-argument');
    const result = await run(resetOnboarding, {}, store);
    expect(result).toMatchObject({ redirectTo: '/onboard/onboard/my-yard/choose-yards' });
    expect(stateOf(store).yardsStatusObj).toEqual({});
    expect(stateOf(store).selectedYard).toBeNull();
  });

  it("changes only the caller's own state: another client has none to change", async () => {
    const store = seeded();
    const before = JSON.parse(JSON.stringify(stateOf(store))) as OnboardStateDoc;
    const error = await refusal(run(activateYard, { yard: 'left' }, store, other));
    expect(error.code).toBe('failed-precondition');
    expect(stateOf(store)).toEqual(before);
    expect(store.writes).toBe(0);
  });
});

describe('media documents', () => {
  const fields = {
    path: 'media/u1/abc.1700000000000.jpg',
    fileType: 'image/jpeg',
    variant: 'front-yard-keep',
    tag: 'property' as const,
    originalFileName: 'IMG_1.jpg',
  };

  it('records every field of an upload, visible to designer and client', async () => {
    const store = seeded();
    const media = await recordMediaDocument(store, {
      uid: 'u1',
      mediaId: 'm1',
      fields,
      file: { downloadURL: 'https://example.test/m1' },
      now,
    });
    expect(media).toEqual({
      id: 'm1',
      userId: 'u1',
      projectId: 'p1',
      path: fields.path,
      originalFileName: 'IMG_1.jpg',
      fileType: 'image/jpeg',
      uploadedAt: now.toISOString(),
      isDesignerVisible: true,
      isClientVisible: true,
      tag: 'property',
      variant: 'front-yard-keep',
      description: '',
      downloadURL: 'https://example.test/m1',
    });
  });

  it('saves a keep comment, requires one, and refuses another client', async () => {
    const store = seeded();
    await recordMediaDocument(store, {
      uid: 'u1',
      mediaId: 'm1',
      fields,
      file: { downloadURL: 'https://example.test/m1' },
      now,
    });
    await run(updateMediaDescription, { mediaId: 'm1', description: 'Keep the oak' }, store);
    expect((store.docs.get('media/m1') as MediaDoc).description).toBe('Keep the oak');
    const empty = await refusal(
      run(updateMediaDescription, { mediaId: 'm1', description: '  ' }, store),
    );
    expect(empty.message).toBe(COMMENT_REQUIRED);
    const foreign = await refusal(
      run(updateMediaDescription, { mediaId: 'm1', description: 'Mine now' }, store, other),
    );
    expect(foreign.code).toBe('not-found');
    expect((store.docs.get('media/m1') as MediaDoc).description).toBe('Keep the oak');
  });

  it('deletes own media and recomputes the yard; another client gets not-found', async () => {
    const store = seeded('full-yard', stateWith({ front: { upload: 'COMPLETE' } }));
    for (const [key, doc] of [
      ...[1, 2, 3, 4, 5, 6].map((n) => photo('front', 'wide-angle', n)),
      photo('front', 'slow-pan', 1),
    ]) {
      store.docs.set(key, doc);
    }
    const foreign = await refusal(
      deleteMediaDocument(store, { uid: 'u2', mediaId: 'm-front-wide-angle-1-u1' }),
    );
    expect(foreign.code).toBe('not-found');
    const deleted = await deleteMediaDocument(store, {
      uid: 'u1',
      mediaId: 'm-front-wide-angle-1-u1',
    });
    expect(deleted.path).toBe('media/u1/front-wide-angle-1.jpg');
    expect(store.docs.has('media/m-front-wide-angle-1-u1')).toBe(false);
    expect(stateOf(store).yardsStatusObj.front?.upload).toBe('INCOMPLETE');
  });
});
