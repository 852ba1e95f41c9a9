import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ADDRESS_SEARCH_DEBOUNCE_MS } from '@yardwise/domain/forms/addressSearch';
import type { AddressSuggestion } from '@yardwise/domain/places/placeAddress';
import { SESSION_TOKEN_PATTERN } from '@yardwise/domain/places/schemas';
import { DataLayerContext } from '@web/data/DataLayerContext';
import type { DataLayer } from '@web/data/types';
import { ADDRESS_SEARCH_CACHE_STORAGE_KEY } from './addressSearchCache';
import {
  deferred,
  inputsOf,
  spiedMemoryLayer,
  type CommandCallSpy,
} from './addressSearchTestUtils';
import { useAddressSearch } from './useAddressSearch';

type SearchInput = { input: string; sessionToken?: string };

function renderSearch(dataLayer: DataLayer) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataLayerContext.Provider value={dataLayer}>{children}</DataLayerContext.Provider>
  );
  return renderHook(({ text }: { text: string }) => useAddressSearch(text), {
    initialProps: { text: '' },
    wrapper,
  });
}

const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function searchesOf(call: CommandCallSpy) {
  return inputsOf<SearchInput>(call, 'searchAddresses');
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useAddressSearch', () => {
  it('searches once, 700 ms after the last keystroke', async () => {
    const { dataLayer, call } = spiedMemoryLayer();
    const { result, rerender } = renderSearch(dataLayer);

    for (const text of ['2418 C', '2418 Ce', '2418 Ced', '2418 Ceda']) {
      rerender({ text });
      await passTime(400);
    }
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS - 400 - 100);
    expect(searchesOf(call)).toEqual([]);
    expect(result.current.status).toBe('waiting');

    await passTime(100);
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(searchesOf(call)).toEqual([expect.objectContaining({ input: '2418 ceda' })]);
    expect(result.current.suggestions).toEqual([
      { placeId: 'seed-place-1', description: '2418 Cedar Hollow Lane, Austin, TX 78704, USA' },
    ]);
  });

  it('never searches text that cannot be an address', async () => {
    const { dataLayer, call } = spiedMemoryLayer();
    const { result, rerender } = renderSearch(dataLayer);

    for (const text of ['2418', '24181234', 'Cedar Hollow Lane', '1 Elm', '   1 Elm   ']) {
      rerender({ text });
      await passTime(ADDRESS_SEARCH_DEBOUNCE_MS * 2);
      expect(result.current.status).toBe('idle');
    }
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps the answer to the latest text when an earlier answer arrives after it', async () => {
    const { dataLayer, call } = spiedMemoryLayer();
    const answers = [deferred<unknown>(), deferred<unknown>()];
    call.mockImplementation(() => answers[call.mock.calls.length - 1]!.promise);
    const { result, rerender } = renderSearch(dataLayer);
    const early: AddressSuggestion = { placeId: 'seed-place-2', description: 'Early answer' };
    const latest: AddressSuggestion = { placeId: 'seed-place-1', description: 'Latest answer' };

    rerender({ text: '2418 Ced' });
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    rerender({ text: '2418 Cedar' });
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));

    answers[1]!.resolve({ suggestions: [latest] });
    await waitFor(() => expect(result.current.suggestions).toEqual([latest]));
    answers[0]!.resolve({ suggestions: [early] });
    // Both answers are kept in storage once handled; the early one must not reach the screen.
    await waitFor(() =>
      expect(
        Object.keys(JSON.parse(localStorage.getItem(ADDRESS_SEARCH_CACHE_STORAGE_KEY) ?? '{}')),
      ).toHaveLength(2),
    );
    await passTime(50);
    expect(result.current.suggestions).toEqual([latest]);
    expect(result.current.status).toBe('done');
  });

  it('gives the user message of a failed search', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dataLayer, call } = spiedMemoryLayer();
    call.mockRejectedValue({ code: 'functions/unavailable', message: 'socket hang up' });
    const { result, rerender } = renderSearch(dataLayer);

    rerender({ text: '2418 Cedar' });
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(
      'We could not reach our servers. Please check your connection and try again.',
    );
    expect(result.current.suggestions).toEqual([]);
  });

  it('uses one session token for the searches and the pick, and a new one after the pick', async () => {
    const { dataLayer, call } = spiedMemoryLayer();
    const { result, rerender } = renderSearch(dataLayer);

    rerender({ text: '2418 Ced' });
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(result.current.status).toBe('done'));
    rerender({ text: '2418 Cedar' });
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(searchesOf(call)).toHaveLength(2));

    let picked: unknown;
    await act(async () => {
      picked = await result.current.details('seed-place-1');
    });
    expect(picked).toMatchObject({ street: '2418 Cedar Hollow Lane', state: 'TX', zip: '78704' });

    rerender({ text: '1107 Blue' });
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(searchesOf(call)).toHaveLength(3));

    const [first, second, afterPick] = searchesOf(call).map((input) => input.sessionToken);
    const [pick] = inputsOf<{ sessionToken?: string }>(call, 'addressDetails');
    expect(first).toMatch(SESSION_TOKEN_PATTERN);
    expect(second).toBe(first);
    expect(pick?.sessionToken).toBe(first);
    expect(afterPick).toMatch(SESSION_TOKEN_PATTERN);
    expect(afterPick).not.toBe(first);
  });
});
