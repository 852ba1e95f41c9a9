import { vi } from 'vitest';
import { Firestore } from 'firebase-admin/firestore';

/**
 * Runs transactions one after another. The in-process emulator has no transaction isolation (its
 * reads take no locks and its commits apply blindly), so two overlapping transactions there can
 * lose an update that real Firestore would have serialised by retrying one of them. This lock
 * gives the emulator Firestore's serialisable outcome, so a test can deliver events concurrently
 * and in any order and check our ordering and duplicate rules, not the emulator's missing locks.
 * Duplicate claims without this lock are covered separately (the claim's create precondition).
 */
export function serializeTransactions() {
  const original = Firestore.prototype.runTransaction;
  let queue: Promise<unknown> = Promise.resolve();
  return vi.spyOn(Firestore.prototype, 'runTransaction').mockImplementation(function (
    this: Firestore,
    ...args: Parameters<Firestore['runTransaction']>
  ) {
    const run = queue.then(() => original.apply(this, args));
    queue = run.catch(() => undefined);
    return run;
  } as Firestore['runTransaction']);
}
