import { describe, expect, it } from 'vitest';
import {
  BUDGET_VALIDATION_DEBOUNCE_MS,
  EMPTY_BUDGET_FORM,
  answerPhasing,
  budgetFormDigits,
  budgetFormErrors,
  budgetFormValuesFrom,
  budgetReviewConfirm,
  budgetSavePlan,
  type BudgetAnswers,
  type BudgetFormValues,
} from './budget';

const phased: BudgetFormValues = {
  phasing: 'yes',
  allInBudget: '60000',
  phaseoneBudget: '25000',
  designTarget: 'phaseOne',
};
const single: BudgetFormValues = {
  phasing: 'no',
  allInBudget: '40000',
  phaseoneBudget: '0',
  designTarget: '',
};

describe('budget questions', () => {
  it('no phasing sets the phase 1 budget to 0', () => {
    expect(answerPhasing({ ...phased }, 'no')).toMatchObject({
      phasing: 'no',
      phaseoneBudget: '0',
    });
  });

  it('decision: going back to yes asks for the first phase budget again', () => {
    const back = answerPhasing(answerPhasing(phased, 'no'), 'yes');
    expect(back).toMatchObject({ phasing: 'yes', phaseoneBudget: '' });
    expect(answerPhasing({ ...phased, phasing: 'yes' }, 'yes').phaseoneBudget).toBe('25000');
  });

  it('debounces validation by 400 ms', () => {
    expect(BUDGET_VALIDATION_DEBOUNCE_MS).toBe(400);
  });
});

describe('budget form validation', () => {
  it('accepts a valid phased and a valid single-phase budget', () => {
    expect(budgetFormErrors(phased)).toEqual({});
    expect(budgetFormErrors(single)).toEqual({});
  });

  it('needs a total budget present and not 0', () => {
    for (const allInBudget of ['', '0', '000']) {
      expect(budgetFormErrors({ ...single, allInBudget }).allInBudget).toBe(
        'Please provide a total budget for your project.',
      );
    }
  });

  it('with phasing, needs a first phase budget present and not 0', () => {
    for (const phaseoneBudget of ['', '0']) {
      expect(budgetFormErrors({ ...phased, phaseoneBudget }).phaseoneBudget).toBe(
        'Please provide a first phase budget for your project.',
      );
    }
  });

  it('without phasing, needs only the all-in budget', () => {
    expect(budgetFormErrors({ ...single, phaseoneBudget: '', designTarget: '' })).toEqual({});
  });

  it('refuses an all-in budget below the phase one budget; equal is fine', () => {
    expect(budgetFormErrors({ ...phased, allInBudget: '24999' }).allInBudget).toBe(
      'Your all in budget should not be less than your phase one budget.',
    );
    expect(budgetFormErrors({ ...phased, allInBudget: '25000' })).toEqual({});
  });

  it('compares amounts beyond what a JS number holds', () => {
    expect(
      budgetFormErrors({
        ...phased,
        allInBudget: '9223372036854775806',
        phaseoneBudget: '9223372036854775807',
      }).allInBudget,
    ).toBe('Your all in budget should not be less than your phase one budget.');
  });

  it('takes digits only, up to 9223372036854775807', () => {
    expect(budgetFormErrors({ ...single, allInBudget: '9223372036854775807' })).toEqual({});
    expect(budgetFormErrors({ ...single, allInBudget: '9223372036854775808' }).allInBudget).toBe(
      'Please enter an amount no larger than 9223372036854775807.',
    );
    for (const allInBudget of ['15,000', '-5', '1.5']) {
      expect(budgetFormErrors({ ...single, allInBudget }).allInBudget).toBe(
        'Please enter whole dollars using digits only.',
      );
    }
  });

  it('reads the typed form as digits only where it is whole dollars, with or without commas', () => {
    expect(budgetFormDigits({ ...phased, allInBudget: '60,000', phaseoneBudget: '25000' })).toEqual(
      phased,
    );
    const typed = { ...single, allInBudget: '12000.50' };
    expect(budgetFormDigits(typed)).toEqual(typed);
    expect(budgetFormErrors(budgetFormDigits(typed)).allInBudget).toBe(
      'Please enter whole dollars using digits only.',
    );
    expect(budgetFormErrors(budgetFormDigits({ ...single, allInBudget: '25k' })).allInBudget).toBe(
      'Please enter whole dollars using digits only.',
    );
  });

  it('decision: phasing yes needs the design target; the phasing answer itself is required', () => {
    expect(budgetFormErrors({ ...phased, designTarget: '' }).designTarget).toBe(
      'Please choose which budget we should design for.',
    );
    expect(budgetFormErrors(EMPTY_BUDGET_FORM)).toEqual({
      phasing: 'Please tell us whether you plan to build in phases.',
      allInBudget: 'Please provide a total budget for your project.',
    });
  });
});

