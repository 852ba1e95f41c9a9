import type { Firestore } from 'firebase-admin/firestore';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { effectivePromoStatus } from '@yardwise/domain/promo/effectiveStatus';
import {
  evaluatePromoCode,
  precheckPromoCode,
  type PromoCart,
  type PromoEvaluation,
} from '@yardwise/domain/promo/evaluatePromoCode';
import { normalizePromoCode } from '@yardwise/domain/promo/normalizePromoCode';
import { isReferralCode } from '@yardwise/domain/promo/publicPromoCode';
import { serverBrand } from '../config';

export interface JudgedPromoCode {
  /** The code record with the status it has now; undefined when there is none (or it was not read). */
  record: PromoCodeDoc | undefined;
  evaluation: PromoEvaluation;
}

/**
 * Reads codes/{CODE} (upper-cased, trimmed) and judges it against the priced cart with the
 * domain's rules. A partner package never looks up a code it cannot take.
 */
export async function judgePromoCode(
  db: Firestore,
  enteredCode: string,
  cart: PromoCart,
  now: Date,
): Promise<JudgedPromoCode> {
  const code = normalizePromoCode(enteredCode);
  const precheck = precheckPromoCode(code, cart, serverBrand().productName);
  if (precheck) return { record: undefined, evaluation: precheck };

  const stored = (await db.collection('codes').doc(code).get()).data() as PromoCodeDoc | undefined;
  // The rules judge the status the code has now (a single-use code past its endTime is EXPIRED).
  const record = stored && { ...stored, code, status: effectivePromoStatus(stored, now) };
  const evaluation = evaluatePromoCode({
    enteredCode: code,
    lookup: record ? { kind: 'found', code: record } : { kind: 'notFound' },
    // funnel §7: the codes collection is read for referral codes; they carry the REFERRAL category.
    referralCodes: record && isReferralCode(record) ? [code] : [],
    cart,
    now,
    brandName: serverBrand().productName,
  });
  return { record, evaluation };
}
