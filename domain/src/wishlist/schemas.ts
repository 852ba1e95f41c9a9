import { array, boolean, mixed, number, object, string, type TestContext } from 'yup';
import { documentIdField } from '../forms/documentId';
import { FORM_FIELD_UNEXPECTED, FORM_VALUE_UNREADABLE, UNEXPECTED_FIELD } from '../forms/messages';
import { HOUSE_YARDS, type HouseYard } from '../onboarding/yards';
import {
  budgetFormDigits,
  budgetFormErrors,
  DESIGN_TARGETS,
  PHASING_ANSWERS,
  type BudgetFormValues,
  type DesignTarget,
  type Phasing,
} from './budget';
import { BUDGET_INTENT_OPTIONS, type BudgetIntent } from './budgetIntent';
import { CHECKLIST_CONTEXT_MAX_LENGTH } from './checklistResponse';
import { BUDGET_INTENT_REQUIRED } from './messages';

// Inputs of the wish-list commands, validated strictly (no coercion, no unknown keys), and the
// budget form schema the web form shares.

// Decision: a project holds at most this many wish-list responses: one per checklist item, with room.
export const MAX_WISH_LIST_RESPONSES = 200;

const YARDS_OR_NOT_SURE = 'Please choose the yards to install this in, or "I\'m not sure".';

function itemAnswerFields() {
  return {
    priceOptionId: documentIdField('price range'),
    styleOptionId: documentIdField('style').nullable().defined('Please say which style.'),
    yards: array(
      string<HouseYard>()
        .oneOf([...HOUSE_YARDS], 'Please choose front, back, left or right yards.')
        .required(),
    )
      .required('Please say which yards.')
      .max(HOUSE_YARDS.length, 'Please choose each yard once.')
      .test('unique-yards', 'Please choose each yard once.', (yards) =>
        yards ? new Set(yards).size === yards.length : true,
      ),
    yardsNotSure: boolean().required(YARDS_OR_NOT_SURE),
    context: string()
      .defined('Please send the notes, even if empty.')
      .max(
        CHECKLIST_CONTEXT_MAX_LENGTH,
        `Notes can be at most ${CHECKLIST_CONTEXT_MAX_LENGTH} characters.`,
      ),
  };
}

/** Saving an item needs a price option and either yards or not-sure, not both. */
function yardsOrNotSure(value: { yards?: unknown[]; yardsNotSure?: boolean }) {
  const yardCount = value.yards?.length ?? 0;
  return yardCount > 0 !== (value.yardsNotSure === true);
}

export const createChecklistResponseInput = object({
  itemId: documentIdField('wish-list item'),
  ...itemAnswerFields(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .test('yards-or-not-sure', YARDS_OR_NOT_SURE, yardsOrNotSure);

export const updateChecklistResponseInput = object({
  responseId: documentIdField('wish-list response'),
  ...itemAnswerFields(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .test('yards-or-not-sure', YARDS_OR_NOT_SURE, yardsOrNotSure);

export const deleteChecklistResponseInput = object({
  responseId: documentIdField('wish-list response'),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export const updateResponseOrderInput = object({
  orders: array(
    object({
      responseId: documentIdField('wish-list response'),
      order: number()
        .required('Please give each item its position.')
        .integer('Positions are whole numbers.')
        .min(1, 'Positions start at 1.')
        .max(MAX_WISH_LIST_RESPONSES, 'That position is past the end of the list.'),
    })
      .noUnknown(UNEXPECTED_FIELD)
      .strict(),
  )
    .required('Please send the new order.')
    .min(1, 'Please send the new order.')
    .max(MAX_WISH_LIST_RESPONSES, 'That list is too long.')
    .test('unique-orders', 'Each item and each position may appear once.', (orders) => {
      if (!orders) return true;
      // yup runs this test even when an entry failed its own checks: a null entry is theirs to refuse.
      if (orders.some((entry: unknown) => entry === null || typeof entry !== 'object')) return true;
      const ids = new Set(orders.map((entry) => entry.responseId));
      const positions = new Set(orders.map((entry) => entry.order));
      return ids.size === orders.length && positions.size === orders.length;
    }),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/** "Let's Prioritize!" submit: the budget intent. */
export const submitBudgetIntentInput = object({
  budgetIntent: mixed<BudgetIntent>()
    .required(BUDGET_INTENT_REQUIRED)
    .oneOf([...BUDGET_INTENT_OPTIONS], BUDGET_INTENT_REQUIRED),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/**
 * The same rules as the web form, on digits only (the form drops thousands commas before saving);
 * phaseoneBudget is ignored and may be '' or '0' without phasing.
 */
export const saveBudgetInput = object({
  phasing: string<Phasing>()
    .required()
    .oneOf([...PHASING_ANSWERS]),
  allInBudget: string().defined(),
  phaseoneBudget: string().defined(),
  designTarget: string<DesignTarget>()
    .nullable()
    .defined()
    .oneOf([...DESIGN_TARGETS, null]),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .test('budget-rules', (value, context: TestContext) => {
    const errors = budgetFormErrors({ ...value, designTarget: value.designTarget ?? '' });
    const [field, message] = Object.entries(errors)[0] ?? [];
    return field && message ? context.createError({ path: field, message }) : true;
  });

/** The form holds every field as text ('' when empty): anything else means a broken page. */
const budgetText = () =>
  string()
    .typeError(FORM_VALUE_UNREADABLE)
    .defined(FORM_VALUE_UNREADABLE)
    .nonNullable(FORM_VALUE_UNREADABLE);

function budgetFieldTest(field: keyof BudgetFormValues) {
  return (_value: unknown, context: TestContext) => {
    const message = budgetFormErrors(budgetFormDigits(context.parent as BudgetFormValues))[field];
    return message ? context.createError({ message }) : true;
  };
}

/**
 * The budget form's schema for Formik: each field shows the one message budgetFormErrors gives it.
 * The form also takes thousands commas ("15,000"), which it drops before saving; the command does not.
 */
export const budgetFormSchema = object({
  phasing: budgetText().test('phasing', budgetFieldTest('phasing')),
  allInBudget: budgetText().test('allInBudget', budgetFieldTest('allInBudget')),
  phaseoneBudget: budgetText().test('phaseoneBudget', budgetFieldTest('phaseoneBudget')),
  designTarget: budgetText().test('designTarget', budgetFieldTest('designTarget')),
}).noUnknown(FORM_FIELD_UNEXPECTED);
