import {
  billingAddressFor,
  type AddressFields,
  type OrderAddress,
} from '@yardwise/domain/checkout/address';
import type { CheckoutState } from '@yardwise/domain/checkout/checkoutState';
import type { OrderCommandInput } from '@yardwise/domain/checkout/orderCommand';
import { buildOrderPayload } from '@yardwise/domain/checkout/orderPayload';
import { isPremiumPackage } from '@yardwise/domain/catalog/packageKinds';
import { skuLookupKey } from '@yardwise/domain/catalog/packageNames';
import type { CartSelection } from '@web/features/checkout/cart/checkoutStore';

const ADDITIONAL_REVISION = 'additional-revision';

/** Who pays, as the Billing Details step left it. */
export interface OrderBuyer {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  billingAndPropertyAddressSame: boolean;
  /** The Billing Details form's own address; null while 'Use property address for billing' is ticked. */
  billingAddress: AddressFields | null;
}

/** The address the order is billed to. */
export function orderBillingAddress(checkout: CheckoutState, buyer: OrderBuyer): OrderAddress {
  return billingAddressFor({
    billingAndPropertyAddressSame: buyer.billingAndPropertyAddressSame,
    // The purchase page only shows with a property address.
    propertyAddress: checkout.address!,
    billingAddress: buyer.billingAddress,
  });
}

/**
 * The createOrder / updateOrder input (the order payload, plus the package style the payment
 * carries to fulfilment). The sku is the package's lookup key for its lot size.
 */
export function orderInputFor(
  cart: CartSelection,
  checkout: CheckoutState,
  buyer: OrderBuyer,
): OrderCommandInput {
  const order = buildOrderPayload({
    sku: skuLookupKey(cart.packageKey, cart.lotSize),
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    email: buyer.email,
    address: orderBillingAddress(checkout, buyer),
    userId: buyer.userId,
    addOnIds: cart.addOnIds,
    isAdditionalRevision: cart.packageKey === ADDITIONAL_REVISION,
    isPremium: isPremiumPackage(cart.packageKey),
    promotionalCode: checkout.promotionalCode,
    inputReferralCode: checkout.inputReferralCode,
  });
  // The payload keeps the state a string; the order command's schema checks it is a US state.
  const input = { order } as OrderCommandInput;
  return cart.packageStyle ? { ...input, packageStyle: cart.packageStyle } : input;
}

/** What the order was last sent with: a change to any of these re-sends it. */
export function orderChangeKey(cart: CartSelection, checkout: CheckoutState): string {
  return JSON.stringify([
    [...cart.addOnIds].sort(),
    checkout.promotionalCode,
    checkout.inputReferralCode,
  ]);
}
