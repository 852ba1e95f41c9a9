import type { PackageKey } from '../../catalog/catalog';
import { CommandError } from '../../commands/commandError';
import type { DocStore } from '../../commands/docStore';
import type { WithId } from '../../firestore/collections';
import type { ChecklistItemDoc, ProjectDoc } from '../../firestore/documents';
import {
  readOwnOnboardState,
  type OwnOnboardState,
} from '../../onboarding/commands/ownOnboardState';
import { allowedYards } from '../../onboarding/packageRules';
import { isChecklistItemShown, type PackageStepOptions } from '../../onboarding/packageSteps';
import type { ChecklistResponseDoc } from '../checklistResponse';
import { yardStepShown, type ItemAnswers } from '../itemFlow';
import {
  CHECKLIST_ITEM_NOT_FOUND,
  ITEM_HAS_NO_STYLES,
  NO_YARDS_TO_CHOOSE,
  PRICE_OPTION_NOT_OF_ITEM,
  PROJECT_NOT_FOUND,
  RESPONSE_NOT_FOUND,
  STYLE_OPTION_NOT_OF_ITEM,
  YARD_NOT_DESIGNED,
} from './messages';

// What the wish-list commands share: the caller's own project (the one their onboard state names;
// no input can name another), their own responses, and the checks that keep a response pointing at
// the catalogue items, options and yards their package offers.

export interface OwnProject extends OwnOnboardState {
  projectId: string;
}

export async function readOwnProject(store: DocStore, uid: string): Promise<OwnProject> {
  const own = await readOwnOnboardState(store, uid);
  return { ...own, projectId: own.state.projectId };
}

/** The project document itself, for the commands that write to it. */
export async function readProjectDoc(store: DocStore, projectId: string): Promise<ProjectDoc> {
  const project = await store.get('projects', projectId);
  if (!project) throw new CommandError('failed-precondition', PROJECT_NOT_FOUND);
  return project;
}

export function ownResponses(
  store: DocStore,
  uid: string,
  projectId: string,
): Promise<WithId<ChecklistResponseDoc>[]> {
  return store.query('checklistResponses', { userId: uid, projectId });
}

/** The caller's own response of their project; anything else reads as missing, so nothing leaks. */
export async function readOwnResponse(
  store: DocStore,
  project: OwnProject,
  uid: string,
  responseId: string,
): Promise<ChecklistResponseDoc> {
  const response = await store.get('checklistResponses', responseId);
  if (!response || response.userId !== uid || response.projectId !== project.projectId) {
    throw new CommandError('not-found', RESPONSE_NOT_FOUND);
  }
  return response;
}

/**
 * The yards an answer may name: with a yard step, only yards the package designs; without one (a
 * single-space package) none, saved as "I'm not sure" (see itemAnswers).
 */
export function itemYardsError(
  packageKey: PackageKey,
  answers: Pick<ItemAnswers, 'yards' | 'yardsNotSure'>,
): string | null {
  const allowed = allowedYards(packageKey);
  if (!yardStepShown(allowed)) {
    return answers.yards.length === 0 && answers.yardsNotSure ? null : NO_YARDS_TO_CHOOSE;
  }
  return answers.yards.every((yard) => allowed.includes(yard)) ? null : YARD_NOT_DESIGNED;
}

/**
 * Checks an item's answers against the catalogue: the item exists and the package shows it, the
 * price option is one of its own, the style is one of its own ("None of these" is null) and an
 * item without styles gets none, and the yards fit the package. Returns the item. The step options
 * (the client's exterior upgrade) decide, with the package, which items are shown.
 */
export async function checkItemAnswers(
  store: DocStore,
  packageKey: PackageKey,
  stepOptions: PackageStepOptions,
  itemId: string,
  answers: ItemAnswers,
): Promise<ChecklistItemDoc> {
  const item = await store.get('checklistItems', itemId);
  if (!item || !isChecklistItemShown(item, packageKey, stepOptions)) {
    throw new CommandError('not-found', CHECKLIST_ITEM_NOT_FOUND);
  }
  const priceOption = await store.get('priceOptions', answers.priceOptionId);
  if (priceOption?.itemId !== itemId) {
    throw new CommandError('invalid-argument', PRICE_OPTION_NOT_OF_ITEM, {
      field: 'priceOptionId',
    });
  }
  if (answers.styleOptionId !== null) {
    if (item.no_style_options) {
      throw new CommandError('invalid-argument', ITEM_HAS_NO_STYLES, { field: 'styleOptionId' });
    }
    const styleOption = await store.get('styleOptions', answers.styleOptionId);
    if (styleOption?.itemId !== itemId) {
      throw new CommandError('invalid-argument', STYLE_OPTION_NOT_OF_ITEM, {
        field: 'styleOptionId',
      });
    }
  }
  const yardsError = itemYardsError(packageKey, answers);
  if (yardsError) throw new CommandError('invalid-argument', yardsError, { field: 'yards' });
  return item;
}
