import { afterEach, describe, expect, it } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { getDb } from '../../admin';
import type { PaymentGateway } from './paymentGateway';
import { paymentGateway, setPaymentGatewayForTests } from './selectPaymentGateway';

afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  setPaymentGatewayForTests(null);
});

describe('payment gateway selection', () => {
  it('uses the stand-in without a Stripe key, and says so once in the log', async () => {
    const db = await getDb();
    expect(paymentGateway(db).kind).toBe('stand-in');
    expect(paymentGateway(db).kind).toBe('stand-in');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('uses Stripe when the key is configured, without loading the SDK until a call', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_configured';
    const db = await getDb();
    const gateway = paymentGateway(db);
    expect(gateway.kind).toBe('stripe');
    expect(paymentGateway(db)).toBe(gateway);
  });

  it('lets tests inject a gateway', async () => {
    const fake = { kind: 'stripe' } as PaymentGateway;
    setPaymentGatewayForTests(fake);
    expect(paymentGateway(await getDb())).toBe(fake);
  });
});
