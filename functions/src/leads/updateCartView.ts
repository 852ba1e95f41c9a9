import { CommandError } from '@yardwise/domain/commands/commandError';
import { buildCartView, updateCartViewInput } from '@yardwise/domain/checkout/cartView';
import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import type { CustomerLeadDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { promoCartFromCatalog } from '@yardwise/domain/promo/promoCart';
import { callableCommand } from '../commands/callableCommand';
import { catalogProducts } from '../promo/catalogProducts';
import { judgePromoCode } from '../promo/judgePromoCode';

const NOT_YOUR_CART = 'You can only update your own cart.';

/**
 * checkout §7 PUT /customer-leads/{anonId}/cart: the lead's cart view at customerLeads/{anonId}.
 * Access: any visitor. Decisions: the anonId is the caller's own uid (linking an account keeps the
 * uid, so it stays the same through signup); a userId, when sent, must be the caller's too; the
 * view is priced by the server (a code shows only when it applies to the cart).
 */
export const updateCartView = callableCommand({
  name: 'updateCartView',
  access: 'visitor',
  input: updateCartViewInput,
  async handler({ input, caller, db, now }): Promise<{ updatedAt: string }> {
    if (input.anonId !== caller.uid || (input.userId && input.userId !== caller.uid)) {
      throw new CommandError('permission-denied', NOT_YOUR_CART);
    }
    const { cart: named } = input;
    const products = await catalogProducts(db, [named.packageKey, ...named.addOnIds]);
    const priced = promoCartFromCatalog(named, products);
    if (!priced) throw new CommandError('failed-precondition', ORDER_ERRORS.unknownPackage);

    const judged =
      named.promotionalCode && (await judgePromoCode(db, named.promotionalCode, priced, now));
    const applied = judged && judged.evaluation.kind === 'applied' ? judged.record! : null;

    const lead: CustomerLeadDoc = {
      anonId: input.anonId,
      userId: caller.isAnonymous ? null : caller.uid,
      email: input.email ?? null,
      paymentIntentId: input.paymentIntentId ?? null,
      address: input.address ?? null,
      cartView: buildCartView(named, priced, products, applied),
      updatedAt: now.toISOString(),
    };
    await db.collection('customerLeads').doc(input.anonId).set(lead);
    return { updatedAt: lead.updatedAt };
  },
});
