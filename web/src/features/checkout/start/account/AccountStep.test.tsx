import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  ACCOUNT_STEP_HEADINGS,
  CHECKOUT_AUTH_ERRORS,
  GOOGLE_ONLY_ACCOUNT,
  LINK_ERRORS,
  PASSWORD_HINT_TITLE,
  PASSWORD_REQUIREMENT_SIX_CHARACTERS,
  TWO_PROJECTS_DIALOG,
} from '@yardwise/domain/account/messages';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { TERMS_REQUIRED } from '@yardwise/domain/forms/messages';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { brand } from '@web/ui/brand';
import { PROXY_MODE_NOTE, START_SECTIONS } from '@web/features/checkout/start/startPageCopy';
import {
  BACK_YARD_QUERY,
  fillSignup,
  memoryLayerOf,
  renderStart,
  savedCheckout,
} from '@web/features/checkout/start/startTestUtils';

const VISITOR_UID = 'anon-preview';
// The sign-in methods are looked up 500 ms after the last keystroke.
const LOOKUP_WAIT = { timeout: 2000 };

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${TEST_VERSION_COOKIE}=; max-age=0; path=/`;
});

const createAccountButton = () => screen.getByRole('button', { name: 'Create Account' });
const passwordInput = () => screen.getByLabelText(/^password/i);

describe('account step, signup', () => {
  it('offers email and password, Google after an OR, login and a password reset link', async () => {
    renderStart();

    await screen.findByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup });
    expect(createAccountButton()).toBeDisabled();
    expect(screen.getByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Forgot password\?/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/reset-password$/),
    );
    for (const link of [
      'Consent to Electronic Signature and Disclosures',
      'Terms of Service',
      'Privacy Policy',
    ]) {
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('target', '_blank');
    }
  });

  it('shows the password hint red until the password has six characters, then green', async () => {
    const { user } = renderStart();
    await screen.findByText(PASSWORD_HINT_TITLE);

    await user.type(passwordInput(), 'abc');
    const requirement = screen.getByText(PASSWORD_REQUIREMENT_SIX_CHARACTERS).closest('li');
    expect(requirement).toHaveAttribute('data-met', 'false');
    expect(requirement).toHaveStyle({ color: 'var(--chakra-colors-red-600)' });
    expect(requirement).toHaveTextContent('(not yet)');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');

    await user.type(passwordInput(), 'def');
    expect(requirement).toHaveAttribute('data-met', 'true');
    expect(requirement).toHaveStyle({ color: 'var(--chakra-colors-green-700)' });
    expect(passwordInput()).not.toHaveAttribute('aria-invalid');
  });

  it('needs the terms ticked before Create Account', async () => {
    const { user } = renderStart();
    await screen.findByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup });

    await fillSignup(user, { acceptTerms: false });
    expect(createAccountButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree/i }));
    expect(createAccountButton()).toBeEnabled();
  });

  it('asks for the first and last name once Create Account was pressed without them', async () => {
    const { user, dataLayer } = renderStart();
    await screen.findByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup });

    await fillSignup(user, { firstName: '', lastName: '' });
    expect(screen.queryByText('Please enter your first name.')).not.toBeInTheDocument();
    await user.click(createAccountButton());

    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    expect(memoryLayerOf(dataLayer).auth.currentUser()?.isAnonymous).toBe(true);
  });

  it('links the visitor to the new account, saves who they are and opens the property address', async () => {
    const { user, dataLayer } = renderStart();
    await screen.findByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup });

    await fillSignup(user);
    await user.click(createAccountButton());

    const address = await screen.findByRole('button', { name: START_SECTIONS.address });
    await waitFor(() => expect(address).toHaveAttribute('aria-expanded', 'true'));
    const layer = memoryLayerOf(dataLayer);
    // The same uid: the funnel's answers and the cart stay with the buyer.
    expect(layer.auth.currentUser()).toEqual({
      uid: VISITOR_UID,
      isAnonymous: false,
      email: 'casey@example.com',
      displayName: 'Casey Morgan',
    });
    expect(
      layer.store.read('designProfiles', designProfileIdFor(VISITOR_UID, 'v10'))
        ?.contactInformation,
    ).toMatchObject({ email: 'casey@example.com', firstName: 'Casey', lastName: 'Morgan' });
    expect(layer.store.read('termsAgreements', VISITOR_UID)?.tosAgreed).toBe(true);
    expect(savedCheckout().checkout).toMatchObject({
      accountCreated: true,
      checkoutEmail: 'casey@example.com',
      firstName: 'Casey',
      lastName: 'Morgan',
    });
    expect(screen.getByTestId('account-summary')).toHaveTextContent('casey@example.com');
  });

  it('says an email is taken and clears the password', async () => {
    const { user } = renderStart();
    await screen.findByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup });

    await fillSignup(user, { email: SAMPLE_CLIENT.email });
    await user.click(createAccountButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      CHECKOUT_AUTH_ERRORS.emailAlreadyInUse,
    );
    expect(passwordInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: new RegExp(START_SECTIONS.address) })).toBeDisabled();
  });

  it("in the funnel, words the failure with the funnel's linking message", async () => {
    document.cookie = `${TEST_VERSION_COOKIE}=v1; path=/`;
    const { user } = renderStart(`/design-profile/create-account${BACK_YARD_QUERY}`);
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.signup });

    await fillSignup(user, { email: SAMPLE_CLIENT.email });
    await user.click(createAccountButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      fillCopy(LINK_ERRORS.alreadyInUse, { product: brand.productName }),
    );
  });

  it('disables the password of an email that signs in with Google only', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    dataLayer.auth.addGoogleAccount('leaf@example.com');
    const { user } = renderStart(undefined, dataLayer);
    await screen.findByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup });

    await user.type(screen.getByRole('textbox', { name: /email/i }), 'leaf@example.com');
    expect(passwordInput()).toBeEnabled();

    expect(await screen.findByText(GOOGLE_ONLY_ACCOUNT, undefined, LOOKUP_WAIT)).toBeVisible();
    expect(passwordInput()).toBeDisabled();
  });

  it('asks for the terms before Google sign-up, then reports a Google failure', async () => {
    const { user } = renderStart();
    const google = await screen.findByRole('button', { name: 'Sign up with Google' });

    await user.click(google);
    expect(await screen.findByText(TERMS_REQUIRED)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /I agree/i }));
    await user.click(google);
    // The preview has no Google sign-in; the checkout's words for any Google failure.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(CHECKOUT_AUTH_ERRORS.googleSignInFailed),
    );
  });
});

describe('account step, login', () => {
  it('switches to login: its heading and button, no terms or names, and back to sign up', async () => {
    const { user } = renderStart();
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(
      screen.getByRole('heading', { level: 3, name: ACCOUNT_STEP_HEADINGS.login }),
    ).toBeInTheDocument();
    // Login only needs no submit in progress.
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /first name/i })).not.toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_HINT_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Forgot password\?/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup })).toBeInTheDocument();
  });

  it('says the password is needed when Login is pressed without one', async () => {
    const { user } = renderStart();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await user.type(screen.getByRole('textbox', { name: /email/i }), SAMPLE_CLIENT.email);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
  });

  it("shows the provider's message for a wrong password and clears it", async () => {
    const { user } = renderStart();
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    await user.type(screen.getByRole('textbox', { name: /email/i }), SAMPLE_CLIENT.email);
    await user.type(passwordInput(), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is not correct.',
    );
    expect(passwordInput()).toHaveValue('');
  });

  it('logs into an account without a project and opens the property address', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    await dataLayer.auth.createAccountWithEmail('fern@example.com', 'garden-42');
    await dataLayer.auth.updateDisplayName('Fern Ortiz');
    await dataLayer.auth.signInAnonymously();
    const { user } = renderStart(undefined, dataLayer);
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    await user.type(screen.getByRole('textbox', { name: /email/i }), 'fern@example.com');
    await user.type(passwordInput(), 'garden-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const address = await screen.findByRole('button', { name: START_SECTIONS.address });
    await waitFor(() => expect(address).toHaveAttribute('aria-expanded', 'true'));
    expect(savedCheckout().checkout).toMatchObject({
      accountCreated: true,
      checkoutEmail: 'fern@example.com',
      firstName: 'Fern',
      lastName: 'Ortiz',
    });
  });

  it("stops a login whose account has a project: 'Thanks for coming back!' logs out to signup", async () => {
    const { user, dataLayer, location } = renderStart();
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    await user.type(screen.getByRole('textbox', { name: /email/i }), SAMPLE_CLIENT.email);
    await user.type(passwordInput(), SAMPLE_CLIENT.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('alertdialog', { name: TWO_PROJECTS_DIALOG.title });
    expect(dialog).toHaveTextContent(TWO_PROJECTS_DIALOG.body);
    expect(location().pathname).toBe('/create-account');

    await user.click(screen.getByRole('button', { name: TWO_PROJECTS_DIALOG.confirm }));

    expect(
      await screen.findByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(memoryLayerOf(dataLayer).auth.currentUser()?.isAnonymous).toBe(true),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe(`/create-account${BACK_YARD_QUERY}`);
  });
});

describe('account step, proxy mode', () => {
  it('has no terms, Google or password, and sends the new customer a password reset email', async () => {
    const { user, dataLayer } = renderStart('/create-account?package=back-yard&byProxy=true');
    await screen.findByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup });

    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
    // The customer chooses the password, from the reset email.
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
    expect(screen.getByText(PROXY_MODE_NOTE)).toBeInTheDocument();

    await fillSignup(user, { email: 'customer@example.com', password: '', acceptTerms: false });
    expect(createAccountButton()).toBeEnabled();
    await user.click(createAccountButton());

    await waitFor(() =>
      expect(
        memoryLayerOf(dataLayer)
          .store.list('outbox')
          .filter((email) => email.to === 'customer@example.com'),
      ).toHaveLength(1),
    );
    const address = await screen.findByRole('button', { name: START_SECTIONS.address });
    await waitFor(() => expect(address).toHaveAttribute('aria-expanded', 'true'));
    const account = memoryLayerOf(dataLayer).auth.currentUser();
    expect(account).toMatchObject({ email: 'customer@example.com', isAnonymous: false });
  });
});
