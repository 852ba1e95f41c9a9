import {
  abandonedCartAfterUpdate,
  addEmailToAbandonedCartInput,
} from '@yardwise/domain/checkout/abandonedCart';
import type { AbandonedCartDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { callableCommand } from '../commands/callableCommand';
import { RECAPTCHA_SECRET_KEY } from '../config';
import { verifyOrderRecaptcha } from '../orders/orderRecaptcha';
import { emailKey } from '../security/emailKey';
import { enforceRateLimit } from '../security/rateLimiter';

/**
 * The checkout reports a cart once email, sku, first and last name are all known.
 * The cart is kept at abandonedCarts/{uid}, one per visitor; the scheduled job emails it once
 * it has been idle long enough. Access: any visitor (the checkout runs anonymously until the
 * account step), with the checkout's reCAPTCHA token and within a per-visitor and a per-address
 * limit, since the reminder goes to whatever address was typed. Decision: an incomplete call is
 * invalid-argument (the client never sends one).
 */
export const addEmailToAbandonedCartMailingList = callableCommand({
  name: 'addEmailToAbandonedCartMailingList',
  access: 'visitor',
  input: addEmailToAbandonedCartInput,
  options: { secrets: [RECAPTCHA_SECRET_KEY] },
  async handler({
    input,
    caller,
    db,
    now,
  }): Promise<{ emailState: AbandonedCartDoc['emailState'] }> {
    await verifyOrderRecaptcha(input.recaptchaToken, caller.uid);
    await enforceRateLimit(db, 'addEmailToAbandonedCartMailingList', caller.uid, now);
    await enforceRateLimit(db, 'abandonedCartPerAddress', emailKey(input.email), now);
    const { recaptchaToken: _token, ...contact } = input;
    const ref = db.collection('abandonedCarts').doc(caller.uid);
    return db.runTransaction(async (tx) => {
      const existing = (await tx.get(ref)).data() as AbandonedCartDoc | undefined;
      const cart = abandonedCartAfterUpdate(existing, contact, caller.uid, now);
      tx.set(ref, cart);
      return { emailState: cart.emailState };
    });
  },
});
