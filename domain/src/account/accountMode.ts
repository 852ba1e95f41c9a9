/** The account step is in signup or login mode. */
export type AccountMode = 'signup' | 'login';

export function otherAccountMode(mode: AccountMode): AccountMode {
  return mode === 'signup' ? 'login' : 'signup';
}
