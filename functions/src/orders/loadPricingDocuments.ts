import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { ProductDoc, PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { isDocumentId } from '@yardwise/domain/forms/documentId';
import { codeAsSeenBy } from '@yardwise/domain/promo/redemptionReservations';
import {
  pricingProductIds,
  type PricingDocuments,
  type PricingRequest,
} from '@yardwise/domain/checkout/priceOrder';

/**
 * Reads the package, the add-ons (with the expedited add-on a code may include) and the code an
 * order is priced from, in one round trip. Outside
 * a transaction: a catalogue edit racing a checkout prices it either way, and both are prices we sell at.
 * The code is as the buyer may use it: redemptions other buyers reserved count as used.
 */
export async function loadPricingDocuments(
  db: Firestore,
  request: PricingRequest,
  buyerUid: string,
): Promise<PricingDocuments> {
  const productIds = pricingProductIds(request);
  const productRefs = productIds.map(
    (id) => db.collection(COLLECTIONS.products).doc(id) as DocumentReference<ProductDoc>,
  );
  // Codes are document ids (upper case); a code that cannot be one (e.g. "__X__") is simply unknown.
  const codeRef = isDocumentId(request.code)
    ? (db.collection(COLLECTIONS.codes).doc(request.code) as DocumentReference<PromoCodeDoc>)
    : null;
  const snapshots = await db.getAll(...productRefs, ...(codeRef ? [codeRef] : []));
  const products: Record<string, ProductDoc | undefined> = {};
  productIds.forEach((id, index) => {
    products[id] = snapshots[index]?.data() as ProductDoc | undefined;
  });
  const codeSnapshot = codeRef ? snapshots[productIds.length] : undefined;
  const code = codeSnapshot?.data() as PromoCodeDoc | undefined;
  return { products, promoCode: code ? codeAsSeenBy(code, buyerUid) : null };
}
