import { describe, expect, it } from 'vitest';
import {
  emailFirstSeenPath,
  MARKETING_SEND_METHODS,
  marketingPromoBody,
  promoCookie,
  readSingleUseCode,
  singleUseCodeRequest,
  singleUsePromoStep,
} from './singleUsePromo';

describe('single-use promo flow (funnel §4)', () => {
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

  it('sends the code to email marketing by POST, then PUT, with the same body (funnel §7)', () => {
    expect(MARKETING_SEND_METHODS).toEqual(['POST', 'PUT']);
    expect(marketingPromoBody('Ana@Example.com', 'WELCOME-8H2K')).toEqual({
      channels: { email: { address: 'ana@example.com' } },
      promo_code: 'WELCOME-8H2K',
    });
  });

  it('sets a cookie that lives 7 days (funnel §9)', () => {
    expect(promoCookie('WELCOME-8H2K')).toEqual({
      name: 'yw_promo_code',
      value: 'WELCOME-8H2K',
      maxAgeSeconds: 604800,
    });
  });
});
