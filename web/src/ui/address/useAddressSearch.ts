import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  addressSearchCacheKey,
  shouldSearchAddress,
} from '@yardwise/domain/forms/addressSearch';
import type { AddressSuggestion, PlaceAddress } from '@yardwise/domain/places/placeAddress';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';
import { searchAddressesWithCache } from './addressSearchCache';
import { newAddressSessionToken } from './sessionToken';
import { reportError } from '@web/data/errorReporting';

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

/** The server's refusal after too many searches: its message, and until when to stop asking. */
interface SearchPause {
  until: number;
  message: string;
}

function pausedResult(message: string): AddressSearchResult {
  return { status: 'error', suggestions: [], error: message };
}

/**
 * Address suggestions for the typed text: searched 700 ms after the last
 * keystroke, only for text that can be an address, local storage first. An answer to text the
 * visitor has since changed is dropped, so a slow early answer never replaces a later one. After
 * the server refuses for too many searches, none is sent until its wait has passed: the one message
 * stays on screen while the visitor types, and typing after the wait searches again.
 */
export function useAddressSearch(text: string): AddressSearch {
  const { commands } = useDataLayer();
  const [result, setResult] = useState<AddressSearchResult>(IDLE);
  const sessionToken = useRef<string | null>(null);
  const pause = useRef<SearchPause | null>(null);

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
    const pausedMessage = () =>
      pause.current && Date.now() < pause.current.until ? pause.current.message : null;
    const waitFirst = pausedMessage();
    if (waitFirst) {
      setResult(pausedResult(waitFirst));
      return;
    }
    setResult((current) => ({ ...current, status: 'waiting', error: null }));
    const timer = window.setTimeout(() => {
      // An earlier search may have been refused while this one waited.
      const wait = pausedMessage();
      if (wait) {
        setResult(pausedResult(wait));
        return;
      }
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
          const failure = toCommandFailure(error);
          if (failure.code === 'resource-exhausted' && failure.retryAfterSeconds) {
            // Not a fault to report: the visitor searched too often and is told how long to wait.
            pause.current = {
              until: Date.now() + failure.retryAfterSeconds * 1000,
              message: failure.message,
            };
            if (!superseded) setResult(pausedResult(failure.message));
            return;
          }
          if (superseded) return;
          reportError(error, { where: 'Address search failed' });
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
