import type { YardName } from '../firestore/documents';
import type { HouseYard } from '../onboarding/yards';
import {
  isYardsNotSure,
  selectedYards,
  yardFlagsFor,
  type ChecklistResponseDoc,
} from './checklistResponse';
import { ADD_TO_WISH_LIST, UPDATE_WISH_LIST_ITEM } from './messages';

// The wish-list item flow: price range, then style, then yards to
// install, then optional notes. Each step appears once the one before it is answered, and earlier
// answers stay editable.

export type ItemStep = 'price' | 'style' | 'yards' | 'notes';

export type StyleChoice = { kind: 'style'; styleOptionId: string } | { kind: 'noneOfThese' };

export interface ItemFlowState {
  priceOptionId: string | null;
  style: StyleChoice | null;
  yards: HouseYard[];
  yardsNotSure: boolean;
  context: string;
}

export interface ItemFlowConfig {
  /** false when the item has no style options (ChecklistItemDoc.no_style_options). */
  hasStyleOptions: boolean;
  /** false for the package with a single yard (see yardStepShown). */
  yardStepShown: boolean;
}

export type ItemFlowEvent =
  | { type: 'choosePrice'; priceOptionId: string }
  | { type: 'chooseStyle'; styleOptionId: string }
  | { type: 'chooseNoneOfThese' }
  | { type: 'toggleYard'; yard: HouseYard }
  | { type: 'toggleNotSure' }
  | { type: 'editNotes'; context: string };

export const EMPTY_ITEM_FLOW: ItemFlowState = {
  priceOptionId: null,
  style: null,
  yards: [],
  yardsNotSure: false,
  context: '',
};

// Decision: the yard step shows whenever the package allows more than one yard (not for the outdoor package).
export function yardStepShown(allowedYards: readonly YardName[]): boolean {
  return allowedYards.length > 1;
}

export function itemFlowConfig(
  item: { no_style_options: boolean },
  allowedYards: readonly YardName[],
): ItemFlowConfig {
  return { hasStyleOptions: !item.no_style_options, yardStepShown: yardStepShown(allowedYards) };
}

export function itemFlowReducer(state: ItemFlowState, event: ItemFlowEvent): ItemFlowState {
  switch (event.type) {
    case 'choosePrice':
      return { ...state, priceOptionId: event.priceOptionId };
    case 'chooseStyle':
      return { ...state, style: { kind: 'style', styleOptionId: event.styleOptionId } };
    case 'chooseNoneOfThese':
      return { ...state, style: { kind: 'noneOfThese' } };
    case 'toggleYard': {
      // Picking a yard replaces "I'm not sure"; the two answers exclude each other.
      const yards = state.yards.includes(event.yard)
        ? state.yards.filter((yard) => yard !== event.yard)
        : [...state.yards, event.yard];
      return { ...state, yards, yardsNotSure: false };
    }
    case 'toggleNotSure':
      return { ...state, yards: [], yardsNotSure: !state.yardsNotSure };
    case 'editNotes':
      return { ...state, context: event.context };
  }
}

/** The steps this item has at all. */
export function itemSteps(config: ItemFlowConfig): ItemStep[] {
  return [
    'price',
    ...(config.hasStyleOptions ? (['style'] as const) : []),
    ...(config.yardStepShown ? (['yards'] as const) : []),
    'notes',
  ];
}

function isAnswered(step: ItemStep, state: ItemFlowState): boolean {
  switch (step) {
    case 'price':
      return state.priceOptionId !== null;
    case 'style':
      return state.style !== null;
    case 'yards':
      return state.yards.length > 0 || state.yardsNotSure;
    case 'notes':
      return true;
  }
}

/** The steps on screen: each one up to and including the first unanswered one. */
export function revealedItemSteps(state: ItemFlowState, config: ItemFlowConfig): ItemStep[] {
  const revealed: ItemStep[] = [];
  for (const step of itemSteps(config)) {
    revealed.push(step);
    if (!isAnswered(step, state)) break;
  }
  return revealed;
}

/** The save button appears once yards are chosen or not-sure is picked, i.e. with the notes. */
export function isSaveButtonShown(state: ItemFlowState, config: ItemFlowConfig): boolean {
  return revealedItemSteps(state, config).includes('notes');
}

/** Saving needs a price option and either yards or not-sure. */
export function canSaveItem(state: ItemFlowState, config: ItemFlowConfig): boolean {
  return (
    state.priceOptionId !== null &&
    (!config.yardStepShown || state.yards.length > 0 || state.yardsNotSure)
  );
}

/** The flow opened on a saved response ("update"), answers filled in. */
export function itemFlowStateFromResponse(
  response: Pick<
    ChecklistResponseDoc,
    | 'price_option_id'
    | 'style_option_id'
    | 'context'
    | 'front_yard'
    | 'back_yard'
    | 'left_yard'
    | 'right_yard'
  >,
  config: ItemFlowConfig,
): ItemFlowState {
  const style: StyleChoice | null = !config.hasStyleOptions
    ? null
    : response.style_option_id === null
      ? { kind: 'noneOfThese' }
      : { kind: 'style', styleOptionId: response.style_option_id };
  return {
    priceOptionId: response.price_option_id,
    style,
    yards: selectedYards(response),
    yardsNotSure: config.yardStepShown && isYardsNotSure(response),
    context: response.context,
  };
}

/** What the create and update commands take from the flow (see wishlist/schemas.ts). */
export interface ItemAnswers {
  priceOptionId: string;
  styleOptionId: string | null;
  yards: HouseYard[];
  yardsNotSure: boolean;
  context: string;
}

// Decision: with no yard step (single-yard package) the item saves as not-sure: no yard flags, counted once.
export function itemAnswers(state: ItemFlowState, config: ItemFlowConfig): ItemAnswers | null {
  if (!canSaveItem(state, config) || state.priceOptionId === null) return null;
  return {
    priceOptionId: state.priceOptionId,
    styleOptionId: state.style?.kind === 'style' ? state.style.styleOptionId : null,
    yards: config.yardStepShown ? [...state.yards] : [],
    yardsNotSure: config.yardStepShown ? state.yardsNotSure : true,
    context: state.context.trim(),
  };
}

/**
 * The response document "Add to wish list" creates for an item, owned by the user (userId is what
 * firestore.rules lets read it); order is its place on the "Let's Prioritize!" list.
 */
export function newChecklistResponseDoc(
  itemId: string,
  answers: ItemAnswers,
  owner: { userId: string; projectId: string; order: number },
): ChecklistResponseDoc {
  return {
    userId: owner.userId,
    projectId: owner.projectId,
    item_id: itemId,
    price_option_id: answers.priceOptionId,
    style_option_id: answers.styleOptionId,
    context: answers.context,
    ...yardFlagsFor(answers.yards),
    order: owner.order,
  };
}

/** A response is created on "Add to wish list" and updated on "update". */
export function itemSaveButtonLabel(hasSavedResponse: boolean): string {
  return hasSavedResponse ? UPDATE_WISH_LIST_ITEM : ADD_TO_WISH_LIST;
}
