import { describe, expect, it } from 'vitest';
import * as logger from 'firebase-functions/logger';
import {
  PROMO_CODE_COOKIE,
  PROMO_CODE_COOKIE_MAX_AGE_SECONDS,
} from '@yardwise/domain/funnel/cookies';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { getDb } from '../admin';
import { limitMessage } from '../security/testing/rateLimiterFixtures';
import { callableRequest, rejection, type TestCaller } from '../testing/callable';
import { requestSingleUsePromo } from './requestSingleUsePromo';
import { emailKey, SINGLE_USE_PROMO_EMAILS } from './singleUsePromoEmails';
import { documentCounts } from './testSeed';
import {
  COLLECTIONS,
  fakeMarketingApi,
  issuedCodes,
  putOnDesignProfile,
  request,
  startEachSingleUsePromoTestClean,
  visitor,
  accountWith,
} from './testing/singleUsePromoRequests';

startEachSingleUsePromoTestClean();

describe('requestSingleUsePromo', () => {
  it('creates a 7-day single-use code for a new email and returns the promo cookie', async () => {
    const now = Date.now();
    const result = await request('Ana@Example.com');

    if (!result.issued) throw new Error('a code should have been issued');
    expect(result.code).toMatch(/^WELCOME-[A-HJ-NP-Z2-9]{8}$/);
    expect(result.cookie).toEqual({
      name: PROMO_CODE_COOKIE,
      value: result.code,
      maxAgeSeconds: PROMO_CODE_COOKIE_MAX_AGE_SECONDS,
    });
    const codes = await issuedCodes();
    expect(codes).toEqual([
      expect.objectContaining({
        code: result.code,
        email: 'ana@example.com',
        status: 'USABLE',
        endTime: result.endTime,
        maxRedemptions: 1,
      }),
    ]);
    const days = (Date.parse(result.endTime) - now) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('keeps a server-only record keyed by the hash of the normalised email', async () => {
    const result = await request('ana@example.com');
    const db = await getDb();
    const records = (await db.collection(SINGLE_USE_PROMO_EMAILS).get()).docs;
    expect(records.map((doc) => doc.id)).toEqual([emailKey('ANA@example.com ')]);
    expect(records[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(records[0]!.data()).toMatchObject({
      code: result.issued && result.code,
      marketingHandOff: 'LOCAL_STAND_IN',
    });
  });

  it('does nothing for an email already seen, in any letter case', async () => {
    await request('ana@example.com');
    expect(await request('ANA@example.COM')).toEqual({ issued: false });
    expect(await issuedCodes()).toHaveLength(1);
  });

  it('decision: gives one caller one code, whatever emails they try', async () => {
    const caller = accountWith('one@example.com');
    expect((await request('one@example.com', caller)).issued).toBe(true);
    expect(await request('two@example.com', caller)).toEqual({ issued: false });
    expect(await issuedCodes()).toHaveLength(1);
  });

  it('hands the code to the marketing system by POST with its agreed body', async () => {
    process.env.MARKETING_EMAIL_API_KEY = 'mk_test';
    const calls = fakeMarketingApi({ POST: 200 });

    const result = await request('Cleo@Example.com');

    expect(calls).toEqual([
      {
        url: 'https://api.cordial.io/v2/contacts',
        method: 'POST',
        body: {
          channels: { email: { address: 'cleo@example.com' } },
          promo_code: result.issued && result.code,
        },
        authorization: `Basic ${Buffer.from('mk_test:').toString('base64')}`,
      },
    ]);
    const db = await getDb();
    const record = await db
      .collection(SINGLE_USE_PROMO_EMAILS)
      .doc(emailKey('cleo@example.com'))
      .get();
    expect(record.data()?.marketingHandOff).toBe('POST');
  });

  it('falls back to PUT with the same body when POST fails', async () => {
    process.env.MARKETING_EMAIL_API_KEY = 'mk_test';
    const calls = fakeMarketingApi({ POST: 409, PUT: 200 });

    const result = await request('dan@example.com');

    expect(result.issued).toBe(true);
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    const db = await getDb();
    const record = await db
      .collection(SINGLE_USE_PROMO_EMAILS)
      .doc(emailKey('dan@example.com'))
      .get();
    expect(record.data()?.marketingHandOff).toBe('PUT');
  });

  it('decision: keeps the code and logs the error when POST and PUT both fail', async () => {
    process.env.MARKETING_EMAIL_API_KEY = 'mk_test';
    const calls = fakeMarketingApi({ POST: 'network', PUT: 503 });

    const result = await request('eve@example.com');

    expect(result.issued).toBe(true);
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(await issuedCodes()).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('marketing'),
      expect.objectContaining({ failures: ['POST failed: fetch failed', 'PUT answered 503'] }),
    );
    const db = await getDb();
    const record = await db
      .collection(SINGLE_USE_PROMO_EMAILS)
      .doc(emailKey('eve@example.com'))
      .get();
    expect(record.data()?.marketingHandOff).toBe('FAILED');
  });

  it('rejects a signed-out caller and writes nothing', async () => {
    const error = await rejection(requestSingleUsePromo.run(callableRequest({ email: 'a@b.co' })));
    expect(error.code).toBe('unauthenticated');
    expect(await documentCounts(await getDb(), COLLECTIONS)).toEqual({
      codes: 0,
      [SINGLE_USE_PROMO_EMAILS]: 0,
    });
  });

  it.each([
    ['null', null],
    ['a string', 'ana@example.com'],
    ['an array', [{ email: 'ana@example.com' }]],
    ['no email', {}],
    ['an empty email', { email: '' }],
    ['an email without a domain', { email: 'ana@' }],
    ['an email with spaces inside', { email: 'ana maria@example.com' }],
    ['a number', { email: 42 }],
    ['an object', { email: { $gt: '' } }],
    ['a huge email', { email: `${'a'.repeat(300)}@example.com` }],
    ['an extra field', { email: 'ana@example.com', code: 'FREE100' }],
    ['a client-chosen discount', { email: 'ana@example.com', discount: '%100' }],
  ])('rejects %s as invalid-argument and writes nothing', async (_, data) => {
    const error = await rejection(requestSingleUsePromo.run(callableRequest(data, visitor())));
    expect(error.code).toBe('invalid-argument');
    expect(await documentCounts(await getDb(), COLLECTIONS)).toEqual({
      codes: 0,
      [SINGLE_USE_PROMO_EMAILS]: 0,
    });
  });
});

describe('requestSingleUsePromo: only for the caller’s own address, within limits', () => {
  async function seenRecords() {
    const db = await getDb();
    return (await db.collection(SINGLE_USE_PROMO_EMAILS).get()).docs.map((doc) => ({
      id: doc.id,
      ...doc.data(),
    }));
  }

  it('hands the offer to an account asking for its own verified email', async () => {
    process.env.MARKETING_EMAIL_API_KEY = 'mk_test';
    const calls = fakeMarketingApi({ POST: 200 });

    const result = await request('ana@example.com', accountWith('Ana@Example.com'));

    if (!result.issued) throw new Error('a code should have been issued');
    expect(result.cookie).toMatchObject({ name: PROMO_CODE_COOKIE, value: result.code });
    expect(calls.map((call) => call.body)).toEqual([
      { channels: { email: { address: 'ana@example.com' } }, promo_code: result.code },
    ]);
  });

  it('mails nothing to an address only typed into the funnel, or not yet verified', async () => {
    process.env.MARKETING_EMAIL_API_KEY = 'mk_test';
    const calls = fakeMarketingApi({ POST: 200 });
    const visitorWithProfile = visitor();
    await putOnDesignProfile(visitorWithProfile, 'Ana@Example.com');
    const unverified: TestCaller = { ...accountWith('ana@example.com'), emailVerified: false };

    expect(await request('ana@example.com', visitorWithProfile)).toEqual({ issued: false });
    expect(await request('ana@example.com', unverified)).toEqual({ issued: false });

    expect(await issuedCodes()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('gives a caller asking for an address that is not theirs no code, and leaves the offer to its owner', async () => {
    process.env.MARKETING_EMAIL_API_KEY = 'mk_test';
    const calls = fakeMarketingApi({ POST: 200 });
    const stranger = accountWith('mallory@example.com');

    expect(await request('ana@example.com', stranger)).toEqual({ issued: false });
    expect(await request('ana@example.com', visitor())).toEqual({ issued: false });

    expect(await issuedCodes()).toEqual([]);
    expect(await seenRecords()).toEqual([]);
    expect(calls).toEqual([]);
    const owner = await request('ana@example.com');
    expect(owner.issued).toBe(true);
    expect(calls.map((call) => call.body)).toEqual([
      {
        channels: { email: { address: 'ana@example.com' } },
        promo_code: owner.issued && owner.code,
      },
    ]);
  });

  it('gives a second caller asking for the same email no code, and neither burns nor re-issues the first caller’s offer', async () => {
    process.env.MARKETING_EMAIL_API_KEY = 'mk_test';
    const calls = fakeMarketingApi({ POST: 200 });
    const first = accountWith('ana@example.com');
    const issued = await request('ana@example.com', first);
    if (!issued.issued) throw new Error('a code should have been issued');
    const codesBefore = await issuedCodes();
    const seenBefore = await seenRecords();

    // A second visitor who also typed the address, and one who did not.
    expect(await request('ANA@example.com')).toEqual({ issued: false });
    expect(await request('ana@example.com', visitor())).toEqual({ issued: false });
    // The first caller asking again is an email already seen.
    expect(await request('ana@example.com', first)).toEqual({ issued: false });

    expect(await issuedCodes()).toEqual(codesBefore);
    expect(codesBefore).toEqual([
      expect.objectContaining({ code: issued.code, status: 'USABLE', timesRedeemed: 0 }),
    ]);
    expect(await seenRecords()).toEqual(seenBefore);
    expect(seenBefore).toEqual([
      expect.objectContaining({ code: issued.code, uid: first.uid, marketingHandOff: 'POST' }),
    ]);
    expect(calls).toHaveLength(1);
  });

  it('refuses one caller asking for many different emails with resource-exhausted', async () => {
    const { maxCalls } = RATE_LIMITS.requestSingleUsePromo;
    const caller = visitor();
    for (let call = 0; call < maxCalls; call += 1) {
      expect(await request(`guess${call}@example.com`, caller)).toEqual({ issued: false });
    }

    const error = await rejection(request('one-more@example.com', caller));

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(limitMessage(60));
    expect(await issuedCodes()).toEqual([]);
    expect(await seenRecords()).toEqual([]);
    // Another visitor asking for their own email is not held back.
    expect((await request('ana@example.com')).issued).toBe(true);
  });

  it('refuses callers claiming one email past its limit, counting only callers who claim it', async () => {
    const { maxCalls } = RATE_LIMITS.requestSingleUsePromoPerEmail;
    // Strangers asking for the address do not use up its owner's calls.
    for (let call = 0; call < maxCalls; call += 1) {
      expect(await request('ana@example.com', visitor())).toEqual({ issued: false });
    }
    expect((await request('ana@example.com')).issued).toBe(true);
    for (let call = 1; call < maxCalls; call += 1) {
      expect(await request('ana@example.com')).toEqual({ issued: false });
    }

    const error = await rejection(request('ana@example.com'));

    expect(error.code).toBe('resource-exhausted');
    expect(await issuedCodes()).toHaveLength(1);
  });
});
