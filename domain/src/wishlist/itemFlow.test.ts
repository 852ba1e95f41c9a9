import { describe, expect, it } from 'vitest';
import { yardFlagsFor } from './checklistResponse';
import {
  EMPTY_ITEM_FLOW,
  canSaveItem,
  isSaveButtonShown,
  itemAnswers,
  itemFlowConfig,
  itemFlowReducer,
  itemFlowStateFromResponse,
  itemSaveButtonLabel,
  itemSteps,
  newChecklistResponseDoc,
  revealedItemSteps,
  yardStepShown,
  type ItemFlowConfig,
  type ItemFlowEvent,
  type ItemFlowState,
} from './itemFlow';

const full: ItemFlowConfig = { hasStyleOptions: true, yardStepShown: true };
const noStyles: ItemFlowConfig = { hasStyleOptions: false, yardStepShown: true };
const singleYard: ItemFlowConfig = { hasStyleOptions: true, yardStepShown: false };

const run = (...events: ItemFlowEvent[]): ItemFlowState =>
  events.reduce(itemFlowReducer, EMPTY_ITEM_FLOW);

describe('wish-list item flow: price → style → yards → notes', () => {
  it('reveals each step once the one before is answered', () => {
    expect(revealedItemSteps(EMPTY_ITEM_FLOW, full)).toEqual(['price']);
    const priced = run({ type: 'choosePrice', priceOptionId: 'patio-price-2' });
    expect(revealedItemSteps(priced, full)).toEqual(['price', 'style']);
    const styled = itemFlowReducer(priced, { type: 'chooseStyle', styleOptionId: 'patio-style-1' });
    expect(revealedItemSteps(styled, full)).toEqual(['price', 'style', 'yards']);
    const yards = itemFlowReducer(styled, { type: 'toggleYard', yard: 'back' });
    expect(revealedItemSteps(yards, full)).toEqual(['price', 'style', 'yards', 'notes']);
  });

  it('skips the style step when the item has no style options', () => {
    expect(itemSteps(noStyles)).toEqual(['price', 'yards', 'notes']);
    const priced = run({ type: 'choosePrice', priceOptionId: 'drainage-price-1' });
    expect(revealedItemSteps(priced, noStyles)).toEqual(['price', 'yards']);
  });

  it('allows "None of these" as the style answer', () => {
    const state = run({ type: 'choosePrice', priceOptionId: 'p1' }, { type: 'chooseNoneOfThese' });
    expect(state.style).toEqual({ kind: 'noneOfThese' });
    expect(revealedItemSteps(state, full)).toContain('yards');
  });

  it('does not show the yard step for the single-yard package', () => {
    expect(yardStepShown(['outdoor'])).toBe(false);
    expect(yardStepShown(['front', 'left', 'right'])).toBe(true);
    expect(itemSteps(singleYard)).toEqual(['price', 'style', 'notes']);
    expect(itemFlowConfig({ no_style_options: true }, ['outdoor'])).toEqual({
      hasStyleOptions: false,
      yardStepShown: false,
    });
  });

  it('makes a chosen yard and "I\'m not sure" exclude each other', () => {
    const notSure = run({ type: 'toggleYard', yard: 'front' }, { type: 'toggleNotSure' });
    expect(notSure).toMatchObject({ yards: [], yardsNotSure: true });
    const yardAgain = itemFlowReducer(notSure, { type: 'toggleYard', yard: 'left' });
    expect(yardAgain).toMatchObject({ yards: ['left'], yardsNotSure: false });
    const untoggled = itemFlowReducer(yardAgain, { type: 'toggleYard', yard: 'left' });
    expect(untoggled.yards).toEqual([]);
  });
});

