import { beforeEach, describe, expect, it } from 'vitest';
import type { CallableFunction } from 'firebase-functions/v2/https';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import { onboardStateIdFor, projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { YardName } from '@yardwise/domain/firestore/documents';
import { COMMENT_REQUIRED } from '@yardwise/domain/forms/messages';
import { ONBOARDING_NOT_STARTED } from '@yardwise/domain/onboarding/commands/ownOnboardState';
import { newMediaDoc, yardMediaVariant } from '@yardwise/domain/onboarding/media';
import {
  MEDIA_NOT_FOUND,
  SWAP_NOT_OFFERED,
  YARD_LOCKED,
  YARD_NOT_ACTIVE,
  YARD_NOT_IN_PACKAGE,
  YARD_REMOVAL_REFUSED,
} from '@yardwise/domain/onboarding/messages';
import { createOnboardState } from '@yardwise/domain/onboarding/onboardState';
import { CHOOSE_YARDS_PATH } from '@yardwise/domain/routes/paths';
import { allDocs, readDoc, writeDoc } from '../designProfiles/firestoreDocs';
import {
  activateYard,
  deactivateYard,
  resetOnboarding,
  setBudgetStepComplete,
  setCurrentStep,
  setExteriorDesignStepComplete,
  setYardPriorities,
  setYardSloped,
  setYardStepStatus,
  startOnboarding,
  swapYards,
  updateMediaDescription,
  verifyInformation,
} from '../index';
import {
  callsAs,
  callableRequest as request,
  rejection,
  type TestCaller,
} from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import {
  ana,
  anonymousVisitor,
  CREATED_AT,
  jo,
  onboardStateOf,
  seedOnboardingClient,
  seedPurchase,
} from './testing/onboardingClients';

type Callable = CallableFunction<unknown, Promise<unknown>>;

const call = callsAs(ana);

/** Media documents of the client's project, as recordMedia leaves them; returns their ids. */
async function seedMedia(
  client: TestCaller,
  yard: YardName,
  kind: 'wide-angle' | 'slow-pan' | 'keep' | 'slope',
  count: number,
  description = '',
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `${client.uid}-${yard}-${kind}-${index}`);
  for (const id of ids) {
    const doc = newMediaDoc(
      {
        path: `media/${client.uid}/${id}.1772445600000.jpg`,
        fileType: kind === 'slow-pan' ? 'video/mp4' : 'image/jpeg',
        variant: yardMediaVariant(yard, kind),
        tag: 'property',
        originalFileName: `${id}.jpg`,
      },
      {
        uid: client.uid,
        projectId: projectIdFor(client.uid),
        now: CREATED_AT,
        downloadURL: `https://media-stand-in.example/${id}`,
      },
    );
    await writeDoc('media', id, { ...doc, description });
  }
  return ids;
}

async function seedCompleteUploads(client: TestCaller, yard: YardName) {
  await seedMedia(client, yard, 'wide-angle', 6);
  await seedMedia(client, yard, 'slow-pan', 1);
}

beforeEach(async () => {
  await clearFirestore(['profiles', 'projects', 'onboardStates', 'media']);
});

describe('startOnboarding (loading the onboard state)', () => {
  it('creates the state from the profile and project of a purchase', async () => {
    await seedPurchase(ana, 'full-yard');
    const before = Date.now();

    expect(await call(startOnboarding, {})).toEqual({ outcome: 'created' });

    const state = await onboardStateOf(ana);
    expect(state).toEqual(
      createOnboardState('full-yard', {
        userId: ana.uid,
        projectId: projectIdFor(ana.uid),
        now: new Date(state!.createdAt),
      }),
    );
    expect(Date.parse(state!.createdAt)).toBeGreaterThanOrEqual(before);
  });

  it('starts the one-yard-of-choice package with the front yard selected', async () => {
    await seedPurchase(ana, 'starter-front-or-backyard');
    await call(startOnboarding, {});
    const state = await onboardStateOf(ana);
    expect(state?.selectedYard).toBe('front');
    expect(Object.keys(state!.yardsStatusObj)).toEqual(['front']);
  });

  it('leaves an existing state as it is', async () => {
    const existing = await seedOnboardingClient(ana, 'full-yard', ['front']);
    expect(await call(startOnboarding, {})).toEqual({ outcome: 'exists' });
    expect(await onboardStateOf(ana)).toEqual(existing);
  });

  it.each([
    ['no-profile', 'without a profile', async () => {}],
    [
      'no-profile',
      'with a package onboarding does not know',
      async () => {
        await seedPurchase(ana, 'full-yard');
        await writeDoc('profiles', ana.uid, {
          email: 'ana@example.com',
          firstName: 'Ana',
          lastName: 'Lee',
          package: 'lawn-mowing',
        });
      },
    ],
    [
      'no-project',
      'without a project',
      async () => {
        await seedPurchase(ana, 'full-yard');
        await (
          await import('../admin')
        )
          .getDb()
          .then((db) => db.collection('projects').doc(projectIdFor(ana.uid)).delete());
      },
    ],
  ])('answers %s %s and creates nothing', async (outcome, _, seed) => {
    await seed();
    expect(await call(startOnboarding, {})).toEqual({ outcome });
    expect(await allDocs('onboardStates')).toEqual({});
  });

  it('refuses an anonymous visitor', async () => {
    await seedPurchase(anonymousVisitor, 'full-yard');
    const error = await rejection(call(startOnboarding, {}, anonymousVisitor));
    expect(error.code).toBe('permission-denied');
    expect(await allDocs('onboardStates')).toEqual({});
  });
});

