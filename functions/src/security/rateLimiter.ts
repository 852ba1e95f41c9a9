import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import {
  decideRateLimit,
  RATE_LIMITS,
  rateLimitDocId,
  rateLimitError,
  rateLimitWindowEnd,
  type RateLimitCounter,
  type RateLimitDoc,
  type RateLimitedCommand,
} from '@yardwise/domain/security/rateLimits';

/** One user's parallel calls all read the same counter; give each conflict room to retry. */
const MAX_TRANSACTION_ATTEMPTS = 10;

/** gRPC ALREADY_EXISTS: a create() found the document there at commit. */
const ALREADY_EXISTS = 6;

function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}

/** The record that the counter has moved on from `counter`: each state is counted from once. */
function movedOnId(docId: string, counter: RateLimitCounter): string {
  return `${docId}@${counter.windowStart}#${counter.calls}`;
}

/**
 * Counts one call of a costly command for the caller, or throws the 'resource-exhausted'
 * CommandError (message and retryAfterSeconds) when the limit is reached; a refused call writes
 * nothing. Call it after the input, the caller and their ownership are checked and before the
 * external service: a counted call stays counted even if the service then fails.
 *
 * Firestore serialises the transactions, so parallel calls are counted one after another. The
 * transaction's first write is also a create() that only one call per counter state can make (the
 * counter itself, or the record of the state it moves on from), so the count stays exact on an
 * emulator that does not isolate transactions: a call that loses the race counts again.
 */
export async function enforceRateLimit(
  db: Firestore,
  command: RateLimitedCommand,
  uid: string,
  now: Date,
): Promise<void> {
  const limit = RATE_LIMITS[command];
  const docId = rateLimitDocId(command, uid);
  const counters = db.collection(COLLECTIONS.rateLimits);
  const attempt = () =>
    db.runTransaction(
      async (tx) => {
        const snapshot = await tx.get(counters.doc(docId));
        const current = snapshot.exists ? (snapshot.data() as RateLimitDoc) : undefined;
        const decision = decideRateLimit(current, limit, now);
        if (!decision.allowed) throw rateLimitError(decision.retryAfterSeconds);
        const next: RateLimitDoc = {
          ...decision.counter,
          expiresAt: rateLimitWindowEnd(decision.counter, limit),
        };
        if (!current) {
          tx.create(counters.doc(docId), next);
          return;
        }
        // Kept as long as the new counter, well past any transaction that could still read the old.
        const movedOn: RateLimitDoc = {
          windowStart: current.windowStart,
          calls: current.calls,
          expiresAt: next.expiresAt,
        };
        tx.create(counters.doc(movedOnId(docId, current)), movedOn);
        tx.set(counters.doc(docId), next);
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  // Every lost race means another call was counted, so the limit bounds the attempts.
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isAlreadyExists(error) || tries > limit.maxCalls + 1) throw error;
    }
  }
}