describe('saving the budget form', () => {
  const answers: BudgetAnswers = { ...phased, phasing: 'yes', designTarget: 'allIn' };
  const project = { projectId: 'project-1', userId: 'client-1', yards: ['front', 'back'] as const };

  it('inserts budget metadata and the first phase in cents, then goes to review', () => {
    const plan = budgetSavePlan(
      answers,
      { ...project, yards: [...project.yards] },
      {
        budgetMetadata: false,
        firstPhase: false,
      },
    );
    expect(plan).toEqual({
      budgetMetadata: {
        id: 'project-1',
        operation: 'insert',
        record: {
          userId: 'client-1',
          project_id: 'project-1',
          phasing: true,
          design_project_for_single_phase: true,
          total_budget: '6000000',
        },
      },
      firstPhase: {
        id: 'project-1-phase-1',
        operation: 'insert',
        record: {
          userId: 'client-1',
          budget_metadata_id: 'project-1',
          budget: '2500000',
          yards: ['front', 'back'],
        },
      },
      navigateTo: '/onboard/budget/review',
    });
  });

  it('updates what exists', () => {
    const plan = budgetSavePlan(
      answers,
      { ...project, yards: [] },
      {
        budgetMetadata: true,
        firstPhase: true,
      },
    );
    expect([plan.budgetMetadata.operation, plan.firstPhase.operation]).toEqual([
      'update',
      'update',
    ]);
  });

  it('allIn means design_project_for_single_phase; phaseOne does not', () => {
    const phaseOne = budgetSavePlan(
      { ...answers, designTarget: 'phaseOne' },
      { ...project, yards: [] },
      {
        budgetMetadata: false,
        firstPhase: false,
      },
    );
    expect(phaseOne.budgetMetadata.record.design_project_for_single_phase).toBe(false);
  });

  it('decision: no phasing saves phase 1 as 0 and designs for the single phase', () => {
    const plan = budgetSavePlan(
      { phasing: 'no', allInBudget: '40000', phaseoneBudget: '0', designTarget: null },
      { ...project, yards: ['front'] },
      { budgetMetadata: false, firstPhase: false },
    );
    expect(plan.budgetMetadata.record).toMatchObject({
      phasing: false,
      design_project_for_single_phase: true,
      total_budget: '4000000',
    });
    expect(plan.firstPhase.record.budget).toBe('0');
  });

  it('fills the form back from saved records, ÷ 100', () => {
    const plan = budgetSavePlan(
      answers,
      { ...project, yards: [] },
      {
        budgetMetadata: false,
        firstPhase: false,
      },
    );
    expect(budgetFormValuesFrom(plan.budgetMetadata.record, plan.firstPhase.record)).toEqual({
      phasing: 'yes',
      allInBudget: '60000',
      phaseoneBudget: '25000',
      designTarget: 'allIn',
    });
    expect(budgetFormValuesFrom(undefined, undefined)).toEqual(EMPTY_BUDGET_FORM);
  });
});

describe('budget review confirm', () => {
  it('sets step Budget and goes to /onboard/budget', () => {
    expect(budgetReviewConfirm(false)).toEqual({
      currentStep: 'Budget',
      navigateTo: '/onboard/budget',
    });
  });

  it('decision: the older flow sets step Goals and opens My Goals', () => {
    expect(budgetReviewConfirm(true)).toEqual({
      currentStep: 'Goals',
      navigateTo: '/onboard/goals',
    });
  });
});
