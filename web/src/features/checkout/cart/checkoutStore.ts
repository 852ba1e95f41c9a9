import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LotSize, PackageKey } from '@yardwise/domain/catalog/catalog';
import {
  INITIAL_CHECKOUT_STATE,
  INITIAL_PAYMENT_STATE,
  type CheckoutState,
  type PaymentState,
} from '@yardwise/domain/checkout/checkoutState';

/** What the buyer is buying: from the checkout start query and the add-on choices. */
export interface CartSelection {
  packageKey: PackageKey;
  lotSize: LotSize;
  packageStyle: string | null;
  skuLookupKey: string | null;
  /** Chosen add-on ids, in the order they were added. */
  addOnIds: string[];
  byProxy: boolean;
}

export interface CheckoutStoreState {
  cart: CartSelection | null;
  checkout: CheckoutState;
  payment: PaymentState;
  /**
   * Starts (or resumes) a checkout for a selection. The same package and lot size keep what was
   * entered; another package starts over, since an order and its codes belong to one package.
   */
  startCheckout(selection: CartSelection): void;
  updateCheckout(patch: Partial<CheckoutState>): void;
  setAddOnIds(addOnIds: string[]): void;
  updatePayment(patch: Partial<PaymentState>): void;
  /** Back to the initial state; `keepCart` keeps the selected package. */
  reset(options?: { keepCart?: boolean }): void;
}

/** The checkout state is kept in local storage under this key, as version 1. */
export const CHECKOUT_STORAGE_KEY = 'yardwise.checkout';
const CHECKOUT_STORAGE_VERSION = 1;

function sameSelection(a: CartSelection | null, b: CartSelection): boolean {
  return a !== null && a.packageKey === b.packageKey && a.lotSize === b.lotSize;
}

/**
 * One checkout's state, kept in local storage so a reload or a trip to the account step loses
 * nothing. The payment's client secret is not stored: it authorises paying, and the order
 * command hands out a fresh one when the purchase page opens again.
 */
export function createCheckoutStore(): StoreApi<CheckoutStoreState> {
  return createStore<CheckoutStoreState>()(
    persist(
      (set) => ({
        cart: null,
        checkout: { ...INITIAL_CHECKOUT_STATE },
        payment: { ...INITIAL_PAYMENT_STATE },
        startCheckout: (selection) =>
          set((state) =>
            sameSelection(state.cart, selection)
              ? {
                  cart: {
                    ...selection,
                    addOnIds: state.cart?.addOnIds.length
                      ? state.cart.addOnIds
                      : selection.addOnIds,
                  },
                }
              : {
                  cart: selection,
                  checkout: { ...INITIAL_CHECKOUT_STATE, ...keptAccount(state.checkout) },
                  payment: { ...INITIAL_PAYMENT_STATE },
                },
          ),
        updateCheckout: (patch) => set((state) => ({ checkout: { ...state.checkout, ...patch } })),
        setAddOnIds: (addOnIds) =>
          set((state) => (state.cart ? { cart: { ...state.cart, addOnIds } } : {})),
        updatePayment: (patch) => set((state) => ({ payment: { ...state.payment, ...patch } })),
        reset: (options) =>
          set((state) => ({
            cart: options?.keepCart ? state.cart : null,
            checkout: { ...INITIAL_CHECKOUT_STATE },
            payment: { ...INITIAL_PAYMENT_STATE },
          })),
      }),
      {
        name: CHECKOUT_STORAGE_KEY,
        version: CHECKOUT_STORAGE_VERSION,
        storage: createJSONStorage(() => window.localStorage),
        partialize: (state) => ({
          cart: state.cart,
          checkout: state.checkout,
          payment: { ...state.payment, clientSecret: null },
        }),
      },
    ),
  );
}

/** Who the buyer is stays when they switch packages; the address and codes do not. */
function keptAccount(checkout: CheckoutState): Partial<CheckoutState> {
  return {
    firstName: checkout.firstName,
    lastName: checkout.lastName,
    checkoutEmail: checkout.checkoutEmail,
    checkoutFirstName: checkout.checkoutFirstName,
    accountCreated: checkout.accountCreated,
  };
}

export const CheckoutStoreContext = createContext<StoreApi<CheckoutStoreState> | null>(null);

/** A slice of the checkout state; re-renders only when that slice changes. */
export function useCheckoutStore<T>(select: (state: CheckoutStoreState) => T): T {
  const store = useContext(CheckoutStoreContext);
  if (!store) throw new Error('useCheckoutStore needs a <CheckoutStoreContext> provider');
  return useStore(store, select);
}
