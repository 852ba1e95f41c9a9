import { beforeEach, describe, expect, it } from 'vitest';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { onboardStateIdFor, projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { ChecklistItemDoc } from '@yardwise/domain/firestore/documents';
import { TOTAL_BUDGET_REQUIRED } from '@yardwise/domain/wishlist/messages';
import {
  CHECKLIST_ITEM_NOT_FOUND,
  ITEM_HAS_NO_STYLES,
  PRICE_OPTION_NOT_OF_ITEM,
  RESPONSE_NOT_FOUND,
  STYLE_OPTION_NOT_OF_ITEM,
  WISH_LIST_EMPTY,
} from '@yardwise/domain/wishlist/commands/messages';
import { allDocs, readDoc, writeDoc } from '../designProfiles/firestoreDocs';
import {
  createChecklistResponse,
  deleteChecklistResponse,
  recalculateWishListEstimate,
  saveBudget,
  submitBudgetIntent,
  updateChecklistResponse,
  updateResponseOrder,
} from '../index';
import { callsAs, callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import {
  ana,
  anonymousVisitor,
  jo,
  seedOnboardingClient,
} from '../onboarding/testing/onboardingClients';

type Callable = CallableFunction<unknown, Promise<unknown>>;

const call = callsAs(ana);

const item = (name: string, patch: Partial<ChecklistItemDoc> = {}): ChecklistItemDoc => ({
  name,
  description: `${name} for the yard.`,
  category: 'Hardscape',
  image: '',
  quantitative_item: false,
  no_style_options: false,
  group: 'landscaping',
  ...patch,
});

/** A $2,000–$5,000 patio with a style, a lawn without styles, a roof Full Yard hides, a fence style. */
async function seedCatalogue() {
  await writeDoc('checklistItems', 'patio', item('Patio'));
  await writeDoc('priceOptions', 'patio-medium', {
    itemId: 'patio',
    low_price: 200000,
    high_price: 500000,
    description: 'Medium',
    image: '',
  });
  await writeDoc('styleOptions', 'patio-modern', { itemId: 'patio', image: '', name: 'Modern' });
  await writeDoc('styleOptions', 'fence-wood', { itemId: 'fence', image: '', name: 'Wood' });
  await writeDoc('checklistItems', 'lawn', item('Lawn', { no_style_options: true }));
  await writeDoc('priceOptions', 'lawn-small', {
    itemId: 'lawn',
    low_price: 100000,
    high_price: 300000,
    description: 'Small',
    image: '',
  });
  await writeDoc(
    'checklistItems',
    'roof',
    item('Roof', { category: 'Roofing', group: 'exterior' }),
  );
  await writeDoc('priceOptions', 'roof-basic', {
    itemId: 'roof',
    low_price: 1000000,
    high_price: 2000000,
    description: 'Basic',
    image: '',
  });
}

const patio = {
  itemId: 'patio',
  priceOptionId: 'patio-medium',
  styleOptionId: 'patio-modern',
  yards: ['front', 'back'],
  yardsNotSure: false,
  context: 'By the kitchen door',
};
const lawn = {
  itemId: 'lawn',
  priceOptionId: 'lawn-small',
  styleOptionId: null,
  yards: [],
  yardsNotSure: true,
  context: '',
};
const answersOf = ({ itemId: _itemId, ...answers }: typeof patio) => answers;

beforeEach(async () => {
  await clearFirestore([
    'profiles',
    'projects',
    'onboardStates',
    'checklistItems',
    'priceOptions',
    'styleOptions',
    'checklistResponses',
    'budgetMetadata',
    'budgetPhaseMetadata',
  ]);
  await seedCatalogue();
  await seedOnboardingClient(ana, 'full-yard', ['front', 'back']);
  await seedOnboardingClient(jo, 'full-yard', ['front']);
});

describe('wish-list responses', () => {
  it('adds, updates, reorders and deletes the caller’s responses', async () => {
    const { responseId: patioId } = await call(createChecklistResponse, patio);
    const { responseId: lawnId } = await call(createChecklistResponse, lawn);
    expect(await readDoc('checklistResponses', patioId)).toEqual({
      userId: ana.uid,
      projectId: projectIdFor(ana.uid),
      item_id: 'patio',
      price_option_id: 'patio-medium',
      style_option_id: 'patio-modern',
      context: 'By the kitchen door',
      front_yard: true,
      back_yard: true,
      left_yard: false,
      right_yard: false,
      order: 1,
    });
    expect((await readDoc('checklistResponses', lawnId))?.order).toBe(2);

    // The same item added again updates its one response.
    expect(await call(createChecklistResponse, { ...patio, yards: ['back'] })).toEqual({
      responseId: patioId,
    });
    await call(updateChecklistResponse, { ...answersOf(patio), responseId: patioId, context: '' });
    expect(await readDoc('checklistResponses', patioId)).toMatchObject({
      front_yard: true,
      context: '',
      order: 1,
    });

    expect(
      await call(updateResponseOrder, {
        orders: [
          { responseId: lawnId, order: 1 },
          { responseId: patioId, order: 2 },
        ],
      }),
    ).toEqual({ updated: 2 });
    expect((await readDoc('checklistResponses', patioId))?.order).toBe(2);

    await call(deleteChecklistResponse, { responseId: lawnId });
    expect(Object.keys(await allDocs('checklistResponses'))).toEqual([patioId]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'an item the package hides',
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
      'a style for an item without styles',
      { itemId: 'lawn', priceOptionId: 'lawn-small' },
      'invalid-argument',
      ITEM_HAS_NO_STYLES,
    ],
    [
      'a style of another item',
      { styleOptionId: 'fence-wood' },
      'invalid-argument',
      STYLE_OPTION_NOT_OF_ITEM,
    ],
    [
      'a style that does not exist',
      { styleOptionId: 'patio-gothic' },
      'invalid-argument',
      STYLE_OPTION_NOT_OF_ITEM,
    ],
  ])('refuses %s and writes nothing', async (_, patch, code, message) => {
    const error = await rejection(call(createChecklistResponse, { ...patio, ...patch }));
    expect([error.code, error.message]).toEqual([code, message]);
    expect(await allDocs('checklistResponses')).toEqual({});
  });

  it('refuses an anonymous visitor', async () => {
    const error = await rejection(call(createChecklistResponse, patio, anonymousVisitor));
    expect(error.code).toBe('permission-denied');
  });
});

describe('recalculateWishListEstimate', () => {
  it('stores the estimates of a $2,000–$5,000 item in front and back yards on the project', async () => {
    await call(createChecklistResponse, patio);
    const estimate = {
      wishList: { low: 400000, high: 1000000 },
      allIn: { low: 440000, high: 1200000 },
    };
    const before = Date.now();
    expect(await call(recalculateWishListEstimate, {})).toEqual(estimate);
    const stored = (await readDoc('projects', projectIdFor(ana.uid)))?.wishListEstimate;
    expect(stored).toMatchObject(estimate);
    expect(Date.parse(stored!.updatedAt)).toBeGreaterThanOrEqual(before);
  });
});

describe('saveBudget and submitBudgetIntent', () => {
  it('saves the budget in cents, owned by the caller, and updates it', async () => {
    const saved = await call(saveBudget, {
      phasing: 'yes',
      allInBudget: '60000',
      phaseoneBudget: '25000',
      designTarget: 'allIn',
    });
    const metadataId = projectIdFor(ana.uid);
    expect(saved).toEqual({
      budgetMetadataId: metadataId,
      phaseMetadataId: `${metadataId}-phase-1`,
    });
    expect(await readDoc('budgetMetadata', metadataId)).toEqual({
      userId: ana.uid,
      project_id: metadataId,
      phasing: true,
      design_project_for_single_phase: true,
      total_budget: '6000000',
    });
    expect(await readDoc('budgetPhaseMetadata', `${metadataId}-phase-1`)).toEqual({
      userId: ana.uid,
      budget_metadata_id: metadataId,
      budget: '2500000',
      yards: ['front', 'back'],
    });

    await call(saveBudget, {
      phasing: 'no',
      allInBudget: '40000',
      phaseoneBudget: '0',
      designTarget: null,
    });
    expect((await readDoc('budgetMetadata', metadataId))?.total_budget).toBe('4000000');
    expect((await readDoc('budgetPhaseMetadata', `${metadataId}-phase-1`))?.budget).toBe('0');

    const error = await rejection(
      call(saveBudget, { phasing: 'no', allInBudget: '', phaseoneBudget: '0', designTarget: null }),
    );
    expect([error.code, error.message]).toEqual(['invalid-argument', TOTAL_BUDGET_REQUIRED]);
  });

  it('submits the budget intent of a wish list, and refuses an empty one', async () => {
    const empty = await rejection(call(submitBudgetIntent, { budgetIntent: 40 }));
    expect([empty.code, empty.message]).toEqual(['failed-precondition', WISH_LIST_EMPTY]);

    await call(createChecklistResponse, patio);
    expect(await call(submitBudgetIntent, { budgetIntent: 40 })).toEqual({
      clientBudgetIntent: 40,
    });
    expect((await readDoc('projects', projectIdFor(ana.uid)))?.clientBudgetIntent).toBe(40);
    expect(
      (await readDoc('onboardStates', onboardStateIdFor(ana.uid)))?.submittedInstallationPlans,
    ).toBe(true);
  });
});

describe("one client's wish-list commands never touch another client's documents", () => {
  it.each<[string, Callable, (anasResponse: string) => unknown]>([
    [
      'updateChecklistResponse',
      updateChecklistResponse,
      (id) => ({ ...answersOf(patio), responseId: id, yards: ['front'] }),
    ],
    ['deleteChecklistResponse', deleteChecklistResponse, (id) => ({ responseId: id })],
    [
      'updateResponseOrder',
      updateResponseOrder,
      (id) => ({ orders: [{ responseId: id, order: 2 }] }),
    ],
  ])("%s answers not-found for Ana's response", async (_, callable, input) => {
    const { responseId } = await call(createChecklistResponse, patio);
    const before = await allDocs('checklistResponses');

    const error = await rejection(callable.run(request(input(responseId), jo)));

    expect([error.code, error.message]).toEqual(['not-found', RESPONSE_NOT_FOUND]);
    expect(await allDocs('checklistResponses')).toEqual(before);
  });

  it.each<[string, Callable, unknown]>([
    ['createChecklistResponse', createChecklistResponse, { ...patio, yards: ['front'] }],
    ['recalculateWishListEstimate', recalculateWishListEstimate, {}],
    [
      'saveBudget',
      saveBudget,
      { phasing: 'no', allInBudget: '100', phaseoneBudget: '0', designTarget: null },
    ],
  ])("%s writes only the caller's project", async (_, callable, input) => {
    await call(createChecklistResponse, patio);
    await call(recalculateWishListEstimate, {});
    const anasResponses = await allDocs('checklistResponses');
    const anasProject = await readDoc('projects', projectIdFor(ana.uid));

    await callable.run(request(input, jo));

    const responses = await allDocs('checklistResponses');
    expect(
      Object.fromEntries(Object.entries(responses).filter(([id]) => id in anasResponses)),
    ).toEqual(anasResponses);
    expect(await readDoc('projects', projectIdFor(ana.uid))).toEqual(anasProject);
    expect(await readDoc('budgetMetadata', projectIdFor(ana.uid))).toBeUndefined();
  });

  it("submitBudgetIntent does not count Ana's wish list for Jo", async () => {
    await call(createChecklistResponse, patio);
    const error = await rejection(call(submitBudgetIntent, { budgetIntent: 70 }, jo));
    expect(error.message).toBe(WISH_LIST_EMPTY);
    expect((await readDoc('projects', projectIdFor(ana.uid)))?.clientBudgetIntent).toBeUndefined();
  });
});
