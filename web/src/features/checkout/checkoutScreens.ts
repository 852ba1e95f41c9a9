import type { ComponentType } from 'react';
import { CONFIRM_PAYMENT_PATH } from '@yardwise/domain/checkout/paymentReturn';
import { preloadablePage, type PreloadablePage } from '@web/ui/preloadablePage';
import { checkoutScreenOf, type CheckoutScreen } from './checkoutFlow';

type ScreenProps = { title: string };
export type ScreenComponent = ComponentType<ScreenProps>;

// Each screen downloads when it is opened: the purchase page does not carry the account form, the
// package list or the confirmation. A screen downloaded before the checkout renders is in its
// first paint, with no loader shown in between.

/** The checkout's screens in its flow. */
const SCREENS: Record<CheckoutScreen, PreloadablePage<ScreenProps>> = {
  packages: preloadablePage(() =>
    import('./packages/PackagesPage').then((module) => module.PackagesPage),
  ),
  confirmation: preloadablePage(() =>
    import('./confirmation/PaymentConfirmedPage').then((module) => module.PaymentConfirmedPage),
  ),
  purchase: preloadablePage(() =>
    import('./purchase/PurchasePage').then((module) => module.PurchasePage),
  ),
  start: preloadablePage(() =>
    import('./start/CheckoutStartPage').then((module) => module.CheckoutStartPage),
  ),
};

/** Pages of the checkout outside its flow of screens, by path. */
const STANDALONE_SCREENS: Record<string, PreloadablePage<ScreenProps>> = {
  [CONFIRM_PAYMENT_PATH]: preloadablePage(() =>
    import('./confirmPayment/ConfirmPaymentPage').then((module) => module.ConfirmPaymentPage),
  ),
  '/redeem': preloadablePage(() =>
    import('./redeem/RedeemPage').then((module) => module.RedeemPage),
  ),
  '/purchase-additional-revision': preloadablePage(() =>
    import('./additionalRevision/AdditionalRevisionPage').then(
      (module) => module.AdditionalRevisionPage,
    ),
  ),
};

function screenOf(pathname: string): PreloadablePage<ScreenProps> | undefined {
  const screen = checkoutScreenOf(pathname);
  return screen ? SCREENS[screen] : STANDALONE_SCREENS[pathname.replace(/\/+$/, '')];
}

/** The screen a checkout path draws; undefined for a path that is none of them. */
export function checkoutScreenFor(pathname: string): ScreenComponent | undefined {
  return screenOf(pathname)?.Page;
}

/** The download of the screen a checkout path draws; undefined for a path that is none of them. */
export function checkoutScreenLoader(pathname: string): (() => Promise<unknown>) | undefined {
  return screenOf(pathname)?.load;
}

/**
 * Starts downloading the screen of `pathname` before the checkout renders it. A failed download
 * is not reported here: it surfaces when the screen renders.
 */
export function preloadCheckoutScreen(pathname: string): void {
  checkoutScreenLoader(pathname)?.().catch(() => undefined);
}
