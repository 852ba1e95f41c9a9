import { Text, VisuallyHidden } from '@chakra-ui/react';
import type { AddressSearchResult } from './useAddressSearch';
import {
  ADDRESS_DETAILS_LOADING,
  ADDRESS_SEARCH_LOADING,
  ADDRESS_SEARCH_NO_MATCH,
  addressDetailsFailedText,
  addressOutsideServiceText,
  addressSearchFailedText,
  addressSuggestionCountText,
} from './addressSearchMessages';

/** Where picking a suggestion stands: its details are fetched before the address is used. */
export type AddressPickState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'outsideService'; description: string }
  | { kind: 'failed'; reason: string };

export interface AddressSearchStatusProps {
  search: AddressSearchResult;
  pick: AddressPickState;
}

function progressText({ search, pick }: AddressSearchStatusProps): string | null {
  if (pick.kind === 'loading') return ADDRESS_DETAILS_LOADING;
  if (search.status === 'loading') return ADDRESS_SEARCH_LOADING;
  if (search.status === 'done' && search.suggestions.length === 0) return ADDRESS_SEARCH_NO_MATCH;
  return null;
}

function problemText({ search, pick }: AddressSearchStatusProps): string | null {
  if (pick.kind === 'outsideService') return addressOutsideServiceText(pick.description);
  if (pick.kind === 'failed') return addressDetailsFailedText(pick.reason);
  if (search.status === 'error' && search.error) return addressSearchFailedText(search.error);
  return null;
}

/**
 * The line under the address input. The polite region stays in the page so screen readers notice
 * its changes (progress, no match, how many suggestions); problems interrupt as an alert.
 */
export function AddressSearchStatus(props: AddressSearchStatusProps) {
  const progress = progressText(props);
  const problem = problemText(props);
  const { search } = props;
  const count =
    !progress && !problem && search.status === 'done' && search.suggestions.length > 0
      ? addressSuggestionCountText(search.suggestions.length)
      : null;
  return (
    <>
      <Text role="status" fontSize="sm" color="fg.muted" mt="1">
        {progress}
        {count ? <VisuallyHidden>{count}</VisuallyHidden> : null}
      </Text>
      {problem ? (
        <Text role="alert" fontSize="sm" color="fg.error" mt="1">
          {problem}
        </Text>
      ) : null}
    </>
  );
}
