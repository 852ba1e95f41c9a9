// A request that dies after issuing the code and before recording its hand-off to the marketing
// system: the email is "seen", but neither the customer nor the marketing system has the code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentReference } from 'firebase-admin/firestore';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { singleUsePromoRecord } from '@yardwise/domain/promo/singleUseCode';
import { getDb } from '../admin';
import { callableRequest, rejection, type TestCaller } from '../testing/callable';
import { requestSingleUsePromo } from './requestSingleUsePromo';
import {
  emailKey,
  SINGLE_USE_PROMO_EMAILS,
  type SingleUsePromoEmailDoc,
} from './singleUsePromoEmails';
import { clearCollections } from './testSeed';

const EMAIL = 'nia@example.com';
/** Nia's account, which verified the email: the one caller an offer for it may go to. */
const visitor: TestCaller = {
  uid: 'acct-nia',
  signIn: 'password',
  email: EMAIL,
  emailVerified: true,
};
const someoneElse: TestCaller = { uid: 'anon-other', signIn: 'anonymous' };

const request = (caller: TestCaller = visitor) =>
  requestSingleUsePromo.run(callableRequest({ email: EMAIL }, caller));

async function seenRecord() {
  const db = await getDb();
  const doc = await db.collection(SINGLE_USE_PROMO_EMAILS).doc(emailKey(EMAIL)).get();
  return doc.data() as SingleUsePromoEmailDoc | undefined;
}

async function codes() {
  const db = await getDb();
  return (await db.collection('codes').get()).docs.map((doc) => doc.data() as PromoCodeDoc);
}

/** What a request that died `minutesAgo` minutes ago, right after issuing the code, left behind. */
async function seedDiedRequest(minutesAgo: number, validFor = minutesAgo + 60) {
  const db = await getDb();
  const issuedAt = new Date(Date.now() - minutesAgo * 60_000);
  const code = 'WELCOME-ABCDEFGH';
  const record: PromoCodeDoc = {
    ...singleUsePromoRecord(code, EMAIL, issuedAt),
    endTime: new Date(issuedAt.getTime() + validFor * 60_000).toISOString(),
  };
  await db.collection('codes').doc(code).set(record);
  const seen: SingleUsePromoEmailDoc = {
    code,
    uid: visitor.uid,
    createdAt: issuedAt.toISOString(),
  };
  await db.collection(SINGLE_USE_PROMO_EMAILS).doc(emailKey(EMAIL)).set(seen);
  return record;
}

beforeEach(async () => {
  vi.restoreAllMocks();
  await clearCollections(await getDb(), ['codes', SINGLE_USE_PROMO_EMAILS, 'rateLimits']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete process.env.MARKETING_EMAIL_API_KEY;
});

describe('requestSingleUsePromo after a request died part-way', () => {
  it('a request dying before recording the hand-off leaves one code, and a quick retry gets nothing more', async () => {
    vi.spyOn(DocumentReference.prototype, 'update').mockRejectedValueOnce(
      new Error('instance shut down'),
    );

    expect((await rejection(request())).code).toBe('internal');
    // Within the minute another request of this caller may still be handing the code over.
    expect(await request()).toEqual({ issued: false });

    expect(await codes()).toHaveLength(1);
    expect(await seenRecord()).toMatchObject({ uid: visitor.uid });
    expect((await seenRecord())?.marketingHandOff).toBeUndefined();
  });

  it('the same caller asking again later gets the same code, handed to the marketing system', async () => {
    const issued = await seedDiedRequest(2);
    process.env.MARKETING_EMAIL_API_KEY = 'mk_test';
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    const result = await request();

    expect(result).toMatchObject({ issued: true, code: issued.code, endTime: issued.endTime });
    expect(fetch).toHaveBeenCalledOnce();
    expect(await seenRecord()).toMatchObject({ code: issued.code, marketingHandOff: 'POST' });
    expect(await codes()).toEqual([issued]);
    // Handed over now: a further request is an email already seen.
    expect(await request()).toEqual({ issued: false });
  });

  it('another caller asking for that email gets nothing', async () => {
    await seedDiedRequest(2);
    expect(await request(someoneElse)).toEqual({ issued: false });
    expect((await seenRecord())?.marketingHandOff).toBeUndefined();
  });

  it('an expired code is not handed out again', async () => {
    await seedDiedRequest(60 * 24 * 8, 60 * 24 * 7);
    expect(await request()).toEqual({ issued: false });
  });
});
