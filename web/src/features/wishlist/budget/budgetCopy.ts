import type { DesignTarget, Phasing } from '@yardwise/domain/wishlist/budget';

// Words of the budget questions and the budget review that the rules do not give.
// Decision: ours; the validation messages are the domain's.

export const PHASING_QUESTION = 'Do you plan to build your project in phases?';
export const PHASING_LABELS: Record<Phasing, string> = { yes: 'Yes', no: 'No' };
export const DESIGN_TARGET_QUESTION = 'Which budget should we design for?';
export const DESIGN_TARGET_LABELS: Record<DesignTarget, string> = {
  phaseOne: 'Design for my first phase budget',
  allIn: 'Design for my all-in budget',
};
export const FIRST_PHASE_BUDGET_LABEL = 'First phase budget';
export const TOTAL_BUDGET_LABEL = 'Total (all-in) budget';
export const BUDGET_AMOUNT_HINT = 'Whole dollars';
export const SAVE_BUDGET = 'Save';
export const LOADING_BUDGET = 'Loading your budget…';

export const BUDGET_ANSWERS_HEADING = 'Your budget';
export const EDIT_BUDGET = 'Edit budget';
export const NO_BUDGET_YET = 'You have not told us your budget yet.';
export const ANSWER_BUDGET_QUESTIONS = 'Answer the budget questions';
export const WISH_LIST_HEADING = 'Your wish list';
export const EMPTY_WISH_LIST_REVIEW = 'Your wish list is empty.';
export const EDIT_ITEM = 'Edit';
export const DELETE_ITEM = 'Delete';
export const CONFIRM = 'CONFIRM';
export const CANCEL = 'Cancel';

export function itemOptionsLabel(itemName: string): string {
  return `Options for ${itemName}`;
}

export function deleteItemQuestion(itemName: string): string {
  return `Remove ${itemName} from your wish list?`;
}
