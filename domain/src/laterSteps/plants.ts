import { array, object, string, type InferType } from 'yup';
import { fillCopy } from '../copy/fillCopy';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { firstErrorPerField, oneOf } from './choices';
import {
  ALLERGIES_MISSING,
  ALLERGIES_TOO_LONG,
  INTEREST_UNKNOWN,
  PLANT_EMPTY,
  PLANT_LOVED_AND_AVOIDED,
  PLANT_REPEATED,
  PLANT_TOO_LONG,
  PLANTS_LIST_MISSING,
  PLANTS_REPEATED,
  PLANTS_TOO_MANY,
} from './plantsMessages';

// My Plants (optional step): plants the client loves and plants to avoid, allergies, and whether
// they are interested in native and in edible plants. One schema checks the form and the command.

export const INTEREST_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'not-sure', label: 'Not sure' },
] as const;
export type Interest = (typeof INTEREST_OPTIONS)[number]['value'];
export const INTERESTS: readonly Interest[] = INTEREST_OPTIONS.map((option) => option.value);

/** At most this many plants in each list. */
export const PLANTS_MAX_ENTRIES = 30;
/** Decision: a plant's name is at most 60 characters (after tidying); "Japanese forest grass" is 21. */
export const PLANT_NAME_MAX_LENGTH = 60;
/** Decision: the allergies answer is at most 500 characters (trimmed, as saved). */
export const ALLERGIES_MAX_LENGTH = 500;

/** A plant's name as saved: no surrounding spaces, inner runs of spaces as one. */
export function tidyPlantName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Decision: plants are the same when their tidied names differ only in case ("Lavender", "lavender "). */
export function samePlant(a: string, b: string): boolean {
  return tidyPlantName(a).toLowerCase() === tidyPlantName(b).toLowerCase();
}

/** Why a plant's name cannot be listed, or null. Decision: an empty name is no plant. */
export function plantNameError(name: string): string | null {
  const tidy = tidyPlantName(name);
  if (tidy === '') return PLANT_EMPTY;
  if (tidy.length > PLANT_NAME_MAX_LENGTH) {
    return fillCopy(PLANT_TOO_LONG, { max: PLANT_NAME_MAX_LENGTH });
  }
  return null;
}

const hasRepeats = (list: readonly string[]) =>
  list.some((plant, index) => list.slice(0, index).some((earlier) => samePlant(earlier, plant)));

const textsOnly = (list: unknown): list is string[] =>
  Array.isArray(list) && list.every((item) => typeof item === 'string');

/** The plants on both lists, as written in the avoided list. */
export function plantsInBoth(loved: unknown, avoided: unknown): string[] {
  // Either list may be anything a caller sent: only lists of names are compared.
  if (!textsOnly(loved) || !textsOnly(avoided)) return [];
  return avoided
    .filter((plant) => loved.some((other) => samePlant(other, plant)))
    .map(tidyPlantName);
}

/** "Lavender", "Lavender and Mint", "Lavender, Mint and Rue". */
function plantWords(plants: readonly string[]): string {
  return plants.length > 1
    ? `${plants.slice(0, -1).join(', ')} and ${plants.at(-1)}`
    : (plants[0] ?? '');
}

export function lovedAndAvoidedMessage(plants: readonly string[]): string {
  return fillCopy(PLANT_LOVED_AND_AVOIDED, { plants: plantWords(plants) });
}

const plantList = () =>
  array(
    string()
      .defined(PLANT_EMPTY)
      // Tests run beside the type check: a value that is no text is the type check's to refuse.
      .test('plant-name', (plant: unknown, context) => {
        if (typeof plant !== 'string') return true;
        const error = plantNameError(plant);
        return error ? context.createError({ message: error }) : true;
      }),
  )
    .required(PLANTS_LIST_MISSING)
    .max(PLANTS_MAX_ENTRIES, fillCopy(PLANTS_TOO_MANY, { max: PLANTS_MAX_ENTRIES }))
    .test(
      'unique-plants',
      PLANTS_REPEATED,
      (list: unknown) => !textsOnly(list) || !hasRepeats(list),
    );

const interestField = () =>
  string<Interest | ''>()
    .defined(INTEREST_UNKNOWN)
    .oneOf(['', ...INTERESTS], INTEREST_UNKNOWN);

/**
 * The answers, for the form and (strictly: no coercion, no unknown keys) for the savePlants
 * command. Decisions: every question is optional (an empty list, '' for allergies and '' for an
 * interest not answered); a plant cannot be both loved and avoided; each list names a plant once.
 */
