import { array, object, string, type InferType } from 'yup';
import { fillCopy } from '../copy/fillCopy';
import type { YardName } from '../firestore/documents';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { firstErrorPerField, knownList, oneOf, sameSet } from './choices';
import { YARD_LABELS } from '../onboarding/messages';
import { YARD_NAMES } from '../onboarding/yards';
import {
  MATERIAL_LIKED_AND_DISLIKED,
  MATERIAL_UNKNOWN,
  MATERIALS_REPEATED,
  SITE_NOTES_MISSING,
  SITE_NOTES_TOO_LONG,
  SUN_MISSING,
  SUN_REQUIRED,
  SUN_UNKNOWN,
  SUN_YARD_NOT_CHOSEN,
  UPKEEP_REQUIRED,
  YARD_USER_UNKNOWN,
  YARD_USERS_REPEATED,
} from './messages';

// My Preferences (required step): how much sun each chosen yard gets, the materials the client
// likes and dislikes, how much upkeep they accept, who uses the yard and anything about drainage,
// soil or slopes. One schema checks the form and the command; which yards need a sun answer comes
// from the onboard state (sunYardsProblem), which the form and the command both check.

export const SUN_OPTIONS = [
  { value: 'full-sun', label: 'Full sun' },
  { value: 'part-sun', label: 'Part sun' },
  { value: 'shade', label: 'Shade' },
  { value: 'not-sure', label: 'Not sure' },
] as const;
export type Sun = (typeof SUN_OPTIONS)[number]['value'];
export const SUNS: readonly Sun[] = SUN_OPTIONS.map((option) => option.value);

export const MATERIAL_OPTIONS = [
  { value: 'wood', label: 'Wood' },
  { value: 'stone', label: 'Stone' },
  { value: 'concrete', label: 'Concrete' },
  { value: 'gravel', label: 'Gravel' },
  { value: 'brick', label: 'Brick' },
  { value: 'metal', label: 'Metal' },
  { value: 'composite', label: 'Composite' },
] as const;
export type Material = (typeof MATERIAL_OPTIONS)[number]['value'];
export const MATERIALS: readonly Material[] = MATERIAL_OPTIONS.map((option) => option.value);

export const UPKEEP_OPTIONS = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
] as const;
export type Upkeep = (typeof UPKEEP_OPTIONS)[number]['value'];
export const UPKEEPS: readonly Upkeep[] = UPKEEP_OPTIONS.map((option) => option.value);

export const YARD_USER_OPTIONS = [
  { value: 'young-children', label: 'Young children' },
  { value: 'pets', label: 'Pets' },
  { value: 'older-adults', label: 'Older adults' },
  { value: 'mobility-aids', label: 'People using wheelchairs or walkers' },
] as const;
export type YardUser = (typeof YARD_USER_OPTIONS)[number]['value'];
export const YARD_USERS: readonly YardUser[] = YARD_USER_OPTIONS.map((option) => option.value);

/** The drainage, soil and slopes answer is at most this many characters (trimmed, as saved). */
export const SITE_NOTES_MAX_LENGTH = 500;

const unique = (list: readonly unknown[] | undefined) =>
  !list || new Set(list).size === list.length;

const sunField = () =>
  string<Sun>()
    .optional()
    .oneOf([...SUNS], SUN_UNKNOWN);

const materialList = () =>
  array(
    string<Material>()
      .required(MATERIAL_UNKNOWN)
      .oneOf([...MATERIALS], MATERIAL_UNKNOWN),
  )
    .required(MATERIAL_UNKNOWN)
    .test('unique-materials', MATERIALS_REPEATED, unique);

/** The materials in both lists, in the page's order. */
export function materialsInBoth(liked: unknown, disliked: unknown): Material[] {
  // The other list may be anything a caller sent: only lists are compared.
  if (!Array.isArray(liked) || !Array.isArray(disliked)) return [];
  return MATERIALS.filter((material) => liked.includes(material) && disliked.includes(material));
}

