import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_COMPLETE_PATH,
  EXTERIOR_DESIGN_PATH,
  GOALS_PATH,
} from '../routes/paths';
import { isBudgetIntent, type BudgetIntent } from './budgetIntent';
import {
  BUDGET_INTENT_REQUIRED,
  EMPTY_WISH_LIST_TEXT,
  EMPTY_WISH_LIST_TITLE,
  GO_TO_ELEMENT_SELECTION,
  GO_TO_EXTERIOR_DESIGN,
  GO_TO_MY_GOALS,
  WISH_LIST_READY_TITLE,
} from './messages';

export type PrioritizeSubmit =
  | { ok: false; message: string }
  | {
      ok: true;
      projectUpdate: { clientBudgetIntent: BudgetIntent };
      onboardStateUpdate: { submittedInstallationPlans: true };
      navigateTo: string;
    };

/**
 * "Let's Prioritize!" submit: needs a chosen budget intent; sets it and
 * submittedInstallationPlans, then goes to /onboard/budget/complete.
 */
export function prioritizeSubmit(intent: unknown): PrioritizeSubmit {
  if (!isBudgetIntent(intent)) return { ok: false, message: BUDGET_INTENT_REQUIRED };
  return {
    ok: true,
    projectUpdate: { clientBudgetIntent: intent },
    onboardStateUpdate: { submittedInstallationPlans: true },
    navigateTo: BUDGET_COMPLETE_PATH,
  };
}

/** Opening "Your Wish List is ready to go!" marks the budget step complete. */
export const BUDGET_COMPLETE_UPDATE = { budgetStepComplete: true } as const;

// Decision: "Go to Exterior Design" when the package has that step, otherwise "Go to My Goals".
export function budgetCompleteNextAction(exteriorDesignStepShown: boolean): {
  label: string;
  path: string;
} {
  return exteriorDesignStepShown
    ? { label: GO_TO_EXTERIOR_DESIGN, path: EXTERIOR_DESIGN_PATH }
    : { label: GO_TO_MY_GOALS, path: GOALS_PATH };
}

export type BudgetCompleteView =
  | { kind: 'ready'; title: string; marksStepComplete: true }
  | {
      kind: 'empty';
      title: string;
      text: string;
      action: { label: string; path: string };
      marksStepComplete: false;
    };

/**
 * What /onboard/budget/complete shows: "Your Wish List is ready to go!" only while the wish list
 * has items. Emptied (every item deleted), it says so and leads back to Element Selection, and
 * does not mark the budget step complete, since there is nothing to design from.
 */
export function budgetCompleteView(wishListItemCount: number): BudgetCompleteView {
  if (wishListItemCount > 0) {
    return { kind: 'ready', title: WISH_LIST_READY_TITLE, marksStepComplete: true };
  }
  return {
    kind: 'empty',
    title: EMPTY_WISH_LIST_TITLE,
    text: EMPTY_WISH_LIST_TEXT,
    action: { label: GO_TO_ELEMENT_SELECTION, path: BUDGET_CHECKLIST_LIST_PATH },
    marksStepComplete: false,
  };
}
