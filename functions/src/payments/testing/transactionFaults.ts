import { vi } from 'vitest';
import { Transaction, type DocumentReference } from 'firebase-admin/firestore';

type WriteOp = 'create' | 'set' | 'update';

export interface WriteFault {
  /** The top-level collection whose write fails. */
  collection: string;
  /** Only writes of this kind fail (default: any). */
  op?: WriteOp;
  /** Only writes whose data passes this test fail (default: any). */
  when?: (data: Record<string, unknown>) => boolean;
  /** How many matching writes fail before writes succeed again (default 1). */
  times?: number;
}

/**
 * Makes a transaction's write to `collection` throw, as a failure while the work is under way
 * would (a crash, a rejected value, a timeout). The transaction then commits nothing and its
 * runTransaction rejects. Returns how many writes failed so far.
 */
export function failTransactionWrites(fault: WriteFault): { failures: () => number } {
  let left = fault.times ?? 1;
  let failures = 0;
  for (const op of ['create', 'set', 'update'] as const) {
    if (fault.op && fault.op !== op) continue;
    const original = Transaction.prototype[op] as (...args: unknown[]) => Transaction;
    vi.spyOn(Transaction.prototype, op).mockImplementation(function (
      this: Transaction,
      ...args: unknown[]
    ) {
      const ref = args[0] as DocumentReference;
      const data = (args[1] ?? {}) as Record<string, unknown>;
      const matches = ref.path.split('/')[0] === fault.collection && (fault.when?.(data) ?? true);
      if (matches && left > 0) {
        left -= 1;
        failures += 1;
        throw new Error(`injected failure writing ${ref.path}`);
      }
      return original.apply(this, args);
    } as never);
  }
  return { failures: () => failures };
}

type Commit = (this: Transaction) => Promise<void>;

/**
 * The next commit reaches Firestore, then its answer is lost (a timeout, a dropped connection):
 * the caller sees `error` although everything was written. A retryable code (e.g. 4,
 * DEADLINE_EXCEEDED) makes the client library run the transaction again, as it does in production.
 */
export function loseNextCommitAnswer(error: Error & { code?: number }): void {
  // commit() is internal to the client library, but it is where a real lost answer happens.
  const prototype = Transaction.prototype as unknown as { commit: Commit };
  const original = prototype.commit;
  let done = false;
  vi.spyOn(prototype, 'commit').mockImplementation(async function (this: Transaction) {
    await original.call(this);
    if (done) return;
    done = true;
    throw error;
  });
}
