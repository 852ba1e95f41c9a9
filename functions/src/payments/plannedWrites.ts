import type { DocumentData, Firestore, Transaction, UpdateData } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { PlannedWrite } from '@yardwise/domain/checkout/plannedWrites';

/** Adds the planned writes to the transaction in order (the commit sends them in this order). */
export function applyWrites(db: Firestore, tx: Transaction, writes: readonly PlannedWrite[]): void {
  for (const write of writes) {
    const ref = db.collection(COLLECTIONS[write.collection]).doc(write.id);
    if (write.op === 'create') tx.create(ref, write.data);
    else if (write.op === 'set') tx.set(ref, write.data);
    else tx.update(ref, write.data as UpdateData<DocumentData>);
  }
}
