import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import type { PromoJudging } from '@yardwise/domain/promo/judgePromoCode';
import { codeAsSeenBy } from '@yardwise/domain/promo/redemptionReservations';
import { serverBrand } from '../config';

/**
 * What the domain's judgePromoCode needs on the server: the codes collection, the brand, and the
 * buyer (uid, and email as buyerEmailOf gives it), as single-use codes are only for their email.
 */
export function promoJudging(
  db: Firestore,
  now: Date,
  buyer: { uid: string; email: string | null },
): PromoJudging {
  return {
    now,
    brandName: serverBrand().productName,
    buyerEmail: buyer.email,
    readCode: async (code) => {
      const record = (await db.collection(COLLECTIONS.codes).doc(code).get()).data() as
        PromoCodeDoc | undefined;
      // Redemptions other buyers reserved are not this buyer's to take, as createOrder prices it.
      return record ? codeAsSeenBy(record, buyer.uid) : undefined;
    },
  };
}
