import { createContext, useContext } from 'react';
import { PACKAGES_PATH, PAYMENT_CONFIRMED_PATH } from '@yardwise/domain/routes/paths';
import type { VersionId } from '@yardwise/domain/funnel/versions';

export type CheckoutScreen = 'packages' | 'start' | 'purchase' | 'confirmation';

/** Where the checkout's screens live in this flow: the funnel's own steps (v1, v2) or the store's. */
export interface CheckoutFlow {
  /** The design-profile version, when the checkout runs inside the funnel; null in the store. */
  funnelVersion: VersionId | null;
  paths: Record<CheckoutScreen, string>;
}

const STORE_PATHS: Record<CheckoutScreen, string> = {
  packages: PACKAGES_PATH,
  start: '/create-account',
  purchase: '/purchase',
  confirmation: PAYMENT_CONFIRMED_PATH,
};

// Both flows choose a package on the one packages page.
const FUNNEL_PATHS: Record<CheckoutScreen, string> = {
  packages: PACKAGES_PATH,
  start: '/design-profile/create-account',
  purchase: '/design-profile/purchase',
  confirmation: '/design-profile/payment-confirmed',
};

const SCREEN_OF_PATH: Record<string, CheckoutScreen> = Object.fromEntries(
  [STORE_PATHS, FUNNEL_PATHS].flatMap((paths) =>
    Object.entries(paths).map(([screen, path]) => [path, screen as CheckoutScreen]),
  ),
);

/** The checkout screen a path shows, if it is one of them. */
export function checkoutScreenOf(pathname: string): CheckoutScreen | null {
  return SCREEN_OF_PATH[pathname.replace(/\/+$/, '')] ?? null;
}

/** Every confirmation page (the store's first), where a payment returning from the bank goes on to. */
export const CONFIRMATION_PATHS: readonly string[] = [
  STORE_PATHS.confirmation,
  FUNNEL_PATHS.confirmation,
];

/** The flow a path belongs to: the funnel's for its /design-profile/ paths, else the store's. */
export function flowPathsOf(pathname: string): Record<CheckoutScreen, string> {
  return isFunnelPath(pathname) ? FUNNEL_PATHS : STORE_PATHS;
}

export function isFunnelPath(pathname: string): boolean {
  return pathname.startsWith('/design-profile/');
}

export function checkoutFlowFor(funnelVersion: VersionId | null): CheckoutFlow {
  return { funnelVersion, paths: funnelVersion ? FUNNEL_PATHS : STORE_PATHS };
}

export const CheckoutFlowContext = createContext<CheckoutFlow>(checkoutFlowFor(null));

export function useCheckoutFlow(): CheckoutFlow {
  return useContext(CheckoutFlowContext);
}

/**
 * Router state of a return to the start page to change the account or address (the purchase
 * page's 'Change'): the start page then stays open instead of skipping ahead to purchase.
 */
export interface ChangingCheckoutState {
  changingAccount: true;
}

export const CHANGING_CHECKOUT_STATE: ChangingCheckoutState = { changingAccount: true };

export function isChangingCheckout(state: unknown): boolean {
  return (state as Partial<ChangingCheckoutState> | null)?.changingAccount === true;
}
