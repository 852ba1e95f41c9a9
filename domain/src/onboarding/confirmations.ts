import type { PackageKey } from '../catalog/catalog';
import { fillCopy } from '../copy/fillCopy';
import type { OnboardStateDoc, YardName } from '../firestore/documents';
import {
  CANCEL,
  REMOVE_REQUIRED_YARD_WARNING,
  REMOVE_YARD,
  REMOVE_YARD_CONFIRM_BODY,
  REMOVE_YARD_CONFIRM_TITLE,
  RESET_CONFIRM,
  RESET_CONFIRM_BODY,
  RESET_CONFIRM_TITLE,
  YARD_LABELS,
} from './messages';
import { deactivateYard } from './onboardState';
import { requiredYards } from './packageRules';

// The questions the onboarding asks before an action that takes something away: what the action
// is, what the client loses by it, and the two answers.

export interface Confirmation {
  title: string;
  /** What will be lost, one paragraph each. */
  description: string[];
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * Remove yard asks first. A yard the package still needs once it is gone (the front of a Full Yard,
 * say) also says the client cannot move on until it is back.
 */
export function removeYardConfirmation(
  key: PackageKey,
  state: OnboardStateDoc,
  yard: YardName,
): Confirmation {
  const words = { yard: YARD_LABELS[yard].toLowerCase() };
  const afterRemoval = deactivateYard(state, yard).state;
  const stillRequired = requiredYards(key, afterRemoval).includes(yard);
  return {
    title: fillCopy(REMOVE_YARD_CONFIRM_TITLE, words),
    description: [
      fillCopy(REMOVE_YARD_CONFIRM_BODY, words),
      ...(stillRequired ? [fillCopy(REMOVE_REQUIRED_YARD_WARNING, words)] : []),
    ],
    confirmLabel: REMOVE_YARD,
    cancelLabel: CANCEL,
  };
}

/** Reset asks first: it clears every yard's progress and the chosen yards. */
export const RESET_CONFIRMATION: Confirmation = {
  title: RESET_CONFIRM_TITLE,
  description: [RESET_CONFIRM_BODY],
  confirmLabel: RESET_CONFIRM,
  cancelLabel: CANCEL,
};
