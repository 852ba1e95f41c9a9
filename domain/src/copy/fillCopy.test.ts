import { describe, expect, it } from 'vitest';
import { fillCopy } from './fillCopy';

describe('filling message templates', () => {
  it('fills {product}, {email} and {code} wherever they stand', () => {
    expect(
      fillCopy('It looks like you already have a {product} account, please try logging in.', {
        product: 'Yard Design Studio',
      }),
    ).toBe('It looks like you already have a Yard Design Studio account, please try logging in.');
    expect(fillCopy('{code} is not valid on this package.', { code: 'SAVE250' })).toBe(
      'SAVE250 is not valid on this package.',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    expect(fillCopy('Reach out to {email} at any time.', {})).toBe(
      'Reach out to {email} at any time.',
    );
  });

  it('fills numbers too', () => {
    expect(
      fillCopy('An error occurred while getting the payment intent. {status}', { status: 502 }),
    ).toBe('An error occurred while getting the payment intent. 502');
  });
});
