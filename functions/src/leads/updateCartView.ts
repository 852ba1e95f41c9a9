import { CommandError } from '@yardwise/domain/commands/commandError';
import { updateCartViewInput } from '@yardwise/domain/checkout/cartView';
import { assertOwnCart, customerLeadOf } from '@yardwise/domain/checkout/customerLead';
import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import { buyerEmailOf } from '@yardwise/domain/promo/codeOwner';
import { appliedPromoRecord, judgePromoCode } from '@yardwise/domain/promo/judgePromoCode';
import { promoCartFromCatalog } from '@yardwise/domain/promo/promoCart';
import { callableCommand } from '../commands/callableCommand';
import { catalogProducts } from '../promo/catalogProducts';
import { promoJudging } from '../promo/promoJudging';
import { enforceRateLimit } from '../security/rateLimiter';

/**
 * The lead's cart view at customerLeads/{anonId}. Access: any visitor, for their own cart
 * (assertOwnCart); the view is priced by the server (a code shows only when it applies to it).
 */
export const updateCartView = callableCommand({
  name: 'updateCartView',
  access: 'visitor',
  input: updateCartViewInput,
  async handler({ input, caller, db, now }): Promise<{ updatedAt: string }> {
    assertOwnCart(input, caller);
    // It judges the cart's code too: it costs a call, so it is no free way to try codes.
    await enforceRateLimit(db, 'updateCartView', caller.uid, now);
    const { cart: named } = input;
    const products = await catalogProducts(db, [named.packageKey, ...named.addOnIds]);
    const priced = promoCartFromCatalog(named, products);
    if (!priced) throw new CommandError('failed-precondition', ORDER_ERRORS.unknownPackage);

    const judged = named.promotionalCode
      ? await judgePromoCode(
          named.promotionalCode,
          priced,
          promoJudging(db, now, { uid: caller.uid, email: buyerEmailOf(caller) }),
        )
      : null;
    const lead = customerLeadOf(input, caller, priced, products, appliedPromoRecord(judged), now);
    await db.collection('customerLeads').doc(input.anonId).set(lead);
    return { updatedAt: lead.updatedAt };
  },
});
