import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { PricingDocuments } from '@yardwise/domain/checkout/priceOrder';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { isDocumentId } from '@yardwise/domain/forms/documentId';
import {
  redemptionLimit,
  releaseRedemption,
  reserveRedemption,
} from '@yardwise/domain/promo/redemptionReservations';
import { logWarning } from '../logs';

// The redemption reservations of limited codes (domain/promo/redemptionReservations.ts), moved in
// the same transaction that gives an order its code or takes it away, so a code is never on more
// open or paid orders than it has redemptions. Real Firestore serialises two transactions that
// read the same code document: the second one sees the first one's reservation.

/** Another buyer reserved the last free redemption after the code was read for pricing. */
export class RedemptionsTakenError extends Error {
  constructor(code: string) {
    super(`No free redemption of ${code} is left`);
    this.name = 'RedemptionsTakenError';
  }
}

/** The pricing documents with the code seen as fully redeemed, to price the order without it. */
export function withoutFreeRedemptions(documents: PricingDocuments): PricingDocuments {
  const code = documents.promoCode;
  const limit = code ? redemptionLimit(code) : null;
  if (!code || limit === null) return documents;
  return { ...documents, promoCode: { ...code, timesRedeemed: limit } };
}

function codeRef(db: Firestore, code: string | null): DocumentReference<PromoCodeDoc> | null {
  return isDocumentId(code)
    ? (db.collection(COLLECTIONS.codes).doc(code) as DocumentReference<PromoCodeDoc>)
    : null;
}

export interface CodeChange {
  uid: string;
  /** The order's code before the change and after it (null: none). */
  from: string | null;
  to: string | null;
}

/**
 * Reads what the buyer's change of code needs and returns the writes to make once the
 * transaction's other reads are done (Firestore transactions read before they write). Throws
 * RedemptionsTakenError, writing nothing, when `to` has no free redemption for the buyer.
 * `force` keeps a reservation even past the limit: for putting back a code the PaymentIntent
 * still charges, which the buyer may pay.
 */
export async function readCodeChange(
  db: Firestore,
  tx: Transaction,
  { uid, from, to }: CodeChange,
  now: Date,
  force = false,
): Promise<() => void> {
  const fromRef = from === to ? null : codeRef(db, from);
  const toRef = codeRef(db, to);
  const [fromCode, toCode] = await Promise.all(
    [fromRef, toRef].map(async (ref) => (ref ? (await tx.get(ref)).data() : undefined)),
  );
  const released = fromCode ? releaseRedemption(fromCode, uid) : null;
  const step = toCode ? reserveRedemption(toCode, uid, now) : ({ kind: 'none' } as const);
  let reservedBy: Record<string, string> | null = step.kind === 'reserve' ? step.reservedBy : null;
  if (step.kind === 'full') {
    if (!force) throw new RedemptionsTakenError(to ?? '');
    reservedBy = { ...toCode!.reservedBy, [uid]: now.toISOString() };
    logWarning('A code was put back on an order past its redemption limit', { uid, code: to });
  }
  return () => {
    if (fromRef && released) tx.update(fromRef, { reservedBy: released });
    if (toRef && reservedBy) tx.update(toRef, { reservedBy });
  };
}
