import { lazy, type ComponentType } from 'react';
import { CONFIRM_PAYMENT_PATH } from '@yardwise/domain/checkout/paymentReturn';
import { checkoutScreenOf, type CheckoutScreen } from './checkoutFlow';

export type ScreenComponent = ComponentType<{ title: string }>;
type ScreenModule = { default: ScreenComponent };

// Each screen downloads when it is opened: the purchase page does not carry the account form, the
// package list or the confirmation.

/** The checkout's screens in its flow. */
const SCREEN_LOADERS: Record<CheckoutScreen, () => Promise<ScreenModule>> = {
  packages: () =>
    import('./packages/PackagesPage').then((module) => ({ default: module.PackagesPage })),
  confirmation: () =>
    import('./confirmation/PaymentConfirmedPage').then((module) => ({
      default: module.PaymentConfirmedPage,
    })),
  purchase: () =>
    import('./purchase/PurchasePage').then((module) => ({ default: module.PurchasePage })),
  start: () =>
    import('./start/CheckoutStartPage').then((module) => ({ default: module.CheckoutStartPage })),
};

/** Pages of the checkout outside its flow of screens, by path. */
const STANDALONE_LOADERS: Record<string, () => Promise<ScreenModule>> = {
  [CONFIRM_PAYMENT_PATH]: () =>
    import('./confirmPayment/ConfirmPaymentPage').then((module) => ({
      default: module.ConfirmPaymentPage,
    })),
  '/redeem': () => import('./redeem/RedeemPage').then((module) => ({ default: module.RedeemPage })),
  '/purchase-additional-revision': () =>
    import('./additionalRevision/AdditionalRevisionPage').then((module) => ({
      default: module.AdditionalRevisionPage,
    })),
};

const SCREENS = new Map(
  [...Object.values(SCREEN_LOADERS), ...Object.values(STANDALONE_LOADERS)].map((load) => [
    load,
    lazy(load),
  ]),
);

/** The download of the screen a checkout path draws; undefined for a path that is none of them. */
export function checkoutScreenLoader(pathname: string): (() => Promise<ScreenModule>) | undefined {
  const screen = checkoutScreenOf(pathname);
  return screen ? SCREEN_LOADERS[screen] : STANDALONE_LOADERS[pathname.replace(/\/+$/, '')];
}

/** The screen a checkout path draws; undefined for a path that is none of them. */
export function checkoutScreenFor(pathname: string): ScreenComponent | undefined {
  const load = checkoutScreenLoader(pathname);
  return load ? SCREENS.get(load) : undefined;
}

/**
 * Starts downloading the screen of `pathname` before the checkout renders it. A failed download
 * is not reported here: it surfaces when the screen renders.
 */
export function preloadCheckoutScreen(pathname: string): void {
  checkoutScreenLoader(pathname)?.().catch(() => undefined);
}
