import { CommandError } from '@yardwise/domain/commands/commandError';
import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import { promoLookupCommandInput } from '@yardwise/domain/promo/lookupInput';
import { judgePromoCode, lookupPromoCodeResult } from '@yardwise/domain/promo/judgePromoCode';
import { promoCartFromCatalog } from '@yardwise/domain/promo/promoCart';
import type { LookupPromoCodeResult } from '@yardwise/domain/promo/publicPromoCode';
import { callableCommand } from '../commands/callableCommand';
import { enforceRateLimit } from '../security/rateLimiter';
import { catalogProducts } from './catalogProducts';
import { promoJudging } from './promoJudging';

/**
 * checkout §4, §7 GET /promotional-codes/{code}: the code record (upper-cased, trimmed; the
 * fields the checkout needs, never counters or the email) and how it applies to the cart, priced
 * from the catalog. A missing code answers { code: null } with the spec's "not valid" message.
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

    const judged = await judgePromoCode(input.code, cart, promoJudging(db, now));
    return lookupPromoCodeResult(judged, now);
  },
});
