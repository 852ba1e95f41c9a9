import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import type { PromoJudging } from '@yardwise/domain/promo/judgePromoCode';
import { serverBrand } from '../config';

/**
 * What the domain's judgePromoCode needs on the server: the codes collection, the brand, and the
 * buyer's email (buyerEmailOf the caller), as single-use codes are only for theirs.
 */
export function promoJudging(db: Firestore, now: Date, buyerEmail: string | null): PromoJudging {
  return {
    now,
    brandName: serverBrand().productName,
    buyerEmail,
    readCode: async (code) =>
      (await db.collection(COLLECTIONS.codes).doc(code).get()).data() as PromoCodeDoc | undefined,
  };
}
