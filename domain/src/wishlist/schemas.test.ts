import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  budgetFormSchema,
  createChecklistResponseInput,
  deleteChecklistResponseInput,
  MAX_WISH_LIST_RESPONSES,
  saveBudgetInput,
  submitBudgetIntentInput,
  updateChecklistResponseInput,
  updateResponseOrderInput,
} from './schemas';

/** The first error a strict validation raises, or null when the input is valid. */
function problem(schema: { validateSync: (v: unknown, o: object) => unknown }, input: unknown) {
  try {
    schema.validateSync(input, { strict: true, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return { path: error.path, message: error.message };
    throw error;
  }
}

const item = {
  itemId: 'patio',
  priceOptionId: 'patio-price-2',
  styleOptionId: 'patio-style-1',
  yards: ['front', 'back'],
  yardsNotSure: false,
  context: 'Near the kitchen door.',
};

describe('create and update checklist response inputs', () => {
  it('accept a price option with yards, or with not-sure, and "None of these" as a null style', () => {
    expect(problem(createChecklistResponseInput, item)).toBeNull();
    expect(
      problem(createChecklistResponseInput, {
        ...item,
        yards: [],
        yardsNotSure: true,
        styleOptionId: null,
      }),
    ).toBeNull();
    const { itemId: _itemId, ...answers } = item;
    expect(problem(updateChecklistResponseInput, { ...answers, responseId: 'r1' })).toBeNull();
  });

  it('need either yards or not-sure, and not both', () => {
    expect(problem(createChecklistResponseInput, { ...item, yards: [] })?.message).toBe(
      'Please choose the yards to install this in, or "I\'m not sure".',
    );
    expect(problem(createChecklistResponseInput, { ...item, yardsNotSure: true })).not.toBeNull();
  });

  it('need a price option', () => {
    const { priceOptionId: _p, ...noPrice } = item;
    expect(problem(createChecklistResponseInput, noPrice)?.path).toBe('priceOptionId');
  });

  it.each([
    ['an unknown yard', { yards: ['outdoor'] }],
    ['a repeated yard', { yards: ['front', 'front'] }],
    ['a missing style key', { styleOptionId: undefined }],
    ['a path as id', { priceOptionId: '../codes/FREE' }],
    ['a number as id', { itemId: 7 }],
    ['a string flag', { yardsNotSure: 'false' }],
    ['notes over 1000 characters', { context: 'x'.repeat(1001) }],
    ['an extra field', { order: 1 }],
    ['a price sent by the client', { low_price: 1 }],
  ])('refuse %s', (_label, change) => {
    expect(problem(createChecklistResponseInput, { ...item, ...change })).not.toBeNull();
  });

  it('decision: notes may be 1000 characters', () => {
    expect(
      problem(createChecklistResponseInput, { ...item, context: 'x'.repeat(1000) }),
    ).toBeNull();
  });

  it('delete takes the response id only', () => {
    expect(problem(deleteChecklistResponseInput, { responseId: 'r1' })).toBeNull();
    expect(problem(deleteChecklistResponseInput, { responseId: 'r1', itemId: 'x' })).not.toBeNull();
    expect(problem(deleteChecklistResponseInput, {})).not.toBeNull();
  });
});

describe('response order input', () => {
  const orders = [
    { responseId: 'a', order: 1 },
    { responseId: 'b', order: 2 },
  ];

  it('accepts distinct responses at distinct positions from 1', () => {
    expect(problem(updateResponseOrderInput, { orders })).toBeNull();
  });

  it.each([
    ['an empty list', []],
    ['position 0', [{ responseId: 'a', order: 0 }]],
    ['a fractional position', [{ responseId: 'a', order: 1.5 }]],
    ['a string position', [{ responseId: 'a', order: '1' }]],
    [
      'a repeated response',
      [
        { responseId: 'a', order: 1 },
        { responseId: 'a', order: 2 },
      ],
    ],
    [
      'a repeated position',
      [
        { responseId: 'a', order: 1 },
        { responseId: 'b', order: 1 },
      ],
    ],
    ['an extra key', [{ responseId: 'a', order: 1, item_id: 'x' }]],
    [
      'a list that is too long',
      Array.from({ length: MAX_WISH_LIST_RESPONSES + 1 }, (_, i) => ({
        responseId: `r${i}`,
        order: i + 1,
      })),
    ],
  ])('refuses %s', (_label, list) => {
    expect(problem(updateResponseOrderInput, { orders: list })).not.toBeNull();
  });

  it.each([
    ['a null entry', [null, { responseId: 'b', order: 2 }]],
    ['a string entry', ['a', { responseId: 'b', order: 2 }]],
    ['a list entry', [[], { responseId: 'b', order: 2 }]],
  ])('refuses %s as invalid input rather than failing', (_label, list) => {
    expect(problem(updateResponseOrderInput, { orders: list })).not.toBeNull();
  });
});

describe('budget intent input', () => {
  it('takes 25, 40 or 70', () => {
    for (const budgetIntent of [25, 40, 70]) {
      expect(problem(submitBudgetIntentInput, { budgetIntent })).toBeNull();
    }
  });

  it('refuses anything else with a message', () => {
    for (const budgetIntent of [0, 50, '40', null, undefined]) {
      expect(problem(submitBudgetIntentInput, { budgetIntent })?.message).toBe(
        'Please choose how much of the range you would like to spend.',
      );
    }
    expect(problem(submitBudgetIntentInput, { budgetIntent: 40, projectId: 'p2' })).not.toBeNull();
  });
});

describe('budget save input', () => {
  const phased = {
    phasing: 'yes',
    allInBudget: '60000',
    phaseoneBudget: '25000',
    designTarget: 'phaseOne',
  };

  it('accepts a phased and a single-phase budget', () => {
    expect(problem(saveBudgetInput, phased)).toBeNull();
    expect(
      problem(saveBudgetInput, {
        phasing: 'no',
        allInBudget: '1',
        phaseoneBudget: '0',
        designTarget: null,
      }),
    ).toBeNull();
  });

  it('applies the form rules with their exact messages', () => {
    expect(problem(saveBudgetInput, { ...phased, allInBudget: '0' })).toEqual({
      path: 'allInBudget',
      message: 'Please provide a total budget for your project.',
    });
    expect(problem(saveBudgetInput, { ...phased, phaseoneBudget: '' })).toEqual({
      path: 'phaseoneBudget',
      message: 'Please provide a first phase budget for your project.',
    });
    expect(problem(saveBudgetInput, { ...phased, allInBudget: '100' })).toEqual({
      path: 'allInBudget',
      message: 'Your all in budget should not be less than your phase one budget.',
    });
  });

  it.each([
    ['a number amount', { allInBudget: 60000 }],
    ['an unknown phasing', { phasing: 'maybe' }],
    ['an unknown target', { designTarget: 'everything' }],
    ['an extra field', { total_budget: '1' }],
    ['an amount over the maximum', { allInBudget: '9223372036854775808' }],
  ])('refuses %s', (_label, change) => {
    expect(problem(saveBudgetInput, { ...phased, ...change })).not.toBeNull();
  });
});

describe('budget form schema (shared with the web form)', () => {
  function formErrors(values: object) {
    try {
      budgetFormSchema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
    }
  }

  it('shows the required messages on their fields', () => {
    expect(
      formErrors({ phasing: 'yes', allInBudget: '', phaseoneBudget: '0', designTarget: 'allIn' }),
    ).toEqual({
      allInBudget: 'Please provide a total budget for your project.',
      phaseoneBudget: 'Please provide a first phase budget for your project.',
    });
    expect(
      formErrors({
        phasing: 'yes',
        allInBudget: '10',
        phaseoneBudget: '11',
        designTarget: 'allIn',
      }),
    ).toEqual({ allInBudget: 'Your all in budget should not be less than your phase one budget.' });
  });

  it('passes a valid form', () => {
    expect(
      formErrors({ phasing: 'no', allInBudget: '40000', phaseoneBudget: '0', designTarget: '' }),
    ).toEqual({});
  });

  it('refuses "12000.50" and "25k" rather than reading them as other amounts; takes "15,000"', () => {
    const single = { phasing: 'no', phaseoneBudget: '0', designTarget: '' };
    for (const allInBudget of ['12000.50', '25k', '$15,000', '1,5000']) {
      expect(formErrors({ ...single, allInBudget })).toEqual({
        allInBudget: 'Please enter whole dollars using digits only.',
      });
    }
    expect(formErrors({ ...single, allInBudget: '15,000' })).toEqual({});
    expect(
      formErrors({
        phasing: 'yes',
        allInBudget: '1,000',
        phaseoneBudget: '2,000',
        designTarget: 'allIn',
      }),
    ).toEqual({ allInBudget: 'Your all in budget should not be less than your phase one budget.' });
  });

  it('the save command takes digits only, so "12000.50", "25k" and "15,000" are refused there too', () => {
    for (const allInBudget of ['12000.50', '25k', '15,000']) {
      expect(
        problem(saveBudgetInput, {
          phasing: 'no',
          allInBudget,
          phaseoneBudget: '0',
          designTarget: null,
        }),
      ).toEqual({ path: 'allInBudget', message: 'Please enter whole dollars using digits only.' });
    }
  });
});
