import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  addressSearchCacheKey,
  shouldSearchAddress,
} from '@yardwise/domain/forms/addressSearch';
import type { AddressSuggestion, PlaceAddress } from '@yardwise/domain/places/placeAddress';
import { useDataLayer } from '../../data/DataLayerContext';
import { toCommandFailure } from '../../data/commandFailure';
import { searchAddressesWithCache } from './addressSearchCache';
import { newAddressSessionToken } from './sessionToken';

/**
 * idle: nothing to search (too short, or no number and letter); waiting: the visitor is typing;
 * loading: the search is under way; done: suggestions (maybe none) answer the text; error: it failed.
 */
export type AddressSearchStatus = 'idle' | 'waiting' | 'loading' | 'done' | 'error';

export interface AddressSearchResult {
  status: AddressSearchStatus;
  suggestions: AddressSuggestion[];
  /** What to tell the visitor when the search failed. */
  error: string | null;
}

export interface AddressSearch extends AddressSearchResult {
  /** The picked suggestion's address (null outside the live states); ends the typing session. */
  details(placeId: string): Promise<PlaceAddress | null>;
}

const IDLE: AddressSearchResult = { status: 'idle', suggestions: [], error: null };

/**
 * Address suggestions for the typed text (checkout §2, §5, §9): searched 700 ms after the last
 * keystroke, only for text that can be an address, local storage first. An answer to text the
 * visitor has since changed is dropped, so a slow early answer never replaces a later one.
 */
export function useAddressSearch(text: string): AddressSearch {
  const { commands } = useDataLayer();
  const [result, setResult] = useState<AddressSearchResult>(IDLE);
  const sessionToken = useRef<string | null>(null);

  const currentSessionToken = useCallback(() => {
    sessionToken.current ??= newAddressSessionToken();
    return sessionToken.current;
  }, []);

  // Case and extra spaces do not change an address, so they do not restart the wait.
  const query = shouldSearchAddress(text) ? addressSearchCacheKey(text) : '';

  useEffect(() => {
    if (!query) {
      setResult(IDLE);
      return;
    }
    let superseded = false;
    setResult((current) => ({ ...current, status: 'waiting', error: null }));
    const timer = window.setTimeout(() => {
      setResult((current) => ({ ...current, status: 'loading' }));
      const search = async (input: string) => {
        const answer = await commands.call('searchAddresses', {
          input,
          sessionToken: currentSessionToken(),
        });
        return answer.suggestions;
      };
      searchAddressesWithCache(query, search).then(
        (suggestions) => {
          if (!superseded) setResult({ status: 'done', suggestions, error: null });
        },
        (error: unknown) => {
          if (superseded) return;
          console.error('Address search failed', error);
          setResult({ status: 'error', suggestions: [], error: toCommandFailure(error).message });
        },
      );
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      superseded = true;
      window.clearTimeout(timer);
    };
  }, [query, commands, currentSessionToken]);

  const details = useCallback(
    async (placeId: string) => {
      try {
        const answer = await commands.call('addressDetails', {
          placeId,
          sessionToken: currentSessionToken(),
        });
        return answer.address;
      } finally {
        // A pick ends the session; the next search starts a new one.
        sessionToken.current = null;
      }
    },
    [commands, currentSessionToken],
  );

  return { ...result, details };
}
