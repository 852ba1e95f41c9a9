import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore, type MapDocStore } from '../../commands/mapDocStore';
import type { AnyCommand } from '../../commands/registry';
import type {
  ChecklistItemDoc,
  OnboardStateDoc,
  PriceOptionDoc,
  ProfileDoc,
  ProjectDoc,
  StyleOptionDoc,
} from '../../firestore/documents';
import { ONBOARDING_NOT_STARTED } from '../../onboarding/commands/ownOnboardState';
import { stateWith } from '../../onboarding/testStates';
import type { BudgetMetadataRecord, PhaseMetadataRecord } from '../budget';
import type { ChecklistResponseDoc } from '../checklistResponse';
import { TOTAL_BUDGET_REQUIRED } from '../messages';
import { MAX_WISH_LIST_RESPONSES } from '../schemas';
import { saveBudget, submitBudgetIntent } from './budgetCommands';
import { recalculateWishListEstimate } from './estimateCommands';
import {
  CHECKLIST_ITEM_NOT_FOUND,
  ITEM_HAS_NO_STYLES,
  NO_YARDS_TO_CHOOSE,
  PRICE_OPTION_NOT_OF_ITEM,
  RESPONSE_NOT_FOUND,
  STYLE_OPTION_NOT_OF_ITEM,
  WISH_LIST_EMPTY,
  WISH_LIST_FULL,
  YARD_NOT_DESIGNED,
} from './messages';
import {
  createChecklistResponse,
  deleteChecklistResponse,
  updateChecklistResponse,
  updateResponseOrder,
} from './responseCommands';
import { refusal } from '../../commands/testing/refusal';

const ana: Caller = { uid: 'u1', isAnonymous: false, email: 'ana@example.com' };
const jo: Caller = { uid: 'u2', isAnonymous: false, email: 'jo@example.com' };
const now = new Date('2026-03-01T12:00:00.000Z');

const item = (patch: Partial<ChecklistItemDoc> = {}): ChecklistItemDoc => ({
  name: 'Patio',
  description: 'A paved patio.',
  category: 'Hardscape',
  image: 'patio.jpg',
  quantitative_item: false,
  no_style_options: false,
  group: 'landscaping',
  ...patch,
});
const price = (itemId: string, low: number, high: number): PriceOptionDoc => ({
  itemId,
  low_price: low,
  high_price: high,
  description: 'Medium',
  image: '',
});
const style = (itemId: string): StyleOptionDoc => ({ itemId, image: '', name: 'Modern' });

/** The catalogue: a $2,000–$5,000 patio with styles, a lawn without, a fire pit, a roof. */
const CATALOGUE = {
  'checklistItems/patio': item(),
  'priceOptions/patio-medium': price('patio', 200000, 500000),
  'styleOptions/patio-modern': style('patio'),
  'checklistItems/lawn': item({ name: 'Lawn', no_style_options: true }),
  'priceOptions/lawn-small': price('lawn', 100000, 300000),
  'checklistItems/fire-pit': item({ name: 'Fire Pit', quantitative_item: true }),
  'priceOptions/fire-pit-basic': price('fire-pit', 150000, 250000),
  'checklistItems/roof': item({ name: 'Roof', category: 'Roofing', group: 'exterior' }),
  'priceOptions/roof-basic': price('roof', 1000000, 2000000),
};

function clientDocs(uid: string, pkg: string, yards: OnboardStateDoc['yardsStatusObj'] = {}) {
  const projectId = `project-${uid}`;
  const state: OnboardStateDoc = {
    ...stateWith({}),
    yardsStatusObj: yards,
    userId: uid,
    projectId,
  };
  return {
    [`profiles/${uid}`]: {
      email: `${uid}@example.com`,
      firstName: 'A',
      lastName: 'B',
      package: pkg,
    },
    [`projects/${projectId}`]: {
      profileId: uid,
      experienceVersion: 2,
      createdAt: now.toISOString(),
    },
    [`onboardStates/onboard-state-${uid}`]: state,
  };
}

function seeded(pkg = 'full-yard', joPkg = 'full-yard') {
  const { front, back } = stateWith({ front: {}, back: {} }).yardsStatusObj;
  return mapDocStore({
    ...CATALOGUE,
    ...clientDocs('u1', pkg, { front, back }),
    ...clientDocs('u2', joPkg, { front }),
  });
}

const run = (command: AnyCommand, input: unknown, store: MapDocStore, caller = ana) =>
  executeCommand(command, input, caller, store, now);

