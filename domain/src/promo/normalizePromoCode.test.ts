import { describe, expect, it } from 'vitest';
import { isPromoSubmitDisabled, normalizePromoCode, promoInputAsTyped } from './normalizePromoCode';

describe('promo code input', () => {
  it('upper-cases the input as typed', () => {
    expect(promoInputAsTyped('spring15')).toBe('SPRING15');
    expect(promoInputAsTyped('save ')).toBe('SAVE ');
  });

  it('trims and upper-cases the code it looks up', () => {
    expect(normalizePromoCode('  yzlo7qk4m9xw2t \n')).toBe('YZLO7QK4M9XW2T');
  });

  it('disables Submit when the code is empty', () => {
    expect(isPromoSubmitDisabled('')).toBe(true);
    expect(isPromoSubmitDisabled('x')).toBe(false);
  });

  it('decision: a code of only spaces counts as empty', () => {
    expect(isPromoSubmitDisabled('   ')).toBe(true);
  });
});
