import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '@chakra-ui/react';
import { ADDRESS_SEARCH_DEBOUNCE_MS } from '@yardwise/domain/forms/addressSearch';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { SEED_PLACES } from '@yardwise/domain/seed/addresses';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { AddressAutocomplete } from './AddressAutocomplete';
import { addressDetailsFailedText, addressSearchFailedText } from './addressSearchMessages';
import { inputsOf, spiedMemoryLayer } from './addressSearchTestUtils';

const WAIT_A_MINUTE = "You've tried this too many times. Please wait a minute and try again.";

function StreetField() {
  const [street, setStreet] = useState('');
  return (
    <Field.Root>
      <Field.Label>Street address</Field.Label>
      <AddressAutocomplete
        value={street}
        onChange={setStreet}
        onSelect={(address) => setStreet(address.street)}
      />
    </Field.Root>
  );
}

/** The visitor's data layer after `searches` searches and `details` picks made elsewhere. */
async function visitorWhoAlreadyUsed({ searches = 0, details = 0 }) {
  const layer = createMemoryDataLayer({ signedInAs: 'anonymous' });
  for (let call = 0; call < searches; call += 1) {
    await layer.commands.call('searchAddresses', { input: `${call + 100} Elm Street` });
  }
  for (let call = 0; call < details; call += 1) {
    await layer.commands.call('addressDetails', { placeId: SEED_PLACES[0]!.placeId });
  }
  const spied = spiedMemoryLayer(layer);
  renderWithProviders(<StreetField />, { dataLayer: spied.dataLayer });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const input = screen.getByRole('combobox', { name: 'Street address' });
  return { ...spied, user, input };
}

const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('address search past the rate limit', () => {
  it('shows one message, sends nothing more while the visitor types, and searches again after the wait', async () => {
    const { user, input, call } = await visitorWhoAlreadyUsed({
      searches: RATE_LIMITS.searchAddresses.maxCalls,
    });
    const searches = () => inputsOf(call, 'searchAddresses').length;

    await user.type(input, 'Lane 2');
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(addressSearchFailedText(WAIT_A_MINUTE));
    expect(searches()).toBe(1);

    for (const letter of ['4', '1', '8']) {
      await user.type(input, letter);
      // The same message stays put while typing: it neither blinks out nor comes back anew.
      expect(screen.getByRole('alert')).toBe(alert);
      await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
      expect(screen.getAllByRole('alert')).toEqual([alert]);
    }
    expect(alert).toHaveTextContent(addressSearchFailedText(WAIT_A_MINUTE));
    expect(searches()).toBe(1);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await passTime(60_000);
    await user.clear(input);
    await user.type(input, 'Lane 2');
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);

    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(searches()).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how long to wait when picking a suggestion is refused', async () => {
    const { user, input } = await visitorWhoAlreadyUsed({
      details: RATE_LIMITS.addressDetails.maxCalls,
    });
    await user.type(input, 'Lane 2');
    await passTime(ADDRESS_SEARCH_DEBOUNCE_MS);
    const [first] = await screen.findAllByRole('option');

    await user.click(first!);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      addressDetailsFailedText(WAIT_A_MINUTE),
    );
    expect(input).toHaveValue('Lane 2');
  });
});
