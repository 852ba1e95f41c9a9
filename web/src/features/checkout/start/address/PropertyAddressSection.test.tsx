import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ADDRESS_ERRORS, ZIP_REQUIRED } from '@yardwise/domain/forms/messages';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { STATE_NOT_LIVE } from '@yardwise/domain/funnel/messages';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { ADDRESS_SUBMIT_TEXT, START_SECTIONS } from '@web/features/checkout/start/startPageCopy';
import {
  BACK_YARD_QUERY,
  fillSignup,
  memoryLayerOf,
  renderStart,
  sampleClientWithoutProfiles,
  savedCheckout,
} from '@web/features/checkout/start/startTestUtils';
import { ADDRESS_SEARCH_WAIT, CEDAR_HOLLOW } from '@web/testing/seedAddress';

afterEach(() => window.localStorage.clear());

/** The sample client, signed in, with no address saved in any design profile. */
const signedInWithoutAddress = sampleClientWithoutProfiles;

async function openAddressSection() {
  const section = await screen.findByRole('button', { name: START_SECTIONS.address });
  await waitFor(() => expect(section).toHaveAttribute('aria-expanded', 'true'));
  // The form shows once the design profile is read; on a busy machine that can lag the opening.
  await screen.findByRole('textbox', { name: /city/i });
}

describe('property address', () => {
  it('shows what is missing only after a submit attempt, and stays on the page', async () => {
    const { user, location } = renderStart(undefined, signedInWithoutAddress());
    await openAddressSection();

    expect(screen.queryByText(ADDRESS_ERRORS.streetRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /city/i }));
    await user.tab();
    expect(screen.queryByText(ADDRESS_ERRORS.cityRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ADDRESS_SUBMIT_TEXT }));

    expect(await screen.findByText(ADDRESS_ERRORS.streetRequired)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_ERRORS.cityRequired)).toBeInTheDocument();
    expect(screen.getByText(STATE_NOT_LIVE)).toBeInTheDocument();
    expect(screen.getByText(ZIP_REQUIRED)).toBeInTheDocument();
    expect(location().pathname).toBe('/create-account');
  });

  it('saves a typed address to the checkout and the design profile, then goes to purchase', async () => {
    const dataLayer = signedInWithoutAddress();
    const { user, location } = renderStart(undefined, dataLayer);
    await openAddressSection();

    await user.type(screen.getByRole('combobox', { name: /street/i }), '12 Oak St');
    await user.type(screen.getByRole('textbox', { name: /apt #/i }), '4B');
    await user.type(screen.getByRole('textbox', { name: /city/i }), 'Austin');
    await user.selectOptions(screen.getByRole('combobox', { name: /state/i }), 'TX');
    await user.type(screen.getByRole('textbox', { name: /zip code/i }), '78704');
    await user.click(screen.getByRole('button', { name: ADDRESS_SUBMIT_TEXT }));

    await waitFor(() => expect(location().pathname).toBe('/purchase'));
    expect(location().search).toBe('?sku-lookup-key=back-yard_standard');
    const typed = {
      street: '12 Oak St',
      aptNumber: '4B',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
    };
    expect(savedCheckout().checkout).toMatchObject({
      address: { ...typed, formattedAddress: '12 Oak St, Austin, TX 78704' },
      addressAddedInDesignProfile: true,
    });
    expect(
      memoryLayerOf(dataLayer).store.read(
        'designProfiles',
        designProfileIdFor(SAMPLE_CLIENT.uid, 'v10'),
      )?.contactInformation,
    ).toMatchObject(typed);
  });

  it('after a signup, takes a picked address on to purchase in proxy mode', async () => {
    const { user, location } = renderStart('/create-account?package=back-yard&byProxy=true');
    await screen.findByRole('button', { name: 'Create Account' });
    await fillSignup(user, { password: '', acceptTerms: false });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await openAddressSection();

    await user.type(screen.getByRole('combobox', { name: /street/i }), '2418 Cedar');
    await user.click(
      await screen.findByRole(
        'option',
        { name: CEDAR_HOLLOW.formattedAddress },
        ADDRESS_SEARCH_WAIT,
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /zip code/i })).toHaveValue('78704'),
    );
    await user.click(screen.getByRole('button', { name: ADDRESS_SUBMIT_TEXT }));

    await waitFor(() => expect(location().pathname).toBe('/purchase'));
    expect(location().search).toBe('?byProxy=true');
    expect(savedCheckout().checkout.address).toMatchObject({
      street: CEDAR_HOLLOW.street,
      formattedAddress: CEDAR_HOLLOW.formattedAddress,
    });
  });
});

describe('the funnel variant', () => {
  it('starts from the address the funnel saved and goes to the funnel purchase step', async () => {
    document.cookie = 'design-profile-test-version=v2; path=/';
    try {
      const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
      await dataLayer.commands.call('createDesignProfile', { versionId: 'v2', host: 'localhost' });
      await dataLayer.commands.call('updateDesignProfile', {
        id: designProfileIdFor('anon-preview', 'v2'),
        contactInformation: CEDAR_HOLLOW,
      });
      const { user, location } = renderStart(
        `/design-profile/create-account${BACK_YARD_QUERY}`,
        dataLayer,
      );
      await screen.findByRole('button', { name: 'Create Account' });
      await fillSignup(user);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      await openAddressSection();

      expect(screen.getByRole('combobox', { name: /street/i })).toHaveValue(CEDAR_HOLLOW.street);
      await user.click(screen.getByRole('button', { name: ADDRESS_SUBMIT_TEXT }));

      await waitFor(() => expect(location().pathname).toBe('/design-profile/purchase'));
    } finally {
      document.cookie = 'design-profile-test-version=; max-age=0; path=/';
    }
  });
});
