import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CHECKOUT_AUTH_ERRORS } from '@yardwise/domain/account/messages';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { TEXT_HAS_MARKUP } from '@yardwise/domain/forms/messages';
import { PERSON_NAME_TOO_LONG } from '@yardwise/domain/account/personName';
import { SAVE_NAMES_TEXT, START_SECTIONS } from '@web/features/checkout/start/startPageCopy';
import {
  fillSignup,
  memoryLayerOf,
  renderStart,
  savedCheckout,
} from '@web/features/checkout/start/startTestUtils';

const VISITOR_UID = 'anon-preview';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const lastNameInput = () => screen.getByRole('textbox', { name: /last name/i });

describe('names at signup (the billing rules, before any account exists)', () => {
  it('refuses a 300-character last name and creates no account', async () => {
    const { user, dataLayer } = renderStart();
    await fillSignupWith(user, { lastName: '' });
    await user.click(lastNameInput());
    await user.paste('M'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(PERSON_NAME_TOO_LONG.lastName)).toBeInTheDocument();
    expect(PERSON_NAME_TOO_LONG.lastName).toBe(
      'Please shorten your last name to 100 characters or fewer.',
    );
    expect(memoryLayerOf(dataLayer).auth.currentUser()?.isAnonymous).toBe(true);
    expect(lastNameInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses < and > in a name and creates no account', async () => {
    const { user, dataLayer } = renderStart();
    await fillSignupWith(user, { firstName: 'Casey', lastName: 'Mor<b>gan' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(TEXT_HAS_MARKUP)).toBeInTheDocument();
    expect(memoryLayerOf(dataLayer).auth.currentUser()?.isAnonymous).toBe(true);
  });

  it('checks typed names before a Google sign-up too', async () => {
    const { user } = renderStart();
    await fillSignupWith(user, { lastName: 'Mor<gan', email: '', password: '' });
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));

    expect(await screen.findByText(TEXT_HAS_MARKUP)).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_AUTH_ERRORS.googleSignInFailed)).not.toBeInTheDocument();
  });

  it('keeps the names open to fix when saving them to the new account fails', async () => {
    const { user, dataLayer } = renderStart();
    const layer = memoryLayerOf(dataLayer);
    const call = layer.commands.call.bind(layer.commands);
    const update = vi
      .spyOn(layer.commands, 'call')
      .mockImplementation((name, input) =>
        name === 'updateDesignProfile'
          ? Promise.reject(new Error('The connection dropped'))
          : call(name, input),
      );
    await fillSignupWith(user, { firstName: 'Casey', lastName: 'Morgn' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    // The account exists; its section stays open with the failure beside the names.
    const fix = await screen.findByRole('form', { name: SAVE_NAMES_TEXT });
    expect(layer.auth.currentUser()?.isAnonymous).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(CHECKOUT_AUTH_ERRORS.updateAccountFailed);
    expect(screen.getByRole('button', { name: START_SECTIONS.account })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const lastName = within(fix).getByRole('textbox', { name: /last name/i });
    expect(lastName).toHaveValue('Morgn');

    update.mockRestore();
    await user.clear(lastName);
    await user.type(lastName, 'Morgan');
    await user.click(within(fix).getByRole('button', { name: SAVE_NAMES_TEXT }));

    const address = screen.getByRole('button', { name: START_SECTIONS.address });
    await waitFor(() => expect(address).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.queryByRole('form', { name: SAVE_NAMES_TEXT })).not.toBeInTheDocument();
    expect(layer.auth.currentUser()?.displayName).toBe('Casey Morgan');
    expect(
      layer.store.read('designProfiles', designProfileIdFor(VISITOR_UID, 'v10'))
        ?.contactInformation,
    ).toMatchObject({ firstName: 'Casey', lastName: 'Morgan' });
    expect(savedCheckout().checkout).toMatchObject({ firstName: 'Casey', lastName: 'Morgan' });
  });

  it('checks the fixed names with the same rules', async () => {
    const { user, dataLayer } = renderStart();
    const layer = memoryLayerOf(dataLayer);
    const call = layer.commands.call.bind(layer.commands);
    vi.spyOn(layer.commands, 'call').mockImplementation((name, input) =>
      name === 'updateDesignProfile'
        ? Promise.reject(new Error('The connection dropped'))
        : call(name, input),
    );
    await fillSignupWith(user, {});
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const fix = await screen.findByRole('form', { name: SAVE_NAMES_TEXT });

    const lastName = within(fix).getByRole('textbox', { name: /last name/i });
    await user.clear(lastName);
    await user.type(lastName, 'Mor>gan');
    await user.click(within(fix).getByRole('button', { name: SAVE_NAMES_TEXT }));

    expect(await within(fix).findByText(TEXT_HAS_MARKUP)).toBeInTheDocument();
  });
});

async function fillSignupWith(
  user: Parameters<typeof fillSignup>[0],
  details: Parameters<typeof fillSignup>[1],
) {
  await screen.findByRole('button', { name: 'Create Account' });
  await fillSignup(user, details);
}
