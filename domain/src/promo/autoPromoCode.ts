/** The date-based code tried automatically on Sep 25, 26 and 27. */
export const AUTO_PROMO_CODE = 'FALL25';

/** Decision: the dates are US Eastern calendar days, the time zone of the marketing campaign. */
export const AUTO_PROMO_TIME_ZONE = 'America/New_York';

const SEPTEMBER = 9;
const AUTO_PROMO_DAYS: readonly number[] = [25, 26, 27];

function calendarDay(at: Date, timeZone: string): { month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return { month: part('month'), day: part('day') };
}

export interface AutoPromoContext {
  now: Date;
  /** The applied code, if any. */
  promotionalCode: string | null;
  /** A referral code kept from an earlier entry. */
  inputReferralCode: string | null;
  /** What is in the promo box right now. */
  typedCode: string;
}

/**
 * The code to try on the customer's behalf, or null: FALL25 is tried on Sep 25, 26 and 27 when no
 * code has been entered. Decision: every year on those days; whether the code still works is the
 * code record's status, not the calendar's.
 */
export function autoPromoCodeToTry(context: AutoPromoContext): string | null {
  const anyCodeEntered =
    !!context.promotionalCode || !!context.inputReferralCode || context.typedCode.trim() !== '';
  if (anyCodeEntered) return null;
  const { month, day } = calendarDay(context.now, AUTO_PROMO_TIME_ZONE);
  return month === SEPTEMBER && AUTO_PROMO_DAYS.includes(day) ? AUTO_PROMO_CODE : null;
}
