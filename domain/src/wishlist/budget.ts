import type { YardName } from '../firestore/documents';
import { BUDGET_PATH, BUDGET_REVIEW_PATH, GOALS_PATH } from '../routes/paths';
import {
  centsToDollars,
  dollarsToCents,
  exceedsBudgetMax,
  isDigitsOnly,
  isLessThan,
  isZeroAmount,
  typedBudgetDigits,
} from './budgetAmount';
import {
  ALL_IN_BELOW_PHASE_ONE,
  BUDGET_DIGITS_ONLY,
  BUDGET_TOO_LARGE,
  DESIGN_TARGET_REQUIRED,
  FIRST_PHASE_BUDGET_REQUIRED,
  PHASING_REQUIRED,
  TOTAL_BUDGET_REQUIRED,
} from './messages';

// The budget questions ("Let's talk budget!") and the budget form.

/** The budget form validates this long after the last keystroke. */
export const BUDGET_VALIDATION_DEBOUNCE_MS = 400;

export const PHASING_ANSWERS = ['yes', 'no'] as const;
export type Phasing = (typeof PHASING_ANSWERS)[number];
/** What the designer designs for when the project is phased. */
export const DESIGN_TARGETS = ['phaseOne', 'allIn'] as const;
export type DesignTarget = (typeof DESIGN_TARGETS)[number];

/** The form as typed: amounts in whole dollars, digits; '' for unanswered. */
export interface BudgetFormValues {
  phasing: Phasing | '';
  allInBudget: string;
  phaseoneBudget: string;
  designTarget: DesignTarget | '';
}

export const EMPTY_BUDGET_FORM: BudgetFormValues = {
  phasing: '',
  allInBudget: '',
  phaseoneBudget: '',
  designTarget: '',
};

/**
 * Answering the phasing question. No sets the phase 1 budget to 0.
 * Decision: switching back to yes clears that 0 so the first phase budget is asked for again.
 */
export function answerPhasing(values: BudgetFormValues, phasing: Phasing): BudgetFormValues {
  if (phasing === 'no') return { ...values, phasing, phaseoneBudget: '0' };
  const phaseoneBudget = values.phasing === 'no' ? '' : values.phaseoneBudget;
  return { ...values, phasing, phaseoneBudget };
}

/**
 * The form's amounts as the save command takes them: digits, with any thousands commas dropped.
 * An amount that is not whole dollars stays as typed, so the rules below refuse it rather than the
 * form reading "12000.50" as 1200050 or "25k" as 25.
 */
export function budgetFormDigits(values: BudgetFormValues): BudgetFormValues {
  return {
    ...values,
    allInBudget: typedBudgetDigits(values.allInBudget) ?? values.allInBudget,
    phaseoneBudget: typedBudgetDigits(values.phaseoneBudget) ?? values.phaseoneBudget,
  };
}

export type BudgetFormErrors = Partial<Record<keyof BudgetFormValues, string>>;

function amountError(digits: string, requiredMessage: string): string | undefined {
  if (digits === '') return requiredMessage;
  if (!isDigitsOnly(digits)) return BUDGET_DIGITS_ONLY;
  if (isZeroAmount(digits)) return requiredMessage;
  if (exceedsBudgetMax(digits)) return BUDGET_TOO_LARGE;
  return undefined;
}

/**
 * The budget form's errors, one message per field: the total (all-in) budget must be present and
 * not 0; with phasing, the first phase budget too, and the all-in budget not less than it; phasing
 * yes also needs the design target. Phasing no needs only the all-in budget.
 */
export function budgetFormErrors(values: BudgetFormValues): BudgetFormErrors {
  const errors: BudgetFormErrors = {};
  if (values.phasing !== 'yes' && values.phasing !== 'no') errors.phasing = PHASING_REQUIRED;
  const allIn = amountError(values.allInBudget, TOTAL_BUDGET_REQUIRED);
  if (allIn) errors.allInBudget = allIn;
  if (values.phasing === 'yes') {
    const phaseOne = amountError(values.phaseoneBudget, FIRST_PHASE_BUDGET_REQUIRED);
    if (phaseOne) errors.phaseoneBudget = phaseOne;
    else if (!allIn && isLessThan(values.allInBudget, values.phaseoneBudget)) {
      errors.allInBudget = ALL_IN_BELOW_PHASE_ONE;
    }
    if (values.designTarget !== 'phaseOne' && values.designTarget !== 'allIn') {
      errors.designTarget = DESIGN_TARGET_REQUIRED;
    }
  }
  return errors;
}

