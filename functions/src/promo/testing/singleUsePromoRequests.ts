import { afterEach, beforeEach, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import type { DesignProfileDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../../admin';
import { callableRequest, type TestCaller } from '../../testing/callable';
import { requestSingleUsePromo } from '../requestSingleUsePromo';
import { SINGLE_USE_PROMO_EMAILS } from '../singleUsePromoEmails';
import { clearCollections } from '../testSeed';

export const COLLECTIONS = ['codes', SINGLE_USE_PROMO_EMAILS];
let uidCounter = 0;
/** Every request from its own anonymous visitor, unless a test says otherwise. */
export function visitor(): TestCaller {
  uidCounter += 1;
  return { uid: `anon-${uidCounter}`, signIn: 'anonymous' };
}

/** Puts the email on one of the caller's design profiles, as the funnel's contact step saves it. */
export async function putOnDesignProfile(caller: TestCaller, email: string) {
  const profile: DesignProfileDoc = {
    userId: caller.uid,
    versionId: 'v10',
    isTestAccount: false,
    abandonedCartEmailSent: false,
    purchased: false,
    packagePurchased: null,
    step: 6,
    contactInformation: { email },
    questions: [],
  };
  const db = await getDb();
  await db.collection('designProfiles').add(profile);
}

/** A fresh account whose owner verified the email: the one caller an offer for it may go to. */
export function accountWith(email: string): TestCaller {
  uidCounter += 1;
  return { uid: `acct-${uidCounter}`, signIn: 'password', email, emailVerified: true };
}

/** A request for the email; by default from a fresh account that verified that email. */
export async function request(email: string, caller?: TestCaller) {
  return requestSingleUsePromo.run(callableRequest({ email }, caller ?? accountWith(email)));
}

export async function issuedCodes() {
  const db = await getDb();
  return (await db.collection('codes').get()).docs.map((doc) => doc.data());
}

export type FetchCall = { url: string; method: string; body: unknown; authorization: string };

/** A fake marketing API: answers each method with the status given (or throws for 'network'). */
export function fakeMarketingApi(answers: Record<string, number | 'network'>) {
  const calls: FetchCall[] = [];
  const fake = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const headers = init?.headers as Record<string, string>;
    calls.push({
      url: String(url),
      method,
      body: JSON.parse(String(init?.body)),
      authorization: headers.Authorization!,
    });
    const answer = answers[method] ?? 500;
    if (answer === 'network') throw new TypeError('fetch failed');
    return new Response('{}', { status: answer });
  });
  vi.stubGlobal('fetch', fake);
  return calls;
}

/** For a single-use promo test file: no codes, emails, design profiles or rate limits; no marketing key. */
export function startEachSingleUsePromoTestClean(): void {
  beforeEach(async () => {
    vi.mocked(logger.error).mockClear();
    await clearCollections(await getDb(), [...COLLECTIONS, 'designProfiles', 'rateLimits']);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete process.env.MARKETING_EMAIL_API_KEY;
  });
}
