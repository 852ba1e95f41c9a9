import { useCallback, useEffect, useState } from 'react';
import { ADD_ON_IDS } from '@yardwise/domain/catalog/catalog';
import {
  withoutPromotionalCode,
  withPromoEvaluation,
  type CheckoutState,
} from '@yardwise/domain/checkout/checkoutState';
import type { PromoEvaluation } from '@yardwise/domain/promo/evaluatePromoCode';
import { promoIncludesExpedited } from '@yardwise/domain/promo/expeditedPromo';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { normalizePromoCode } from '@yardwise/domain/promo/normalizePromoCode';
import { PROMO_LOOKUP_TIMEOUT_MS } from '@yardwise/domain/promo/promoLookup';
import type {
  LookupPromoCodeResult,
  PublicPromoCode,
} from '@yardwise/domain/promo/publicPromoCode';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';

export interface PromoMessage {
  text: string;
  tone: 'success' | 'error';
}

export interface PromoCodeState {
  /** The applied code's record: it prices the cart before the order exists; null without one. */
  applied: PublicPromoCode | null;
  /** Add-ons locked on while the applied code includes them (such as expedited). */
  lockedAddOnIds: string[];
  checking: boolean;
  message: PromoMessage | null;
  /** quiet: a code the buyer did not type; only its success is worth saying. */
  submit(typed: string, options?: { quiet?: boolean }): Promise<void>;
  remove(): void;
}

const TIMED_OUT = Symbol('timed out');

/** A lookup that has not answered within 10 s counts as timed out. */
function withinLookupTimeout<T>(call: Promise<T>): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), PROMO_LOOKUP_TIMEOUT_MS);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

/** Only the code's own fields, so a stale copy of the checkout never overwrites the rest. */
function codeRemoved(checkout: CheckoutState): Partial<CheckoutState> {
  const { promotionalCode, promotionalCodeAppliedAt } = withoutPromotionalCode(checkout);
  return { promotionalCode, promotionalCodeAppliedAt };
}

/** Only an applied code is a success: a kept referral code changes nothing and says why. */
function messageOf(evaluation: PromoEvaluation): PromoMessage {
  return { text: evaluation.message, tone: evaluation.kind === 'applied' ? 'success' : 'error' };
}

/**
 * The promo box's behaviour: the code is judged by the lookupPromoCode
 * command (the server's copy of the domain rules, against the catalogue's prices), its outcome
 * stored with withPromoEvaluation, and a code that includes expedited service adds and locks it.
 */
export function usePromoCode(): PromoCodeState {
  const { commands } = useDataLayer();
  const cart = useCheckoutStore((state) => state.cart);
  const checkout = useCheckoutStore((state) => state.checkout);
  const updateCheckout = useCheckoutStore((state) => state.updateCheckout);
  const setAddOnIds = useCheckoutStore((state) => state.setAddOnIds);
  const [applied, setApplied] = useState<PublicPromoCode | null>(null);
  // Add-ons the code put in the cart, so removing the code takes them out again (domain decision).
  const [addedByCode, setAddedByCode] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<PromoMessage | null>(null);

  const lookUp = useCallback(
    (code: string) =>
      cart
        ? withinLookupTimeout(
            commands.call('lookupPromoCode', {
              code,
              packageKey: cart.packageKey,
              lotSize: cart.lotSize,
              addOnIds: cart.addOnIds,
            }),
          )
        : Promise.resolve(TIMED_OUT),
    [commands, cart],
  );

  const store = useCallback(
    (result: LookupPromoCodeResult) => {
      const { evaluation } = result;
      const stored = withPromoEvaluation(checkout, evaluation);
      updateCheckout({
        promotionalCode: stored.promotionalCode,
        promotionalCodeAppliedAt: stored.promotionalCodeAppliedAt,
        inputReferralCode: stored.inputReferralCode,
      });
      if (evaluation.kind !== 'applied' || !cart) return;
      setApplied(result.code);
      if (evaluation.includesExpedited && !cart.addOnIds.includes(ADD_ON_IDS.expedited)) {
        setAddOnIds([...cart.addOnIds, ADD_ON_IDS.expedited]);
        setAddedByCode([ADD_ON_IDS.expedited]);
      }
    },
    [cart, checkout, updateCheckout, setAddOnIds],
  );

  const submit = useCallback(
    async (typed: string, { quiet = false }: { quiet?: boolean } = {}) => {
      setChecking(true);
      setMessage(null);
      try {
        const result = await lookUp(normalizePromoCode(typed));
        if (result === TIMED_OUT) {
          if (!quiet) setMessage({ text: PROMO_MESSAGES.timedOut, tone: 'error' });
          return;
        }
        if (quiet && result.evaluation.kind !== 'applied') return;
        store(result);
        setMessage(messageOf(result.evaluation));
      } catch (failure) {
        if (quiet) return;
        // Too many look-ups: say how long to wait, since trying again now cannot work.
        const { code, message: limited } = toCommandFailure(failure);
        if (code === 'resource-exhausted') setMessage({ text: limited, tone: 'error' });
        // Domain decision: a lookup that fails shows the generic message, which points to support.
        else setMessage({ text: PROMO_MESSAGES.invalid, tone: 'error' });
      } finally {
        setChecking(false);
      }
    },
    [lookUp, store],
  );

  const remove = useCallback(() => {
    updateCheckout(codeRemoved(checkout));
    if (cart && addedByCode.length > 0) {
      setAddOnIds(cart.addOnIds.filter((id) => !addedByCode.includes(id)));
    }
    setApplied(null);
    setAddedByCode([]);
    setMessage(null);
  }, [cart, checkout, addedByCode, updateCheckout, setAddOnIds]);

  // After a reload the stored code is known but not its record: read it again, quietly, so the
  // price and the expedited lock are right. A code that no longer applies is dropped.
  const storedCode = checkout.promotionalCode;
  const needsRecord = storedCode !== null && applied?.code !== storedCode;
  useEffect(() => {
    if (!needsRecord || !storedCode) return;
    let current = true;
    lookUp(storedCode)
      .then((result) => {
        if (!current || result === TIMED_OUT) return;
        if (result.evaluation.kind === 'applied') setApplied(result.code);
        else updateCheckout(codeRemoved(checkout));
      })
      .catch((failure: unknown) => console.warn('Reading the applied promo code failed', failure));
    return () => {
      current = false;
    };
    // Once per stored code; the cart it was judged against is the one in the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsRecord, storedCode]);

  const lockedAddOnIds =
    applied && storedCode && promoIncludesExpedited(applied) ? [ADD_ON_IDS.expedited] : [];
  return {
    applied: storedCode ? applied : null,
    lockedAddOnIds,
    checking,
    message,
    submit,
    remove,
  };
}