/** The `budgetMetadata` record; amounts in cents as digit strings. */
export interface BudgetMetadataRecord {
  /** The project's owner, whom firestore.rules lets read it. */
  userId: string;
  project_id: string;
  phasing: boolean;
  design_project_for_single_phase: boolean;
  total_budget: string;
}

/** The first `budgetPhaseMetadata` record. */
export interface PhaseMetadataRecord {
  /** The project's owner, whom firestore.rules lets read it. */
  userId: string;
  budget_metadata_id: string;
  budget: string;
  yards: YardName[];
}

/** A valid form, as the save command takes it (see schemas.ts). */
export interface BudgetAnswers {
  phasing: Phasing;
  allInBudget: string;
  phaseoneBudget: string;
  designTarget: DesignTarget | null;
}

// Decision: without phasing the budget is one phase: design_project_for_single_phase true, no target asked.
export function budgetMetadataRecord(
  answers: BudgetAnswers,
  project: { projectId: string; userId: string },
): BudgetMetadataRecord {
  return {
    userId: project.userId,
    project_id: project.projectId,
    phasing: answers.phasing === 'yes',
    design_project_for_single_phase: answers.phasing === 'no' || answers.designTarget === 'allIn',
    total_budget: dollarsToCents(answers.allInBudget),
  };
}

// Decision: the phase's yards are the project's chosen yards: the first phase covers the design.
export function firstPhaseMetadataRecord(
  answers: BudgetAnswers,
  budgetMetadataId: string,
  owner: { userId: string; yards: readonly YardName[] },
): PhaseMetadataRecord {
  return {
    userId: owner.userId,
    budget_metadata_id: budgetMetadataId,
    budget: answers.phasing === 'yes' ? dollarsToCents(answers.phaseoneBudget) : '0',
    yards: [...owner.yards],
  };
}

// Decision: one budget metadata per project and one first phase per budget, ids derived from the parent.
export function budgetMetadataId(projectId: string): string {
  return projectId;
}
export function firstPhaseMetadataId(budgetMetadataIdValue: string): string {
  return `${budgetMetadataIdValue}-phase-1`;
}

export interface BudgetSavePlan {
  budgetMetadata: { id: string; operation: 'insert' | 'update'; record: BudgetMetadataRecord };
  firstPhase: { id: string; operation: 'insert' | 'update'; record: PhaseMetadataRecord };
  navigateTo: string;
}

/** Budget form save: insert or update the budget metadata and the first phase, then go to review. */
export function budgetSavePlan(
  answers: BudgetAnswers,
  project: { projectId: string; userId: string; yards: readonly YardName[] },
  existing: { budgetMetadata: boolean; firstPhase: boolean },
): BudgetSavePlan {
  const metadataId = budgetMetadataId(project.projectId);
  return {
    budgetMetadata: {
      id: metadataId,
      operation: existing.budgetMetadata ? 'update' : 'insert',
      record: budgetMetadataRecord(answers, project),
    },
    firstPhase: {
      id: firstPhaseMetadataId(metadataId),
      operation: existing.firstPhase ? 'update' : 'insert',
      record: firstPhaseMetadataRecord(answers, metadataId, project),
    },
    navigateTo: BUDGET_REVIEW_PATH,
  };
}

/** The form filled from saved records, for editing; empty when nothing is saved yet. */
export function budgetFormValuesFrom(
  metadata: BudgetMetadataRecord | null | undefined,
  firstPhase: PhaseMetadataRecord | null | undefined,
): BudgetFormValues {
  if (!metadata) return EMPTY_BUDGET_FORM;
  return {
    phasing: metadata.phasing ? 'yes' : 'no',
    allInBudget: centsToDollars(metadata.total_budget),
    phaseoneBudget: metadata.phasing && firstPhase ? centsToDollars(firstPhase.budget) : '0',
    designTarget: metadata.phasing
      ? metadata.design_project_for_single_phase
        ? 'allIn'
        : 'phaseOne'
      : '',
  };
}

/**
 * Budget review confirm: the older flow sets the current step to Goals; otherwise
 * it sets Budget and goes to /onboard/budget.
 * Decision: the older flow then opens My Goals, the step it just set.
 */
export function budgetReviewConfirm(olderFlow: boolean): {
  currentStep: 'Goals' | 'Budget';
  navigateTo: string;
} {
  return olderFlow
    ? { currentStep: 'Goals', navigateTo: GOALS_PATH }
    : { currentStep: 'Budget', navigateTo: BUDGET_PATH };
}
