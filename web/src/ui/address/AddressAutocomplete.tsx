import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Input } from '@chakra-ui/react';
import { SMALL_SCREEN_DROPDOWN_DELAY_MS } from '@yardwise/domain/forms/addressSearch';
import type { AddressSuggestion } from '@yardwise/domain/places/placeAddress';
import { toCommandFailure } from '@web/data/commandFailure';
import { AddressSearchStatus, type AddressPickState } from './AddressSearchStatus';
import { AddressSuggestionList } from './AddressSuggestionList';
import type { PickedPlace } from './enteredAddress';
import { useAddressSearch } from './useAddressSearch';
import { reportError } from '@web/data/errorReporting';

/** Below the md breakpoint (48rem); the dropdown waits there while the keyboard settles. */
const SMALL_SCREEN_QUERY = '(max-width: 767px)';

export interface AddressAutocompleteProps {
  /** The input's text: what was typed, or what the form set after a pick. */
  value: string;
  /** What the visitor types; a pick goes to onSelect instead. */
  onChange(text: string): void;
  /** The picked address, with the id of the place it came from. */
  onSelect(place: PickedPlace): void;
  onBlur?(): void;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
}

/**
 * The address input with its suggestions, a WAI-ARIA 1.2 combobox: ArrowDown and
 * ArrowUp move through the suggestions, Enter picks, Escape closes. Place it inside a labelled
 * field (Chakra Field.Root), which names the input. Decision: a hand-built listbox rather than
 * Chakra's Combobox, since the options come from a debounced remote search and the dropdown's
 * opening is timed (later on phones), which the built-in filtering collection does not fit.
 */
export function AddressAutocomplete({
  value,
  onChange,
  onSelect,
  onBlur,
  name,
  autoComplete,
  placeholder,
}: AddressAutocompleteProps) {
  // Only typing searches: the text a pick puts in the input must not search again.
  const [query, setQuery] = useState('');
  const search = useAddressSearch(query);
  const { suggestions } = search;
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const [pick, setPick] = useState<AddressPickState>({ kind: 'none' });
  const latestPick = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // New suggestions open the list for someone still in the input; on a phone a moment later.
  useEffect(() => {
    setHighlighted(-1);
    if (suggestions.length === 0 || document.activeElement !== inputRef.current) {
      setOpen(false);
      return;
    }
    if (!window.matchMedia(SMALL_SCREEN_QUERY).matches) {
      setOpen(true);
      return;
    }
    const timer = window.setTimeout(() => setOpen(true), SMALL_SCREEN_DROPDOWN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [suggestions]);

  async function choose(suggestion: AddressSuggestion) {
    const pickNumber = ++latestPick.current;
    setOpen(false);
    setHighlighted(-1);
    setPick({ kind: 'loading' });
    try {
      const address = await search.details(suggestion.placeId);
      if (pickNumber !== latestPick.current) return;
      if (!address) {
        setPick({ kind: 'outsideService', description: suggestion.description });
        return;
      }
      setPick({ kind: 'none' });
      onSelect({ ...address, placeId: suggestion.placeId });
    } catch (error) {
      if (pickNumber !== latestPick.current) return;
      reportError(error, { where: 'Address details failed' });
      setPick({ kind: 'failed', reason: toCommandFailure(error).message });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setOpen(true);
        setHighlighted(down ? 0 : count - 1);
      } else if (down) {
        setHighlighted((current) => (current + 1) % count);
      } else {
        setHighlighted((current) => (current <= 0 ? count - 1 : current - 1));
      }
      return;
    }
    const picked = open ? suggestions[highlighted] : undefined;
    if (event.key === 'Enter' && picked) {
      // Enter on a highlighted suggestion picks it instead of submitting the form.
      event.preventDefault();
      void choose(picked);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setHighlighted(-1);
    }
  }

  const expanded = open && suggestions.length > 0;
  return (
    <>
      <Box position="relative" width="full">
        <Input
          ref={inputRef}
          size="xl"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
          name={name}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setQuery(event.target.value);
            setPick({ kind: 'none' });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setHighlighted(-1);
            onBlur?.();
          }}
        />
        <AddressSuggestionList
          id={listboxId}
          open={expanded}
          suggestions={suggestions}
          highlighted={highlighted}
          optionId={optionId}
          onPick={(suggestion) => void choose(suggestion)}
        />
      </Box>
      <AddressSearchStatus search={search} pick={pick} />
    </>
  );
}
