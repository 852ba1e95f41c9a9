import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { RECAPTCHA_VERIFY_URL } from '../adapters/recaptcha/recaptchaVerifier';
import { callableRequest, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { validateRecaptcha } from './validateRecaptcha';

const visitor = { uid: 'anon-captcha', signIn: 'anonymous' } as const;
const valid = { token: '03AFcWeA6x_token-1', action: 'legacy_checkout' };

function validate(data: unknown) {
  return validateRecaptcha.run(callableRequest(data, visitor));
}

/** A fake siteverify endpoint; never the network. */
function fakeSiteverify(answer: () => Response | Promise<Response>) {
  const fake = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fake);
  return fake;
}

beforeEach(async () => {
  vi.mocked(logger.warn).mockClear();
  vi.mocked(logger.error).mockClear();
  await clearFirestore(['rateLimits']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete process.env.RECAPTCHA_SECRET_KEY;
});

describe('validateRecaptcha', () => {
  it('local stand-in: without a secret the token passes and the log says the check was skipped', async () => {
    const fetch = fakeSiteverify(() => Response.json({ success: false }));

    expect(await validate(valid)).toEqual({ valid: true });

    expect(fetch).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('[local stand-in]'),
      expect.objectContaining({ action: 'legacy_checkout' }),
    );
  });

  it('checks the token with Google for the legacy_checkout action', async () => {
    process.env.RECAPTCHA_SECRET_KEY = 'rc_secret';
    const fetch = fakeSiteverify(() =>
      Response.json({ success: true, action: 'legacy_checkout', score: 0.9 }),
    );

    expect(await validate(valid)).toEqual({ valid: true });

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: 'rc_secret',
      response: valid.token,
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['a failed check', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['another action', { success: true, action: 'login', score: 0.9 }],
    ['a low score', { success: true, action: 'legacy_checkout', score: 0.1 }],
  ])('answers valid: false for %s', async (_, body) => {
    process.env.RECAPTCHA_SECRET_KEY = 'rc_secret';
    fakeSiteverify(() => Response.json(body));
    expect(await validate(valid)).toEqual({ valid: false });
  });

  it('decision: answers unavailable when Google cannot be reached or fails', async () => {
    process.env.RECAPTCHA_SECRET_KEY = 'rc_secret';
    fakeSiteverify(() => Promise.reject(new TypeError('fetch failed')));
    expect((await rejection(validate(valid))).code).toBe('unavailable');

    fakeSiteverify(() => new Response('oops', { status: 502 }));
    expect((await rejection(validate(valid))).code).toBe('unavailable');
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('checks twenty tokens an hour for one visitor, then refuses without asking Google', async () => {
    process.env.RECAPTCHA_SECRET_KEY = 'rc_secret';
    const fetch = fakeSiteverify(() =>
      Response.json({ success: true, action: 'legacy_checkout', score: 0.9 }),
    );
    for (let call = 0; call < 20; call += 1) await validate(valid);
    expect((await rejection(validate(valid))).code).toBe('resource-exhausted');
    expect(fetch).toHaveBeenCalledTimes(20);
  });

  it('rejects a signed-out caller', async () => {
    const error = await rejection(validateRecaptcha.run(callableRequest(valid)));
    expect(error.code).toBe('unauthenticated');
  });

  it.each([
    ['null', null],
    ['a string', 'token'],
    ['an array', [valid]],
    ['no token', { action: 'legacy_checkout' }],
    ['an empty token', { ...valid, token: '' }],
    ['a token with spaces', { ...valid, token: 'a b' }],
    ['a huge token', { ...valid, token: 'a'.repeat(5000) }],
    ['a number token', { ...valid, token: 7 }],
    ['no action', { token: valid.token }],
    ['another action', { ...valid, action: 'login' }],
    ['an extra field', { ...valid, valid: true }],
  ])('rejects %s as invalid-argument without calling Google', async (_, data) => {
    process.env.RECAPTCHA_SECRET_KEY = 'rc_secret';
    const fetch = fakeSiteverify(() => Response.json({ success: true }));
    const error = await rejection(validate(data));
    expect(error.code).toBe('invalid-argument');
    expect(fetch).not.toHaveBeenCalled();
  });
});
