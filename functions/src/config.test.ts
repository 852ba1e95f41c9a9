import { afterEach, describe, expect, it } from 'vitest';
import { ALERT_WEBHOOK_URL, STRIPE_SECRET_KEY, configuredValue } from './config';

describe('configuredValue', () => {
  afterEach(() => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.ALERT_WEBHOOK_URL;
  });

  it('is null for an unset or empty param, so the adapter uses its local stand-in', () => {
    expect(configuredValue(STRIPE_SECRET_KEY)).toBeNull();
    process.env.ALERT_WEBHOOK_URL = '';
    expect(configuredValue(ALERT_WEBHOOK_URL)).toBeNull();
  });

  it('is the value the runtime injected for the param', () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_123';
    expect(configuredValue(STRIPE_SECRET_KEY)).toBe('sk_test_123');
    expect(STRIPE_SECRET_KEY.value()).toBe('sk_test_123');
  });
});