export const plantsAnswersSchema = object({
  lovedPlants: plantList(),
  avoidedPlants: plantList().test('loved-and-avoided', function (avoided) {
    const both = plantsInBoth((this.parent as { lovedPlants?: unknown }).lovedPlants, avoided);
    return both.length === 0 || this.createError({ message: lovedAndAvoidedMessage(both) });
  }),
  allergies: string()
    .defined(ALLERGIES_MISSING)
    .test(
      'allergies-length',
      fillCopy(ALLERGIES_TOO_LONG, { max: ALLERGIES_MAX_LENGTH }),
      (text) => (text ?? '').trim().length <= ALLERGIES_MAX_LENGTH,
    ),
  nativeInterest: interestField(),
  edibleInterest: interestField(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/** The answers as saved: plant names tidied, allergies trimmed. */
export type PlantsAnswers = InferType<typeof plantsAnswersSchema>;

/**
 * The form's values: the lists as added, '' for a question not answered, and the names typed in
 * the boxes but not added yet (kept in the draft, and added on save).
 */
export interface PlantsFormValues {
  lovedPlants: string[];
  avoidedPlants: string[];
  allergies: string;
  nativeInterest: Interest | '';
  edibleInterest: Interest | '';
  lovedPlantText: string;
  avoidedPlantText: string;
}

export const EMPTY_PLANTS_FORM: PlantsFormValues = {
  lovedPlants: [],
  avoidedPlants: [],
  allergies: '',
  nativeInterest: '',
  edibleInterest: '',
  lovedPlantText: '',
  avoidedPlantText: '',
};

export type PlantsFormErrors = Partial<Record<keyof PlantsFormValues, string>>;

/**
 * Why `name` cannot be added to `list`, or null: the form asks this before adding, so a list only
 * ever holds names it can save. `other` is the opposite list (loved or avoided).
 */
export function addPlantProblem(
  list: readonly string[],
  name: string,
  other: readonly string[],
): string | null {
  const nameError = plantNameError(name);
  if (nameError) return nameError;
  const tidy = tidyPlantName(name);
  const earlier = list.find((plant) => samePlant(plant, tidy));
  if (earlier !== undefined) return fillCopy(PLANT_REPEATED, { plant: earlier });
  if (other.some((plant) => samePlant(plant, tidy))) return lovedAndAvoidedMessage([tidy]);
  if (list.length >= PLANTS_MAX_ENTRIES) {
    return fillCopy(PLANTS_TOO_MANY, { max: PLANTS_MAX_ENTRIES });
  }
  return null;
}

/** Why the name left in a box cannot be added on save, or null (an empty box adds nothing). */
function leftInBoxProblem(list: readonly string[], text: string, other: readonly string[]) {
  return text.trim() === '' ? null : addPlantProblem(list, text, other);
}

/**
 * What the command is sent: the lists with a name still in its box added, as if Add had been
 * pressed (decision: "Save and continue" does not drop a plant the client forgot to add).
 */
export function plantsInput(values: PlantsFormValues): PlantsAnswers {
  const withLeftInBox = (list: string[], text: string, other: string[]) =>
    text.trim() === '' || leftInBoxProblem(list, text, other) !== null
      ? [...list]
      : [...list, tidyPlantName(text)];
  return {
    lovedPlants: withLeftInBox(values.lovedPlants, values.lovedPlantText, values.avoidedPlants),
    avoidedPlants: withLeftInBox(values.avoidedPlants, values.avoidedPlantText, values.lovedPlants),
    allergies: values.allergies,
    nativeInterest: values.nativeInterest,
    edibleInterest: values.edibleInterest,
  };
}

/**
 * Each field's first error; empty when the answers can be saved. A name left in a box that could
 * not be added has its error on the box.
 */
export function plantsFormErrors(values: PlantsFormValues): PlantsFormErrors {
  const errors: PlantsFormErrors = firstErrorPerField(plantsAnswersSchema, plantsInput(values));
  const loved = leftInBoxProblem(values.lovedPlants, values.lovedPlantText, values.avoidedPlants);
  const avoided = leftInBoxProblem(
    values.avoidedPlants,
    values.avoidedPlantText,
    values.lovedPlants,
  );
  if (loved) errors.lovedPlantText = loved;
  if (avoided) errors.avoidedPlantText = avoided;
  return errors;
}

/**
 * Decision: My Plants is optional, so any save completes it, an empty one too: saving says "this is
 * all I have to say about plants", and the step needs no separate "I don't have any".
 */
export function plantsComplete(answers: unknown): boolean {
  return plantsAnswersSchema.isValidSync(answers);
}

/** What the command stores: the checked answers with the names tidied and the allergies trimmed. */
export function plantsAnswersToSave(answers: PlantsAnswers): PlantsAnswers {
  return {
    lovedPlants: answers.lovedPlants.map(tidyPlantName),
    avoidedPlants: answers.avoidedPlants.map(tidyPlantName),
    allergies: answers.allergies.trim(),
    nativeInterest: answers.nativeInterest,
    edibleInterest: answers.edibleInterest,
  };
}

/** A list read from a draft or a saved document: names only, each once, within the limit. */
function plantListFrom(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const list: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || plantNameError(item) !== null) continue;
    if (list.some((plant) => samePlant(plant, item))) continue;
    list.push(tidyPlantName(item));
  }
  return list.slice(0, PLANTS_MAX_ENTRIES);
}

const textFrom = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form filled from saved answers (or a draft); anything unknown in them is left out. */
export function plantsFormValuesFrom(saved: unknown): PlantsFormValues {
  if (!saved || typeof saved !== 'object') return EMPTY_PLANTS_FORM;
  const fields = saved as Record<string, unknown>;
  return {
    lovedPlants: plantListFrom(fields.lovedPlants),
    avoidedPlants: plantListFrom(fields.avoidedPlants),
    allergies: textFrom(fields.allergies),
    nativeInterest: oneOf(INTERESTS, fields.nativeInterest) ? fields.nativeInterest : '',
    edibleInterest: oneOf(INTERESTS, fields.edibleInterest) ? fields.edibleInterest : '',
    lovedPlantText: textFrom(fields.lovedPlantText),
    avoidedPlantText: textFrom(fields.avoidedPlantText),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length &&
  a.every((plant, index) => tidyPlantName(plant) === tidyPlantName(b[index]!));

/** Whether two forms hold the same answers and boxes (surrounding spaces aside). */
export function samePlantsForm(a: PlantsFormValues, b: PlantsFormValues): boolean {
  return (
    sameList(a.lovedPlants, b.lovedPlants) &&
    sameList(a.avoidedPlants, b.avoidedPlants) &&
    a.allergies.trim() === b.allergies.trim() &&
    a.nativeInterest === b.nativeInterest &&
    a.edibleInterest === b.edibleInterest &&
    a.lovedPlantText.trim() === b.lovedPlantText.trim() &&
    a.avoidedPlantText.trim() === b.avoidedPlantText.trim()
  );
}
