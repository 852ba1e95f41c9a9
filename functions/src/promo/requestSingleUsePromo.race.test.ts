// Parallel requests for a welcome code, on the official emulator where their transactions overlap:
// one email gets one code, and one caller gets one code, however many requests arrive at once.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { getDb } from '../admin';
import { SINGLE_USE_PROMO_EMAILS } from './singleUsePromoEmails';
import {
  fakeMarketingApi,
  issuedCodes,
  request,
  startEachSingleUsePromoTestClean,
  accountWith,
} from './testing/singleUsePromoRequests';

startEachSingleUsePromoTestClean();

describe('requestSingleUsePromo at once', () => {
  it('creates one code for two parallel requests for the same email', async () => {
    const results = await Promise.all([request('ben@example.com'), request('ben@example.com')]);
    expect(results.filter((result) => result.issued)).toHaveLength(1);
    expect(await issuedCodes()).toHaveLength(1);
  });

  it('creates one code and hands it to the marketing system once for parallel requests up to the per-email limit', async () => {
    process.env.MARKETING_EMAIL_API_KEY = 'mk_test';
    const calls = fakeMarketingApi({ POST: 200 });
    const { maxCalls } = RATE_LIMITS.requestSingleUsePromoPerEmail;

    const results = await Promise.all(
      Array.from({ length: maxCalls }, () => request('gus@example.com')),
    );

    expect(results.filter((result) => result.issued)).toHaveLength(1);
    expect(await issuedCodes()).toHaveLength(1);
    expect(calls.map((call) => call.method)).toEqual(['POST']);
    const db = await getDb();
    expect((await db.collection(SINGLE_USE_PROMO_EMAILS).get()).size).toBe(1);
  });

  it('creates one code for one caller sending the same request 5 times at once', async () => {
    const caller = accountWith('hal@example.com');
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => request('hal@example.com', caller)),
    );
    expect(results.filter((result) => result.issued)).toHaveLength(1);
    expect(await issuedCodes()).toHaveLength(1);
  });

  it('gives one code for one email when 4 accounts that verified it ask at once', async () => {
    // The email's seen-record is read in the same transaction as the new code is written.
    const callers = [1, 2, 3, 4].map(() => accountWith('ida@example.com'));

    const results = await Promise.all(callers.map((caller) => request('ida@example.com', caller)));

    expect(results.filter((result) => result.issued)).toHaveLength(1);
    expect(await issuedCodes()).toHaveLength(1);
  });
});
