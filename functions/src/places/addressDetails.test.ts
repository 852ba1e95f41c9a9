import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import {
  GEOCODE_CACHE_TTL_MS,
  placeDetailsCacheKey,
  placeFromGeocodeEntry,
} from '@yardwise/domain/places/geocodeCache';
import { PLACE_DETAILS_CACHE_IDS } from '@yardwise/domain/places/testing/geocodeCacheIds';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { SEED_ADDRESSES } from '@yardwise/domain/seed/addresses';
import { GEOCODE_URL } from '../adapters/places/googlePlacesProvider';
import { placesStandIn } from '../adapters/places/standInPlacesProvider';
import { limitMessage, rateLimitDocIds } from '../security/testing/rateLimiterFixtures';
import { callableRequest, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { addressDetails } from './addressDetails';
import { detailsCacheId, searchCacheId } from './geocodeCache';
import {
  cacheEntries,
  clearGeocodeCache,
  fakeGoogle,
  geocodeAnswer,
  geocodeResult,
  GOOGLE_TEST_KEY,
  putCacheEntry,
  visitor,
} from './testing/placesFixtures';

const cedarHollow = SEED_ADDRESSES[0]!;
const placeId = 'ChIJ_cedar_hollow_2418';
const cedarHollowAddress = {
  street: '2418 Cedar Hollow Ln',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Ln, Austin, TX 78704, USA',
  latLng: { lat: 30.2452, lng: -97.7694 },
};

function details(data: unknown) {
  return addressDetails.run(callableRequest(data, visitor));
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

describe('addressDetails with the local stand-in', () => {
  it('gives the address of a seeded place', async () => {
    expect(await details({ placeId: cedarHollow.placeId })).toEqual({
      address: {
        street: cedarHollow.street,
        city: cedarHollow.city,
        state: cedarHollow.state,
        zip: cedarHollow.zip,
        formattedAddress: cedarHollow.formattedAddress,
        latLng: cedarHollow.latLng,
      },
    });
  });

  it.each([
    ['a street without a number', 'seed-place-26'],
    ['a zip area', 'seed-place-27'],
    ['an address in a territory', 'seed-place-28'],
    ['an unknown place', 'seed-place-999'],
  ])('answers no address for %s', async (_, id) => {
    expect(await details({ placeId: id })).toEqual({ address: null });
  });

  it('caches by the hash of the place id, apart from searches, and serves a repeat from it', async () => {
    const spy = vi.spyOn(placesStandIn, 'details');
    const first = await details({ placeId: cedarHollow.placeId });
    expect(await details({ placeId: cedarHollow.placeId })).toEqual(first);
    expect(spy).toHaveBeenCalledOnce();

    const id = createHash('sha256').update(`place_id\n${cedarHollow.placeId}`).digest('hex');
    expect(detailsCacheId(cedarHollow.placeId)).toBe(id);
    expect(id).not.toBe(searchCacheId(cedarHollow.placeId));
    const entry = (await cacheEntries()).get(id)!;
    expect(entry.value).toEqual(first.address);
    expect(typeof entry.createdAt).toBe('string');
    expect(entry.provider).toBe('stand-in');
  });

  it('hashes the shared key rule with node:crypto into the ids the web app works out too', () => {
    for (const { placeId, cacheId } of PLACE_DETAILS_CACHE_IDS) {
      expect(detailsCacheId(placeId)).toBe(cacheId);
      expect(createHash('sha256').update(placeDetailsCacheKey(placeId)).digest('hex')).toBe(
        cacheId,
      );
    }
  });

  it('writes the picked place under the shared id, as the web app reads it back', async () => {
    const known = PLACE_DETAILS_CACHE_IDS.find((entry) => entry.placeId === cedarHollow.placeId)!;
    const { address } = await details({ placeId: cedarHollow.placeId });

    const entry = (await cacheEntries()).get(known.cacheId);
    expect(entry?.value).toEqual(address);
    expect(placeFromGeocodeEntry(entry, new Date())).toEqual({
      formattedAddress: cedarHollow.formattedAddress,
      latLng: cedarHollow.latLng,
    });
  });

  it('asks again for an entry older than 30 days', async () => {
    const id = detailsCacheId(cedarHollow.placeId);
    await putCacheEntry(id, {
      value: null,
      createdAt: new Date(Date.now() - GEOCODE_CACHE_TTL_MS - 1000).toISOString(),
      provider: 'stand-in',
    });
    const spy = vi.spyOn(placesStandIn, 'details');
    expect((await details({ placeId: cedarHollow.placeId })).address?.zip).toBe('78704');
    expect(spy).toHaveBeenCalledOnce();
    expect((await cacheEntries()).get(id)?.value).toMatchObject({ zip: '78704' });
  });
});

describe('addressDetails with Google (fake fetch)', () => {
  beforeEach(() => {
    process.env.GOOGLE_MAPS_API_KEY = GOOGLE_TEST_KEY;
  });

  it('geocodes the place id and maps the result to our address', async () => {
    const fetch = fakeGoogle(() => geocodeAnswer([geocodeResult()]));

    expect(await details({ placeId, sessionToken: 'session-1' })).toEqual({
      address: cedarHollowAddress,
    });

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    const requested = new URL(String(url));
    expect(`${requested.origin}${requested.pathname}`).toBe(GEOCODE_URL);
    expect(Object.fromEntries(requested.searchParams)).toEqual({
      place_id: placeId,
      language: 'en',
      key: GOOGLE_TEST_KEY,
    });
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps only rooftop or street_address results', async () => {
    const route = geocodeResult({ types: ['route'], locationType: 'GEOMETRIC_CENTER', number: '' });
    const area = geocodeResult({ types: ['postal_code'], locationType: 'APPROXIMATE' });
    const interpolated = geocodeResult({
      types: ['street_address'],
      locationType: 'RANGE_INTERPOLATED',
      number: '2420',
    });
    const premise = geocodeResult({ types: ['premise'], locationType: 'ROOFTOP', number: '2422' });

    fakeGoogle(() => geocodeAnswer([route, area, interpolated]));
    expect((await details({ placeId: 'ChIJ_a' })).address?.street).toBe('2420 Cedar Hollow Ln');

    fakeGoogle(() => geocodeAnswer([area, premise]));
    expect((await details({ placeId: 'ChIJ_b' })).address?.street).toBe('2422 Cedar Hollow Ln');

    fakeGoogle(() => geocodeAnswer([route, area]));
    expect(await details({ placeId: 'ChIJ_c' })).toEqual({ address: null });
  });

  it.each([
    ['a territory', geocodeResult({ state: 'PR', zip: '00901', country: 'PR' })],
    ['another country', geocodeResult({ state: 'ON', zip: 'M5V 2T6', country: 'CA' })],
    ['no street number', geocodeResult({ number: '' })],
    ['no zip', geocodeResult({ zip: '' })],
  ])('answers no address for %s', async (_, result) => {
    fakeGoogle(() => geocodeAnswer([result]));
    expect(await details({ placeId })).toEqual({ address: null });
  });

  it('answers no address, cached, when Google has no result', async () => {
    const fetch = fakeGoogle(() => geocodeAnswer([]));
    expect(await details({ placeId })).toEqual({ address: null });
    expect(await details({ placeId })).toEqual({ address: null });
    expect(fetch).toHaveBeenCalledOnce();
    expect((await cacheEntries()).get(detailsCacheId(placeId))?.value).toBeNull();
  });

  it.each([
    ['cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers 503', () => new Response('unavailable', { status: 503 })],
    ['is over its quota', () => geocodeAnswer([], 'OVER_QUERY_LIMIT')],
    [
      'refuses the key',
      () =>
        Response.json({
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
          results: [],
        }),
    ],
    ['answers without a status', () => Response.json({ results: [geocodeResult()] })],
  ])('fails as unavailable when Google %s, and caches nothing', async (_, answer) => {
    fakeGoogle(answer);
    const error = await rejection(details({ placeId }));
    expect(error.code).toBe('unavailable');
    expect((await cacheEntries()).size).toBe(0);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(JSON.stringify(vi.mocked(logger.error).mock.calls)).not.toContain(GOOGLE_TEST_KEY);
  });
});

describe('addressDetails refuses bad requests', () => {
  it('refuses a signed-out caller', async () => {
    const error = await rejection(addressDetails.run(callableRequest({ placeId })));
    expect(error.code).toBe('unauthenticated');
  });

  it.each([
    ['null', null],
    ['a string', placeId],
    ['an array', [{ placeId }]],
    ['no place id', {}],
    ['an empty place id', { placeId: '' }],
    ['a number', { placeId: 42 }],
    ['null place id', { placeId: null }],
    ['an object', { placeId: { id: placeId } }],
    ['a path', { placeId: '../../v1/places' }],
    ['a query string', { placeId: `${placeId}&key=mine` }],
    ['a space', { placeId: 'ChIJ abc' }],
    ['a URL', { placeId: 'https://evil.example/x' }],
    ['unicode', { placeId: 'ChIJ_é' }],
    ['1025 characters', { placeId: 'a'.repeat(1025) }],
    ['a bad session token', { placeId, sessionToken: 'a b' }],
    ['an address field', { placeId, address: cedarHollowAddress }],
    ['a key field', { placeId, key: 'mine' }],
  ])('refuses %s as invalid-argument, asking no one and writing nothing', async (_, data) => {
    process.env.GOOGLE_MAPS_API_KEY = GOOGLE_TEST_KEY;
    const fetch = fakeGoogle(() => geocodeAnswer([geocodeResult()]));
    const spy = vi.spyOn(placesStandIn, 'details');

    const error = await rejection(details(data));

    expect(error.code).toBe('invalid-argument');
    expect(fetch).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    expect((await cacheEntries()).size).toBe(0);
  });
});

describe('addressDetails rate limit', () => {
  const { maxCalls } = RATE_LIMITS.addressDetails;

  it('refuses the details past the limit without asking the provider, while another visitor still asks', async () => {
    const provider = vi.spyOn(placesStandIn, 'details');
    for (let call = 0; call < maxCalls; call += 1) await details({ placeId: `seed-place-${call}` });
    expect(provider).toHaveBeenCalledTimes(maxCalls);

    const error = await rejection(details({ placeId: cedarHollow.placeId }));

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(limitMessage('a minute'));
    expect(provider).toHaveBeenCalledTimes(maxCalls);
    const theirs = await addressDetails.run(
      callableRequest({ placeId: cedarHollow.placeId }, { uid: 'anon-other', signIn: 'anonymous' }),
    );
    expect(theirs.address?.zip).toBe(cedarHollow.zip);
  });

  it('counts nothing for an invalid place id or a refused caller', async () => {
    for (let call = 0; call < maxCalls + 1; call += 1) {
      expect((await rejection(details({ placeId: '' }))).code).toBe('invalid-argument');
    }
    await rejection(addressDetails.run(callableRequest({ placeId: cedarHollow.placeId })));

    expect(await rateLimitDocIds()).toEqual([]);
  });
});
