import { describe, expect, it } from 'vitest';
import { BUDGET_INTENT_ERROR, WISHLIST_MODIFICATION_BUDGET_ERROR } from './messages';

describe('budget error messages', () => {
  it('are the required texts, word for word, including "yourwishlist"', () => {
    expect(BUDGET_INTENT_ERROR).toBe(
      'There was an issue submitting your budget intent, please refresh the page and try again.',
    );
    expect(WISHLIST_MODIFICATION_BUDGET_ERROR).toBe(
      'An error occurred when updating your budget from yourwishlist modifications. Please try again or contact support.',
    );
  });
});
