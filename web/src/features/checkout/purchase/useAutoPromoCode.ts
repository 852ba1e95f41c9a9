import { useEffect, useRef } from 'react';
import { autoPromoCodeToTry } from '@yardwise/domain/promo/autoPromoCode';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { takeCheckoutCode } from '@web/features/checkout/start/checkoutCode';
import type { PromoCodeState } from './usePromoCode';

/**
 * Codes tried for the buyer when the promo box opens with no code entered: first the `code` the
 * visitor came with, shown like a typed code; otherwise FALL25 on Sep 25-27,
 * tried quietly so a buyer who never typed it sees no rejection.
 */
export function useAutoPromoCode(promo: PromoCodeState): void {
  const checkout = useCheckoutStore((state) => state.checkout);
  const tried = useRef(false);
  const { submit } = promo;

  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    if (checkout.promotionalCode || checkout.inputReferralCode) return;
    const broughtCode = takeCheckoutCode();
    if (broughtCode) {
      void submit(broughtCode);
      return;
    }
    const autoCode = autoPromoCodeToTry({
      now: new Date(),
      promotionalCode: checkout.promotionalCode,
      inputReferralCode: checkout.inputReferralCode,
      typedCode: '',
    });
    if (autoCode) void submit(autoCode, { quiet: true });
    // Once, when the box first shows; later changes are the buyer's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
