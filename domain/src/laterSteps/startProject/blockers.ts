import type { PackageKey } from '../../catalog/catalog';
import { fillCopy } from '../../copy/fillCopy';
import type { OnboardStateDoc } from '../../firestore/documents';
import { isUploadComplete } from '../../onboarding/completeness';
import { SIDEBAR_DESIGN_ELEMENTS, YARD_LABELS } from '../../onboarding/messages';
import { activeYards } from '../../onboarding/packageRules';
import {
  showsWishList,
  wishListIsDesignElements,
  type PackageStepOptions,
} from '../../onboarding/packageSteps';
import { BUDGET_PATH, MY_YARD_PATH, yardPagePath } from '../../routes/paths';
import { answersOfStep, type LaterStepAnswersDoc } from '../answers';
import { goalsComplete } from '../goals';
import { preferencesComplete } from '../preferences';
import { laterStepPath, laterStepsFor } from '../steps';
import {
  BLOCKER_GOALS,
  BLOCKER_INSTALLATION,
  BLOCKER_NO_YARDS,
  BLOCKER_PREFERENCES,
  BLOCKER_TERMS,
  BLOCKER_UPLOADS,
  BLOCKER_WISH_LIST,
} from './messages';

// What keeps a project from being submitted: every required step that is not complete, each with
// the reason and the page that fixes it.

export interface SubmissionBlocker {
  key: string;
  message: string;
  /** The page of the step to finish. */
  path: string;
}

export interface SubmissionContext {
  packageKey: PackageKey;
  stepOptions?: PackageStepOptions;
  state: Pick<OnboardStateDoc, 'yardsStatusObj' | 'budgetStepComplete' | 'laterSteps'>;
  /** The project's later-step answers, as the owner's query returns them. */
  answers: readonly LaterStepAnswersDoc[];
  termsAccepted: boolean;
}

/** Wish-list words in the blocker: starter packages call it "Design Elements". */
function wishListName(packageKey: PackageKey): string {
  return wishListIsDesignElements(packageKey)
    ? SIDEBAR_DESIGN_ELEMENTS.toLowerCase()
    : 'wish list and budget';
}

/**
 * The reasons, in the sidebar's order: every chosen yard's uploads, the wish list (where the
 * package has it), My Goals, My Preferences (checked against the yards chosen now, since a yard
 * added after saving needs its sun answer), Installation Details (where the package has it) and
 * the terms. Empty when the project may be submitted.
 */
export function submissionBlockers(context: SubmissionContext): SubmissionBlocker[] {
  const { packageKey, state, answers } = context;
  const blockers: SubmissionBlocker[] = [];
  const yards = activeYards(state);
  if (yards.length === 0) {
    blockers.push({ key: 'yards', message: BLOCKER_NO_YARDS, path: MY_YARD_PATH });
  }
  for (const yard of yards) {
    if (isUploadComplete(state.yardsStatusObj[yard])) continue;
    blockers.push({
      key: `uploads-${yard}`,
      message: fillCopy(BLOCKER_UPLOADS, { yard: YARD_LABELS[yard] }),
      path: yardPagePath(yard, 'upload'),
    });
  }
  if (showsWishList(packageKey) && !state.budgetStepComplete) {
    blockers.push({
      key: 'wish-list',
      message: fillCopy(BLOCKER_WISH_LIST, { wishList: wishListName(packageKey) }),
      path: BUDGET_PATH,
    });
  }
  if (!goalsComplete(answersOfStep(answers, 'goals'))) {
    blockers.push({ key: 'goals', message: BLOCKER_GOALS, path: laterStepPath('goals') });
  }
  if (!preferencesComplete(answersOfStep(answers, 'preferences'), yards)) {
    blockers.push({
      key: 'preferences',
      message: BLOCKER_PREFERENCES,
      path: laterStepPath('preferences'),
    });
  }
  const steps = laterStepsFor(packageKey, context.stepOptions);
  if (
    steps.includes('installation-details') &&
    state.laterSteps?.['installation-details'] !== 'complete'
  ) {
    blockers.push({
      key: 'installation-details',
      message: BLOCKER_INSTALLATION,
      path: laterStepPath('installation-details'),
    });
  }
  // The terms page shows on every page until they are accepted (the terms gate).
  if (!context.termsAccepted) {
    blockers.push({ key: 'terms', message: BLOCKER_TERMS, path: MY_YARD_PATH });
  }
  return blockers;
}
