import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { trackingEmail } from '@yardwise/domain/funnel/email';
import { buyerEmailOf } from '@yardwise/domain/promo/codeOwner';
import { judgePromoCode, lookupPromoCodeResult } from '@yardwise/domain/promo/judgePromoCode';
import { promoLookupCommandInput } from '@yardwise/domain/promo/lookupInput';
import { promoCartFromCatalog } from '@yardwise/domain/promo/promoCart';
import { requestSingleUsePromoInput } from '@yardwise/domain/promo/schemas';
import {
  SINGLE_USE_CODE_RANDOM_LENGTH,
  singleUseCodeFrom,
  singleUsePromoRecord,
} from '@yardwise/domain/promo/singleUseCode';
import { mayClaimSingleUsePromo, promoCookie } from '@yardwise/domain/promo/singleUsePromo';
import type { DocStore } from '@yardwise/domain/commands/docStore';
import { takeRateLimitToken } from '@yardwise/domain/security/takeRateLimitToken';
import { brand } from '@web/ui/brand';
import { catalogProducts } from './memoryCatalog';
import { memoryRemoteCommand } from './memoryRemoteCommand';

// The preview's promo commands: the seeded codes judged with the domain's rules, as the functions
// judge the codes collection.

/** Promo lookup: the code's public fields and how it applies to the named cart. */
export const memoryLookupPromoCode = memoryRemoteCommand<
  'lookupPromoCode',
  typeof promoLookupCommandInput
>({
  access: 'visitor',
  input: promoLookupCommandInput,
  run: ({ caller, input, store, now }) =>
    store.transaction(async (tx) => {
      const products = await catalogProducts(tx, [input.packageKey, ...input.addOnIds]);
      const cart = promoCartFromCatalog(input, products);
      if (!cart) throw new CommandError('failed-precondition', ORDER_ERRORS.unknownPackage);
      await takeRateLimitToken(tx, 'lookupPromoCode', caller.uid, now);
      // For the caller's account email, as the order is judged for the order's (the same).
      const judged = await judgePromoCode(input.code, cart, {
        now,
        brandName: brand.productName,
        buyerEmail: buyerEmailOf(caller),
        readCode: (code) => tx.get('codes', code),
      });
      return lookupPromoCodeResult(judged, now);
    }),
});

/** A fresh random code is tried this often, as in the functions (a clash is ~1 in 10^12). */
const CODE_ATTEMPTS = 5;

async function freeCode(tx: DocStore): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = singleUseCodeFrom(
      crypto.getRandomValues(new Uint8Array(SINGLE_USE_CODE_RANDOM_LENGTH)),
    );
    if (!(await tx.get('codes', code))) return code;
  }
  throw new Error('No free single-use promo code was found');
}

/**
 * Single-use promo: one code per email and per caller, only for the caller's own address (account
 * or design-profile email) and within the same per-caller and per-email limits as the function.
 * Decisions for the preview: the seen-record and the per-email counter are keyed by the email
 * itself (the functions key them by its SHA-256 so the server keeps no address in a key; the
 * preview's store never leaves the tab), and the hand-off to the email-marketing system is only
 * recorded (LOCAL_STAND_IN), as the functions' stand-in does.
 */
export const memoryRequestSingleUsePromo = memoryRemoteCommand<
  'requestSingleUsePromo',
  typeof requestSingleUsePromoInput
>({
  access: 'visitor',
  input: requestSingleUsePromoInput,
  run: async ({ caller, input, store, now }) => {
    const email = trackingEmail(input.email);
    // As the function: each limit is counted in a transaction of its own, the caller's first.
    await store.transaction((tx) =>
      takeRateLimitToken(tx, 'requestSingleUsePromo', caller.uid, now),
    );
    const claimed = await store.transaction(async (tx) => {
      if (!mayClaimSingleUsePromo(email, caller)) return false;
      await takeRateLimitToken(tx, 'requestSingleUsePromoPerEmail', email, now);
      return true;
    });
    // Nothing is issued for an address that is not the caller's own.
    if (!claimed) return { issued: false };
    return store.transaction(async (tx) => {
      const seen = await tx.get('singleUsePromoEmails', email);
      const earlier = store
        .list('singleUsePromoEmails')
        .some((record) => record.uid === caller.uid);
      if (seen || earlier) return { issued: false };
      const code = await freeCode(tx);
      const record = singleUsePromoRecord(code, email, now);
      await tx.set('singleUsePromoEmails', email, {
        code,
        uid: caller.uid,
        createdAt: now.toISOString(),
        marketingHandOff: 'LOCAL_STAND_IN',
      });
      await tx.set('codes', code, record);
      return { issued: true, code, endTime: record.endTime!, cookie: promoCookie(code) };
    });
  },
});
