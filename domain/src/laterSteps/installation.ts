import { object, string, type InferType } from 'yup';
import { fillCopy } from '../copy/fillCopy';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { firstErrorPerField, oneOf } from './choices';
import {
  ACCESS_NOTES_MISSING,
  ACCESS_NOTES_TOO_LONG,
  CONTACT_METHOD_REQUIRED,
  START_MONTH_OUT_OF_RANGE,
  START_MONTH_REQUIRED,
} from './installationMessages';

// Installation Details (Uber Premium only, required step): the month the client would like
// installation to start, how the installer should contact them, and what the installer must know
// about access. One schema checks the shape for the form and the command; the start month's range
// depends on the date, so the form checks it with the client's date and the command with its own.

/**
 * Decision: one way of contact, as a single choice: the installer needs to know which one to use
 * first, and the others stay on the client's profile.
 */
export const CONTACT_METHOD_OPTIONS = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'Email' },
  { value: 'text', label: 'Text' },
] as const;
export type ContactMethod = (typeof CONTACT_METHOD_OPTIONS)[number]['value'];
export const CONTACT_METHODS: readonly ContactMethod[] = CONTACT_METHOD_OPTIONS.map(
  (option) => option.value,
);

/** The start month is this month or up to this many months ahead. */
export const START_MONTHS_AHEAD = 18;
/** The access answer is at most this many characters (trimmed, as saved). */
export const ACCESS_NOTES_MAX_LENGTH = 500;

/** Decision: a start month is stored as 'YYYY-MM' ("2026-11"), which sorts as text in date order. */
export const YEAR_MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const yearMonth = (year: number, monthIndex: number) =>
  `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}`;

/** The month `months` after 'YYYY-MM' (before it when negative). */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return yearMonth(Math.floor(index / 12), index % 12);
}

/** The month of `date` where the client is (the browser's time zone). */
export function localMonth(date: Date): string {
  return yearMonth(date.getFullYear(), date.getMonth());
}

/** The month of `date` in UTC. */
export function utcMonth(date: Date): string {
  return yearMonth(date.getUTCFullYear(), date.getUTCMonth());
}

/** "2026-11" reads "November 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} ${Number(year)}`;
}

/** The months the client may choose, in order: `thisMonth` and the 18 after it. */
export function startMonthsFrom(thisMonth: string): string[] {
  return Array.from({ length: START_MONTHS_AHEAD + 1 }, (_, index) => addMonths(thisMonth, index));
}

export interface MonthRange {
  first: string;
  last: string;
}

const HOUR = 60 * 60 * 1000;

/**
 * The start months the command accepts at `now`. Decision: "this month" is the client's own, and
 * the server does not know their time zone, so the range runs from the month it still is
 * somewhere on Earth (UTC−12) to 18 months after the month it already is somewhere (UTC+14).
 */
export function startMonthRangeAt(now: Date): MonthRange {
  return {
    first: utcMonth(new Date(now.getTime() - 12 * HOUR)),
    last: addMonths(utcMonth(new Date(now.getTime() + 14 * HOUR)), START_MONTHS_AHEAD),
  };
}

/** Why `month` ('YYYY-MM') cannot be the start month within `range`, or null. */
export function startMonthProblem(month: string, { first, last }: MonthRange): string | null {
  if (month >= first && month <= last) return null;
  return fillCopy(START_MONTH_OUT_OF_RANGE, { first: monthLabel(first), last: monthLabel(last) });
}

/**
 * The answers, for the form and (strictly: no coercion, no unknown keys) for the
 * saveInstallationDetails command. Decisions: the start month and the contact method are needed to
 * complete the step; the access notes are optional (empty: nothing special).
 */
export const installationAnswersSchema = object({
  startMonth: string()
    .required(START_MONTH_REQUIRED)
    .matches(YEAR_MONTH_PATTERN, START_MONTH_REQUIRED),
  contactMethod: string<ContactMethod>()
    .required(CONTACT_METHOD_REQUIRED)
    .oneOf([...CONTACT_METHODS], CONTACT_METHOD_REQUIRED),
  accessNotes: string()
    .defined(ACCESS_NOTES_MISSING)
    .test(
      'access-notes-length',
      fillCopy(ACCESS_NOTES_TOO_LONG, { max: ACCESS_NOTES_MAX_LENGTH }),
      (text) => (text ?? '').trim().length <= ACCESS_NOTES_MAX_LENGTH,
    ),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/** The answers as saved: the access notes trimmed. */
export type InstallationAnswers = InferType<typeof installationAnswersSchema>;

/** The form's values: nothing chosen is ''. */
export interface InstallationFormValues {
  startMonth: string;
  contactMethod: ContactMethod | '';
  accessNotes: string;
}

export const EMPTY_INSTALLATION_FORM: InstallationFormValues = {
  startMonth: '',
  contactMethod: '',
  accessNotes: '',
};

export type InstallationFormErrors = Partial<Record<keyof InstallationFormValues, string>>;

/**
 * Each field's first error, the start month checked against the months offered on `today` (the
 * client's date); empty when the answers can be saved.
 */
export function installationFormErrors(
  values: InstallationFormValues,
  today: Date,
): InstallationFormErrors {
  const errors: InstallationFormErrors = firstErrorPerField(installationAnswersSchema, values);
  if (!errors.startMonth) {
    const months = startMonthsFrom(localMonth(today));
    const problem = startMonthProblem(values.startMonth, {
      first: months[0]!,
      last: months.at(-1)!,
    });
    if (problem) errors.startMonth = problem;
  }
  return errors;
}

/** Whether saved answers complete the step (the command checked the month's range when saving). */
export function installationComplete(answers: unknown): boolean {
  return installationAnswersSchema.isValidSync(answers);
}

/** What the command stores: the checked answers with the access notes trimmed. */
export function installationAnswersToSave(answers: InstallationAnswers): InstallationAnswers {
  return { ...answers, accessNotes: answers.accessNotes.trim() };
}

/** The form filled from saved answers (or a draft); anything unknown in them is left out. */
export function installationFormValuesFrom(saved: unknown): InstallationFormValues {
  if (!saved || typeof saved !== 'object') return EMPTY_INSTALLATION_FORM;
  const { startMonth, contactMethod, accessNotes } = saved as Record<string, unknown>;
  return {
    startMonth:
      typeof startMonth === 'string' && YEAR_MONTH_PATTERN.test(startMonth) ? startMonth : '',
    contactMethod: oneOf(CONTACT_METHODS, contactMethod) ? contactMethod : '',
    accessNotes: typeof accessNotes === 'string' ? accessNotes : '',
  };
}

/** Whether two forms hold the same answers (surrounding spaces aside). */
export function sameInstallationForm(
  a: InstallationFormValues,
  b: InstallationFormValues,
): boolean {
  return (
    a.startMonth === b.startMonth &&
    a.contactMethod === b.contactMethod &&
    a.accessNotes.trim() === b.accessNotes.trim()
  );
}
