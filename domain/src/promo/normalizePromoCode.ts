/** checkout §5: the promo input is upper-cased as typed. */
export function promoInputAsTyped(raw: string): string {
  return raw.toUpperCase();
}

/** The code as looked up and stored: trimmed and upper-cased (checkout §7 "uppercase trimmed code"). */
export function normalizePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** checkout §5: Submit is disabled while the code is empty (blank counts as empty). */
export function isPromoSubmitDisabled(raw: string): boolean {
  return normalizePromoCode(raw) === '';
}
