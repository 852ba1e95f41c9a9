import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { quizEmail } from '@web/data/quizEmail';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import type { AccountPrefill } from './account/accountForm';
import type { CheckoutDesignProfile } from './useCheckoutDesignProfile';

/**
 * What the funnel was told, for the checkout: the email (or a quiz link's), first and last name
 * to fill the account form, returned; and, for a signed-in buyer whose account has no name
 * (`fillsCheckoutNames`), the names the checkout and the billing form start from.
 */
export function useFunnelAnswers(
  profile: CheckoutDesignProfile | null,
  fillsCheckoutNames: boolean,
): AccountPrefill {
  const { search } = useLocation();
  const checkout = useCheckoutStore((state) => state.checkout);
  const updateCheckout = useCheckoutStore((state) => state.updateCheckout);
  const firstName = profile?.contactInformation.firstName?.trim() ?? '';
  const lastName = profile?.contactInformation.lastName?.trim() ?? '';
  const needsFirstName = fillsCheckoutNames && !checkout.firstName && firstName !== '';
  const needsLastName = fillsCheckoutNames && !checkout.lastName && lastName !== '';

  useEffect(() => {
    if (needsFirstName) updateCheckout({ firstName, checkoutFirstName: firstName });
    if (needsLastName) updateCheckout({ lastName });
  }, [needsFirstName, needsLastName, firstName, lastName, updateCheckout]);

  const email = profile?.contactInformation.email ?? '';
  return useMemo(
    () => ({ email: email || (quizEmail(search, document.cookie) ?? ''), firstName, lastName }),
    [email, firstName, lastName, search],
  );
}
