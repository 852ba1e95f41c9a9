import { addBusinessDays } from 'date-fns';

// When the first design is expected: the package's turnaround in business days (Monday to
// Friday) from the submission date, a shorter one with expedited service. Both numbers are
// catalog data on the package's product document.

/**
 * Decision: the submission date is the day on the design team's calendar, so a late-evening
 * submission anywhere in the country counts from the same day for everyone.
 */
export const DESIGN_TEAM_TIME_ZONE = 'America/New_York';

export interface Turnaround {
  standard: number;
  expedited: number;
}

/** A package's turnaround from its product document; null when the catalog does not give one. */
export function turnaroundOfProduct(
  product:
    | { turnaroundBusinessDays?: unknown; expeditedTurnaroundBusinessDays?: unknown }
    | null
    | undefined,
): Turnaround | null {
  const standard = product?.turnaroundBusinessDays;
  const expedited = product?.expeditedTurnaroundBusinessDays;
  const days = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value > 0;
  if (!days(standard)) return null;
  // Without an expedited figure, expedited service cannot make it longer than the standard one.
  return { standard, expedited: days(expedited) ? Math.min(expedited, standard) : standard };
}

export function turnaroundDays(turnaround: Turnaround, expedited: boolean): number {
  return expedited ? turnaround.expedited : turnaround.standard;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}

function formatDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` business days after the submission's day on the design team's calendar. */
export function firstDesignDue(submittedAt: Date, days: number): string {
  const submittedOn = parseDay(calendarDayIn(submittedAt, DESIGN_TEAM_TIME_ZONE));
  return formatDay(addBusinessDays(submittedOn, days));
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/** A calendar day as "Friday, December 18, 2026": the same day wherever it is read. */
export function formatDueDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const noon = new Date(Date.UTC(year!, month! - 1, date!, 12));
  return new Intl.DateTimeFormat('en-US', { ...LONG_DATE, timeZone: 'UTC' }).format(noon);
}

/** An instant as "Friday, December 18, 2026" in a time zone (the reader's when not given). */
export function formatLongDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { ...LONG_DATE, timeZone }).format(new Date(iso));
}
