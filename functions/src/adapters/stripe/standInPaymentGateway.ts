import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { compactMetadata } from '@yardwise/domain/checkout/paymentIntentMetadata';
import {
  STAND_IN_INTENT_ID_PREFIX,
  standInClientSecret,
} from '@yardwise/domain/checkout/testPayment';
import {
  assertChargeableAmount,
  PaymentGatewayError,
  type CreatePaymentIntentRequest,
  type PaymentGateway,
  type PaymentIntentSummary,
  type UpdatePaymentIntentRequest,
} from './paymentGateway';

// LOCAL STAND-IN for Stripe, used when STRIPE_SECRET_KEY is not configured: PaymentIntents are
// documents in `standInPaymentIntents`, no card is ever charged, and the checkout shows a labelled
// "test payment" button instead of the Payment Element. It keeps Stripe's rules that our code
// relies on (minimum amount, idempotency keys, metadata merging, no change once paid), so a bug
// against them shows up locally and in tests rather than in production.

/** Key → intent records live beside the intents: standInPaymentIntents/idempotencyKeys/keys/{hash}. */
const KEY_RECORDS_DOC = 'idempotencyKeys';
const KEY_RECORDS_COLLECTION = 'keys';

interface IdempotencyKeyRecord {
  paymentIntentId: string;
  /** What was asked the first time; the same key with other parameters is refused, as Stripe does. */
  requestHash: string;
  createdAt: string;
}

/** Statuses in which Stripe lets the amount change. */
const UPDATABLE_STATUSES: readonly string[] = ['requires_payment_method'];

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function requestHash(operation: string, parameters: unknown): string {
  return sha256(JSON.stringify([operation, parameters]));
}

/**
 * Runs a request again when a concurrent request with the same key wrote its key record first
 * (ALREADY_EXISTS from the record's create): the second run finds the record and answers from it.
 * Create preconditions hold on every emulator, so this does not lean on transaction isolation.
 */
async function onceMoreIfRaced<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 6) throw error; // gRPC ALREADY_EXISTS
    return request();
  }
}

/**
 * The intent id of a create key: as random-looking as Stripe's, but the same for every request
 * with that key, so two racing creates write one document (the second create fails its
 * precondition and retries) instead of leaning on transaction isolation.
 */
function intentIdFor(idempotencyKey: string): string {
  return STAND_IN_INTENT_ID_PREFIX + sha256(`create:${idempotencyKey}`).slice(0, 24);
}

function summaryOf(id: string, doc: StandInPaymentIntentDoc): PaymentIntentSummary {
  return {
    id,
    clientSecret: doc.clientSecret,
    amount: doc.amount,
    status: doc.status,
    metadata: compactMetadata(doc.metadata),
  };
}

/** Tests only: forgets every idempotency key, as clearFirestore leaves subcollections alone. */
export async function clearStandInKeyRecords(db: Firestore): Promise<void> {
  const records = await db
    .collection(COLLECTIONS.standInPaymentIntents)
    .doc(KEY_RECORDS_DOC)
    .collection(KEY_RECORDS_COLLECTION)
    .get();
  if (records.empty) return;
  const batch = db.batch();
  for (const record of records.docs) batch.delete(record.ref);
  await batch.commit();
}

