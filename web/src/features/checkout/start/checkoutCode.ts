import { CODE_QUERY_PARAMETER } from '@yardwise/domain/account/accountStep';

/**
 * "A 'code' query parameter is stored locally". Decision: under this key, as typed
 * (the promo box reads and checks it later); a visit without the parameter keeps a stored one.
 */
export const CHECKOUT_CODE_STORAGE_KEY = 'yardwise.checkoutCode';

export function rememberCheckoutCode(params: URLSearchParams): void {
  const code = params.get(CODE_QUERY_PARAMETER)?.trim();
  if (!code) return;
  try {
    window.localStorage.setItem(CHECKOUT_CODE_STORAGE_KEY, code);
  } catch (error) {
    // Blocked storage only loses the code; the buyer can still type it in the promo box.
    console.warn('The checkout code could not be stored', error);
  }
}

/** The code a visitor brought in the `code` query parameter, handed over once to the promo box. */
export function takeCheckoutCode(): string | null {
  try {
    const code = window.localStorage.getItem(CHECKOUT_CODE_STORAGE_KEY);
    window.localStorage.removeItem(CHECKOUT_CODE_STORAGE_KEY);
    return code;
  } catch {
    return null;
  }
}
