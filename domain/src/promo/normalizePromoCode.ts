/** The promo input is upper-cased as typed. */
export function promoInputAsTyped(raw: string): string {
  return raw.toUpperCase();
}

/** The code as looked up and stored: trimmed and upper-cased. */
export function normalizePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Submit is disabled while the code is empty (blank counts as empty). */
export function isPromoSubmitDisabled(raw: string): boolean {
  return normalizePromoCode(raw) === '';
}
