import type { PackageKey } from '../catalog/catalog';
import type { OnboardStateDoc, YardName } from '../firestore/documents';
import { canProceedFromMyYard, countsAsDoneInOverview } from './completeness';
import {
  YARD_CARD_FUNCTIONS,
  YARD_CARD_KEEP_REMOVE,
  YARD_CARD_UPLOADS,
  YARD_LABELS,
} from './messages';
import { allowedYards, isYardActive, lockedYard, yardRemovalAllowed } from './packageRules';
import type { PackageStepOptions } from './packageSteps';
import { isSubmitted } from '../laterSteps/startProject/submission';
import { yardPagePath, type YardPage } from '../routes/paths';
import { myYardNextStep } from './sidebar';
import { YARD_NAMES, type YardSubStep } from './yards';

// The My Yard overview: a card per chosen yard, buttons to add the others, and
// the NEXT STEP button.

export interface YardCardStep {
  step: YardSubStep;
  label: string;
  optional: boolean;
  done: boolean;
  path: string;
}

export interface YardCard {
  yard: YardName;
  label: string;
  steps: YardCardStep[];
  removable: boolean;
}

export interface AddYardButton {
  yard: YardName;
  label: string;
  /** A locked yard opens the swap prompt instead of being added. */
  locked: boolean;
}

export interface YardOverview {
  cards: YardCard[];
  addButtons: AddYardButton[];
  next: { label: string; path: string; enabled: boolean };
}

const CARD_STEPS: readonly {
  step: YardSubStep;
  label: string;
  optional: boolean;
  page: YardPage;
}[] = [
  { step: 'upload', label: YARD_CARD_UPLOADS, optional: false, page: 'upload' },
  { step: 'keepRemove', label: YARD_CARD_KEEP_REMOVE, optional: true, page: 'keep' },
  { step: 'priorities', label: YARD_CARD_FUNCTIONS, optional: true, page: 'priorities' },
];

export function yardOverview(
  key: PackageKey,
  state: OnboardStateDoc,
  options: PackageStepOptions = {},
): YardOverview {
  const locked = lockedYard(key, state);
  // A submitted project's yards are settled: nothing to add or remove.
  const submitted = isSubmitted(state);
  const cards = YARD_NAMES.filter((yard) => isYardActive(state, yard)).map((yard): YardCard => {
    const status = state.yardsStatusObj[yard]!;
    return {
      yard,
      label: YARD_LABELS[yard],
      steps: CARD_STEPS.map(({ step, label, optional, page }) => ({
        step,
        label,
        optional,
        done: countsAsDoneInOverview(step, status[step]),
        path: yardPagePath(yard, page),
      })),
      removable: !submitted && yardRemovalAllowed(key, state, yard),
    };
  });
  const addButtons = allowedYards(key)
    .filter((yard) => !submitted && !isYardActive(state, yard))
    .map((yard) => ({ yard, label: YARD_LABELS[yard], locked: yard === locked }));
  return {
    cards,
    addButtons,
    next: { ...myYardNextStep(key, options), enabled: canProceedFromMyYard(key, state) },
  };
}
