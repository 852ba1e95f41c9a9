import { describe, expect, it } from 'vitest';
import { orderCallErrorMessage } from './paymentIntentError';

describe('order call errors', () => {
  it("shows the server's own message", () => {
    expect(
      orderCallErrorMessage({
        kind: 'response',
        status: 400,
        message: 'This package is sold out.',
      }),
    ).toBe('This package is sold out.');
  });

  it('names the status when the server gave no message', () => {
    expect(orderCallErrorMessage({ kind: 'response', status: 502, message: null })).toBe(
      'An error occurred while getting the payment intent. 502',
    );
    expect(orderCallErrorMessage({ kind: 'response', status: 500, message: '  ' })).toBe(
      'An error occurred while getting the payment intent. 500',
    );
  });

  it('gives the plain message for a thrown failure', () => {
    expect(orderCallErrorMessage({ kind: 'thrown' })).toBe(
      'An error occurred while getting the payment intent.',
    );
  });
});
