import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@yardwise/domain/brand/brand';
import {
  ALERT_WEBHOOK_URL,
  APP_CHECK_ENFORCED,
  STRIPE_SECRET_KEY,
  appCheckEnforced,
  configuredValue,
  serverBrand,
} from './config';

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

describe('serverBrand', () => {
  afterEach(() => {
    delete process.env.BRAND_NAME;
    delete process.env.SUPPORT_EMAIL;
  });

  it('keeps the neutral defaults when the deployment sets no brand', () => {
    expect(serverBrand()).toEqual(DEFAULT_BRAND);
  });

  it("uses the deployment's brand name and support email in server-written text", () => {
    process.env.BRAND_NAME = 'Acme Gardens';
    process.env.SUPPORT_EMAIL = 'care@acme.example';
    expect(serverBrand()).toMatchObject({
      productName: 'Acme Gardens',
      supportEmail: 'care@acme.example',
    });
  });
});

describe('appCheckEnforced', () => {
  afterEach(() => {
    delete process.env.APP_CHECK_ENFORCED;
  });

  it('is off unless APP_CHECK_ENFORCED is true, as the param itself reads it', () => {
    expect(appCheckEnforced()).toBe(false);
    for (const value of ['false', 'TRUE', '1', '']) {
      process.env.APP_CHECK_ENFORCED = value;
      expect(appCheckEnforced()).toBe(APP_CHECK_ENFORCED.value());
      expect(appCheckEnforced()).toBe(false);
    }
    process.env.APP_CHECK_ENFORCED = 'true';
    expect(appCheckEnforced()).toBe(true);
    expect(APP_CHECK_ENFORCED.value()).toBe(true);
  });
});