const patioAnswers = {
  itemId: 'patio',
  priceOptionId: 'patio-medium',
  styleOptionId: 'patio-modern',
  yards: ['front', 'back'],
  yardsNotSure: false,
  context: 'Near the kitchen door',
};

const responseOf = (store: MapDocStore, id: string) =>
  store.docs.get(`checklistResponses/${id}`) as ChecklistResponseDoc | undefined;
const projectOf = (store: MapDocStore, uid = 'u1') =>
  store.docs.get(`projects/project-${uid}`) as ProjectDoc;

describe('createChecklistResponse', () => {
  it("saves the answers as the caller's response, last on the list", async () => {
    const store = seeded();
    const first = await run(createChecklistResponse, patioAnswers, store);
    const second = await run(
      createChecklistResponse,
      {
        itemId: 'lawn',
        priceOptionId: 'lawn-small',
        styleOptionId: null,
        yards: [],
        yardsNotSure: true,
        context: '',
      },
      store,
    );
    expect(responseOf(store, (first as { responseId: string }).responseId)).toEqual({
      userId: 'u1',
      projectId: 'project-u1',
      item_id: 'patio',
      price_option_id: 'patio-medium',
      style_option_id: 'patio-modern',
      context: 'Near the kitchen door',
      front_yard: true,
      back_yard: true,
      left_yard: false,
      right_yard: false,
      order: 1,
    });
    expect(responseOf(store, (second as { responseId: string }).responseId)).toMatchObject({
      item_id: 'lawn',
      style_option_id: null,
      front_yard: false,
      back_yard: false,
      order: 2,
    });
  });

  it('updates the saved response when the same item is added again', async () => {
    const store = seeded();
    const { responseId } = (await run(createChecklistResponse, patioAnswers, store)) as {
      responseId: string;
    };
    const again = await run(
      createChecklistResponse,
      { ...patioAnswers, styleOptionId: null, yards: ['front'] },
      store,
    );
    expect(again).toEqual({ responseId });
    expect(responseOf(store, responseId)).toMatchObject({
      style_option_id: null,
      front_yard: true,
      back_yard: false,
      order: 1,
    });
    expect([...store.docs.keys()].filter((key) => key.startsWith('checklistResponses/'))).toEqual([
      `checklistResponses/${responseId}`,
    ]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an item not in the catalogue', { itemId: 'hot-tub' }, 'not-found', CHECKLIST_ITEM_NOT_FOUND],
    [
      'an item the package hides (home exterior for Full Yard)',
      { itemId: 'roof', priceOptionId: 'roof-basic', styleOptionId: null },
      'not-found',
      CHECKLIST_ITEM_NOT_FOUND,
    ],
    [
      'a price option of another item',
      { priceOptionId: 'lawn-small' },
      'invalid-argument',
      PRICE_OPTION_NOT_OF_ITEM,
    ],
    [
      'a price option that does not exist',
      { priceOptionId: 'nope' },
      'invalid-argument',
      PRICE_OPTION_NOT_OF_ITEM,
    ],
    [
      'a style of another item',
      { itemId: 'fire-pit', priceOptionId: 'fire-pit-basic' },
      'invalid-argument',
      STYLE_OPTION_NOT_OF_ITEM,
    ],
    [
      'a style for an item without styles',
      { itemId: 'lawn', priceOptionId: 'lawn-small' },
      'invalid-argument',
      ITEM_HAS_NO_STYLES,
    ],
  ])('refuses %s and writes nothing', async (_, patch, code, message) => {
    const store = seeded();
    const error = await refusal(run(createChecklistResponse, { ...patioAnswers, ...patch }, store));
    expect([error.code, error.message]).toEqual([code, message]);
    expect(store.writes).toBe(0);
  });

  it('takes a home-exterior item from a Full Yard client only once they bought the exterior upgrade', async () => {
    const roofAnswers = {
      ...patioAnswers,
      itemId: 'roof',
      priceOptionId: 'roof-basic',
      styleOptionId: null,
    };
    const store = seeded();
    const without = await refusal(run(createChecklistResponse, roofAnswers, store));
    expect([without.code, without.message]).toEqual(['not-found', CHECKLIST_ITEM_NOT_FOUND]);
    expect(store.writes).toBe(0);

    const profile = store.docs.get('profiles/u1') as ProfileDoc;
    store.docs.set('profiles/u1', { ...profile, exteriorUpgrade: true });
    const { responseId } = (await run(createChecklistResponse, roofAnswers, store)) as {
      responseId: string;
    };
    expect(responseOf(store, responseId)).toMatchObject({ item_id: 'roof', userId: 'u1' });
  });

  it("refuses yards outside the package's yards", async () => {
    const store = seeded('front-yard');
    const error = await refusal(
      run(createChecklistResponse, { ...patioAnswers, yards: ['front', 'back'] }, store),
    );
    expect([error.code, error.message]).toEqual(['invalid-argument', YARD_NOT_DESIGNED]);
    await run(createChecklistResponse, { ...patioAnswers, yards: ['front', 'left'] }, store);
    expect(store.writes).toBe(1);
  });

  it('takes no yards for the single-space package: saved as not sure', async () => {
    const store = seeded('small-space');
    const withYards = await refusal(run(createChecklistResponse, patioAnswers, store));
    expect([withYards.code, withYards.message]).toEqual(['invalid-argument', NO_YARDS_TO_CHOOSE]);
    const { responseId } = (await run(
      createChecklistResponse,
      { ...patioAnswers, yards: [], yardsNotSure: true },
      store,
    )) as { responseId: string };
    expect(responseOf(store, responseId)).toMatchObject({ front_yard: false, back_yard: false });
  });

  it('refuses yards and "not sure" together, and neither', async () => {
    const store = seeded();
    for (const patch of [{ yardsNotSure: true }, { yards: [], yardsNotSure: false }]) {
      const error = await refusal(
        run(createChecklistResponse, { ...patioAnswers, ...patch }, store),
      );
      expect(error.code).toBe('invalid-argument');
    }
    expect(store.writes).toBe(0);
  });

  it(`holds at most ${MAX_WISH_LIST_RESPONSES} responses`, async () => {
    const store = seeded();
    for (let n = 0; n < MAX_WISH_LIST_RESPONSES; n += 1) {
      store.docs.set(`checklistResponses/r${n}`, {
        userId: 'u1',
        projectId: 'project-u1',
        item_id: `old-${n}`,
        order: n + 1,
      });
    }
    const error = await refusal(run(createChecklistResponse, patioAnswers, store));
    expect([error.code, error.message]).toEqual(['failed-precondition', WISH_LIST_FULL]);
  });

  it('refuses a client whose onboarding has not started', async () => {
    const store = mapDocStore(CATALOGUE);
    const error = await refusal(run(createChecklistResponse, patioAnswers, store));
    expect([error.code, error.message]).toEqual(['failed-precondition', ONBOARDING_NOT_STARTED]);
  });
});

/** Ana's patio (front and back) and lawn (not sure); returns their response ids. */
async function anasWishList(store: MapDocStore): Promise<[string, string]> {
  const patio = (await run(createChecklistResponse, patioAnswers, store)) as { responseId: string };
  const lawn = (await run(
    createChecklistResponse,
    {
      itemId: 'lawn',
      priceOptionId: 'lawn-small',
      styleOptionId: null,
      yards: [],
      yardsNotSure: true,
      context: '',
    },
    store,
  )) as { responseId: string };
  return [patio.responseId, lawn.responseId];
}

describe('updateChecklistResponse and deleteChecklistResponse', () => {
  it("changes the caller's response, keeping its item and place", async () => {
    const store = seeded();
    const [patio] = await anasWishList(store);
    const { itemId: _itemId, ...answers } = patioAnswers;
    const result = await run(
      updateChecklistResponse,
      { ...answers, responseId: patio, yards: ['back'], context: '  Shade please  ' },
      store,
    );
    expect(result).toEqual({ responseId: patio });
    expect(responseOf(store, patio)).toMatchObject({
      item_id: 'patio',
      front_yard: false,
      back_yard: true,
      context: 'Shade please',
      order: 1,
    });
  });

  it('checks the new answers against the response’s item', async () => {
    const store = seeded();
    const [patio] = await anasWishList(store);
    const { itemId: _itemId, ...answers } = patioAnswers;
    const error = await refusal(
      run(
        updateChecklistResponse,
        { ...answers, responseId: patio, priceOptionId: 'lawn-small' },
        store,
      ),
    );
    expect([error.code, error.message]).toEqual(['invalid-argument', PRICE_OPTION_NOT_OF_ITEM]);
  });

  it('deletes the caller’s response', async () => {
    const store = seeded();
    const [patio, lawn] = await anasWishList(store);
    expect(await run(deleteChecklistResponse, { responseId: patio }, store)).toEqual({
      responseId: patio,
    });
    expect(responseOf(store, patio)).toBeUndefined();
    expect(responseOf(store, lawn)).toBeDefined();
  });

  it("answers not-found for another client's response and leaves it as it was", async () => {
    const store = seeded();
    const [patio] = await anasWishList(store);
    const before = responseOf(store, patio);
    const writes = store.writes;
    const { itemId: _itemId, ...answers } = patioAnswers;
    const attempts = [
      run(updateChecklistResponse, { ...answers, responseId: patio, yards: ['front'] }, store, jo),
      run(deleteChecklistResponse, { responseId: patio }, store, jo),
      run(updateResponseOrder, { orders: [{ responseId: patio, order: 2 }] }, store, jo),
      run(deleteChecklistResponse, { responseId: 'no-such-response' }, store),
    ];
    for (const attempt of attempts) {
      const error = await refusal(attempt);
      expect([error.code, error.message]).toEqual(['not-found', RESPONSE_NOT_FOUND]);
    }
    expect(responseOf(store, patio)).toEqual(before);
    expect(store.writes).toBe(writes);
  });
});

describe('updateResponseOrder ("Let\'s Prioritize!")', () => {
  it('writes the new positions of the responses that moved', async () => {
    const store = seeded();
    const [patio, lawn] = await anasWishList(store);
    const result = await run(
      updateResponseOrder,
      {
        orders: [
          { responseId: lawn, order: 1 },
          { responseId: patio, order: 2 },
        ],
      },
      store,
    );
    expect(result).toEqual({ updated: 2 });
    expect([responseOf(store, lawn)?.order, responseOf(store, patio)?.order]).toEqual([1, 2]);
    expect(
      await run(updateResponseOrder, { orders: [{ responseId: lawn, order: 1 }] }, store),
    ).toEqual({ updated: 0 });
  });

  it('refuses an order naming a response of another client, changing none', async () => {
    const store = seeded();
    const [patio] = await anasWishList(store);
    const jos = (await run(
      createChecklistResponse,
      { ...patioAnswers, yards: ['front'] },
      store,
      jo,
    )) as {
      responseId: string;
    };
    const error = await refusal(
      run(
        updateResponseOrder,
        {
          orders: [
            { responseId: jos.responseId, order: 1 },
            { responseId: patio, order: 2 },
          ],
        },
        store,
      ),
    );
    expect(error.code).toBe('not-found');
    expect([responseOf(store, patio)?.order, responseOf(store, jos.responseId)?.order]).toEqual([
      1, 1,
    ]);
  });

  it('refuses a position used twice', async () => {
    const store = seeded();
    const [patio, lawn] = await anasWishList(store);
    const error = await refusal(
      run(
        updateResponseOrder,
        {
          orders: [
            { responseId: patio, order: 1 },
            { responseId: lawn, order: 1 },
          ],
        },
        store,
      ),
    );
    expect(error.code).toBe('invalid-argument');
  });
});

describe('recalculateWishListEstimate', () => {
  it('prices a $2,000–$5,000 item in front and back yards at 400000–1000000, all-in 440000–1200000', async () => {
    const store = seeded();
    await run(createChecklistResponse, patioAnswers, store);
    const result = await run(recalculateWishListEstimate, {}, store);
    const expected = {
      wishList: { low: 400000, high: 1000000 },
      allIn: { low: 440000, high: 1200000 },
    };
    expect(result).toEqual(expected);
    expect(projectOf(store).wishListEstimate).toEqual({
      ...expected,
      updatedAt: now.toISOString(),
    });
  });

  it('counts a not-sure item once and a quantitative item once whatever the yards', async () => {
    const store = seeded();
    await anasWishList(store);
    await run(
      createChecklistResponse,
      { ...patioAnswers, itemId: 'fire-pit', priceOptionId: 'fire-pit-basic', styleOptionId: null },
      store,
    );
    // Patio 2 × (200000–500000) + lawn 100000–300000 + fire pit 150000–250000.
    expect(await run(recalculateWishListEstimate, {}, store)).toEqual({
      wishList: { low: 650000, high: 1550000 },
      allIn: { low: 715000, high: 1860000 },
    });
  });

  it("counts only the caller's responses; an empty list is zero", async () => {
    const store = seeded();
    await anasWishList(store);
    expect(await run(recalculateWishListEstimate, {}, store, jo)).toEqual({
      wishList: { low: 0, high: 0 },
      allIn: { low: 0, high: 0 },
    });
    expect(projectOf(store, 'u1').wishListEstimate).toBeUndefined();
    expect(projectOf(store, 'u2').wishListEstimate?.wishList).toEqual({ low: 0, high: 0 });
  });

  it('decision: leaves out a response whose item has left the catalogue', async () => {
    const store = seeded();
    await anasWishList(store);
    store.docs.delete('checklistItems/lawn');
    expect(await run(recalculateWishListEstimate, {}, store)).toMatchObject({
      wishList: { low: 400000, high: 1000000 },
    });
  });
});

describe('saveBudget', () => {
  const phased = {
    phasing: 'yes',
    allInBudget: '60000',
    phaseoneBudget: '25000',
    designTarget: 'phaseOne',
  };

  it('inserts the budget metadata and first phase in cents, owned by the caller, then updates them', async () => {
    const store = seeded();
    expect(await run(saveBudget, phased, store)).toEqual({
      budgetMetadataId: 'project-u1',
      phaseMetadataId: 'project-u1-phase-1',
    });
    expect(store.docs.get('budgetMetadata/project-u1')).toEqual({
      userId: 'u1',
      project_id: 'project-u1',
      phasing: true,
      design_project_for_single_phase: false,
      total_budget: '6000000',
    } satisfies BudgetMetadataRecord);
    expect(store.docs.get('budgetPhaseMetadata/project-u1-phase-1')).toEqual({
      userId: 'u1',
      budget_metadata_id: 'project-u1',
      budget: '2500000',
      yards: ['front', 'back'],
    } satisfies PhaseMetadataRecord);

    await run(
      saveBudget,
      { phasing: 'no', allInBudget: '40000', phaseoneBudget: '0', designTarget: null },
      store,
    );
    expect(store.docs.get('budgetMetadata/project-u1')).toMatchObject({
      phasing: false,
      design_project_for_single_phase: true,
      total_budget: '4000000',
    });
    expect(store.docs.get('budgetPhaseMetadata/project-u1-phase-1')).toMatchObject({ budget: '0' });
  });

  it('refuses an invalid budget with the form’s message', async () => {
    const store = seeded();
    const error = await refusal(run(saveBudget, { ...phased, allInBudget: '0' }, store));
    expect([error.code, error.message]).toEqual(['invalid-argument', TOTAL_BUDGET_REQUIRED]);
    expect(store.writes).toBe(0);
  });

  it("writes only the caller's own project's budget", async () => {
    const store = seeded();
    await run(saveBudget, phased, store, jo);
    expect(store.docs.has('budgetMetadata/project-u1')).toBe(false);
    expect(store.docs.get('budgetMetadata/project-u2')).toMatchObject({ userId: 'u2' });
  });
});

describe('submitBudgetIntent ("Let\'s Prioritize!" submit)', () => {
  const stateOf = (store: MapDocStore) =>
    store.docs.get('onboardStates/onboard-state-u1') as OnboardStateDoc;

  it('sets the project’s budget intent and the submitted installation plans', async () => {
    const store = seeded();
    await anasWishList(store);
    expect(await run(submitBudgetIntent, { budgetIntent: 40 }, store)).toEqual({
      clientBudgetIntent: 40,
    });
    expect(projectOf(store).clientBudgetIntent).toBe(40);
    expect(stateOf(store).submittedInstallationPlans).toBe(true);
  });

  it('refuses an empty wish list, and an intent not offered', async () => {
    const store = seeded();
    const empty = await refusal(run(submitBudgetIntent, { budgetIntent: 25 }, store));
    expect([empty.code, empty.message]).toEqual(['failed-precondition', WISH_LIST_EMPTY]);
    await anasWishList(store);
    const writes = store.writes;
    const offList = await refusal(run(submitBudgetIntent, { budgetIntent: 50 }, store));
    expect(offList.code).toBe('invalid-argument');
    expect(store.writes).toBe(writes);
    expect(projectOf(store).clientBudgetIntent).toBeUndefined();
  });

  it("another client's wish list does not count for the caller", async () => {
    const store = seeded();
    await anasWishList(store);
    const error = await refusal(run(submitBudgetIntent, { budgetIntent: 70 }, store, jo));
    expect(error.message).toBe(WISH_LIST_EMPTY);
    expect(projectOf(store, 'u1').clientBudgetIntent).toBeUndefined();
  });
});
