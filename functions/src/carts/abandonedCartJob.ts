import type { DocumentReference, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  ABANDONED_CART_IDLE_MS,
  ABANDONED_CART_MAX_SEND_ATTEMPTS,
  ABANDONED_CART_STALE_CLAIM_MS,
  ABANDONED_CART_TEMPLATE,
  abandonedCartEmailData,
  abandonedCartStep,
  cartCustomerOrderStatuses,
  cartEmailSpellings,
  remindedRecently,
  type CartOrder,
} from '@yardwise/domain/checkout/abandonedCart';
import type { AbandonedCartDoc } from '@yardwise/domain/firestore/commerceDocuments';
import type { Mailer } from '../adapters/sendgrid/mailer';
import { logError, logInfo } from '../logs';

/** Carts are read this many at a time, oldest first. */
export const ABANDONED_CART_BATCH_SIZE = 200;
/**
 * A run stops taking new carts after this long, well within its 5-minute timeout; the next run,
 * 15 minutes later, goes on from the oldest left. Every due cart is reached in turn, so a flood
 * of new carts cannot hold back older ones beyond the runs it takes to reach them.
 */
export const ABANDONED_CART_RUN_BUDGET_MS = 4 * 60 * 1000;

export interface AbandonedCartJobOptions {
  batchSize?: number;
  /** When the run stops taking carts (default: the run's start plus the budget). */
  deadline?: number;
}

export interface AbandonedCartJobSummary {
  sent: number;
  skipped: number;
  /** Claimed by this run but the email failed; retried once the claim is stale. */
  failed: number;
  /** Left alone: not due after all, claimed or being sent by another run, or a payment in flight. */
  left: number;
}

type Claim =
  { kind: 'claimed'; cart: AbandonedCartDoc; claimedAt: string } | { kind: 'skipped' | 'left' };

/**
 * Decides in one transaction what to do with the cart and records it: SKIPPED for a visitor with a
 * paid order (their own, or another account's under the cart's email) or an address reminded in
 * the last week (remindedRecently), CLAIMED (with claimedAt)
 * for a cart to email. Two overlapping runs both read the cart; only one commits the claim, the
 * other retries, sees CLAIMED and leaves it.
 */
async function claimCart(db: Firestore, ref: DocumentReference, now: Date): Promise<Claim> {
  const orders = db.collection('orders');
  return db.runTransaction(async (tx) => {
    const cart = (await tx.get(ref)).data() as AbandonedCartDoc | undefined;
    if (!cart) return { kind: 'left' };
    const lookups = [
      orders.where('userId', '==', ref.id),
      ...cartEmailSpellings(cart.email).map((email) => orders.where('email', '==', email)),
    ];
    // By id: an order of the cart's own user under the cart's email is found twice.
    const cartOrders = new Map<string, CartOrder>();
    for (const snapshot of await Promise.all(lookups.map((query) => tx.get(query)))) {
      for (const doc of snapshot.docs) cartOrders.set(doc.id, doc.data() as CartOrder);
    }
    const step = abandonedCartStep(
      cart,
      cartCustomerOrderStatuses(cart, [...cartOrders.values()]),
      now,
    );
    if (step === 'skip') {
      tx.update(ref, { emailState: 'SKIPPED' });
      return { kind: 'skipped' };
    }
    if (step !== 'claim') return { kind: 'left' };
    // One reminder a week per address, however many carts name it.
    const reminded = await Promise.all(
      cartEmailSpellings(cart.email).map((email) =>
        tx.get(db.collection('abandonedCarts').where('email', '==', email)),
      ),
    );
    const sentAts = reminded.flatMap((snapshot) =>
      snapshot.docs.map((doc) => (doc.data() as AbandonedCartDoc).sentAt),
    );
    if (remindedRecently(sentAts, now)) {
      tx.update(ref, { emailState: 'SKIPPED' });
      return { kind: 'skipped' };
    }
    const claimedAt = now.toISOString();
    tx.update(ref, { emailState: 'CLAIMED', claimedAt });
    return { kind: 'claimed', cart, claimedAt };
  });
}

/** Gives the cart up (SKIPPED), only while it still holds this run's claim. */
async function giveUp(db: Firestore, ref: DocumentReference, claimedAt: string) {
  await db.runTransaction(async (tx) => {
    const cart = (await tx.get(ref)).data() as AbandonedCartDoc | undefined;
    if (cart?.emailState === 'CLAIMED' && cart.claimedAt === claimedAt) {
      tx.update(ref, { emailState: 'SKIPPED' });
    }
  });
}

