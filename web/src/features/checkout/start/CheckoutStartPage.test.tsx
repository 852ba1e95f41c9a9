import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { CHECKOUT_CODE_STORAGE_KEY } from './checkoutCode';
import { ADDRESS_NEEDS_ACCOUNT, START_SECTIONS } from './startPageCopy';
import {
  BACK_YARD_QUERY,
  renderStart,
  sampleClientWithoutProfiles,
  savedCheckout,
  STORE_TITLE,
} from './startTestUtils';
import { CEDAR_HOLLOW } from '@web/testing/seedAddress';
import { CHANGING_CHECKOUT_STATE } from '@web/features/checkout/checkoutFlow';

// The address as the checkout saves a typed one: no map position.
const { latLng: _position, ...CEDAR_HOLLOW_FIELDS } = CEDAR_HOLLOW;

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${TEST_VERSION_COOKIE}=; max-age=0; path=/`;
});

/** The sample client (signed in, with an email) with a v10 design profile, maybe with an address. */
async function sampleClientWithProfile(address?: typeof CEDAR_HOLLOW_FIELDS) {
  const dataLayer = sampleClientWithoutProfiles();
  await dataLayer.commands.call('createDesignProfile', { versionId: 'v10', host: 'localhost' });
  if (address) {
    await dataLayer.commands.call('updateDesignProfile', {
      id: designProfileIdFor(SAMPLE_CLIENT.uid, 'v10'),
      contactInformation: address,
    });
  }
  return dataLayer;
}

describe('checkout start page', () => {
  it('sends a visit without a package to the packages page, keeping the query', async () => {
    const view = renderStart('/create-account?lotsize=large&code=SPRING');

    await screen.findByText('Left the start page');
    expect(view.location().pathname).toBe('/packages');
    expect(view.location().search).toBe('?lotsize=large&code=SPRING');
  });

  it('starts the checkout with the package from the query and keeps the code locally', async () => {
    renderStart(`/create-account${BACK_YARD_QUERY}&lotsize=large&code=SPRING25`);

    await screen.findByRole('heading', { level: 1, name: STORE_TITLE });
    await waitFor(() =>
      expect(savedCheckout().cart).toMatchObject({
        packageKey: 'back-yard',
        lotSize: 'large',
        skuLookupKey: 'back-yard_standard',
        byProxy: false,
      }),
    );
    expect(window.localStorage.getItem(CHECKOUT_CODE_STORAGE_KEY)).toBe('SPRING25');
  });

  it('shows one h1 and the two sections, with the address closed until there is an account', async () => {
    renderStart();

    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    const account = screen.getByRole('button', { name: START_SECTIONS.account });
    const address = screen.getByRole('button', { name: new RegExp(START_SECTIONS.address) });
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(address).toHaveAttribute('aria-expanded', 'false');
    expect(address).toBeDisabled();
    expect(address).toHaveTextContent(ADDRESS_NEEDS_ACCOUNT);
    expect(
      screen.getByRole('heading', { level: 2, name: START_SECTIONS.account }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: ACCOUNT_STEP_HEADINGS.signup }),
    ).toBeInTheDocument();
  });

  it('closes and opens the account section from the keyboard', async () => {
    const view = renderStart();
    const account = await screen.findByRole('button', { name: START_SECTIONS.account });

    account.focus();
    await view.user.keyboard('{Enter}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await view.user.keyboard(' ');
    expect(account).toHaveAttribute('aria-expanded', 'true');
  });

  it("in the v1 funnel, shows the step's title once, as the page's h1", async () => {
    document.cookie = `${TEST_VERSION_COOKIE}=v1; path=/`;
    renderStart(`/design-profile/create-account${BACK_YARD_QUERY}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.signup }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(ACCOUNT_STEP_HEADINGS.signup)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('sends a signed-in user whose design profile has an address on to the purchase page', async () => {
    const view = renderStart(
      `/create-account${BACK_YARD_QUERY}`,
      await sampleClientWithProfile(CEDAR_HOLLOW_FIELDS),
    );

    await screen.findByText('Left the start page');
    expect(view.location().pathname).toBe('/purchase');
    expect(view.location().search).toBe('?sku-lookup-key=back-yard_standard');
    expect(savedCheckout().checkout).toMatchObject({
      accountCreated: true,
      checkoutEmail: SAMPLE_CLIENT.email,
      firstName: 'Jordan',
      lastName: 'Rivera',
      address: { ...CEDAR_HOLLOW_FIELDS, aptNumber: '' },
      addressAddedInDesignProfile: true,
    });
  });

  it("stays open when the buyer came back with the purchase page's Change", async () => {
    const view = renderStart(
      `/create-account${BACK_YARD_QUERY}`,
      await sampleClientWithProfile(CEDAR_HOLLOW_FIELDS),
      CHANGING_CHECKOUT_STATE,
    );

    const street = await screen.findByRole('combobox', { name: /street/i });
    await waitFor(() => expect(street).toHaveValue(CEDAR_HOLLOW_FIELDS.street));
    expect(view.location().pathname).toBe('/create-account');
  });

  it('keeps proxy mode when skipping ahead', async () => {
    const view = renderStart(
      '/create-account?package=back-yard&byProxy=true',
      await sampleClientWithProfile(CEDAR_HOLLOW_FIELDS),
    );

    await screen.findByText('Left the start page');
    expect(`${view.location().pathname}${view.location().search}`).toBe('/purchase?byProxy=true');
  });

  it("says so while the signed-in buyer's saved address is read", async () => {
    const dataLayer = await sampleClientWithProfile();
    const call = dataLayer.commands.call.bind(dataLayer.commands);
    vi.spyOn(dataLayer.commands, 'call').mockImplementation((name, input) =>
      name === 'createDesignProfile' ? new Promise(() => {}) : call(name, input),
    );
    renderStart(`/create-account${BACK_YARD_QUERY}`, dataLayer);

    expect(await screen.findByRole('status', { name: 'Loading your address' })).toBeInTheDocument();
  });

  it('shows a signed-in user without an address who they are and opens the address', async () => {
    renderStart(`/create-account${BACK_YARD_QUERY}`, await sampleClientWithProfile());

    const address = await screen.findByRole('button', { name: START_SECTIONS.address });
    await waitFor(() => expect(address).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    const summary = screen.getByTestId('account-summary');
    expect(within(summary).getByText(SAMPLE_CLIENT.displayName)).toBeInTheDocument();
    expect(within(summary).getByText(SAMPLE_CLIENT.email)).toBeInTheDocument();
  });
});
