import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { GEOCODE_CACHE_TTL_MS } from '@yardwise/domain/places/geocodeCache';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { SEED_ADDRESSES } from '@yardwise/domain/seed/addresses';
import {
  ADDRESS_PRIMARY_TYPES,
  PLACES_AUTOCOMPLETE_URL,
} from '../adapters/places/googlePlacesProvider';
import { placesStandIn } from '../adapters/places/standInPlacesProvider';
import { limitMessage, rateLimitDocIds } from '../security/testing/rateLimiterFixtures';
import { callableRequest, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { searchCacheId } from './geocodeCache';
import { searchAddresses } from './searchAddresses';
import {
  autocompleteAnswer,
  cacheEntries,
  clearGeocodeCache,
  fakeGoogle,
  GOOGLE_TEST_KEY,
  putCacheEntry,
  visitor,
} from './testing/placesFixtures';

const cedarHollow = SEED_ADDRESSES[0]!;
const DAY_MS = 24 * 60 * 60 * 1000;

function search(data: unknown) {
  return searchAddresses.run(callableRequest(data, visitor));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

beforeEach(async () => {
  await clearGeocodeCache();
  await clearFirestore(['rateLimits']);
  vi.mocked(logger.error).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete process.env.GOOGLE_MAPS_API_KEY;
});

describe('searchAddresses with the local stand-in', () => {
  it('finds a seeded address by partial text', async () => {
    expect(await search({ input: '2418 cedar ho' })).toEqual({
      suggestions: [{ placeId: cedarHollow.placeId, description: cedarHollow.formattedAddress }],
    });
  });

  it('drops a street without a number, a zip area and a territory', async () => {
    const { suggestions } = await search({ input: 'Cedar Hollow Austin 78704' });
    expect(suggestions.map((s) => s.placeId)).toEqual([cedarHollow.placeId]);
    expect(await search({ input: '155 Calle del Cristo' })).toEqual({ suggestions: [] });
  });

  it.each([
    ['5 characters', '12 Ma'],
    ['padding around 5 characters', '   12 Ma    '],
    ['no digit', 'Cedar Hollow Lane'],
    ['no letter', '2418 78704'],
    ['nothing', ''],
    ['only spaces', '       '],
  ])('asks no one below the trigger (%s) and answers no suggestions', async (_, input) => {
    const autocomplete = vi.spyOn(placesStandIn, 'autocomplete');
    const fetch = fakeGoogle(() => autocompleteAnswer([]));
    process.env.GOOGLE_MAPS_API_KEY = GOOGLE_TEST_KEY;

    expect(await search({ input })).toEqual({ suggestions: [] });
    delete process.env.GOOGLE_MAPS_API_KEY;
    expect(await search({ input })).toEqual({ suggestions: [] });

    expect(fetch).not.toHaveBeenCalled();
    expect(autocomplete).not.toHaveBeenCalled();
    expect((await cacheEntries()).size).toBe(0);
  });

  it('caches the answer under the SHA-256 hex of the normalised query, and serves a repeat from it', async () => {
    const autocomplete = vi.spyOn(placesStandIn, 'autocomplete');
    const before = Date.now();

    const first = await search({ input: '2418 Cedar Ho' });
    const again = await search({ input: '  2418   CEDAR ho ' });

    expect(again).toEqual(first);
    expect(autocomplete).toHaveBeenCalledOnce();
    expect(autocomplete).toHaveBeenCalledWith('2418 cedar ho', undefined);

    const id = sha256('2418 cedar ho');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(searchCacheId('2418 Cedar Ho')).toBe(id);
    const entries = await cacheEntries();
    expect([...entries.keys()]).toEqual([id]);
    const entry = entries.get(id)!;
    expect(entry.value).toEqual(first.suggestions);
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before);
    expect(entry.provider).toBe('stand-in');
    expect(entry.expiresAt.toMillis() - Date.parse(entry.createdAt)).toBe(GEOCODE_CACHE_TTL_MS);
  });

  it('decision: caches an empty answer too', async () => {
    const autocomplete = vi.spyOn(placesStandIn, 'autocomplete');
    expect(await search({ input: '9999 Nowhere Street' })).toEqual({ suggestions: [] });
    expect(await search({ input: '9999 nowhere street' })).toEqual({ suggestions: [] });
    expect(autocomplete).toHaveBeenCalledOnce();
    expect((await cacheEntries()).get(sha256('9999 nowhere street'))?.value).toEqual([]);
  });

  it('asks again when the entry is older than 30 days, and refreshes it', async () => {
    const id = sha256('2418 cedar ho');
    const old = new Date(Date.now() - 31 * DAY_MS).toISOString();
    await putCacheEntry(id, {
      value: [{ placeId: 'seed-place-99', description: 'An old answer' }],
      createdAt: old,
      provider: 'stand-in',
      expiresAt: new Date(Date.parse(old) + GEOCODE_CACHE_TTL_MS),
    });
    const autocomplete = vi.spyOn(placesStandIn, 'autocomplete');

    const { suggestions } = await search({ input: '2418 cedar ho' });

    expect(autocomplete).toHaveBeenCalledOnce();
    expect(suggestions.map((s) => s.placeId)).toEqual([cedarHollow.placeId]);
    const entry = (await cacheEntries()).get(id)!;
    expect(entry.value).toEqual(suggestions);
    expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.parse(old) + 30 * DAY_MS);
  });

  it('serves an entry of 29 days', async () => {
    const id = sha256('2418 cedar ho');
    const cached = [{ placeId: 'seed-place-99', description: 'Cached answer' }];
    await putCacheEntry(id, {
      value: cached,
      createdAt: new Date(Date.now() - 29 * DAY_MS).toISOString(),
      provider: 'stand-in',
    });
    const autocomplete = vi.spyOn(placesStandIn, 'autocomplete');
    expect(await search({ input: '2418 cedar ho' })).toEqual({ suggestions: cached });
    expect(autocomplete).not.toHaveBeenCalled();
  });
});