export function standInPaymentGateway(db: Firestore, clock = () => new Date()): PaymentGateway {
  const intents = db.collection(COLLECTIONS.standInPaymentIntents);
  const intentRef = (id: string) => intents.doc(id) as DocumentReference<StandInPaymentIntentDoc>;
  const keyRef = (key: string) =>
    intents
      .doc(KEY_RECORDS_DOC)
      .collection(KEY_RECORDS_COLLECTION)
      .doc(sha256(key)) as DocumentReference<IdempotencyKeyRecord>;

  /** The key's record, refusing a key first used with other parameters. */
  async function readKey(tx: Transaction, key: string, hash: string) {
    const record = (await tx.get(keyRef(key))).data();
    if (record && record.requestHash !== hash) {
      throw new PaymentGatewayError(
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    return record;
  }

  /** The intent, read in the transaction when there is one; a missing intent is Stripe's 404. */
  async function readIntent(id: string, tx?: Transaction) {
    // Only stand-in ids name intents; anything else (e.g. the key records' parent) is missing.
    const ref = intentRef(id);
    const doc = id.startsWith(STAND_IN_INTENT_ID_PREFIX)
      ? (await (tx ? tx.get(ref) : ref.get())).data()
      : undefined;
    if (!doc) throw new PaymentGatewayError('resource_missing', `No such payment_intent: '${id}'`);
    return doc;
  }

  return {
    kind: 'stand-in',

    async createPaymentIntent(request: CreatePaymentIntentRequest) {
      assertChargeableAmount(request.amount);
      const metadata = compactMetadata(request.metadata);
      const hash = requestHash('create', [request.amount, metadata, request.receiptEmail]);
      return onceMoreIfRaced(() =>
        db.runTransaction(async (tx) => {
          await readKey(tx, request.idempotencyKey, hash);
          const id = intentIdFor(request.idempotencyKey);
          const existing = (await tx.get(intentRef(id))).data();
          if (existing) return summaryOf(id, existing);
          // No intent yet, or it was deleted (a test cleared the collection): (re)create it.
          const createdAt = clock().toISOString();
          const doc: StandInPaymentIntentDoc = {
            amount: request.amount,
            currency: 'usd',
            status: 'requires_payment_method',
            clientSecret: standInClientSecret(id),
            metadata,
            createdAt,
          };
          tx.create(intentRef(id), doc);
          const keyRecord = { paymentIntentId: id, requestHash: hash, createdAt };
          tx.set(keyRef(request.idempotencyKey), keyRecord);
          return summaryOf(id, doc);
        }),
      );
    },

    async updatePaymentIntent(id: string, request: UpdatePaymentIntentRequest, key: string) {
      const hash = requestHash('update', [id, request.amount, request.metadata]);
      return onceMoreIfRaced(() =>
        db.runTransaction(async (tx) => {
          const record = await readKey(tx, key, hash);
          const doc = await readIntent(id, tx);
          // Decision: a replayed key answers with the intent as it is now and changes nothing, as
          // Stripe replays its first answer instead of applying the request again.
          if (record) return summaryOf(id, doc);
          if (!UPDATABLE_STATUSES.includes(doc.status)) {
            throw new PaymentGatewayError(
              'payment_intent_unexpected_state',
              `This PaymentIntent's amount could not be updated because it has a status of ${doc.status}.`,
            );
          }
          assertChargeableAmount(request.amount);
          const updated: StandInPaymentIntentDoc = {
            ...doc,
            amount: request.amount,
            metadata: compactMetadata({ ...doc.metadata, ...request.metadata }),
          };
          tx.set(intentRef(id), updated);
          tx.create(keyRef(key), {
            paymentIntentId: id,
            requestHash: hash,
            createdAt: clock().toISOString(),
          });
          return summaryOf(id, updated);
        }),
      );
    },

    async retrievePaymentIntent(id: string) {
      return summaryOf(id, await readIntent(id));
    },

    async cancelPaymentIntent(id: string, key: string) {
      const hash = requestHash('cancel', [id]);
      return onceMoreIfRaced(() =>
        db.runTransaction(async (tx) => {
          const record = await readKey(tx, key, hash);
          const doc = await readIntent(id, tx);
          if (record) return summaryOf(id, doc);
          // Stripe cancels only an intent not yet paying: never one processing, paid or canceled.
          if (!UPDATABLE_STATUSES.includes(doc.status)) {
            throw new PaymentGatewayError(
              'payment_intent_unexpected_state',
              `You cannot cancel this PaymentIntent because it has a status of ${doc.status}.`,
            );
          }
          const canceled: StandInPaymentIntentDoc = { ...doc, status: 'canceled' };
          tx.set(intentRef(id), canceled);
          tx.create(keyRef(key), {
            paymentIntentId: id,
            requestHash: hash,
            createdAt: clock().toISOString(),
          });
          return summaryOf(id, canceled);
        }),
      );
    },
  };
}