/** "wood", "wood and stone", "wood, stone and brick". */
function materialWords(materials: readonly Material[]): string {
  const words = materials.map(
    (material) => MATERIAL_OPTIONS.find((option) => option.value === material)!.label,
  );
  const lower = words.map((word) => word.toLowerCase());
  return lower.length > 1 ? `${lower.slice(0, -1).join(', ')} and ${lower.at(-1)}` : lower[0]!;
}

export function likedAndDislikedMessage(materials: readonly Material[]): string {
  return fillCopy(MATERIAL_LIKED_AND_DISLIKED, { materials: materialWords(materials) });
}

/**
 * The answers, for the form and (strictly: no coercion, no unknown keys) for the savePreferences
 * command. Decisions: a sun answer for every chosen yard and the upkeep are needed; the material
 * lists, who uses the yard and the drainage/soil/slopes text are optional (empty is an answer:
 * "nothing in particular"); a material cannot be both liked and disliked. The schema knows every
 * yard; which yards must be answered is the onboard state's (sunYardsProblem).
 */
export const preferencesAnswersSchema = object({
  sun: object({
    front: sunField(),
    back: sunField(),
    left: sunField(),
    right: sunField(),
    outdoor: sunField(),
  })
    .noUnknown(SUN_YARD_NOT_CHOSEN)
    .strict()
    .required(SUN_MISSING)
    .test('some-yard', SUN_MISSING, (sun) =>
      Object.values(sun ?? {}).some((value) => value !== undefined),
    ),
  likedMaterials: materialList(),
  dislikedMaterials: materialList().test('liked-and-disliked', function (disliked) {
    const both = materialsInBoth(
      (this.parent as { likedMaterials?: unknown }).likedMaterials,
      disliked,
    );
    return both.length === 0 || this.createError({ message: likedAndDislikedMessage(both) });
  }),
  upkeep: string<Upkeep>()
    .required(UPKEEP_REQUIRED)
    .oneOf([...UPKEEPS], UPKEEP_REQUIRED),
  yardUsers: array(
    string<YardUser>()
      .required(YARD_USER_UNKNOWN)
      .oneOf([...YARD_USERS], YARD_USER_UNKNOWN),
  )
    .required(YARD_USER_UNKNOWN)
    .test('unique-yard-users', YARD_USERS_REPEATED, unique),
  siteNotes: string()
    .defined(SITE_NOTES_MISSING)
    .test(
      'site-notes-length',
      fillCopy(SITE_NOTES_TOO_LONG, { max: SITE_NOTES_MAX_LENGTH }),
      (text) => (text ?? '').trim().length <= SITE_NOTES_MAX_LENGTH,
    ),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/** The answers as saved: a sun answer per chosen yard, the notes trimmed. */
export type PreferencesAnswers = InferType<typeof preferencesAnswersSchema>;
export type SunByYard = Partial<Record<YardName, Sun>>;

/**
 * What is wrong with the sun answers for the client's chosen yards: a yard not chosen answered,
 * or a chosen yard not answered (the first, in `yards` order); null when they match.
 */
export function sunYardsProblem(sun: SunByYard, yards: readonly YardName[]): string | null {
  const answered = YARD_NAMES.filter((yard) => sun[yard] !== undefined);
  if (answered.some((yard) => !yards.includes(yard))) return SUN_YARD_NOT_CHOSEN;
  const missing = yards.find((yard) => !oneOf(SUNS, sun[yard]));
  return missing ? fillCopy(SUN_REQUIRED, { yard: YARD_LABELS[missing] }) : null;
}

/** The form's values: nothing chosen is an empty list, '' or a yard without a sun answer. */
export interface PreferencesFormValues {
  sun: SunByYard;
  likedMaterials: Material[];
  dislikedMaterials: Material[];
  upkeep: Upkeep | '';
  yardUsers: YardUser[];
  siteNotes: string;
}

export const EMPTY_PREFERENCES_FORM: PreferencesFormValues = {
  sun: {},
  likedMaterials: [],
  dislikedMaterials: [],
  upkeep: '',
  yardUsers: [],
  siteNotes: '',
};

type PreferencesField = Exclude<keyof PreferencesFormValues, 'sun'>;

/** One message per field, and one per chosen yard for the sun (formik's nested shape). */
export type PreferencesFormErrors = Partial<Record<PreferencesField, string>> & {
  sun?: Partial<Record<YardName, string>>;
};

/** What the form sends: the sun answers of the chosen yards only (a draft may hold others). */
export function preferencesInputFor(
  values: PreferencesFormValues,
  yards: readonly YardName[],
): PreferencesFormValues {
  const sun: SunByYard = {};
  for (const yard of yards) {
    const answer = values.sun[yard];
    if (answer !== undefined) sun[yard] = answer;
  }
  return { ...values, sun };
}

/**
 * Each field's first error for the client's chosen yards; empty when the answers can be saved.
 * A chosen yard without a sun answer has its own message.
 */
export function preferencesFormErrors(
  values: PreferencesFormValues,
  yards: readonly YardName[],
): PreferencesFormErrors {
  const input = preferencesInputFor(values, yards);
  const errors: PreferencesFormErrors = {};
  const sunErrors: Partial<Record<YardName, string>> = {};
  for (const yard of yards) {
    if (!oneOf(SUNS, input.sun[yard])) {
      sunErrors[yard] = fillCopy(SUN_REQUIRED, { yard: YARD_LABELS[yard] });
    }
  }
  // The sun's errors are per yard, above.
  const { sun: _sun, ...fieldErrors } = firstErrorPerField<PreferencesField | 'sun'>(
    preferencesAnswersSchema,
    input,
  );
  Object.assign(errors, fieldErrors);
  if (Object.keys(sunErrors).length > 0) errors.sun = sunErrors;
  return errors;
}

/** Whether saved answers complete the step for the client's chosen yards. */
export function preferencesComplete(answers: unknown, yards: readonly YardName[]): boolean {
  return (
    preferencesAnswersSchema.isValidSync(answers) && sunYardsProblem(answers.sun, yards) === null
  );
}

/** What the command stores: the checked answers with the notes trimmed, the lists copied. */
export function preferencesAnswersToSave(answers: PreferencesAnswers): PreferencesAnswers {
  return {
    sun: { ...answers.sun },
    likedMaterials: [...answers.likedMaterials],
    dislikedMaterials: [...answers.dislikedMaterials],
    upkeep: answers.upkeep,
    yardUsers: [...answers.yardUsers],
    siteNotes: answers.siteNotes.trim(),
  };
}

/** The form filled from saved answers (or a draft); anything unknown in them is left out. */
export function preferencesFormValuesFrom(saved: unknown): PreferencesFormValues {
  if (!saved || typeof saved !== 'object') return EMPTY_PREFERENCES_FORM;
  const { sun, likedMaterials, dislikedMaterials, upkeep, yardUsers, siteNotes } = saved as Record<
    string,
    unknown
  >;
  const known: SunByYard = {};
  if (sun && typeof sun === 'object') {
    for (const yard of YARD_NAMES) {
      const answer = (sun as Record<string, unknown>)[yard];
      if (oneOf(SUNS, answer)) known[yard] = answer;
    }
  }
  return {
    sun: known,
    likedMaterials: knownList(MATERIALS, likedMaterials),
    dislikedMaterials: knownList(MATERIALS, dislikedMaterials),
    upkeep: oneOf(UPKEEPS, upkeep) ? upkeep : '',
    yardUsers: knownList(YARD_USERS, yardUsers),
    siteNotes: typeof siteNotes === 'string' ? siteNotes : '',
  };
}

/** Whether two forms hold the same answers (tick order and surrounding spaces aside). */
export function samePreferencesForm(a: PreferencesFormValues, b: PreferencesFormValues): boolean {
  return (
    YARD_NAMES.every((yard) => a.sun[yard] === b.sun[yard]) &&
    sameSet(a.likedMaterials, b.likedMaterials) &&
    sameSet(a.dislikedMaterials, b.dislikedMaterials) &&
    a.upkeep === b.upkeep &&
    sameSet(a.yardUsers, b.yardUsers) &&
    a.siteNotes.trim() === b.siteNotes.trim()
  );
}
