import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardStateIdFor, projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import { PROJECT_SUBMITTED_READ_ONLY } from '@yardwise/domain/laterSteps/startProject/messages';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { allDocs, readDoc, writeDoc } from '../designProfiles/firestoreDocs';
import { saveGoals, savePreferences, setYardSloped, submitProject } from '../index';
import { callsAs, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import {
  ana,
  jo,
  onboardStateOf,
  seedOnboardingClient,
} from '../onboarding/testing/onboardingClients';
import {
  configureSendGrid,
  sendgridSend,
  sentMessages,
  unconfigureSendGrid,
} from '../testing/email';

const TEAM = 'design@yard.example';

const call = callsAs(ana);

const goals = {
  goals: ['privacy', 'growing-food'],
  success: 'A vegetable patch the neighbours cannot see.',
  installTiming: 'over-a-year',
  installer: 'ourselves',
};
const preferences = {
  sun: { front: 'part-sun' },
  likedMaterials: ['stone'],
  dislikedMaterials: [],
  upkeep: 'low',
  yardUsers: [],
  siteNotes: '',
};

/** A front-yard client with photos done, wish list done and the terms accepted. */
async function seedReadyClient(client = ana) {
  const state = await seedOnboardingClient(client, 'front-yard', ['front']);
  await writeDoc('onboardStates', onboardStateIdFor(client.uid), {
    ...state,
    budgetStepComplete: true,
    yardsStatusObj: { front: { ...state.yardsStatusObj.front!, upload: 'COMPLETE' } },
  });
  await writeDoc('termsAgreements', client.uid, {
    userId: client.uid,
    tosAgreed: true,
    dateOfAgree: '2026-03-02T10:00:00.000Z',
    typeOfTos: CURRENT_TERMS_VERSION,
  });
}

async function outbox() {
  return (await allDocs('outbox')) as Record<string, OutboxEmailDoc>;
}

beforeEach(async () => {
  sendgridSend.mockClear();
  process.env.SUPPORT_EMAIL = TEAM;
  configureSendGrid();
  await clearFirestore([
    'profiles',
    'projects',
    'onboardStates',
    'laterStepAnswers',
    'termsAgreements',
    'products',
    'orders',
    'outbox',
  ]);
  await writeDoc('products', 'front-yard', SEED_PRODUCTS['front-yard']!);
  await seedReadyClient(ana);
  await seedReadyClient(jo);
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.SUPPORT_EMAIL;
  unconfigureSendGrid();
});

describe('submitProject (Start My Project)', () => {
  it('is blocked with the first reason while a required step is incomplete, and sends nothing', async () => {
    const error = await rejection(call(submitProject, {}));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'Answer My Goals.']);
    await call(saveGoals, goals);
    const next = await rejection(call(submitProject, {}));
    expect(next.message).toBe('Finish My Preferences for each yard you chose.');
    expect((await onboardStateOf(ana))?.submission).toBeUndefined();
    expect(await outbox()).toEqual({});
    expect(sentMessages()).toEqual([]);
  });

  it('marks the project submitted, confirms to the client and hands off to the design team', async () => {
    await call(saveGoals, goals);
    await call(savePreferences, preferences);

    const result = await call(submitProject, {});

    expect(result).toEqual({
      newlySubmitted: true,
      submission: {
        submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        firstDesignDue: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        expedited: false,
        turnaroundBusinessDays: 15,
      },
    });
    expect((await onboardStateOf(ana))?.submission).toEqual(result.submission);
    expect(await readDoc('projects', projectIdFor(ana.uid))).toMatchObject({
      status: 'submitted',
      submission: result.submission,
    });

    const [confirmation, handOff] = sentMessages();
    expect(sentMessages()).toHaveLength(2);
    expect(confirmation).toMatchObject({ to: ana.email, subject: 'Your designer is on it' });
    expect(confirmation!.text).toContain('Hi Ana,');
    expect(confirmation!.text).toMatch(/first design is expected by \w+day, \w+ \d{1,2}, \d{4}\./);
    expect(confirmation!.text).toContain('Talk to us form');
    expect(handOff).toMatchObject({ to: TEAM, subject: 'New project from Ana Lee: Front Yard' });
    expect(handOff!.text).toContain('Yards: Front Yard.');
    expect(handOff!.text).toContain('15 business days');
    expect(handOff!.text).toContain(
      `The project record (Firebase console): https://console.firebase.google.com/project/`,
    );
    expect(handOff!.text).toContain(`~2Fprojects~2F${projectIdFor(ana.uid)}`);
    expect(handOff!.text).toContain(`Project id: ${projectIdFor(ana.uid)}.`);
    expect(Object.values(await outbox()).map((email) => email.state)).toEqual(['SENT', 'SENT']);
  });

  it('uses the expedited turnaround when the client paid for expedited service', async () => {
    await writeDoc('orders', 'order-ana', {
      userId: ana.uid,
      status: 'paid',
      addOnIds: ['expedited'],
    } as never);
    await call(saveGoals, goals);
    await call(savePreferences, preferences);
    const { submission } = await call(submitProject, {});
    expect(submission).toMatchObject({ expedited: true, turnaroundBusinessDays: 7 });
    expect(sentMessages()[0]!.text).toContain(', with expedited service.');
  });

  it('submits once: a second submit returns the same result and emails no one again', async () => {
    await call(saveGoals, goals);
    await call(savePreferences, preferences);
    const first = await call(submitProject, {});
    const before = await onboardStateOf(ana);

    const second = await call(submitProject, {});

    expect(second).toEqual({ ...first, newlySubmitted: false });
    expect(await onboardStateOf(ana)).toEqual(before);
    expect(sentMessages()).toHaveLength(2);
  });

  it("cannot submit someone else's project", async () => {
    await call(saveGoals, goals);
    await call(savePreferences, preferences);
    const error = await rejection(call(submitProject, { userId: jo.uid }));
    expect(error.code).toBe('invalid-argument');

    // Jo's own submit is judged on Jo's own steps, and touches nothing of Ana's.
    expect((await rejection(call(submitProject, {}, jo))).message).toBe('Answer My Goals.');
    expect((await onboardStateOf(ana))?.submission).toBeUndefined();
    expect(await outbox()).toEqual({});
  });

  it('makes the steps read-only afterwards, saying how to ask for a change', async () => {
    await call(saveGoals, goals);
    await call(savePreferences, preferences);
    await call(submitProject, {});

    for (const refused of [
      call(saveGoals, { ...goals, goals: ['pets'] }),
      call(setYardSloped, { yard: 'front', isSloped: true }),
    ]) {
      const error = await rejection(refused);
      expect([error.code, error.message]).toEqual([
        'failed-precondition',
        PROJECT_SUBMITTED_READ_ONLY,
      ]);
    }
    expect(PROJECT_SUBMITTED_READ_ONLY).toContain('the Talk to us form');
  });
});
