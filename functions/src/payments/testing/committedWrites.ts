import { vi } from 'vitest';
import { Firestore, type DocumentReference, type Transaction } from 'firebase-admin/firestore';

/** One document write of a transaction that committed. */
export interface CommittedWrite {
  op: 'create' | 'set' | 'update' | 'delete';
  /** collection/id, as DocumentReference.path. */
  path: string;
}

const WRITE_OPS: readonly string[] = ['create', 'set', 'update', 'delete'];

/** The transaction, with every write it is given noted in `log` once the write was accepted. */
function recordingTransaction(tx: Transaction, log: CommittedWrite[]): Transaction {
  return new Proxy(tx, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (typeof property === 'string' && WRITE_OPS.includes(property)) {
        return (ref: DocumentReference, ...rest: unknown[]) => {
          value.call(target, ref, ...rest);
          log.push({ op: property as CommittedWrite['op'], path: ref.path });
          return receiver;
        };
      }
      return value.bind(target);
    },
  });
}

/**
 * Records the writes of every transaction that commits (only the attempt that committed counts,
 * not the ones Firestore retried or the ones that failed), so a test can say "this document was
 * written exactly once" however many deliveries raced.
 */
export function recordCommittedWrites() {
  const original = Firestore.prototype.runTransaction;
  const committed: CommittedWrite[] = [];
  vi.spyOn(Firestore.prototype, 'runTransaction').mockImplementation(async function (
    this: Firestore,
    updateFunction: (tx: Transaction) => Promise<unknown>,
    transactionOptions?: Parameters<Firestore['runTransaction']>[1],
  ) {
    let attempt: CommittedWrite[] = [];
    const result = await original.call(
      this,
      (tx) => {
        attempt = [];
        return updateFunction(recordingTransaction(tx, attempt));
      },
      transactionOptions,
    );
    committed.push(...attempt);
    return result;
  } as Firestore['runTransaction']);

  return {
    committed,
    /** How many committed writes each document got, for the collections named (default: all). */
    countsByPath(collections?: readonly string[]): Record<string, number> {
      const counts: Record<string, number> = {};
      for (const write of committed) {
        const collection = write.path.split('/')[0]!;
        if (collections && !collections.includes(collection)) continue;
        counts[write.path] = (counts[write.path] ?? 0) + 1;
      }
      return counts;
    },
  };
}
