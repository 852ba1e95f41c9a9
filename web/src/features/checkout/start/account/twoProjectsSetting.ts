/**
 * The noAccountsWithExistingProfile setting. Decision: on, since the product cannot
 * hold two projects under one email; a deployment turns it off with
 * VITE_NO_ACCOUNTS_WITH_EXISTING_PROFILE=false (remote configuration has no such flag yet).
 */
export const NO_ACCOUNTS_WITH_EXISTING_PROFILE =
  import.meta.env.VITE_NO_ACCOUNTS_WITH_EXISTING_PROFILE !== 'false';
