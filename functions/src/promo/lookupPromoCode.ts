import { CommandError } from '@yardwise/domain/commands/commandError';
import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import { buyerEmailOf } from '@yardwise/domain/promo/codeOwner';
import { promoLookupCommandInput } from '@yardwise/domain/promo/lookupInput';
import { judgePromoCode, lookupPromoCodeResult } from '@yardwise/domain/promo/judgePromoCode';
import { promoCartFromCatalog } from '@yardwise/domain/promo/promoCart';
import type { LookupPromoCodeResult } from '@yardwise/domain/promo/publicPromoCode';
import { callableCommand } from '../commands/callableCommand';
import { enforceRateLimit } from '../security/rateLimiter';
import { catalogProducts } from './catalogProducts';
import { promoJudging } from './promoJudging';

/**
 * The code record (upper-cased, trimmed; the fields the checkout needs, never counters or the
 * email) and how it applies to the cart, priced from the catalog. A missing code, or a single-use
 * code issued to another email than the caller's, answers { code: null } with
 * PROMO_MESSAGES.invalid; a cart the checkout shows no promo box for (gift card, additional
 * revision) takes no code, and the message says why.
 * Access: any visitor (the checkout signs visitors in anonymously). Rate-limited per user
 * (RATE_LIMITS), so codes cannot be guessed by trying many.
 */
export const lookupPromoCode = callableCommand({
  name: 'lookupPromoCode',
  access: 'visitor',
  input: promoLookupCommandInput,
  async handler({ caller, input, db, now }): Promise<LookupPromoCodeResult> {
    const products = await catalogProducts(db, [input.packageKey, ...input.addOnIds]);
    const cart = promoCartFromCatalog(input, products);
    if (!cart) throw new CommandError('failed-precondition', ORDER_ERRORS.unknownPackage);
    await enforceRateLimit(db, 'lookupPromoCode', caller.uid, now);

    // Judged for the caller's account email, as createOrder judges it for the order's (the same).
    const judging = promoJudging(db, now, { uid: caller.uid, email: buyerEmailOf(caller) });
    const judged = await judgePromoCode(input.code, cart, judging);
    return lookupPromoCodeResult(judged, now);
  },
});
