import { describe, expect, it } from 'vitest';
import { isDogfoodHost } from './testAccount';

describe('test-account flag', () => {
  it('is set on dogfood hosts', () => {
    for (const host of [
      'dogfood.yardwise.example',
      'app.dogfood.yardwise.example',
      'yardwise-dogfood.web.app',
      'DOGFOOD.yardwise.example:5173',
    ]) {
      expect(isDogfoodHost(host)).toBe(true);
    }
  });

  it('is not set on production, staging or local hosts', () => {
    for (const host of [
      'app.yardwise.example',
      'staging.yardwise.example',
      'localhost:5173',
      '127.0.0.1',
    ]) {
      expect(isDogfoodHost(host)).toBe(false);
    }
  });

  it('decision: "dogfood" must be a whole word of the host name', () => {
    expect(isDogfoodHost('dogfooding.yardwise.example')).toBe(false);
    expect(isDogfoodHost('notdogfood.yardwise.example')).toBe(false);
  });
});
