import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_STORAGE_KEY, createCheckoutStore, type CartSelection } from './checkoutStore';

const backYard: CartSelection = {
  packageKey: 'back-yard',
  lotSize: 'standard',
  packageStyle: null,
  skuLookupKey: null,
  addOnIds: [],
  byProxy: false,
};

afterEach(() => window.localStorage.clear());

describe('checkout store', () => {
  it('keeps what was entered when the same package is opened again, and survives a reload', () => {
    const store = createCheckoutStore();
    store.getState().startCheckout(backYard);
    store.getState().setAddOnIds(['expedited']);
    store
      .getState()
      .updateCheckout({ checkoutEmail: 'ana@example.com', promotionalCode: 'SPRING' });
    store.getState().updatePayment({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret' });

    const reloaded = createCheckoutStore();
    reloaded.getState().startCheckout(backYard);

    const state = reloaded.getState();
    expect(state.cart?.addOnIds).toEqual(['expedited']);
    expect(state.checkout).toMatchObject({
      checkoutEmail: 'ana@example.com',
      promotionalCode: 'SPRING',
    });
    expect(state.payment.paymentIntentId).toBe('pi_1');
    // The client secret authorises paying: it never reaches local storage.
    expect(state.payment.clientSecret).toBeNull();
    expect(window.localStorage.getItem(CHECKOUT_STORAGE_KEY)).not.toContain('pi_1_secret');
  });

  it('starts over for another package but keeps who the buyer is', () => {
    const store = createCheckoutStore();
    store.getState().startCheckout(backYard);
    store.getState().setAddOnIds(['expedited']);
    store
      .getState()
      .updateCheckout({ checkoutEmail: 'ana@example.com', promotionalCode: 'SPRING' });
    store.getState().updatePayment({ paymentIntentId: 'pi_1' });

    store.getState().startCheckout({ ...backYard, packageKey: 'front-yard' });

    const state = store.getState();
    expect(state.cart).toMatchObject({ packageKey: 'front-yard', addOnIds: [] });
    expect(state.checkout.checkoutEmail).toBe('ana@example.com');
    expect(state.checkout.promotionalCode).toBeNull();
    expect(state.payment.paymentIntentId).toBeNull();
  });

  it('resets to the initial state, keeping the package when asked', () => {
    const store = createCheckoutStore();
    store.getState().startCheckout(backYard);
    store.getState().updateCheckout({ checkoutEmail: 'ana@example.com' });

    store.getState().reset({ keepCart: true });
    expect(store.getState().cart?.packageKey).toBe('back-yard');
    expect(store.getState().checkout.checkoutEmail).toBe('');

    store.getState().reset();
    expect(store.getState().cart).toBeNull();
  });
});
