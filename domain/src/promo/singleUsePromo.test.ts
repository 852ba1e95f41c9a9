import { describe, expect, it } from 'vitest';
import {
  emailFirstSeenPath,
  MARKETING_SEND_METHODS,
  marketingPromoBody,
  mayClaimSingleUsePromo,
  promoCookie,
  readSingleUseCode,
  singleUseCodeRequest,
  singleUsePromoStep,
} from './singleUsePromo';

describe('single-use promo flow', () => {
  it('does nothing for an email already seen', () => {
    expect(singleUsePromoStep('ana@example.com', { emailProvided: true })).toEqual({
      kind: 'nothing',
    });
  });

  it('creates a code for a new email', () => {
    expect(singleUsePromoStep(' Ana@Example.com ', { emailProvided: false })).toEqual({
      kind: 'createCode',
      email: 'ana@example.com',
    });
  });

  it('decision: a failed first-seen lookup issues no code', () => {
    expect(singleUsePromoStep('ana@example.com', { failed: true })).toEqual({ kind: 'nothing' });
  });

  it('decision: looks the email up trimmed, lower-cased and escaped', () => {
    expect(emailFirstSeenPath(' Ana+yard@Example.com')).toBe(
      'wordpress/email-first-seen/ana%2Byard%40example.com',
    );
  });

  it('asks for a code starting now', () => {
    expect(singleUseCodeRequest('ana@example.com', new Date('2025-09-26T15:30:00Z'))).toEqual({
      email: 'ana@example.com',
      startTime: '2025-09-26T15:30:00.000Z',
    });
  });

  it('reads the created code, and refuses a response without its fields', () => {
    const body = {
      code: 'WELCOME-8H2K',
      email: 'ana@example.com',
      endTime: '2025-10-03T00:00:00Z',
      status: 'USABLE',
    };
    expect(readSingleUseCode(body)).toEqual(body);
    expect(readSingleUseCode({ ...body, code: '' })).toBeNull();
    expect(readSingleUseCode({ ...body, endTime: 5 })).toBeNull();
    expect(readSingleUseCode(null)).toBeNull();
    expect(readSingleUseCode('WELCOME')).toBeNull();
  });

  it('sends the code to email marketing by POST, then PUT, with the same body', () => {
    expect(MARKETING_SEND_METHODS).toEqual(['POST', 'PUT']);
    expect(marketingPromoBody('Ana@Example.com', 'WELCOME-8H2K')).toEqual({
      channels: { email: { address: 'ana@example.com' } },
      promo_code: 'WELCOME-8H2K',
    });
  });

  it('sets a cookie that lives 7 days', () => {
    expect(promoCookie('WELCOME-8H2K')).toEqual({
      name: 'yw_promo_code',
      value: 'WELCOME-8H2K',
      maxAgeSeconds: 604800,
    });
  });
});

describe('whose address the single-use promo is claimed for', () => {
  const account = { uid: 'a1', isAnonymous: false, email: 'Ana@Example.com', emailVerified: true };

  it('lets an account claim its own verified email, trimmed and lower-cased', () => {
    expect(mayClaimSingleUsePromo(' ana@example.com ', account)).toBe(true);
  });

  it('refuses an email not verified, an anonymous visitor, and an address not theirs', () => {
    expect(mayClaimSingleUsePromo('ana@example.com', { ...account, emailVerified: false })).toBe(
      false,
    );
    expect(mayClaimSingleUsePromo('ana@example.com', { ...account, isAnonymous: true })).toBe(
      false,
    );
    expect(mayClaimSingleUsePromo('ben@example.com', account)).toBe(false);
    expect(mayClaimSingleUsePromo('', account)).toBe(false);
  });
});