describe('the save button and saving', () => {
  const priced = run(
    { type: 'choosePrice', priceOptionId: 'p1' },
    { type: 'chooseStyle', styleOptionId: 's1' },
  );

  it('appears once yards are chosen or not-sure is picked', () => {
    expect(isSaveButtonShown(priced, full)).toBe(false);
    expect(
      isSaveButtonShown(itemFlowReducer(priced, { type: 'toggleYard', yard: 'front' }), full),
    ).toBe(true);
    expect(isSaveButtonShown(itemFlowReducer(priced, { type: 'toggleNotSure' }), full)).toBe(true);
  });

  it('needs a price option and either yards or not-sure', () => {
    expect(canSaveItem(priced, full)).toBe(false);
    expect(canSaveItem(itemFlowReducer(priced, { type: 'toggleNotSure' }), full)).toBe(true);
    expect(canSaveItem(run({ type: 'toggleYard', yard: 'back' }), full)).toBe(false);
    expect(itemAnswers(priced, full)).toBeNull();
  });

  it('decision: with no yard step, the save button shows after the style and the item saves as not-sure', () => {
    expect(isSaveButtonShown(priced, singleYard)).toBe(true);
    expect(itemAnswers(priced, singleYard)).toEqual({
      priceOptionId: 'p1',
      styleOptionId: 's1',
      yards: [],
      yardsNotSure: true,
      context: '',
    });
  });

  it('gives the command its answers, notes trimmed and "None of these" as no style', () => {
    const state = run(
      { type: 'choosePrice', priceOptionId: 'p2' },
      { type: 'chooseNoneOfThese' },
      { type: 'toggleYard', yard: 'back' },
      { type: 'toggleYard', yard: 'front' },
      { type: 'editNotes', context: '  Near the oak tree.  ' },
    );
    expect(itemAnswers(state, full)).toEqual({
      priceOptionId: 'p2',
      styleOptionId: null,
      yards: ['back', 'front'],
      yardsNotSure: false,
      context: 'Near the oak tree.',
    });
  });

  it('creates the response document owned by the user, with item_id, price_option_id and the yard flags', () => {
    const answers = itemAnswers(
      run(
        { type: 'choosePrice', priceOptionId: 'p2' },
        { type: 'chooseStyle', styleOptionId: 's1' },
        { type: 'toggleYard', yard: 'left' },
      ),
      full,
    )!;
    const doc = newChecklistResponseDoc('patio', answers, {
      userId: 'u1',
      projectId: 'project-1',
      order: 3,
    });
    expect(doc).toEqual({
      userId: 'u1',
      projectId: 'project-1',
      item_id: 'patio',
      price_option_id: 'p2',
      style_option_id: 's1',
      context: '',
      front_yard: false,
      back_yard: false,
      left_yard: true,
      right_yard: false,
      order: 3,
    });
    expect(itemFlowStateFromResponse(doc, full)).toMatchObject({ yards: ['left'] });
  });

  it('labels the button "Add to wish list" for a new item and "update" for a saved one', () => {
    expect(itemSaveButtonLabel(false)).toBe('Add to wish list');
    expect(itemSaveButtonLabel(true)).toBe('update');
  });
});

describe('reopening a saved response', () => {
  const saved = {
    price_option_id: 'p3',
    style_option_id: null,
    context: 'Shade please',
    ...yardFlagsFor([]),
  };

  it('reads no style as "None of these" and no yards as not-sure', () => {
    const state = itemFlowStateFromResponse(saved, full);
    expect(state).toEqual({
      priceOptionId: 'p3',
      style: { kind: 'noneOfThese' },
      yards: [],
      yardsNotSure: true,
      context: 'Shade please',
    });
    expect(isSaveButtonShown(state, full)).toBe(true);
  });

  it('reads chosen yards and styles, and no style step when the item has none', () => {
    const state = itemFlowStateFromResponse(
      { ...saved, style_option_id: 's9', ...yardFlagsFor(['left', 'right']) },
      noStyles,
    );
    expect(state).toMatchObject({ style: null, yards: ['left', 'right'], yardsNotSure: false });
    expect(itemFlowStateFromResponse({ ...saved, style_option_id: 's9' }, full).style).toEqual({
      kind: 'style',
      styleOptionId: 's9',
    });
  });
});
