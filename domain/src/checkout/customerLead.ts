import type { Caller } from '../commands/command';
import { CommandError } from '../commands/commandError';
import type { CustomerLeadDoc } from '../firestore/commerceDocuments';
import type { ProductDoc, PromoCodeDoc } from '../firestore/documents';
import type { PromoCart } from '../promo/evaluatePromoCode';
import { buildCartView, type UpdateCartViewInput } from './cartView';

// The lead record the updateCartView command keeps.

export const NOT_YOUR_CART = 'You can only update your own cart.';

/**
 * Decisions: the anonId is the caller's own uid (linking an account keeps the uid, so it stays the
 * same through signup); a userId, when sent, must be the caller's too.
 */
export function assertOwnCart(input: UpdateCartViewInput, caller: Caller): void {
  if (input.anonId !== caller.uid || (input.userId && input.userId !== caller.uid)) {
    throw new CommandError('permission-denied', NOT_YOUR_CART);
  }
}

/** The lead at customerLeads/{anonId}, its cart view priced by the server. */
export function customerLeadOf(
  input: UpdateCartViewInput,
  caller: Caller,
  priced: PromoCart,
  products: Readonly<Record<string, ProductDoc | undefined>>,
  appliedCode: PromoCodeDoc | null,
  now: Date,
): CustomerLeadDoc {
  return {
    anonId: input.anonId,
    userId: caller.isAnonymous ? null : caller.uid,
    email: input.email ?? null,
    paymentIntentId: input.paymentIntentId ?? null,
    address: input.address ?? null,
    cartView: buildCartView(input.cart, priced, products, appliedCode),
    updatedAt: now.toISOString(),
  };
}
