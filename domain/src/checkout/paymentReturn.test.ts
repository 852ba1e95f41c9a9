import { describe, expect, it } from 'vitest';
import { paymentReturnOf, paymentReturnTarget, paymentReturnUrl } from './paymentReturn';

/** A query string as the browser decodes it (the domain's tests run without browser types). */
function params(query: string) {
  const entries = query.split('&').map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return [decodeURIComponent(name), decodeURIComponent(value)] as const;
  });
  return { get: (name: string) => entries.find(([key]) => key === name)?.[1] ?? null };
}
const queryOf = (url: string) => params(url.slice(url.indexOf('?') + 1));
const CONFIRMATIONS = ['/payment-confirmed', '/design-profile/payment-confirmed'];

describe('paymentReturnOf', () => {
  it('goes on to the confirmation for a succeeded or processing payment of this checkout', () => {
    expect(
      paymentReturnOf(params('payment_intent=pi_123&redirect_status=succeeded'), 'pi_123'),
    ).toEqual({ kind: 'paid', paymentIntentId: 'pi_123' });
    expect(
      paymentReturnOf(params('payment_intent=pi_123&redirect_status=processing'), null),
    ).toEqual({ kind: 'paid', paymentIntentId: 'pi_123' });
  });

  it('says a failed payment failed', () => {
    expect(
      paymentReturnOf(params('payment_intent=pi_123&redirect_status=failed'), 'pi_123'),
    ).toEqual({ kind: 'failed' });
  });

  it("does not claim another checkout's payment or a malformed one", () => {
    expect(
      paymentReturnOf(params('payment_intent=pi_999&redirect_status=succeeded'), 'pi_123'),
    ).toEqual({ kind: 'unknown' });
    expect(
      paymentReturnOf(params('payment_intent=<script>&redirect_status=succeeded'), null),
    ).toEqual({ kind: 'unknown' });
    expect(paymentReturnOf(params(''), null)).toEqual({ kind: 'unknown' });
  });
});

describe('paymentReturnTarget and paymentReturnUrl', () => {
  it('round-trips the funnel confirmation and refuses other targets', () => {
    const url = paymentReturnUrl('https://app.example.com', CONFIRMATIONS[1]!);
    expect(url).toBe(
      'https://app.example.com/confirm-payment?to=%2Fdesign-profile%2Fpayment-confirmed',
    );
    expect(paymentReturnTarget(queryOf(url), CONFIRMATIONS)).toBe(CONFIRMATIONS[1]);
    const withQuery = paymentReturnUrl(
      'https://app.example.com',
      '/payment-confirmed?sku-lookup-key=full-yard',
    );
    expect(paymentReturnTarget(queryOf(withQuery), CONFIRMATIONS)).toBe(
      '/payment-confirmed?sku-lookup-key=full-yard',
    );
    expect(paymentReturnTarget(params('to=https://evil.example'), CONFIRMATIONS)).toBe(
      '/payment-confirmed',
    );
  });
});
