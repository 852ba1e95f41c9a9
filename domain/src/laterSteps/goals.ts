import { array, object, string, type InferType } from 'yup';
import { fillCopy } from '../copy/fillCopy';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { firstErrorPerField, oneOf } from './choices';
import {
  GOAL_UNKNOWN,
  GOALS_REPEATED,
  GOALS_REQUIRED,
  GOALS_TOO_MANY,
  INSTALL_TIMING_REQUIRED,
  INSTALLER_REQUIRED,
  SUCCESS_MISSING,
  SUCCESS_TOO_LONG,
} from './messages';

// My Goals (required step): up to 3 top goals, what would make the project a success, when the
// client hopes to install and who will install. One schema checks the form and the command.

/** The goals to choose from, in the order the page lists them. */
export const GOAL_OPTIONS = [
  { value: 'curb-appeal', label: 'Curb appeal' },
  { value: 'entertaining', label: 'Entertaining' },
  { value: 'relaxing-retreat', label: 'A relaxing retreat' },
  { value: 'children-play', label: 'Play space for children' },
  { value: 'pets', label: 'Space for pets' },
  { value: 'privacy', label: 'Privacy' },
  { value: 'growing-food', label: 'Growing food' },
  { value: 'low-maintenance', label: 'Low maintenance' },
  { value: 'saving-water', label: 'Saving water' },
  { value: 'wildlife', label: 'Wildlife and pollinators' },
  { value: 'home-value', label: "Raising the home's value" },
  { value: 'outdoor-cooking', label: 'Outdoor cooking' },
] as const;
export type GoalKey = (typeof GOAL_OPTIONS)[number]['value'];
export const GOAL_KEYS: readonly GoalKey[] = GOAL_OPTIONS.map((option) => option.value);

export const INSTALL_TIMING_OPTIONS = [
  { value: 'within-3-months', label: 'Within 3 months' },
  { value: '3-6-months', label: '3–6 months' },
  { value: '6-12-months', label: '6–12 months' },
  { value: 'over-a-year', label: 'Over a year' },
  { value: 'not-sure', label: 'Not sure' },
] as const;
export type InstallTiming = (typeof INSTALL_TIMING_OPTIONS)[number]['value'];
export const INSTALL_TIMINGS: readonly InstallTiming[] = INSTALL_TIMING_OPTIONS.map(
  (option) => option.value,
);

export const INSTALLER_OPTIONS = [
  { value: 'contractor', label: 'A contractor' },
  { value: 'ourselves', label: 'Ourselves' },
  { value: 'mix', label: 'A mix' },
  { value: 'not-sure', label: 'Not sure' },
] as const;
export type Installer = (typeof INSTALLER_OPTIONS)[number]['value'];
export const INSTALLERS: readonly Installer[] = INSTALLER_OPTIONS.map((option) => option.value);

/** At most this many top goals. */
export const MAX_GOALS = 3;
/** The success answer is at most this many characters (of the trimmed text, which is what is saved). */
export const SUCCESS_MAX_LENGTH = 1000;

/**
 * The answers, for the form and (strictly: no coercion, no unknown keys) for the saveGoals
 * command. Decision: at least one goal, the install timing and the installer are needed to
 * complete the step; the success question is optional.
 */
export const goalsAnswersSchema = object({
  goals: array(
    string<GoalKey>()
      .required(GOAL_UNKNOWN)
      .oneOf([...GOAL_KEYS], GOAL_UNKNOWN),
  )
    .required(GOALS_REQUIRED)
    .min(1, GOALS_REQUIRED)
    .max(MAX_GOALS, fillCopy(GOALS_TOO_MANY, { max: MAX_GOALS }))
    .test(
      'unique-goals',
      GOALS_REPEATED,
      (goals) => !goals || new Set(goals).size === goals.length,
    ),
  success: string()
    .defined(SUCCESS_MISSING)
    .test(
      'success-length',
      fillCopy(SUCCESS_TOO_LONG, { max: SUCCESS_MAX_LENGTH.toLocaleString('en-US') }),
      (text) => (text ?? '').trim().length <= SUCCESS_MAX_LENGTH,
    ),
  installTiming: string<InstallTiming>()
    .required(INSTALL_TIMING_REQUIRED)
    .oneOf([...INSTALL_TIMINGS], INSTALL_TIMING_REQUIRED),
  installer: string<Installer>()
    .required(INSTALLER_REQUIRED)
    .oneOf([...INSTALLERS], INSTALLER_REQUIRED),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/** The answers as saved: the success text trimmed. */
export type GoalsAnswers = InferType<typeof goalsAnswersSchema>;

/** The form's values: nothing chosen is an empty list or ''. */
export interface GoalsFormValues {
  goals: GoalKey[];
  success: string;
  installTiming: InstallTiming | '';
  installer: Installer | '';
}

export const EMPTY_GOALS_FORM: GoalsFormValues = {
  goals: [],
  success: '',
  installTiming: '',
  installer: '',
};

export type GoalsFormErrors = Partial<Record<keyof GoalsFormValues, string>>;

/** Each field's first error under goalsAnswersSchema; empty when the answers can be saved. */
export function goalsFormErrors(values: GoalsFormValues): GoalsFormErrors {
  return firstErrorPerField(goalsAnswersSchema, values);
}

/** Whether the saved answers complete the step. */
export function goalsComplete(answers: unknown): boolean {
  return goalsAnswersSchema.isValidSync(answers);
}

/** What the command stores: the checked answers with the success text trimmed. */
export function goalsAnswersToSave(answers: GoalsAnswers): GoalsAnswers {
  return { ...answers, goals: [...answers.goals], success: answers.success.trim() };
}

/** The form filled from saved answers (or a draft); anything unknown in them is left out. */
export function goalsFormValuesFrom(saved: unknown): GoalsFormValues {
  if (!saved || typeof saved !== 'object') return EMPTY_GOALS_FORM;
  const { goals, success, installTiming, installer } = saved as Record<string, unknown>;
  const known = Array.isArray(goals) ? goals.filter((goal) => oneOf(GOAL_KEYS, goal)) : [];
  return {
    goals: [...new Set(known)].slice(0, MAX_GOALS),
    success: typeof success === 'string' ? success : '',
    installTiming: oneOf(INSTALL_TIMINGS, installTiming) ? installTiming : '',
    installer: oneOf(INSTALLERS, installer) ? installer : '',
  };
}

/** Whether two forms hold the same answers (tick order and surrounding spaces aside). */
export function sameGoalsForm(a: GoalsFormValues, b: GoalsFormValues): boolean {
  return (
    a.goals.length === b.goals.length &&
    a.goals.every((goal) => b.goals.includes(goal)) &&
    a.success.trim() === b.success.trim() &&
    a.installTiming === b.installTiming &&
    a.installer === b.installer
  );
}