describe('yard commands', () => {
  it('activateYard adds an allowed yard with the status it had while inactive', async () => {
    const before = await seedOnboardingClient(ana, 'full-yard', ['front']);

    await call(activateYard, { yard: 'back' });

    const state = await onboardStateOf(ana);
    expect(state?.yardsStatusObj.back).toEqual(before.inactiveYardsStatusObj.back);
    expect(state?.inactiveYardsStatusObj.back).toBeUndefined();
  });

  it.each<[string, PackageKey, YardName, string]>([
    ['a yard outside the package', 'full-yard', 'outdoor', YARD_NOT_IN_PACKAGE],
    ['the locked other primary yard', 'starter-front-or-backyard', 'back', YARD_LOCKED],
  ])('activateYard refuses %s', async (_, packageKey, yard, message) => {
    const before = await seedOnboardingClient(ana, packageKey);
    const error = await rejection(call(activateYard, { yard }));
    expect([error.code, error.message]).toEqual(['failed-precondition', message]);
    expect(await onboardStateOf(ana)).toEqual(before);
  });

  it('deactivateYard moves a yard to the inactive map, but never the last one', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front', 'back']);

    await call(deactivateYard, { yard: 'back' });
    const state = await onboardStateOf(ana);
    expect(Object.keys(state!.yardsStatusObj)).toEqual(['front']);
    expect(state?.inactiveYardsStatusObj.back).toBeDefined();

    const error = await rejection(call(deactivateYard, { yard: 'front' }));
    expect([error.code, error.message]).toEqual(['failed-precondition', YARD_REMOVAL_REFUSED]);
  });

  it('swapYards trades front for back, each keeping its status', async () => {
    await seedOnboardingClient(ana, 'starter-front-or-backyard');
    await seedCompleteUploads(ana, 'front');
    await call(setYardStepStatus, { yard: 'front', step: 'upload', status: 'COMPLETE' });

    await call(swapYards, {});

    const state = await onboardStateOf(ana);
    expect(Object.keys(state!.yardsStatusObj)).toEqual(['back']);
    expect(state?.selectedYard).toBe('back');
    expect(state?.inactiveYardsStatusObj.front?.upload).toBe('COMPLETE');
  });

  it('swapYards is refused to a package that designs both yards', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);
    const error = await rejection(call(swapYards, {}));
    expect([error.code, error.message]).toEqual(['failed-precondition', SWAP_NOT_OFFERED]);
  });

  it('setYardStepStatus for upload ignores the sent status and counts the media', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);

    await call(setYardStepStatus, { yard: 'front', step: 'upload', status: 'COMPLETE' });
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.upload).toBe('INCOMPLETE');

    await seedCompleteUploads(ana, 'front');
    await call(setYardStepStatus, { yard: 'front', step: 'upload', status: 'NOT_STARTED' });
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.upload).toBe('COMPLETE');
  });

  it('setYardStepStatus for keepRemove is computed on leaving the page', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);
    await seedMedia(ana, 'front', 'keep', 1, '');

    await call(setYardStepStatus, { yard: 'front', step: 'keepRemove', status: 'COMPLETE' });
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.keepRemove).toBe('INCOMPLETE');
  });

  it('setYardStepStatus for priorities takes the sent status, and opening never undoes COMPLETE', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);

    await call(setYardStepStatus, { yard: 'front', step: 'priorities', status: 'COMPLETE' });
    await call(setYardStepStatus, { yard: 'front', step: 'priorities', status: 'INCOMPLETE' });

    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.priorities).toBe('COMPLETE');
  });

  it('setYardStepStatus refuses a yard the client has not added', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);
    const error = await rejection(
      call(setYardStepStatus, { yard: 'back', step: 'upload', status: 'COMPLETE' }),
    );
    expect([error.code, error.message]).toEqual(['failed-precondition', YARD_NOT_ACTIVE]);
  });

  it('setYardSloped asks for a slope photo before the upload is complete again', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);
    await seedCompleteUploads(ana, 'front');
    await call(setYardStepStatus, { yard: 'front', step: 'upload', status: 'COMPLETE' });

    await call(setYardSloped, { yard: 'front', isSloped: true });
    expect((await onboardStateOf(ana))?.yardsStatusObj.front).toMatchObject({
      isSloped: true,
      upload: 'INCOMPLETE',
    });

    await seedMedia(ana, 'front', 'slope', 1);
    await call(setYardStepStatus, { yard: 'front', step: 'upload', status: 'COMPLETE' });
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.upload).toBe('COMPLETE');
  });

  it("setYardPriorities saves the yard's functions and completes the step", async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);

    await call(setYardPriorities, { yard: 'front', functions: ['relax', 'kids play'] });

    const state = await onboardStateOf(ana);
    expect(state?.priorities.front).toEqual(['relax', 'kids play']);
    expect(state?.yardsStatusObj.front?.priorities).toBe('COMPLETE');
    const error = await rejection(
      call(setYardPriorities, { yard: 'front', functions: ['relax', 'relax'] }),
    );
    expect(error.code).toBe('invalid-argument');
  });

  it('verifyInformation only ever sets true', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);

    await call(verifyInformation, { informationVerified: true });
    expect((await onboardStateOf(ana))?.informationVerified).toBe(true);

    const error = await rejection(call(verifyInformation, { informationVerified: false }));
    expect(error.code).toBe('invalid-argument');
    expect((await onboardStateOf(ana))?.informationVerified).toBe(true);
  });

  it('the step flags default to true and the current step is one of the known steps', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);

    await call(setBudgetStepComplete, {});
    await call(setExteriorDesignStepComplete, { complete: true });
    await call(setCurrentStep, { step: 'Budget' });

    expect(await onboardStateOf(ana)).toMatchObject({
      budgetStepComplete: true,
      exteriorDesignStepComplete: true,
      currentStep: 'Budget',
    });
    expect((await rejection(call(setCurrentStep, { step: 'Checkout' }))).code).toBe(
      'invalid-argument',
    );
  });

  it('resetOnboarding clears the yards and the selected yard and names the choose-yards route', async () => {
    await seedOnboardingClient(ana, 'starter-front-or-backyard');
    await call(setYardPriorities, { yard: 'front', functions: ['cook'] });

    const result = await call(resetOnboarding, {});

    expect(result.redirectTo).toBe(CHOOSE_YARDS_PATH);
    const state = await onboardStateOf(ana);
    expect(state).toMatchObject({ yardsStatusObj: {}, selectedYard: null });
    expect(Object.keys(state!.inactiveYardsStatusObj).sort()).toEqual([
      'back',
      'front',
      'left',
      'right',
    ]);
  });

  it('refuses a client whose onboarding has not started, and creates nothing', async () => {
    await seedPurchase(ana, 'full-yard');
    const error = await rejection(call(activateYard, { yard: 'front' }));
    expect([error.code, error.message]).toEqual(['failed-precondition', ONBOARDING_NOT_STARTED]);
    expect(await allDocs('onboardStates')).toEqual({});
  });

  it('refuses an anonymous visitor', async () => {
    await seedOnboardingClient(anonymousVisitor, 'full-yard', ['front']);
    const before = await onboardStateOf(anonymousVisitor);
    const error = await rejection(call(activateYard, { yard: 'back' }, anonymousVisitor));
    expect(error.code).toBe('permission-denied');
    expect(await onboardStateOf(anonymousVisitor)).toEqual(before);
  });
});

