import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { QUIZ_EMAIL_COOKIE } from '@yardwise/domain/funnel/cookies';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { markFunnelProfile } from '@web/data/funnelProfileMark';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { CEDAR_HOLLOW } from '@web/testing/seedAddress';
import { ADDRESS_SUBMIT_TEXT, START_SECTIONS } from './startPageCopy';
import { BACK_YARD_QUERY, fillSignup, renderStart, savedCheckout } from './startTestUtils';

const VISITOR_UID = 'anon-preview';
const { latLng: _position, ...CEDAR_HOLLOW_FIELDS } = CEDAR_HOLLOW;

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${QUIZ_EMAIL_COOKIE}=; max-age=0; path=/`;
});

/** A visitor who answered the funnel (v10): email, name and property address. */
async function visitorWhoTookTheFunnel() {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
  await dataLayer.commands.call('createDesignProfile', { versionId: 'v10', host: 'localhost' });
  await dataLayer.commands.call('updateDesignProfile', {
    id: designProfileIdFor(VISITOR_UID, 'v10'),
    contactInformation: {
      email: 'casey@example.com',
      firstName: 'Casey',
      lastName: 'Morgan',
      ...CEDAR_HOLLOW_FIELDS,
    },
  });
  // As the funnel does when it opens the visitor's profile.
  markFunnelProfile(VISITOR_UID, 'v10');
  return dataLayer;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the funnel answers fill the checkout', () => {
  it('fills the account form, then the address, then the billing names', async () => {
    const { user, location } = renderStart(
      `/create-account${BACK_YARD_QUERY}`,
      await visitorWhoTookTheFunnel(),
    );

    await screen.findByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(field(/email/i)).toHaveValue('casey@example.com'));
    expect(field(/first name/i)).toHaveValue('Casey');
    expect(field(/last name/i)).toHaveValue('Morgan');

    // Only what the funnel did not ask is typed: the password and the terms.
    await fillSignup(user, { firstName: '', lastName: '', email: '' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const address = await screen.findByRole('button', { name: START_SECTIONS.address });
    await waitFor(() => expect(address).toHaveAttribute('aria-expanded', 'true'));
    const street = await screen.findByRole('combobox', { name: /street/i });
    expect(street).toHaveValue(CEDAR_HOLLOW.street);
    expect(field(/city/i)).toHaveValue(CEDAR_HOLLOW.city);
    expect(field(/zip code/i)).toHaveValue(CEDAR_HOLLOW.zip);
    await user.click(screen.getByRole('button', { name: ADDRESS_SUBMIT_TEXT }));

    await waitFor(() => expect(location().pathname).toBe('/purchase'));
    // The purchase page's billing form starts from these names.
    expect(savedCheckout().checkout).toMatchObject({
      checkoutEmail: 'casey@example.com',
      firstName: 'Casey',
      lastName: 'Morgan',
      address: { street: CEDAR_HOLLOW.street, city: CEDAR_HOLLOW.city, zip: CEDAR_HOLLOW.zip },
    });
  });

  it('makes no design profile for a visitor who never took the funnel', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    renderStart(`/create-account${BACK_YARD_QUERY}`, dataLayer);

    await screen.findByRole('button', { name: 'Create Account' });
    expect(field(/email/i)).toHaveValue('');
    const visitorProfiles = dataLayer.store
      .list('designProfiles')
      .filter((profile) => profile.userId === VISITOR_UID);
    expect(visitorProfiles).toEqual([]);
  });

  it('fills the email a quiz link carries, from the query or its cookie', async () => {
    renderStart(`/create-account${BACK_YARD_QUERY}&${QUIZ_EMAIL_COOKIE}=quiz%40example.com`);
    await waitFor(() => expect(field(/email/i)).toHaveValue('quiz@example.com'));
  });

  it('fills the email the quiz-email cookie carries', async () => {
    document.cookie = `${QUIZ_EMAIL_COOKIE}=${encodeURIComponent('cookie@example.com')}; path=/`;
    renderStart();
    await waitFor(() => expect(field(/email/i)).toHaveValue('cookie@example.com'));
  });
});

describe('a signed-in client with a saved address', () => {
  it('skips the address: the one they saved (in another funnel version) goes to purchase', async () => {
    const { location } = renderStart(
      `/create-account${BACK_YARD_QUERY}`,
      createMemoryDataLayer({ signedInAs: 'sample-client' }),
    );

    await screen.findByText('Left the start page');
    expect(location().pathname).toBe('/purchase');
    expect(savedCheckout().checkout).toMatchObject({
      checkoutEmail: SAMPLE_CLIENT.email,
      firstName: 'Jordan',
      lastName: 'Rivera',
      address: { street: CEDAR_HOLLOW.street, city: CEDAR_HOLLOW.city, zip: CEDAR_HOLLOW.zip },
      addressAddedInDesignProfile: true,
    });
  });

  it('has their address filled in for an additional revision', async () => {
    const { location } = renderStart(
      '/purchase-additional-revision',
      createMemoryDataLayer({ signedInAs: 'sample-client' }),
    );

    await screen.findByText('Left the start page');
    expect(location().pathname).toBe('/purchase');
    expect(savedCheckout()).toMatchObject({
      cart: { packageKey: 'additional-revision' },
      checkout: { address: { street: CEDAR_HOLLOW.street, zip: CEDAR_HOLLOW.zip } },
    });
  });
});
