import { describe, expect, it } from 'vitest';
import { paymentReversalNotice, paymentReversalRecordOf } from './reversalNotice';

const EMAIL = 'help@yard-design.example';

describe('the payment notice above onboarding', () => {
  it('tells a refunded client the amount on its way back', () => {
    expect(
      paymentReversalNotice({ kind: 'refunded', amount: 249500, amountCharged: 249500 }, EMAIL),
    ).toBe(
      'Your payment of $2,495.00 was refunded and is on its way back to your payment method. Reach out to help@yard-design.example with any questions.',
    );
  });

  it('tells a partly refunded client how much of the payment came back', () => {
    expect(
      paymentReversalNotice(
        { kind: 'partially_refunded', amount: 50000, amountCharged: 249500 },
        EMAIL,
      ),
    ).toBe(
      'We refunded $500.00 of your $2,495.00 payment; it is on its way back to your payment method. Reach out to help@yard-design.example with any questions.',
    );
  });

  it('tells a client whose bank disputes the payment that the project is under review', () => {
    expect(
      paymentReversalNotice({ kind: 'disputed', amount: 249500, amountCharged: 249500 }, EMAIL),
    ).toBe(
      'Your bank has told us your payment of $2,495.00 is disputed, so your project is under review. Reach out to help@yard-design.example with any questions.',
    );
  });

  it.each([
    undefined,
    null,
    'refunded',
    { kind: 'cancelled', amount: 1, amountCharged: 1 },
    { kind: 'refunded', amount: '249500', amountCharged: 249500 },
    { kind: 'refunded', amount: 0.5, amountCharged: 249500 },
    { kind: 'disputed', amount: 249500 },
  ])('says nothing for %o, which the server never writes', (value) => {
    expect(paymentReversalRecordOf(value)).toBeNull();
    expect(paymentReversalNotice(value, EMAIL)).toBeNull();
  });
});
