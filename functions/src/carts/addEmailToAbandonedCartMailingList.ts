import {
  abandonedCartAfterUpdate,
  addEmailToAbandonedCartInput,
} from '@yardwise/domain/checkout/abandonedCart';
import type { AbandonedCartDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { callableCommand } from '../commands/callableCommand';

/**
 * The checkout reports a cart once email, sku, first and last name are all known.
 * The cart is kept at abandonedCarts/{uid}, one per visitor; the scheduled job emails it once
 * it has been idle long enough. Access: any visitor (the checkout runs anonymously until the
 * account step). Decision: an incomplete call is invalid-argument (the client never sends one).
 */
export const addEmailToAbandonedCartMailingList = callableCommand({
  name: 'addEmailToAbandonedCartMailingList',
  access: 'visitor',
  input: addEmailToAbandonedCartInput,
  async handler({
    input,
    caller,
    db,
    now,
  }): Promise<{ emailState: AbandonedCartDoc['emailState'] }> {
    const ref = db.collection('abandonedCarts').doc(caller.uid);
    return db.runTransaction(async (tx) => {
      const existing = (await tx.get(ref)).data() as AbandonedCartDoc | undefined;
      const cart = abandonedCartAfterUpdate(existing, input, caller.uid, now);
      tx.set(ref, cart);
      return { emailState: cart.emailState };
    });
  },
});