describe('updateMediaDescription', () => {
  it("saves a comment on the caller's keep photo, and refuses an empty one", async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);
    const [keepId] = await seedMedia(ana, 'front', 'keep', 1, 'old comment');

    for (const description of ['', '   ']) {
      const error = await rejection(call(updateMediaDescription, { mediaId: keepId, description }));
      expect([error.code, error.message]).toEqual(['invalid-argument', COMMENT_REQUIRED]);
    }
    expect((await readDoc('media', keepId!))?.description).toBe('old comment');

    await call(updateMediaDescription, { mediaId: keepId, description: 'Keep the oak tree' });
    expect((await readDoc('media', keepId!))?.description).toBe('Keep the oak tree');
  });

  it("answers not-found for another client's media and leaves it unchanged", async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);
    await seedOnboardingClient(jo, 'full-yard', ['front']);
    const [anasKeep] = await seedMedia(ana, 'front', 'keep', 1, 'Keep the oak tree');
    const before = await readDoc('media', anasKeep!);

    const error = await rejection(
      call(updateMediaDescription, { mediaId: anasKeep, description: 'Remove it all' }, jo),
    );

    expect([error.code, error.message]).toEqual(['not-found', MEDIA_NOT_FOUND]);
    expect(await readDoc('media', anasKeep!)).toEqual(before);
  });

  it('saves the yard’s keep/remove status with the comment, so no button is needed for it', async () => {
    await seedOnboardingClient(ana, 'full-yard', ['front']);
    const [first, second] = await seedMedia(ana, 'front', 'keep', 2);

    await call(updateMediaDescription, { mediaId: first, description: 'Keep the oak tree' });
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.keepRemove).toBe('INCOMPLETE');
    await call(updateMediaDescription, { mediaId: second, description: 'Keep the bench' });
    expect((await onboardStateOf(ana))?.yardsStatusObj.front?.keepRemove).toBe('COMPLETE');
  });
});

