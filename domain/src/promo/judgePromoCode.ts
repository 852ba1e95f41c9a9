import type { PromoCodeDoc } from '../firestore/documents';
import { effectivePromoStatus } from './effectiveStatus';
import {
  evaluatePromoCode,
  precheckPromoCode,
  type PromoCart,
  type PromoEvaluation,
} from './evaluatePromoCode';
import { normalizePromoCode } from './normalizePromoCode';
import { isReferralCode, publicPromoCode, type LookupPromoCodeResult } from './publicPromoCode';

// How the promo lookup and the lead cart view judge a typed code against a priced cart. The code
// record is read through `readCode` (Firestore in the functions, the in-memory store in the
// preview), so the rules stay here and the reading stays with the caller.

export interface JudgedPromoCode {
  /** The code record with the status it has now; undefined when there is none (or it was not read). */
  record: PromoCodeDoc | undefined;
  evaluation: PromoEvaluation;
}

export interface PromoJudging {
  now: Date;
  /** Fills {product} of the partner-retailer message. */
  brandName: string;
  /** codes/{code}: the code is upper-cased and trimmed already. */
  readCode(code: string): Promise<PromoCodeDoc | undefined>;
}

/** Judges codes/{CODE} (upper-cased, trimmed); a partner package never looks up a code it cannot take. */
export async function judgePromoCode(
  enteredCode: string,
  cart: PromoCart,
  { now, brandName, readCode }: PromoJudging,
): Promise<JudgedPromoCode> {
  const code = normalizePromoCode(enteredCode);
  const precheck = precheckPromoCode(code, cart, brandName);
  if (precheck) return { record: undefined, evaluation: precheck };

  const stored = await readCode(code);
  // The rules judge the status the code has now (a single-use code past its endTime is EXPIRED).
  const record = stored && { ...stored, code, status: effectivePromoStatus(stored, now) };
  const evaluation = evaluatePromoCode({
    enteredCode: code,
    lookup: record ? { kind: 'found', code: record } : { kind: 'notFound' },
    // funnel §7: the codes collection is read for referral codes; they carry the REFERRAL category.
    referralCodes: record && isReferralCode(record) ? [code] : [],
    cart,
    now,
    brandName,
  });
  return { record, evaluation };
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
