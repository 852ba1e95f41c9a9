import { useCallback } from 'react';
import type { AccountMode } from '@yardwise/domain/account/accountMode';
import {
  checkoutAccountErrorMessage,
  linkErrorMessage,
  type AuthMethod,
} from '@yardwise/domain/account/authErrors';
import { brandCopyValues } from '@yardwise/domain/brand/brand';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';
import type { SessionUser } from '@web/data/types';
import { brand } from '@web/ui/brand';
import { useSnackbar } from '@web/ui/snackbar';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import {
  checkoutProfileVersion,
  saveContactInDesignProfile,
} from '@web/features/checkout/start/useCheckoutDesignProfile';
import type { AccountFormValues } from './accountForm';
import { displayNameOf, namesOfDisplayName } from './displayName';
import { randomProxyPassword } from './proxyPassword';
import { reportError } from '@web/data/errorReporting';
import { recaptchaToken } from '@web/features/checkout/purchase/useRecaptcha';

/**
 * The cart for the reminder list, with the checkout's bot check (the server refuses it without
 * one once a site key is set). Best effort: it never holds up the account step.
 */
async function reportAbandonedCart(
  commands: ReturnType<typeof useDataLayer>['commands'],
  contact: { email: string; sku: string; firstName: string; lastName: string },
): Promise<void> {
  try {
    const token = await recaptchaToken();
    await commands.call(
      'addEmailToAbandonedCartMailingList',
      token ? { ...contact, recaptchaToken: token } : contact,
    );
  } catch (error) {
    console.warn('Adding the abandoned cart failed', error);
  }
}

export type AccountOutcome =
  { ok: true; user: SessionUser; namesSaved: boolean } | { ok: false; message: string };

export interface BuyerNames {
  firstName: string;
  lastName: string;
}

export interface AccountActionOptions {
  /** byProxy=true: staff sign a customer up; the customer gets a password reset email. */
  byProxy: boolean;
}

/**
 * The account step's signup and login: the auth call, then, for a signup, saving who the buyer is
 * in the account, the design profile and the checkout. Failures come back as the banner's message
 * (in the funnel, the account-linking messages) and are reported.
 */
export function useAccountActions({ byProxy }: AccountActionOptions) {
  const { auth, commands } = useDataLayer();
  const snackbar = useSnackbar();
  const { funnelVersion } = useCheckoutFlow();
  const updateCheckout = useCheckoutStore((state) => state.updateCheckout);
  const cart = useCheckoutStore((state) => state.cart);

  const failure = useCallback(
    (mode: AccountMode, method: AuthMethod, error: unknown): AccountOutcome => {
      reportError(error, { where: `Account ${mode} with ${method} failed` });
      // Decision: a login links nothing, so it keeps the checkout's words in the funnel too.
      const inFunnelSignup = funnelVersion !== null && mode === 'signup';
      const message = inFunnelSignup
        ? linkErrorMessage(error, brandCopyValues(brand).product)
        : checkoutAccountErrorMessage(mode, method, error);
      return { ok: false, message };
    },
    [funnelVersion],
  );

  /**
   * The names go to the account, the design profile and the checkout. False when a save failed:
   * the account step then keeps the names open to be fixed and saved again (the checkout's
   * message beside them), since the account exists already.
   */
  const saveNames = useCallback(
    async (user: SessionUser, names: BuyerNames, email: string): Promise<boolean> => {
      updateCheckout({
        firstName: names.firstName,
        lastName: names.lastName,
        checkoutFirstName: names.firstName,
      });
      try {
        const displayName = displayNameOf(names.firstName, names.lastName);
        if (displayName && displayName !== user.displayName) {
          await auth.updateDisplayName(displayName);
        }
        await saveContactInDesignProfile(commands, checkoutProfileVersion(funnelVersion), {
          email,
          ...(names.firstName ? { firstName: names.firstName } : {}),
          ...(names.lastName ? { lastName: names.lastName } : {}),
        });
        return true;
      } catch (error) {
        reportError(error, { where: 'Saving the account information failed' });
        return false;
      }
    },
    [auth, commands, funnelVersion, updateCheckout],
  );

  /** After a signup: who is buying goes to the checkout, the account and the design profile. */
  const completeSignup = useCallback(
    async (user: SessionUser, values: AccountFormValues): Promise<boolean> => {
      const typed = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
      const names = typed.firstName ? typed : namesOfDisplayName(user.displayName);
      const email = user.email ?? values.email;
      updateCheckout({ accountCreated: true, checkoutEmail: email });
      const namesSaved = await saveNames(user, names, email);
      if (values.termsAccepted) {
        // A failure to save the terms is only logged.
        await commands
          .call('acceptTerms', { typeOfTos: CURRENT_TERMS_VERSION, tosAgreed: true })
          .catch((error: unknown) => console.error('Saving the terms agreement failed', error));
      }
      if (byProxy) {
        // Staff must know when the customer got no email, to send it another way.
        await commands.call('sendPasswordResetEmail', { email }).catch((error: unknown) => {
          reportError(error, { where: 'Sending the password reset email failed' });
          snackbar.show(toCommandFailure(error).message, 'error');
        });
      }
      if (cart && names.firstName && names.lastName) {
        // The abandoned-cart list gets the buyer once all four fields are known.
        const sku = cart.skuLookupKey ?? cart.packageKey;
        void reportAbandonedCart(commands, { email, sku, ...names });
      }
      return namesSaved;
    },
    [commands, updateCheckout, saveNames, snackbar, byProxy, cart],
  );

  /** After a login: the checkout learns who is buying from the account. */
  const completeLogin = useCallback(
    (user: SessionUser) => {
      const names = namesOfDisplayName(user.displayName);
      updateCheckout({
        accountCreated: true,
        checkoutEmail: user.email ?? '',
        firstName: names.firstName,
        lastName: names.lastName,
        checkoutFirstName: names.firstName,
      });
    },
    [updateCheckout],
  );

  const signUpWithEmail = useCallback(
    async (values: AccountFormValues): Promise<AccountOutcome> => {
      let user: SessionUser;
      // Staff asked for no password: the customer chooses one from the reset email.
      const password = byProxy ? randomProxyPassword() : values.password;
      try {
        user = await auth.createAccountWithEmail(values.email, password);
      } catch (error) {
        return failure('signup', 'password', error);
      }
      const namesSaved = await completeSignup(user, values);
      return { ok: true, user, namesSaved };
    },
    [auth, byProxy, completeSignup, failure],
  );

  const signUpWithGoogle = useCallback(
    async (values: AccountFormValues): Promise<AccountOutcome> => {
      let user: SessionUser;
      try {
        user = await auth.continueWithGoogle('signup');
      } catch (error) {
        return failure('signup', 'google', error);
      }
      const namesSaved = await completeSignup(user, values);
      return { ok: true, user, namesSaved };
    },
    [auth, completeSignup, failure],
  );

  const logIn = useCallback(
    async (method: AuthMethod, values: AccountFormValues): Promise<AccountOutcome> => {
      try {
        const user =
          method === 'google'
            ? await auth.continueWithGoogle('login')
            : await auth.signInWithEmail(values.email, values.password);
        return { ok: true, user, namesSaved: true };
      } catch (error) {
        return failure('login', method, error);
      }
    },
    [auth, failure],
  );

  return { signUpWithEmail, signUpWithGoogle, logIn, completeLogin, saveNames };
}
