/**
 * Firestore evaluates the regex functions of pipeline queries with re2js (about 40 KB gzipped).
 * The app runs no pipeline queries, so the web build resolves re2js to this module (vite.config.ts);
 * Firestore catches the error and treats such an expression as invalid.
 */
export const RE2JS = {
  compile(): never {
    throw new Error(
      'Regular expressions in Firestore pipeline queries are not available in this app',
    );
  },
};
