import type { PromoCodeDoc } from '../firestore/documents';
import { mayUsePromoCode } from './codeOwner';
import { effectivePromoStatus } from './effectiveStatus';
import {
  evaluatePromoCode,
  precheckPromoCode,
  type PromoCart,
  type PromoEvaluation,
} from './evaluatePromoCode';
import { PROMO_MESSAGES } from './messages';
import { normalizePromoCode } from './normalizePromoCode';
import { isPartnerRewardsCode } from './partnerCode';
import { withPromoBoxRule } from './promoBox';
import { isReferralCode, publicPromoCode, type LookupPromoCodeResult } from './publicPromoCode';

// How the promo lookup, the order pricing and the lead cart view judge a typed code against a
// priced cart. The code record is read through `readCode` (Firestore in the functions, the
// in-memory store in the preview) or handed over already read (the order pricing), so the rules
// stay here and the reading stays with the caller.

export interface JudgedPromoCode {
  /**
   * The code record with the status it has now; undefined when there is none, it was not read, or
   * it was issued to another email.
   */
  record: PromoCodeDoc | undefined;
  evaluation: PromoEvaluation;
}

/** What the rules need besides the code and the cart. */
export interface PromoRules {
  now: Date;
  /** Fills {product} of the partner-retailer message. */
  brandName: string;
  /** The buyer's account email (see buyerEmailOf), or null: single-use codes are theirs alone. */
  buyerEmail: string | null;
}

export interface PromoJudging extends PromoRules {
  /** codes/{code}: the code is upper-cased and trimmed already. */
  readCode(code: string): Promise<PromoCodeDoc | undefined>;
}

/**
 * Judges a code record already read (or null) for this buyer and cart. A code issued to another
 * email counts as unknown, so it is refused exactly as a code that does not exist and nothing of
 * it is shown. Then evaluatePromoCode's rules, then the promo box rule (withPromoBoxRule).
 */
export function judgeReadPromoCode(
  enteredCode: string,
  stored: PromoCodeDoc | null | undefined,
  cart: PromoCart,
  { now, brandName, buyerEmail }: PromoRules,
): JudgedPromoCode {
  const code = normalizePromoCode(enteredCode);
  const precheck = precheckPromoCode(code, cart, brandName);
  if (precheck) return { record: undefined, evaluation: precheck };

  const usable = stored && mayUsePromoCode(stored, buyerEmail) ? stored : undefined;
  // The rules judge the status the code has now (a single-use code past its endTime is EXPIRED).
  const record = usable && { ...usable, code, status: effectivePromoStatus(usable, now) };
  const evaluation = evaluatePromoCode({
    enteredCode: code,
    lookup: record ? { kind: 'found', code: record } : { kind: 'notFound' },
    // The codes collection is read for referral codes; they carry the REFERRAL category.
    referralCodes: record && isReferralCode(record) ? [code] : [],
    cart,
    now,
    brandName,
  });
  return asUnknownUnlessApplied(code, { record, evaluation: withPromoBoxRule(evaluation, cart) });
}

/**
 * A partner rewards code (yzlo…) is a secret its holder was given, not a public campaign code: one
 * that does not apply (expired, used up, too cheap a package…) is answered exactly as a code that
 * does not exist, so trying codes tells nobody which ones exist.
 */
function asUnknownUnlessApplied(code: string, judged: JudgedPromoCode): JudgedPromoCode {
  if (!isPartnerRewardsCode(code) || judged.evaluation.kind === 'applied') return judged;
  return {
    record: undefined,
    evaluation: { kind: 'rejected', reason: 'notFound', message: PROMO_MESSAGES.invalid },
  };
}

/** Judges codes/{CODE} (upper-cased, trimmed); a partner package never looks up a code it cannot take. */
export async function judgePromoCode(
  enteredCode: string,
  cart: PromoCart,
  judging: PromoJudging,
): Promise<JudgedPromoCode> {
  const code = normalizePromoCode(enteredCode);
  const precheck = precheckPromoCode(code, cart, judging.brandName);
  if (precheck) return { record: undefined, evaluation: precheck };
  return judgeReadPromoCode(code, await judging.readCode(code), cart, judging);
}

/** lookupPromoCode's answer: the public fields of the record, never counters or the email. */
export function lookupPromoCodeResult(judged: JudgedPromoCode, now: Date): LookupPromoCodeResult {
  const { record, evaluation } = judged;
  return {
    code: record ? publicPromoCode(record, now) : null,
    isReferral: !!record && isReferralCode(record),
    evaluation,
  };
}

/** The record when the code applies to the cart, else null (a lead's cart view shows no discount). */
export function appliedPromoRecord(judged: JudgedPromoCode | null): PromoCodeDoc | null {
  return judged?.evaluation.kind === 'applied' ? (judged.record ?? null) : null;
}
