import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { STEP_BUTTONS, STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { newGeocodeCacheEntry } from '@yardwise/domain/places/geocodeCache';
import type { PlaceAddress } from '@yardwise/domain/places/placeAddress';
import { placeDetailsCacheId } from '@web/data/geocodeCacheId';
import { LiveReadsContext } from '@web/data/liveReads';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { createMemoryLiveReads } from '@web/data/memory/memoryLiveReads';
import type { LiveReads } from '@web/data/types';
import { ADDRESS_SEARCH_WAIT, CEDAR_HOLLOW } from '@web/testing/seedAddress';
import { PROFILE_ID, renderFunnel, visitorWithAnswers } from '@web/features/funnel/funnelTestUtils';

vi.mock('@web/data/errorReporting', () => ({ reportError: vi.fn() }));

const PLACE_ID = 'seed-place-1';
/** What the profile saved when the visitor picked the place. */
const saved = { ...CEDAR_HOLLOW, placeId: PLACE_ID };
/** The same place as its geocode cache entry holds it, worded apart from the profile's copy. */
const cached: PlaceAddress = {
  ...CEDAR_HOLLOW,
  formattedAddress: '2418 Cedar Hollow Ln, Austin, TX 78704, USA',
  latLng: { lat: 30.2453, lng: -97.7695 },
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

async function cacheEntry(layer: MemoryDataLayer, value: PlaceAddress | null) {
  const id = await placeDetailsCacheId(PLACE_ID);
  await layer.store.transaction((tx) =>
    tx.set('gmapsGeocodeCache', id, newGeocodeCacheEntry(value, 'google', new Date())),
  );
}

async function openFoundProperty(layer: MemoryDataLayer) {
  const view = renderFunnel('location-found', layer);
  await screen.findByRole('heading', { level: 1, name: STEP_TITLES.locationFound });
  return view;
}

/** Every read of the geocode cache fails as a denied read would. */
function failCacheReads(layer: MemoryDataLayer) {
  const reads = createMemoryLiveReads(layer.store);
  const failing: LiveReads = {
    useDocument(collection, id) {
      const result = reads.useDocument(collection, id);
      return collection === 'gmapsGeocodeCache'
        ? { status: 'error', data: undefined, error: new Error('permission-denied') }
        : result;
    },
    useQuery: reads.useQuery,
  };
  layer.LiveDataProvider = function FailingLiveData({ children }: { children: ReactNode }) {
    return <LiveReadsContext.Provider value={failing}>{children}</LiveReadsContext.Provider>;
  };
}

describe('location-found without an address', () => {
  afterEach(() => {
    document.cookie = `${TEST_VERSION_COOKIE}=; max-age=0; path=/`;
  });

  it('never shows: it goes back to the address step, replacing the entry', async () => {
    const { location } = renderFunnel('location-found');

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.homeAddressAfterLanding }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/design-profile/home-address');
    expect(screen.queryByText(STEP_TITLES.locationFound)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STEP_BUTTONS.thatsIt })).not.toBeInTheDocument();
    // Back does not return to a page that would only send the visitor away again.
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
  });

  it("goes to the address step of the visitor's own version (v4 opens on it)", async () => {
    document.cookie = `${TEST_VERSION_COOKIE}=v4; path=/`;
    const { location } = renderFunnel('location-found');

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.homeAddressFirst }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/design-profile/home-address');
  });
});

