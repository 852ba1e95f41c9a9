import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { PLACE_DETAILS_CACHE_IDS } from '@yardwise/domain/places/testing/geocodeCacheIds';
import { placeDetailsCacheId, sha256Hex, usePlaceDetailsCacheId } from './geocodeCacheId';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('geocode cache ids in the browser', () => {
  it('hashes the shared key rule with Web Crypto into the ids the functions write under', async () => {
    for (const { placeId, cacheId } of PLACE_DETAILS_CACHE_IDS) {
      expect(await placeDetailsCacheId(placeId)).toBe(cacheId);
    }
  });

  it('hashes UTF-8 text to lower-case hex', async () => {
    // sha256sum of "café", worked out outside the app.
    expect(await sha256Hex('café')).toBe(
      '850f7dc43910ff890f8879c0ed26fe697c93a067ad93a7d50f466a7028a9bf4e',
    );
  });

  it('gives the id of the place asked for, once hashed, and none without a place', async () => {
    const [first, second] = PLACE_DETAILS_CACHE_IDS;
    const { result, rerender } = renderHook(({ placeId }) => usePlaceDetailsCacheId(placeId), {
      initialProps: { placeId: first!.placeId as string | null },
    });
    await waitFor(() => expect(result.current).toBe(first!.cacheId));

    rerender({ placeId: second!.placeId });
    // Never the previous place's id while the new one is hashed.
    expect(result.current).not.toBe(first!.cacheId);
    await waitFor(() => expect(result.current).toBe(second!.cacheId));

    rerender({ placeId: null });
    expect(result.current).toBeNull();
  });

  it('gives no id where the browser cannot hash (a page over plain http)', async () => {
    const digest = vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('insecure'));
    const { result } = renderHook(() => usePlaceDetailsCacheId('seed-place-1'));
    await waitFor(() => expect(digest).toHaveBeenCalled());
    expect(result.current).toBeNull();
  });
});