/**
 * Marks the cart SENT (only while it still holds this run's claim) and flags the user's design
 * profiles with abandonedCartEmailSent, in one transaction.
 */
async function markSent(db: Firestore, ref: DocumentReference, claimedAt: string, now: Date) {
  const profiles = db.collection('designProfiles').where('userId', '==', ref.id);
  await db.runTransaction(async (tx) => {
    const cart = (await tx.get(ref)).data() as AbandonedCartDoc | undefined;
    const profileDocs = (await tx.get(profiles)).docs;
    if (cart?.emailState === 'CLAIMED' && cart.claimedAt === claimedAt) {
      tx.update(ref, { emailState: 'SENT', sentAt: now.toISOString() });
    }
    for (const profile of profileDocs) tx.update(profile.ref, { abandonedCartEmailSent: true });
  });
}

/**
 * The carts that may be due, a batch at a time: stale claims, then idle PENDING carts, each oldest
 * first and read on from the last one (a cart left as it was is not read again).
 */
async function* candidateCarts(
  db: Firestore,
  now: Date,
  batchSize: number,
): AsyncGenerator<DocumentReference> {
  const carts = db.collection('abandonedCarts');
  const idleBefore = new Date(now.getTime() - ABANDONED_CART_IDLE_MS).toISOString();
  const staleBefore = new Date(now.getTime() - ABANDONED_CART_STALE_CLAIM_MS).toISOString();
  const queries = [
    carts
      .where('emailState', '==', 'CLAIMED')
      .where('claimedAt', '<=', staleBefore)
      .orderBy('claimedAt'),
    carts
      .where('emailState', '==', 'PENDING')
      .where('updatedAt', '<=', idleBefore)
      .orderBy('updatedAt'),
  ];
  for (const query of queries) {
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await (after ? query.startAfter(after) : query).limit(batchSize).get();
      for (const doc of page.docs) yield doc.ref;
      if (page.docs.length < batchSize) break;
      after = page.docs[page.docs.length - 1];
    }
  }
}

/**
 * The abandoned-cart job: every due cart gets one email. Idempotent per cart: the claim
 * transaction lets one run send; the outbox id `abandoned-cart-{uid}` is created by exactly one
 * sender (so two runs never both send, even on an emulator that does not isolate transactions)
 * and lets a retried claim find the email already SENT instead of sending it again.
 * Decision: after ABANDONED_CART_MAX_SEND_ATTEMPTS failed sends the cart is SKIPPED; the outbox
 * keeps the error.
 */
export async function runAbandonedCartJob(
  db: Firestore,
  now: Date,
  mailer: Mailer,
  {
    batchSize = ABANDONED_CART_BATCH_SIZE,
    deadline = Date.now() + ABANDONED_CART_RUN_BUDGET_MS,
  }: AbandonedCartJobOptions = {},
): Promise<AbandonedCartJobSummary> {
  const summary: AbandonedCartJobSummary = { sent: 0, skipped: 0, failed: 0, left: 0 };
  for await (const ref of candidateCarts(db, now, batchSize)) {
    if (Date.now() >= deadline) break;
    const claim = await claimCart(db, ref, now);
    if (claim.kind !== 'claimed') {
      summary[claim.kind === 'skipped' ? 'skipped' : 'left'] += 1;
      continue;
    }
    const result = await mailer.send(
      {
        to: claim.cart.email,
        template: ABANDONED_CART_TEMPLATE,
        data: abandonedCartEmailData(claim.cart),
      },
      { id: `${ABANDONED_CART_TEMPLATE}-${ref.id}` },
    );
    if (result.state === 'SENT' || result.state === 'LOCAL_ONLY') {
      await markSent(db, ref, claim.claimedAt, now);
      summary.sent += 1;
    } else if (result.state === 'ERROR' && result.attempts >= ABANDONED_CART_MAX_SEND_ATTEMPTS) {
      logError('Giving up on an abandoned-cart email after repeated failures', {
        uid: ref.id,
        outboxId: result.outboxId,
        attempts: result.attempts,
      });
      await giveUp(db, ref, claim.claimedAt);
      summary.failed += 1;
    } else if (result.state === 'PENDING') {
      // Another run is sending this very email; it marks the cart.
      summary.left += 1;
    } else {
      // ERROR below the limit: the claim stays and goes stale, so a later run retries it.
      summary.failed += 1;
    }
  }
  logInfo('Abandoned-cart job finished', { counts: { ...summary } });
  return summary;
}