describe("one client's commands never touch another client's documents", () => {
  const joKeep = `${jo.uid}-front-keep-0`;

  it.each<[string, PackageKey | null, YardName[], Callable, unknown]>([
    ['startOnboarding', null, [], startOnboarding, {}],
    ['activateYard', 'full-yard', ['front'], activateYard, { yard: 'left' }],
    ['deactivateYard', 'full-yard', ['front', 'back'], deactivateYard, { yard: 'back' }],
    ['swapYards', 'starter-front-or-backyard', [], swapYards, {}],
    [
      'setYardStepStatus',
      'full-yard',
      ['front'],
      setYardStepStatus,
      { yard: 'front', step: 'upload', status: 'COMPLETE' },
    ],
    ['setYardSloped', 'full-yard', ['front'], setYardSloped, { yard: 'front', isSloped: true }],
    [
      'setYardPriorities',
      'full-yard',
      ['front'],
      setYardPriorities,
      { yard: 'front', functions: ['cook'] },
    ],
    ['verifyInformation', 'full-yard', ['front'], verifyInformation, { informationVerified: true }],
    ['setBudgetStepComplete', 'full-yard', ['front'], setBudgetStepComplete, {}],
    ['setExteriorDesignStepComplete', 'full-yard', ['front'], setExteriorDesignStepComplete, {}],
    ['setCurrentStep', 'full-yard', ['front'], setCurrentStep, { step: 'Budget' }],
    ['resetOnboarding', 'full-yard', ['front'], resetOnboarding, {}],
    [
      'updateMediaDescription',
      'full-yard',
      ['front'],
      updateMediaDescription,
      { mediaId: joKeep, description: 'Keep the fence' },
    ],
  ])('%s changes only the caller’s state', async (_, joPackage, joYards, callable, input) => {
    // Ana is mid-onboarding with complete uploads, a keep comment and chosen functions.
    await seedOnboardingClient(ana, 'full-yard', ['front', 'back']);
    await seedCompleteUploads(ana, 'front');
    await seedMedia(ana, 'front', 'keep', 1, 'Keep the oak tree');
    await call(setYardStepStatus, { yard: 'front', step: 'upload', status: 'COMPLETE' });
    await call(setYardPriorities, { yard: 'front', functions: ['relax'] });
    if (joPackage) await seedOnboardingClient(jo, joPackage, joYards);
    else await seedPurchase(jo, 'full-yard');
    await seedMedia(jo, 'front', 'keep', 1, 'old comment');
    const anasState = await onboardStateOf(ana);
    const media = await allDocs('media');
    const joBefore = await onboardStateOf(jo);

    await callable.run(request(input, jo));

    expect(await onboardStateOf(ana)).toEqual(anasState);
    const anasMedia = (docs: Record<string, unknown>) =>
      Object.entries(docs).filter(([id]) => id.startsWith(ana.uid));
    expect(anasMedia(await allDocs('media'))).toEqual(anasMedia(media));
    // And the call did change something of the caller's own.
    const joChanged =
      JSON.stringify(await onboardStateOf(jo)) !== JSON.stringify(joBefore) ||
      (await readDoc('media', joKeep))?.description !== 'old comment';
    expect(joChanged).toBe(true);
    expect(await readDoc('onboardStates', onboardStateIdFor(jo.uid))).toBeDefined();
  });
});
