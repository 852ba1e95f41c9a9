import { BUDGET_COMPLETE_PATH, EXTERIOR_DESIGN_PATH, LEGACY_GOALS_PATH } from '../routes/paths';
import { isBudgetIntent, type BudgetIntent } from './budgetIntent';
import { BUDGET_INTENT_REQUIRED, GO_TO_EXTERIOR_DESIGN, GO_TO_MY_GOALS } from './messages';

export type PrioritizeSubmit =
  | { ok: false; message: string }
  | {
      ok: true;
      projectUpdate: { clientBudgetIntent: BudgetIntent };
      onboardStateUpdate: { submittedInstallationPlans: true };
      navigateTo: string;
    };

/**
 * "Let's Prioritize!" submit (onboarding §4, §5): needs a chosen budget intent; sets it and
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
    : { label: GO_TO_MY_GOALS, path: LEGACY_GOALS_PATH };
}