describe('searchAddresses with Google (fake fetch)', () => {
  beforeEach(() => {
    process.env.GOOGLE_MAPS_API_KEY = GOOGLE_TEST_KEY;
  });

  it('asks Places Autocomplete (New) for US house addresses with the session token', async () => {
    const fetch = fakeGoogle(() =>
      autocompleteAnswer([
        { placeId: 'ChIJ_cedar_hollow_2418', text: '2418 Cedar Hollow Ln, Austin, TX, USA' },
      ]),
    );
    const sessionToken = '0b4c6c1e-3d6b-4f55-9a43-5b3f3b7c9a10';

    expect(await search({ input: ' 2418 Cedar  Ho', sessionToken })).toEqual({
      suggestions: [
        { placeId: 'ChIJ_cedar_hollow_2418', description: '2418 Cedar Hollow Ln, Austin, TX, USA' },
      ],
    });

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(PLACES_AUTOCOMPLETE_URL);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-Goog-Api-Key': GOOGLE_TEST_KEY });
    expect(JSON.parse(String(init?.body))).toEqual({
      input: '2418 cedar ho',
      sessionToken,
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ADDRESS_PRIMARY_TYPES,
      languageCode: 'en',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect((await cacheEntries()).get(sha256('2418 cedar ho'))?.provider).toBe('google');
  });

  it('serves a repeat from the cache without calling Google', async () => {
    const fetch = fakeGoogle(() =>
      autocompleteAnswer([{ placeId: 'ChIJ_a', text: '2418 Cedar Hollow Ln, Austin, TX, USA' }]),
    );
    const first = await search({ input: '2418 Cedar Ho' });
    expect(await search({ input: '2418 cedar ho', sessionToken: 'another-session' })).toEqual(
      first,
    );
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('never serves a stand-in answer once Google is configured', async () => {
    await putCacheEntry(sha256('2418 cedar ho'), {
      value: [{ placeId: cedarHollow.placeId, description: cedarHollow.formattedAddress }],
      createdAt: new Date().toISOString(),
      provider: 'stand-in',
    });
    const fetch = fakeGoogle(() => autocompleteAnswer([{ placeId: 'ChIJ_a', text: 'Google' }]));
    expect(await search({ input: '2418 cedar ho' })).toEqual({
      suggestions: [{ placeId: 'ChIJ_a', description: 'Google' }],
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('keeps at most 5 suggestions and skips query predictions and malformed ones', async () => {
    fakeGoogle(() =>
      Response.json({
        suggestions: [
          { queryPrediction: { text: { text: '2418 cedar' } } },
          { placePrediction: { placeId: 'bad/id', text: { text: 'Bad id' } } },
          { placePrediction: { placeId: 'ChIJ_no_text' } },
          ...Array.from({ length: 7 }, (_, n) => ({
            placePrediction: { placeId: `ChIJ_${n}`, text: { text: `${n} Cedar Rd` } },
          })),
        ],
      }),
    );
    const { suggestions } = await search({ input: '2418 cedar' });
    expect(suggestions.map((s) => s.placeId)).toEqual([
      'ChIJ_0',
      'ChIJ_1',
      'ChIJ_2',
      'ChIJ_3',
      'ChIJ_4',
    ]);
  });

  it.each([
    ['cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers 500', () => new Response('oops', { status: 500 })],
    [
      'answers 403',
      () => Response.json({ error: { status: 'PERMISSION_DENIED' } }, { status: 403 }),
    ],
    ['answers something that is not JSON', () => new Response('<html>', { status: 200 })],
    ['answers a list', () => Response.json([])],
  ])('fails as unavailable when Google %s, and caches nothing', async (_, answer) => {
    fakeGoogle(answer);
    const error = await rejection(search({ input: '2418 cedar ho' }));
    expect(error.code).toBe('unavailable');
    expect((await cacheEntries()).size).toBe(0);
    expect(logger.error).toHaveBeenCalledWith(
      'Google Places autocomplete failed',
      expect.objectContaining({ error: expect.any(String) }),
    );
    expect(JSON.stringify(vi.mocked(logger.error).mock.calls)).not.toContain(GOOGLE_TEST_KEY);
  });
});

describe('searchAddresses refuses bad requests', () => {
  it('refuses a signed-out caller', async () => {
    const error = await rejection(searchAddresses.run(callableRequest({ input: '2418 cedar' })));
    expect(error.code).toBe('unauthenticated');
    expect((await cacheEntries()).size).toBe(0);
  });

  it.each([
    ['null', null],
    ['a string', '2418 cedar'],
    ['an array', [{ input: '2418 cedar' }]],
    ['no input', {}],
    ['a number input', { input: 2418 }],
    ['a null input', { input: null }],
    ['an object input', { input: { $gt: '' } }],
    ['an array input', { input: ['2418 cedar'] }],
    ['201 characters', { input: `2418 ${'a'.repeat(196)}` }],
    ['a megabyte', { input: `2418 ${'a'.repeat(1_000_000)}` }],
    ['a NUL byte', { input: '2418 cedar\u0000' }],
    ['a newline', { input: '2418 cedar\nhollow' }],
    ['a lone surrogate', { input: '2418 cedar \udc00' }],
    ['a numeric session token', { input: '2418 cedar', sessionToken: 12345 }],
    ['a null session token', { input: '2418 cedar', sessionToken: null }],
    ['an empty session token', { input: '2418 cedar', sessionToken: '' }],
    ['a long session token', { input: '2418 cedar', sessionToken: 'a'.repeat(37) }],
    ['a session token with a query', { input: '2418 cedar', sessionToken: 'a&key=1' }],
    ['an API key field', { input: '2418 cedar', key: 'mine' }],
    ['a suggestions field', { input: '2418 cedar', suggestions: [] }],
    ['a prototype field', JSON.parse('{"input":"2418 cedar","__proto__":{"polluted":true}}')],
  ])('refuses %s as invalid-argument, asking no one and writing nothing', async (_, data) => {
    process.env.GOOGLE_MAPS_API_KEY = GOOGLE_TEST_KEY;
    const fetch = fakeGoogle(() => autocompleteAnswer([]));
    const autocomplete = vi.spyOn(placesStandIn, 'autocomplete');

    const error = await rejection(search(data));

    expect(error.code).toBe('invalid-argument');
    expect(fetch).not.toHaveBeenCalled();
    expect(autocomplete).not.toHaveBeenCalled();
    expect((await cacheEntries()).size).toBe(0);
  });
});

describe('searchAddresses rate limit', () => {
  const { maxCalls } = RATE_LIMITS.searchAddresses;

  it('refuses the search past the limit without asking the provider, while another visitor still searches', async () => {
    const autocomplete = vi.spyOn(placesStandIn, 'autocomplete');
    for (let call = 0; call < maxCalls; call += 1) {
      await search({ input: `${call + 100} Cedar Ho` });
    }
    expect(autocomplete).toHaveBeenCalledTimes(maxCalls);

    const error = await rejection(search({ input: '2418 Cedar Ho' }));

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(limitMessage('a minute'));
    expect(autocomplete).toHaveBeenCalledTimes(maxCalls);
    // Text below the trigger asks no one, so it is not refused either.
    expect(await search({ input: '12 Ma' })).toEqual({ suggestions: [] });
    const theirs = await searchAddresses.run(
      callableRequest({ input: '2418 Cedar Ho' }, { uid: 'anon-other', signIn: 'anonymous' }),
    );
    expect(theirs.suggestions.map((s) => s.placeId)).toEqual([cedarHollow.placeId]);
  });

  it('counts nothing for text below the trigger or a refused caller', async () => {
    for (let call = 0; call < maxCalls + 1; call += 1) await search({ input: '12 Ma' });
    await rejection(searchAddresses.run(callableRequest({ input: '2418 Cedar Ho' })));

    expect(await rateLimitDocIds()).toEqual([]);
  });
});
