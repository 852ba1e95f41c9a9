import { describe, expect, it } from 'vitest';
import {
  BUDGET_COMPLETE_UPDATE,
  budgetCompleteNextAction,
  budgetCompleteView,
  prioritizeSubmit,
} from './prioritize';

describe("Let's Prioritize! submit", () => {
  it('needs a chosen budget intent', () => {
    for (const missing of [null, undefined, 50, '40']) {
      expect(prioritizeSubmit(missing)).toEqual({
        ok: false,
        message: 'Please choose how much of the range you would like to spend.',
      });
    }
  });

  it('sets the intent and submittedInstallationPlans, then goes to complete', () => {
    expect(prioritizeSubmit(40)).toEqual({
      ok: true,
      projectUpdate: { clientBudgetIntent: 40 },
      onboardStateUpdate: { submittedInstallationPlans: true },
      navigateTo: '/onboard/budget/complete',
    });
  });
});

describe('Your Wish List is ready to go!', () => {
  it('marks the budget step complete', () => {
    expect(BUDGET_COMPLETE_UPDATE).toEqual({ budgetStepComplete: true });
  });

  it('decision: offers Exterior Design when the package has it, else My Goals', () => {
    expect(budgetCompleteNextAction(true)).toEqual({
      label: 'Go to Exterior Design',
      path: '/onboard/exterior-design',
    });
    expect(budgetCompleteNextAction(false)).toEqual({
      label: 'Go to My Goals',
      path: '/onboard/goals',
    });
  });
});

describe('the wish-list complete page', () => {
  it('says "Your Wish List is ready to go!" while the wish list has items', () => {
    expect(budgetCompleteView(1)).toEqual({
      kind: 'ready',
      title: 'Your Wish List is ready to go!',
      marksStepComplete: true,
    });
  });

  it('decision: once every item is deleted, says the list is empty and leads back to Element Selection', () => {
    expect(budgetCompleteView(0)).toEqual({
      kind: 'empty',
      title: 'Your wish list is empty',
      text: 'Choose the elements you would like for your yard in Element Selection to build your wish list again.',
      action: { label: 'Go to Element Selection', path: '/onboard/budget/checklist/list' },
      marksStepComplete: false,
    });
  });
});