describe('location-found shows the picked place from its geocode cache entry', () => {
  it("shows the entry's address and position rather than the profile's copy", async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'maps-key');
    const layer = await visitorWithAnswers([], saved);
    await cacheEntry(layer, cached);

    await openFoundProperty(layer);

    expect(await screen.findByText(cached.formattedAddress)).toBeInTheDocument();
    expect(screen.queryByText(saved.formattedAddress)).not.toBeInTheDocument();
    const map = screen.getByRole('img', { name: `Satellite view of ${cached.formattedAddress}` });
    expect(new URL(map.getAttribute('src')!).searchParams.get('center')).toBe('30.2453,-97.7695');
  });

  it("shows the profile's address while there is no entry, then the entry once it is written", async () => {
    const layer = await visitorWithAnswers([], saved);
    await openFoundProperty(layer);

    expect(screen.getByText(saved.formattedAddress)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STEP_BUTTONS.thatsIt })).toBeEnabled();

    // A live read: the entry shows as soon as the places function writes it.
    await cacheEntry(layer, cached);
    expect(await screen.findByText(cached.formattedAddress)).toBeInTheDocument();
  });

  it("keeps the profile's address for an entry with no usable address", async () => {
    const layer = await visitorWithAnswers([], saved);
    await cacheEntry(layer, null);

    await openFoundProperty(layer);

    expect(screen.getByText(saved.formattedAddress)).toBeInTheDocument();
  });

  it("keeps the profile's address for a typed address, which names no place", async () => {
    const { latLng: _position, ...typed } = CEDAR_HOLLOW;
    const layer = await visitorWithAnswers([], { ...typed, latLng: null, placeId: null });
    await cacheEntry(layer, cached);

    await openFoundProperty(layer);

    expect(screen.getByText(typed.formattedAddress)).toBeInTheDocument();
    expect(screen.queryByText(cached.formattedAddress)).not.toBeInTheDocument();
  });

  it("keeps the profile's address, with no error shown, when the entry cannot be read", async () => {
    const layer = await visitorWithAnswers([], saved);
    await cacheEntry(layer, cached);
    failCacheReads(layer);

    const { user, location } = await openFoundProperty(layer);

    expect(screen.getByText(saved.formattedAddress)).toBeInTheDocument();
    expect(screen.queryByText(cached.formattedAddress)).not.toBeInTheDocument();
    expect(screen.queryByText(/permission|error/i)).not.toBeInTheDocument();
    const { reportError } = await import('@web/data/errorReporting');
    await waitFor(() => expect(reportError).toHaveBeenCalledOnce());

    await user.click(screen.getByRole('button', { name: STEP_BUTTONS.thatsIt }));
    expect(location().pathname).toBe('/design-profile/help-needed');
  });

  it("keeps the profile's address and the buttons when the database cannot be loaded", async () => {
    const layer = await visitorWithAnswers([], saved);
    layer.LiveDataProvider = function UnloadableLiveData(): ReactNode {
      throw new Error('Failed to fetch dynamically imported module');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { user, location } = await openFoundProperty(layer);

    expect(screen.getByText(saved.formattedAddress)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: STEP_BUTTONS.thatsNotIt }));
    expect(location().pathname).toBe('/design-profile/home-address');
  });
});

describe('the picked place in the preview', () => {
  it("is kept in the profile by its id, and its entry under that id's hash", async () => {
    const { user, location, store } = renderFunnel('home-address');
    await screen.findByRole('heading', { level: 1, name: STEP_TITLES.homeAddressAfterLanding });
    await user.type(screen.getByRole('combobox', { name: /street address/i }), '2418 Cedar');
    await user.click(
      await screen.findByRole(
        'option',
        { name: CEDAR_HOLLOW.formattedAddress },
        ADDRESS_SEARCH_WAIT,
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /zip code/i })).toHaveValue(CEDAR_HOLLOW.zip),
    );
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(location().pathname).toBe('/design-profile/location-loading'));

    // The stand-in wrote the entry under the id of the place the profile now names.
    const cacheId = await placeDetailsCacheId(PLACE_ID);
    expect(store.read('gmapsGeocodeCache', cacheId)?.value).toMatchObject({
      formattedAddress: CEDAR_HOLLOW.formattedAddress,
    });
    await waitFor(() =>
      expect(store.read('designProfiles', PROFILE_ID)?.contactInformation.placeId).toBe(PLACE_ID),
    );
  });
});
