import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import type { PromoJudging } from '@yardwise/domain/promo/judgePromoCode';
import { serverBrand } from '../config';

/** What the domain's judgePromoCode needs on the server: the codes collection and the brand. */
export function promoJudging(db: Firestore, now: Date): PromoJudging {
  return {
    now,
    brandName: serverBrand().productName,
    readCode: async (code) =>
      (await db.collection(COLLECTIONS.codes).doc(code).get()).data() as PromoCodeDoc | undefined,
  };
}
