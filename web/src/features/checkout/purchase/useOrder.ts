import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKOUT_ERRORS } from '@yardwise/domain/checkout/messages';
import type { OrderCommandInput, OrderCommandResult } from '@yardwise/domain/checkout/orderCommand';
import { isLiveStateCode } from '@yardwise/domain/funnel/usStates';
import { useDataLayer } from '@web/data/DataLayerContext';
import { reportError } from '@web/data/errorReporting';
import {
  useCheckoutStore,
  type CheckoutStoreState,
} from '@web/features/checkout/cart/checkoutStore';
import { orderChangeKey, orderInputFor, type OrderBuyer } from './orderInput';
import { orderFailureMessage } from './orderFailureMessage';
import { recaptchaToken } from './useRecaptcha';

export interface OrderState {
  /** Sends the order for the first time (after billing NEXT); true once the payment intent exists. */
  create(buyer: OrderBuyer): Promise<boolean>;
  /** The buyer the order was created for in this visit; null until then. */
  buyer: OrderBuyer | null;
  pending: boolean;
  /** The order service's message, or the fallback text; null when all is well. */
  error: string | null;
}

type OrderCommand = 'createOrder' | 'updateOrder';

/**
 * Creates the order (payment intent and client secret) and re-sends it with updateOrder whenever
 * the code or the add-ons change while the intent exists. The server prices every order; its price,
 * original price and tax are what the payment step shows.
 */
export function useOrder(): OrderState {
  const { commands } = useDataLayer();
  const cart = useCheckoutStore((state) => state.cart);
  const checkout = useCheckoutStore((state) => state.checkout);
  const hasClientSecret = useCheckoutStore((state) => state.payment.clientSecret !== null);
  const updatePayment = useCheckoutStore((state) => state.updatePayment);
  const [buyer, setBuyer] = useState<OrderBuyer | null>(null);
  const [sentKey, setSentKey] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only the newest call's answer counts: two quick changes may be answered out of order.
  const latestCall = useRef(0);

  const send = useCallback(
    async (
      command: OrderCommand,
      key: string,
      prepare: () => Promise<OrderCommandInput>,
    ): Promise<boolean> => {
      const call = ++latestCall.current;
      setPending(true);
      setError(null);
      setSentKey(key);
      try {
        const input = await prepare();
        const result: OrderCommandResult = await commands.call(command, input);
        if (call !== latestCall.current) return true;
        updatePayment({
          paymentIntentId: result.paymentIntentId,
          clientSecret: result.clientSecret,
          orderPrice: result.price,
          originalOrderPrice: result.originalPrice,
          taxAmount: result.taxAmount,
        });
        void reportCartView(commands, input, result.paymentIntentId, cart, checkout);
        return true;
      } catch (failure) {
        if (call === latestCall.current) {
          setError(
            failure instanceof NoRecaptchaToken
              ? CHECKOUT_ERRORS.recaptchaFailed
              : orderFailureMessage(failure),
          );
        }
        return false;
      } finally {
        if (call === latestCall.current) setPending(false);
      }
    },
    [commands, updatePayment, cart, checkout],
  );

  const create = useCallback(
    async (next: OrderBuyer) => {
      if (!cart) return false;
      setBuyer(next);
      const input = orderInputFor(cart, checkout, next);
      return send('createOrder', orderChangeKey(cart, checkout), () => withRecaptchaToken(input));
    },
    [cart, checkout, send],
  );

  const changeKey = cart ? orderChangeKey(cart, checkout) : null;
  useEffect(() => {
    if (!cart || !buyer || !hasClientSecret || sentKey === null || changeKey === sentKey) return;
    void send('updateOrder', changeKey!, async () => orderInputFor(cart, checkout, buyer));
    // Re-sent on a change of the code or the add-ons only (the change key), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changeKey, buyer, hasClientSecret]);

  return { create, buyer, pending, error };
}

/** No reCAPTCHA token could be had for the order, so it was not sent. */
class NoRecaptchaToken extends Error {}

/**
 * createOrder's input with a new reCAPTCHA token, which the server checks before it makes the
 * order. CONFIRM ORDER's check gets its own token, since Google accepts each one once. Without a
 * site key there is no token and the field is left out.
 */
async function withRecaptchaToken(input: OrderCommandInput): Promise<OrderCommandInput> {
  let token: string | null;
  try {
    token = await recaptchaToken();
  } catch (error) {
    reportError(error, { where: 'reCAPTCHA token for the order could not be had' });
    throw new NoRecaptchaToken();
  }
  return token === null ? input : { ...input, recaptchaToken: token };
}

/**
 * The lead's cart view, best effort: the lead tracking must never stop a purchase, so a failure
 * is only logged.
 */
async function reportCartView(
  commands: ReturnType<typeof useDataLayer>['commands'],
  input: OrderCommandInput,
  paymentIntentId: string,
  cart: CheckoutStoreState['cart'],
  checkout: CheckoutStoreState['checkout'],
): Promise<void> {
  if (!cart) return;
  const property = checkout.address;
  try {
    await commands.call('updateCartView', {
      anonId: input.order.userId,
      cart: {
        packageKey: cart.packageKey,
        lotSize: cart.lotSize,
        addOnIds: cart.addOnIds,
        promotionalCode: checkout.promotionalCode,
      },
      userId: input.order.userId,
      email: input.order.email,
      address:
        property && isLiveStateCode(property.state)
          ? {
              street: property.street,
              city: property.city,
              state: property.state,
              zip: property.zip,
            }
          : null,
      paymentIntentId,
    });
  } catch (failure) {
    console.warn('Updating the cart view failed', failure);
  }
}
