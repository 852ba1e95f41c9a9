/** The authentication-ready loader gives up after this long. */
export const AUTH_READY_TIMEOUT_MS = 3000;
/** An anonymous id falls back to a local one after this long. */
export const ANON_ID_FALLBACK_MS = 3000;
/** Snackbars hide themselves after this long; a click-away does not close them. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export type SnackbarVariant = 'success' | 'warning' | 'error' | 'info';
export const SNACKBAR_VARIANTS: readonly SnackbarVariant[] = [
  'success',
  'warning',
  'error',
  'info',
];
