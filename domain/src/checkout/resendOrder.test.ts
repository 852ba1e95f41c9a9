import { describe, expect, it } from 'vitest';
import { shouldResendOrder } from './resendOrder';

const previous = { promotionalCode: null, addOnIds: ['expedited'] };

describe('shouldResendOrder', () => {
  it('re-sends when the code changes and a payment intent exists', () => {
    expect(
      shouldResendOrder({
        paymentIntentId: 'pi_1',
        previous,
        next: { ...previous, promotionalCode: 'SAVE250' },
      }),
    ).toBe(true);
  });

  it('re-sends when the add-ons change and a payment intent exists', () => {
    expect(
      shouldResendOrder({
        paymentIntentId: 'pi_1',
        previous,
        next: { ...previous, addOnIds: ['expedited', 'hoa-extra-revision'] },
      }),
    ).toBe(true);
    expect(
      shouldResendOrder({ paymentIntentId: 'pi_1', previous, next: { ...previous, addOnIds: [] } }),
    ).toBe(true);
  });

  it('does not re-send without a payment intent', () => {
    expect(
      shouldResendOrder({
        paymentIntentId: null,
        previous,
        next: { ...previous, promotionalCode: 'SAVE250' },
      }),
    ).toBe(false);
  });

  it('does not re-send when nothing changed', () => {
    expect(
      shouldResendOrder({
        paymentIntentId: 'pi_1',
        previous,
        next: { ...previous, addOnIds: ['expedited'] },
      }),
    ).toBe(false);
  });

  it('decision: a reordering of the same add-ons is no change', () => {
    expect(
      shouldResendOrder({
        paymentIntentId: 'pi_1',
        previous: { promotionalCode: 'SAVE250', addOnIds: ['expedited', 'exterior-front'] },
        next: { promotionalCode: 'SAVE250', addOnIds: ['exterior-front', 'expedited'] },
      }),
    ).toBe(false);
  });
});
