import {
  PASSWORD_RESET_TEMPLATE,
  sendPasswordResetEmailInput,
  STAFF_ONLY,
} from '@yardwise/domain/account/passwordReset';
import {
  abandonedCartAfterUpdate,
  addEmailToAbandonedCartInput,
} from '@yardwise/domain/checkout/abandonedCart';
import { updateCartViewInput } from '@yardwise/domain/checkout/cartView';
import { assertOwnCart, customerLeadOf } from '@yardwise/domain/checkout/customerLead';
import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import { validateRecaptchaInput } from '@yardwise/domain/checkout/recaptcha';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { buyerEmailOf } from '@yardwise/domain/promo/codeOwner';
import { appliedPromoRecord, judgePromoCode } from '@yardwise/domain/promo/judgePromoCode';
import { promoCartFromCatalog } from '@yardwise/domain/promo/promoCart';
import { LOGIN_PATH } from '@yardwise/domain/routes/paths';
import { brand } from '@web/ui/brand';
import { catalogProducts, randomIdPart } from './memoryCatalog';
import { memoryRemoteCommand } from './memoryRemoteCommand';

// The preview's stand-ins for the checkout's lead, cart and email calls: the same checks and
// records as the functions, with nothing sent anywhere.

/** Decision: the preview has no reCAPTCHA key, so every token passes, as the functions' stand-in. */
export const memoryValidateRecaptcha = memoryRemoteCommand<
  'validateRecaptcha',
  typeof validateRecaptchaInput
>({
  access: 'visitor',
  input: validateRecaptchaInput,
  run: async () => ({ valid: true }),
});

/** The lead's cart view at customerLeads/{anonId}, priced from the seeded catalog. */
export const memoryUpdateCartView = memoryRemoteCommand<
  'updateCartView',
  typeof updateCartViewInput
>({
  access: 'visitor',
  input: updateCartViewInput,
  run: ({ caller, input, store, now }) => {
    assertOwnCart(input, caller);
    return store.transaction(async (tx) => {
      const { cart: named } = input;
      const products = await catalogProducts(tx, [named.packageKey, ...named.addOnIds]);
      const priced = promoCartFromCatalog(named, products);
      if (!priced) throw new CommandError('failed-precondition', ORDER_ERRORS.unknownPackage);
      const judged = named.promotionalCode
        ? await judgePromoCode(named.promotionalCode, priced, {
            now,
            brandName: brand.productName,
            buyerEmail: buyerEmailOf(caller),
            readCode: (code) => tx.get('codes', code),
          })
        : null;
      const lead = customerLeadOf(input, caller, priced, products, appliedPromoRecord(judged), now);
      await tx.set('customerLeads', input.anonId, lead);
      return { updatedAt: lead.updatedAt };
    });
  },
});

/** The cart that may get one abandoned-cart email (no job sends it in the preview). */
export const memoryAddEmailToAbandonedCart = memoryRemoteCommand<
  'addEmailToAbandonedCartMailingList',
  typeof addEmailToAbandonedCartInput
>({
  access: 'visitor',
  input: addEmailToAbandonedCartInput,
  run: ({ caller, input, store, now }) =>
    store.transaction(async (tx) => {
      const existing = await tx.get('abandonedCarts', caller.uid);
      const cart = abandonedCartAfterUpdate(existing, input, caller.uid, now);
      await tx.set('abandonedCarts', caller.uid, cart);
      return { emailState: cart.emailState };
    }),
});

/**
 * Proxy signup: the password-reset email is kept in the outbox (LOCAL_ONLY), as the functions keep
 * it without an email provider. As in the functions, an account may send it to its own email (the
 * proxy signup); preview sessions carry no staff claim, so no other email. There is no reset
 * service, so the link is the login page.
 */
export const memorySendPasswordResetEmail = memoryRemoteCommand<
  'sendPasswordResetEmail',
  typeof sendPasswordResetEmailInput
>({
  access: 'account',
  input: sendPasswordResetEmailInput,
  run: ({ input, caller, store, now }) => {
    if (caller.email?.toLowerCase() !== input.email.trim().toLowerCase()) {
      throw new CommandError('permission-denied', STAFF_ONLY);
    }
    return store.transaction(async (tx) => {
      await tx.set('outbox', `preview-${randomIdPart(20)}`, {
        to: input.email,
        template: PASSWORD_RESET_TEMPLATE,
        data: { resetLink: LOGIN_PATH },
        state: 'LOCAL_ONLY',
        createdAt: now.toISOString(),
        attempts: 0,
      });
      return { outboxState: 'LOCAL_ONLY' };
    });
  },
});
