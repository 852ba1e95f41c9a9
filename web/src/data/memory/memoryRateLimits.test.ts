import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputFor, TEST_BUYER } from '@yardwise/domain/checkout/orderTestData';
import type { ProfileDoc } from '@yardwise/domain/firestore/documents';
import type { CallableInput, RemoteCommandName } from '@yardwise/domain/commands/remoteCommands';
import { RATE_LIMITS, type RateLimitedCommand } from '@yardwise/domain/security/rateLimits';
import { SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { SEED_PLACES } from '@yardwise/domain/seed/addresses';
import { createMemoryDataLayer, type MemoryDataLayer } from './createMemoryDataLayer';

const BUYER = { ...TEST_BUYER, password: 'preview-pass', displayName: 'Ana Lopez' };
const OTHER = {
  uid: 'preview-other',
  email: 'ben@example.com',
  password: 'preview-pass',
  displayName: 'Ben Okafor',
};
const START = new Date('2026-03-02T15:00:00.000Z');

function layerWithAccounts() {
  return createMemoryDataLayer({
    data: { ...SAMPLE_DATA, users: [...SAMPLE_DATA.users, BUYER, OTHER] },
  });
}

async function signIn(dataLayer: MemoryDataLayer, who: 'buyer' | 'other' | 'visitor') {
  await dataLayer.auth.signOut();
  if (who === 'visitor') await dataLayer.auth.signInAnonymously();
  else {
    const account = who === 'buyer' ? BUYER : OTHER;
    await dataLayer.auth.signInWithEmail(account.email, account.password);
  }
}

interface LimitedCall<N extends RemoteCommandName & RateLimitedCommand> {
  command: N;
  caller: 'buyer' | 'visitor';
  /** A valid input for the given signed-in account (the orders name their buyer). */
  input(account: { uid: string; email: string }): CallableInput<N>;
  /** What the user has done before: an update needs the order created. */
  before?(dataLayer: MemoryDataLayer, account: { uid: string; email: string }): Promise<unknown>;
}

let helpMessages = 0;
const helpEmail: LimitedCall<'sendOnboardHelpEmail'> = {
  command: 'sendOnboardHelpEmail',
  caller: 'buyer',
  // A new message each time: the same one again is a repeat, answered without counting.
  input: (account) => ({
    helpType: 'technical',
    emailAddress: account.email,
    firstName: 'Ana',
    lastName: 'Lopez',
    body: `My photos will not upload. (${(helpMessages += 1)})`,
  }),
};
const createOrder: LimitedCall<'createOrder'> = {
  command: 'createOrder',
  caller: 'buyer',
  input: (account) =>
    inputFor({ userId: account.uid, email: account.email }) as CallableInput<'createOrder'>,
};
const updateOrder: LimitedCall<'updateOrder'> = {
  command: 'updateOrder',
  caller: 'buyer',
  input: createOrder.input,
  before: (dataLayer, account) =>
    dataLayer.commands.call('createOrder', createOrder.input(account)),
};
const promoLookUp: LimitedCall<'lookupPromoCode'> = {
  command: 'lookupPromoCode',
  caller: 'visitor',
  input: () => ({ code: 'SAVE250', packageKey: 'full-yard', lotSize: 'standard', addOnIds: [] }),
};
const welcomeOffer: LimitedCall<'requestSingleUsePromo'> = {
  command: 'requestSingleUsePromo',
  caller: 'buyer',
  input: (account) => ({ email: account.email }),
};
const placesSearch: LimitedCall<'searchAddresses'> = {
  command: 'searchAddresses',
  caller: 'visitor',
  input: () => ({ input: '2418 Cedar Ho' }),
};
const placeDetails: LimitedCall<'addressDetails'> = {
  command: 'addressDetails',
  caller: 'visitor',
  input: () => ({ placeId: SEED_PLACES[0]!.placeId }),
};

/** A new request each call: the same request again is a repeat, answered without counting. */
let contactRequests = 0;
const nextRequestId = () => `contact-request-${String((contactRequests += 1)).padStart(8, '0')}`;
const designFeedback: LimitedCall<'sendDesignFeedback'> = {
  command: 'sendDesignFeedback',
  caller: 'buyer',
  // Feedback is for clients who bought a design.
  before: (dataLayer, account) =>
    dataLayer.store.transaction((tx) =>
      tx.set('profiles', account.uid, { email: account.email, package: 'full-yard' } as ProfileDoc),
    ),
  input: () => ({ requestId: nextRequestId(), changes: 'A bigger patio, please.', mediaIds: [] }),
};
const consultation: LimitedCall<'requestConsultation'> = {
  command: 'requestConsultation',
  caller: 'visitor',
  input: () => ({
    requestId: nextRequestId(),
    name: 'Ana Lopez',
    email: 'ana@example.com',
    message: 'Where do we start?',
  }),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('rate limits in the preview', () => {
  it.each([
    helpEmail,
    createOrder,
    updateOrder,
    promoLookUp,
    welcomeOffer,
    placesSearch,
    placeDetails,
    designFeedback,
    consultation,
  ] as LimitedCall<RemoteCommandName & RateLimitedCommand>[])(
    '$command: the limit passes, one more is refused with the wait, another user is unaffected',
    async ({ command, caller, input, before }) => {
      const { maxCalls, windowSeconds } = RATE_LIMITS[command];
      const dataLayer = layerWithAccounts();
      await signIn(dataLayer, caller);
      await before?.(dataLayer, BUYER);
      for (let call = 0; call < maxCalls; call += 1) {
        await dataLayer.commands.call(command, input(BUYER));
      }

      await expect(dataLayer.commands.call(command, input(BUYER))).rejects.toMatchObject({
        code: 'resource-exhausted',
        message: expect.stringMatching(/^You've tried this too many times\. Please wait /),
        retryAfterSeconds: windowSeconds,
      });

      await signIn(dataLayer, caller === 'buyer' ? 'other' : 'visitor');
      await before?.(dataLayer, OTHER);
      await expect(dataLayer.commands.call(command, input(OTHER))).resolves.toBeDefined();
    },
  );

  it('allows again once the window has passed', async () => {
    const dataLayer = layerWithAccounts();
    await signIn(dataLayer, 'visitor');
    const { maxCalls, windowSeconds } = RATE_LIMITS.searchAddresses;
    for (let call = 0; call < maxCalls; call += 1) {
      await dataLayer.commands.call('searchAddresses', placesSearch.input(BUYER));
    }
    vi.setSystemTime(START.getTime() + windowSeconds * 1000 - 1);
    await expect(
      dataLayer.commands.call('searchAddresses', placesSearch.input(BUYER)),
    ).rejects.toMatchObject({
      message: "You've tried this too many times. Please wait a minute and try again.",
      retryAfterSeconds: 1,
    });

    vi.setSystemTime(START.getTime() + windowSeconds * 1000);

    const { suggestions } = await dataLayer.commands.call(
      'searchAddresses',
      placesSearch.input(BUYER),
    );
    expect(suggestions.map((suggestion) => suggestion.placeId)).toEqual([SEED_PLACES[0]!.placeId]);
  });

  it('does not count a refused payload', async () => {
    const dataLayer = layerWithAccounts();
    await signIn(dataLayer, 'visitor');
    for (let call = 0; call < RATE_LIMITS.lookupPromoCode.maxCalls + 1; call += 1) {
      await expect(
        dataLayer.commands.call('lookupPromoCode', { ...promoLookUp.input(BUYER), code: '<b>' }),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
    }

    expect(dataLayer.store.list('rateLimits')).toEqual([]);
    await expect(
      dataLayer.commands.call('lookupPromoCode', promoLookUp.input(BUYER)),
    ).resolves.toMatchObject({ evaluation: { kind: 'applied' } });
  });
});
