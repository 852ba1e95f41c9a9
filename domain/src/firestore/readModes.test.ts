import { describe, expect, it } from 'vitest';
import { PUBLIC_COLLECTIONS } from './collections';
import { readModeOf } from './readModes';

describe('readModeOf', () => {
  it('reads the public catalog once', () => {
    for (const collection of PUBLIC_COLLECTIONS) expect(readModeOf(collection)).toBe('reference');
  });

  it('reads the records the client changes by command once, refreshed after commands', () => {
    expect(readModeOf('profiles')).toBe('ownRecords');
    expect(readModeOf('onboardStates')).toBe('ownRecords');
    expect(readModeOf('termsAgreements')).toBe('ownRecords');
  });

  it('reads live what the backend changes on its own: order status, payment events, media', () => {
    expect(readModeOf('newPackageOrderStatuses')).toBe('server');
    expect(readModeOf('yzOrderEvents')).toBe('server');
    expect(readModeOf('media')).toBe('server');
  });

  it('reads live any collection without a mode', () => {
    expect(readModeOf('orders')).toBe('server');
  });
});
