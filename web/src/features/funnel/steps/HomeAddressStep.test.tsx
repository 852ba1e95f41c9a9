import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { inputsOf, spiedMemoryLayer } from '@web/ui/address/addressSearchTestUtils';
import { PROFILE_ID, renderFunnel, visitorWithAnswers } from '@web/features/funnel/funnelTestUtils';
import { ADDRESS_SEARCH_WAIT, CEDAR_HOLLOW } from '@web/testing/seedAddress';

describe('home-address step', () => {
  it('finds the address as it is typed, fills the form with the pick and saves it', async () => {
    const { user, location, store } = renderFunnel('home-address');
    await screen.findByRole('heading', { level: 1, name: STEP_TITLES.homeAddressAfterLanding });

    await user.type(screen.getByRole('combobox', { name: /street address/i }), '2418 Cedar');
    await user.click(
      await screen.findByRole(
        'option',
        { name: CEDAR_HOLLOW.formattedAddress },
        ADDRESS_SEARCH_WAIT,
      ),
    );

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /street address/i })).toHaveValue(
        CEDAR_HOLLOW.street,
      ),
    );
    expect(screen.getByRole('textbox', { name: /city/i })).toHaveValue('Austin');
    expect(screen.getByRole('combobox', { name: /state/i })).toHaveValue('TX');
    expect(screen.getByRole('textbox', { name: /zip code/i })).toHaveValue('78704');

    await user.type(screen.getByRole('textbox', { name: /apartment/i }), 'Unit 2');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    await waitFor(() => expect(location().pathname).toBe('/design-profile/location-loading'));
    await waitFor(() =>
      expect(store.read('designProfiles', PROFILE_ID)?.contactInformation).toMatchObject({
        ...CEDAR_HOLLOW,
        aptNumber: 'Unit 2',
      }),
    );
  });

  it('keeps a picked address as it was saved when the visitor comes back and continues', async () => {
    const { dataLayer, call } = spiedMemoryLayer(await visitorWithAnswers([], CEDAR_HOLLOW));
    const { user, location } = renderFunnel('home-address', dataLayer);

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /street address/i })).toHaveValue(
        CEDAR_HOLLOW.street,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    await waitFor(() => expect(location().pathname).toBe('/design-profile/location-loading'));
    // Saving the unchanged fields must not replace Google's line with one built from the fields.
    await waitFor(() =>
      expect(inputsOf(call, 'updateDesignProfile')).toContainEqual(
        expect.objectContaining({
          id: PROFILE_ID,
          contactInformation: { ...CEDAR_HOLLOW, aptNumber: '' },
        }),
      ),
    );
  });
});
