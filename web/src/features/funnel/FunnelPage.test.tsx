import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QUIZ_TITLES, STEP_BUTTONS, STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { hasFunnelProfile } from '@web/data/funnelProfileMark';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderFunnel, REQUIRED_ANSWERS, VISITOR_UID, visitorWithAnswers } from './funnelTestUtils';
import { ADDRESS_ERRORS, ZIP_REQUIRED } from '@yardwise/domain/forms/messages';

const address = {
  street: '12 Oak St',
  city: 'Austin',
  state: 'TX' as const,
  zip: '78704',
  formattedAddress: '12 Oak St, Austin, TX 78704',
};

describe('funnel container (v10)', () => {
  it('shows the landing page with GET STARTED, which leads to the address', async () => {
    const { user, location } = renderFunnel('find-your-package');

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.findYourPackage }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /back/i })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('0|'));

    await user.click(screen.getByRole('button', { name: 'GET STARTED' }));
    expect(location().pathname).toBe('/design-profile/home-address');
  });

  it('shows the landing page before sign-in and the design profile have arrived', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    // The profile never arrives: as on a slow phone connection, before the auth SDK has loaded.
    dataLayer.commands.call = () => new Promise<never>(() => undefined);
    const { user, location } = renderFunnel('find-your-package', dataLayer);

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.findYourPackage }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading your design profile…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'GET STARTED' }));
    expect(location().pathname).toBe('/design-profile/home-address');
    expect(await screen.findByText('Loading your design profile…')).toBeInTheDocument();
  });

  it("marks the visitor's design profile, so the checkout knows to read their answers", async () => {
    window.localStorage.clear();
    renderFunnel('home-address');
    await screen.findByRole('heading', { level: 1, name: STEP_TITLES.homeAddressAfterLanding });
    await waitFor(() => expect(hasFunnelProfile(VISITOR_UID, 'v10')).toBe(true));
    expect(hasFunnelProfile(VISITOR_UID, 'v12')).toBe(false);
  });

  it('sends a step that is not in the version to its first step, replacing the entry', async () => {
    const { location } = renderFunnel('typeform');

    await screen.findByRole('heading', { level: 1, name: STEP_TITLES.findYourPackage });
    expect(location().pathname).toBe('/design-profile/find-your-package');
  });

  it('sends an unknown step to the first step', async () => {
    const { location } = renderFunnel('no-such-step');
    await screen.findByRole('heading', { level: 1, name: STEP_TITLES.findYourPackage });
    expect(location().pathname).toBe('/design-profile/find-your-package');
  });

  it('asks for the address, announces errors, saves it and moves on', async () => {
    const { user, location, store } = renderFunnel('home-address');

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.homeAddressAfterLanding }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    const alerts = await screen.findAllByRole('alert');
    const texts = alerts.map((alert) => alert.textContent);
    expect(texts).toEqual(
      expect.arrayContaining([
        ADDRESS_ERRORS.streetRequired,
        ADDRESS_ERRORS.cityRequired,
        ZIP_REQUIRED,
      ]),
    );
    expect(location().pathname).toBe('/design-profile/home-address');

    await user.type(screen.getByRole('combobox', { name: /street address/i }), address.street);
    await user.type(screen.getByRole('textbox', { name: /city/i }), address.city);
    await user.selectOptions(screen.getByRole('combobox', { name: /state/i }), 'TX');
    await user.type(screen.getByRole('textbox', { name: /zip code/i }), '78704-99');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    await waitFor(() => expect(location().pathname).toBe('/design-profile/location-loading'));
    await waitFor(() =>
      expect(store.read('designProfiles', 'anon-preview_v10')?.contactInformation).toMatchObject(
        address,
      ),
    );
  });

  it('goes back from the address to the landing page', async () => {
    const { user, location } = renderFunnel('home-address');
    await user.click(await screen.findByRole('button', { name: /back/i }));
    expect(location().pathname).toBe('/design-profile/find-your-package');
  });

  it('digs into the address, then moves on to the found property by itself', async () => {
    const dataLayer = await visitorWithAnswers([], address);
    const { location } = renderFunnel('location-loading', dataLayer);

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.locationLoading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(address.formattedAddress);
    await waitFor(() =>
      expect(screen.getByTestId('header')).toHaveTextContent(`1|${address.formattedAddress}`),
    );

    await waitFor(() => expect(location().pathname).toBe('/design-profile/location-found'), {
      timeout: 4000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.locationFound }),
    ).toBeInTheDocument();
  });

  it("continues with THAT'S IT and returns to the address with THAT'S NOT IT", async () => {
    const first = renderFunnel('location-found', await visitorWithAnswers([], address));
    await first.user.click(await screen.findByRole('button', { name: STEP_BUTTONS.thatsIt }));
    expect(first.location().pathname).toBe('/design-profile/help-needed');
    first.unmount();

    const second = renderFunnel('location-found', await visitorWithAnswers([], address));
    await second.user.click(await screen.findByRole('button', { name: STEP_BUTTONS.thatsNotIt }));
    expect(second.location().pathname).toBe('/design-profile/home-address');
  });
});

describe('guarded steps (v10)', () => {
  it('sends a quiz page opened by link to the first unanswered required page', async () => {
    const { location } = renderFunnel('budget', await visitorWithAnswers([REQUIRED_ANSWERS[0]!]));

    expect(
      await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.yardSize }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/design-profile/yard-size');
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
  });

  it('sends the recommendation to the first required answer it is missing', async () => {
    const { location } = renderFunnel(
      'recommended-package',
      await visitorWithAnswers(REQUIRED_ANSWERS.slice(0, 2)),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.wishList }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/design-profile/wish-list');
    expect(screen.queryByRole('button', { name: 'PURCHASE' })).not.toBeInTheDocument();
  });

  it('lets a visitor who answered on this visit move on through the quiz', async () => {
    const { user, location } = renderFunnel('yard-selection');
    await user.click(await screen.findByRole('radio', { name: 'FRONT YARD' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: QUIZ_TITLES.yardSize }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/design-profile/yard-size');
  });
});

describe('funnel container in another version', () => {
  it('follows the version the test cookie forces (v4 opens on the address)', async () => {
    document.cookie = 'design-profile-test-version=v4; path=/';
    try {
      const { location } = renderFunnel('find-your-package');
      expect(
        await screen.findByRole('heading', { level: 1, name: STEP_TITLES.homeAddressFirst }),
      ).toBeInTheDocument();
      expect(location().pathname).toBe('/design-profile/home-address');
      expect(screen.getByRole('button', { name: 'Start My Project' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /back/i })).not.toBeInTheDocument();
    } finally {
      document.cookie = 'design-profile-test-version=; max-age=0; path=/';
    }
  });
});
