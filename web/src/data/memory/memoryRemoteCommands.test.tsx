import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { placeFromGeocodeEntry } from '@yardwise/domain/places/geocodeCache';
import { PLACE_DETAILS_CACHE_IDS } from '@yardwise/domain/places/testing/geocodeCacheIds';
import { SEED_ADDRESSES } from '@yardwise/domain/seed/addresses';
import { DataLayerContext } from '@web/data/DataLayerContext';
import { placeDetailsCacheId } from '@web/data/geocodeCacheId';
import { LiveData, useLiveDocument } from '@web/data/liveReads';
import { createMemoryDataLayer } from './createMemoryDataLayer';

// The preview's addressDetails stand-in keeps its answer in gmapsGeocodeCache as the function
// does, so the location pages find the picked place's entry in the preview too.

const seeded = SEED_ADDRESSES[0]!;

afterEach(() => {
  vi.restoreAllMocks();
});

function CachedPlace({ cacheId }: { cacheId: string }) {
  const entry = useLiveDocument('gmapsGeocodeCache', cacheId);
  return <p>{placeFromGeocodeEntry(entry.data, new Date())?.formattedAddress ?? 'no entry'}</p>;
}

describe('the preview addressDetails stand-in', () => {
  it('writes the answer under the shared id of the place, where a live read finds it', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const { cacheId } = PLACE_DETAILS_CACHE_IDS.find((known) => known.placeId === seeded.placeId)!;
    render(
      <DataLayerContext.Provider value={dataLayer}>
        <LiveData>
          <CachedPlace cacheId={cacheId} />
        </LiveData>
      </DataLayerContext.Provider>,
    );
    expect(screen.getByText('no entry')).toBeInTheDocument();

    const { address } = await dataLayer.commands.call('addressDetails', {
      placeId: seeded.placeId,
    });

    expect(await screen.findByText(seeded.formattedAddress)).toBeInTheDocument();
    expect(dataLayer.store.read('gmapsGeocodeCache', cacheId)).toMatchObject({
      value: address,
      provider: 'stand-in',
    });
  });

  it('keeps an answer without a usable address too, as the function does', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    await dataLayer.commands.call('addressDetails', { placeId: 'seed-place-999' });

    const entry = dataLayer.store.read(
      'gmapsGeocodeCache',
      await placeDetailsCacheId('seed-place-999'),
    );
    expect(entry?.value).toBeNull();
  });

  it('still answers where the browser cannot hash, without a cache entry', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('insecure'));

    const { address } = await dataLayer.commands.call('addressDetails', {
      placeId: seeded.placeId,
    });

    expect(address?.formattedAddress).toBe(seeded.formattedAddress);
    expect(dataLayer.store.list('gmapsGeocodeCache')).toEqual([]);
  });
});
