import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '@chakra-ui/react';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  SMALL_SCREEN_DROPDOWN_DELAY_MS,
} from '@yardwise/domain/forms/addressSearch';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { setViewportWidth } from '@web/testing/viewport';
import { AddressAutocomplete } from './AddressAutocomplete';
import {
  ADDRESS_SEARCH_NO_MATCH,
  addressOutsideServiceText,
  addressSearchFailedText,
  addressSuggestionCountText,
} from './addressSearchMessages';
import { inputsOf, spiedMemoryLayer, type CommandCallSpy } from './addressSearchTestUtils';
import type { PickedPlace } from './enteredAddress';

/** A pick gives the place's address and the id of the place it came from. */
const PEACHTREE: PickedPlace = {
  street: '2745 Peachtree Lane',
  city: 'Decatur',
  state: 'GA',
  zip: '30033',
  formattedAddress: '2745 Peachtree Lane, Decatur, GA 30033, USA',
  latLng: { lat: 33.801, lng: -84.281 },
  placeId: 'seed-place-13',
};
/** What "Lane 2" finds among the seeded addresses, in order. */
const LANE_2 = [
  '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
  PEACHTREE.formattedAddress,
  '2211 Rosemary Lane, Seattle, WA 98115, USA',
];

/** The autocomplete as a form uses it: labelled by its field, showing what was picked. */
function StreetField({ onSelect }: { onSelect(address: PickedPlace): void }) {
  const [street, setStreet] = useState('');
  return (
    <Field.Root>
      <Field.Label>Street address</Field.Label>
      <AddressAutocomplete
        value={street}
        onChange={setStreet}
        onSelect={(address) => {
          setStreet(address.street);
          onSelect(address);
        }}
      />
    </Field.Root>
  );
}

function renderStreetField(layer = spiedMemoryLayer()) {
  const onSelect = vi.fn<(address: PickedPlace) => void>();
  renderWithProviders(<StreetField onSelect={onSelect} />, { dataLayer: layer.dataLayer });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const input = screen.getByRole('combobox', { name: 'Street address' });
  return { ...layer, onSelect, user, input };
}

const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function typeAndWaitForOptions(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('combobox', { name: 'Street address' }), text);
  await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
  return screen.findAllByRole('option');
}

function searchCount(call: CommandCallSpy) {
  return inputsOf(call, 'searchAddresses').length;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AddressAutocomplete', () => {
  it('lists matching addresses once typing stops, and says how many', async () => {
    const { user, input, call } = renderStreetField();

    await user.type(input, 'Lane 2');
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS - 100);
    expect(searchCount(call)).toBe(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await passTime(100);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(LANE_2);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(screen.getByRole('status')).toHaveTextContent(addressSuggestionCountText(3));
  });

  it('moves through the suggestions with the arrow keys and picks with Enter', async () => {
    const { user, input, onSelect, call } = renderStreetField();
    const options = await typeAndWaitForOptions(user, 'Lane 2');
    const highlightedText = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;

    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(highlightedText()).toBe(LANE_2[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(highlightedText()).toBe(LANE_2[2]);
    await user.keyboard('{ArrowDown}');
    expect(highlightedText()).toBe(LANE_2[0]);
    await user.keyboard('{ArrowDown}');
    expect(highlightedText()).toBe(LANE_2[1]);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(PEACHTREE));
    expect(input).toHaveValue(PEACHTREE.street);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // The street a pick puts in the input is not searched again.
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS * 2);
    expect(searchCount(call)).toBe(1);
  });

  it('picks a suggestion that is clicked', async () => {
    const { user, onSelect } = renderStreetField();
    await typeAndWaitForOptions(user, 'Lane 2');

    await user.click(screen.getByRole('option', { name: PEACHTREE.formattedAddress }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(PEACHTREE));
  });

  it('closes the suggestions on Escape, keeping the text, and opens them again on ArrowDown', async () => {
    const { user, input, onSelect } = renderStreetField();
    await typeAndWaitForOptions(user, 'Lane 2');

    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Lane 2');

    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('says when nothing matches', async () => {
    const { user, input } = renderStreetField();
    await user.type(input, '9999 Nowhere Road');
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(ADDRESS_SEARCH_NO_MATCH),
    );
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows why the search failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const layer = spiedMemoryLayer();
    layer.call.mockRejectedValue({ code: 'functions/resource-exhausted', message: 'Slow down.' });
    const { user, input } = renderStreetField(layer);

    await user.type(input, '2418 Cedar');
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      addressSearchFailedText('Slow down.'),
    );
  });

  it('explains that an address outside the states served cannot be used', async () => {
    const layer = spiedMemoryLayer();
    const sanJuan = '155 Calle del Cristo, San Juan, 00901, Puerto Rico';
    const memoryCall = layer.call.getMockImplementation()!;
    // Google can suggest a place whose details then turn out to be in a territory.
    layer.call.mockImplementation(async (name, input) =>
      name === 'searchAddresses'
        ? { suggestions: [{ placeId: 'seed-place-28', description: sanJuan }] }
        : memoryCall(name, input),
    );
    const { user, onSelect } = renderStreetField(layer);

    await typeAndWaitForOptions(user, '155 Calle');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(addressOutsideServiceText(sanJuan));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('answers a search made before from local storage, without asking again', async () => {
    const { user, input, call } = renderStreetField();
    await typeAndWaitForOptions(user, 'Lane 2');

    await user.clear(input);
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
    const options = await typeAndWaitForOptions(user, 'LANE  2');

    expect(options.map((option) => option.textContent)).toEqual(LANE_2);
    expect(searchCount(call)).toBe(1);
  });

  it('opens the suggestions half a second after they arrive on a phone', async () => {
    setViewportWidth(390);
    const { user, input } = renderStreetField();

    await user.type(input, 'Lane 2');
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(addressSuggestionCountText(3)),
    );
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await passTime(SMALL_SCREEN_DROPDOWN_DELAY_MS);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
