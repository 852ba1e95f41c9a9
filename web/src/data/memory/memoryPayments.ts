import {
  planFulfilment,
  redeemedPromoCodeId,
  type FulfilmentState,
} from '@yardwise/domain/checkout/fulfilmentPlan';
import { readPaymentEvent, type PaymentEvent } from '@yardwise/domain/checkout/paymentEvent';
import { createDoc, type PlannedWrite } from '@yardwise/domain/checkout/plannedWrites';
import {
  completeTestPaymentInput,
  payableStandInIntent,
  standInSucceededEvent,
  type TestPaymentResult,
} from '@yardwise/domain/checkout/testPayment';
import type { DocStore } from '@yardwise/domain/commands/docStore';
import type { CollectionName } from '@yardwise/domain/firestore/collections';
import { isDocumentId } from '@yardwise/domain/forms/documentId';
import { memoryRemoteCommand } from './memoryRemoteCommand';
import type { MemoryStore } from './memoryStore';

// The preview's test payment: it pays the caller's stand-in intent, and the account setup Stripe's
// webhook would do follows with the domain's fulfilment plan, writing what the functions write
// (order paid, yzOrderEvents, profile, project, onboard state, newPackageOrderStatuses, the promo
// code's redemption).

/**
 * Decision: the setup lands this long after the payment, as a real payment's webhook arrives after
 * the card is confirmed; so the preview shows the confirmation page's waiting state instead of
 * skipping it. Short enough not to slow anyone down, well inside the page's 10 s fallback.
 */
export const PREVIEW_SETUP_DELAY_MS = 1500;

type FulfilmentOutcome = TestPaymentResult['outcome'];

async function applyPlannedWrites(tx: DocStore, writes: readonly PlannedWrite[]): Promise<void> {
  for (const write of writes) {
    const collection: CollectionName = write.collection;
    if (write.op === 'create' && (await tx.get(collection, write.id))) {
      throw new Error(`Already exists: ${collection}/${write.id}`);
    }
    if (write.op === 'update') await tx.update(collection, write.id, write.data as never);
    else await tx.set(collection, write.id, write.data as never);
  }
}

/**
 * The buyer's documents fulfilment reads. Queries read the committed store: transactions run one
 * at a time and this one has written nothing yet, so that is what it would read.
 */
async function fulfilmentState(
  tx: DocStore,
  store: MemoryStore,
  intentId: string,
  orderId: string,
  userId: string,
  codeId: string | null,
): Promise<Omit<FulfilmentState, 'order'>> {
  return {
    orderId,
    userId,
    profile: await tx.get('profiles', userId),
    projects: store.list('projects').filter((project) => project.profileId === userId),
    onboardStateExists: store.list('onboardStates').some((state) => state.userId === userId),
    designProfiles: store.list('designProfiles').filter((profile) => profile.userId === userId),
    orderEventExists: (await tx.get('yzOrderEvents', intentId)) !== undefined,
    orderStatus: await tx.get('newPackageOrderStatuses', orderId),
    promoCode: codeId ? await tx.get('codes', codeId) : undefined,
    termsAgreement: await tx.get('termsAgreements', userId),
  };
}

/**
 * payment_intent.succeeded as processPaymentEvent handles it: the event id is claimed in the same
 * transaction as the effects, so a second delivery changes nothing.
 */
export function fulfilPayment(
  store: MemoryStore,
  event: PaymentEvent,
  now: Date,
): Promise<FulfilmentOutcome> {
  return store.transaction(async (tx) => {
    if (await tx.get('paymentEvents', event.id)) return 'duplicate';
    const claim = createDoc('paymentEvents', event.id, {
      type: event.type,
      paymentIntentId: event.intent?.id ?? '',
      created: event.created,
      processedAt: now.toISOString(),
    });
    const intent = event.intent;
    const orderId = intent?.metadata.orderId;
    const order = isDocumentId(orderId) ? await tx.get('orders', orderId) : undefined;
    const userId = order?.userId ?? intent?.metadata.userId;
    if (!intent || !isDocumentId(orderId) || !isDocumentId(userId)) {
      await applyPlannedWrites(tx, [claim]);
      return 'ignored';
    }
    const codeId = redeemedPromoCodeId(intent, order);
    const state = await fulfilmentState(tx, store, intent.id, orderId, userId, codeId);
    const plan = planFulfilment(intent, { ...state, order }, now);
    await applyPlannedWrites(tx, [claim, ...plan.writes]);
    for (const warning of plan.warnings) console.warn(`Preview payment set up: ${warning}`);
    // The preview has no staff to email: the held payment's alert is only logged.
    if (plan.staffAlert) console.warn('Preview payment held; staff alert:', plan.staffAlert.data);
    return 'processed';
  });
}

/** Marks the caller's intent paid; true when this call paid it, false when it was paid before. */
function payIntent(store: MemoryStore, id: string, uid: string) {
  return store.transaction(async (tx) => {
    const intent = await tx.get('standInPaymentIntents', id);
    const paid = payableStandInIntent(intent, uid);
    const firstPayment = intent?.status !== 'succeeded';
    if (firstPayment) await tx.update('standInPaymentIntents', id, { status: 'succeeded' });
    return { paid, firstPayment };
  });
}

/**
 * Decision: the answer comes once the payment is recorded, as Stripe confirms a card, and the setup
 * follows after PREVIEW_SETUP_DELAY_MS. 'processed' means this call paid the intent and its setup
 * is on its way; a repeated call for a paid intent is a 'duplicate' and sets up nothing again.
 */
export const memoryCompleteTestPayment = memoryRemoteCommand<
  'completeTestPayment',
  typeof completeTestPaymentInput
>({
  access: 'account',
  input: completeTestPaymentInput,
  async run({ caller, input, store, now }) {
    const { paid, firstPayment } = await payIntent(store, input.paymentIntentId, caller.uid);
    const orderId = paid.metadata.orderId ?? null;
    if (!firstPayment) return { orderId, outcome: 'duplicate' };
    const event = readPaymentEvent(standInSucceededEvent(input.paymentIntentId, paid, now));
    setTimeout(() => {
      fulfilPayment(store, event, new Date()).catch((error: unknown) =>
        console.error('The preview could not set up the paid order', error),
      );
    }, PREVIEW_SETUP_DELAY_MS);
    return { orderId, outcome: 'processed' };
  },
});
