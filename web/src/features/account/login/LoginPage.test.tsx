import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { CHECKOUT_AUTH_ERRORS } from '@yardwise/domain/account/messages';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { AccountPage } from '@web/features/account/AccountPage';

function Landed() {
  const location = useLocation();
  return <p>Landed on {`${location.pathname}${location.search}`}</p>;
}

async function renderLogin(route = '/login', routeState?: unknown) {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
  await dataLayer.auth.createAccountWithEmail('fern@example.com', 'garden-42');
  await dataLayer.auth.signInAnonymously();
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/login" element={<AccountPage title={ACCOUNT_STEP_HEADINGS.login} />} />
      <Route
        path="/rescue-anonymous-session"
        element={<AccountPage title="Pick up where you left off" />}
      />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route, dataLayer, routeState },
  );
  return { ...rendered, dataLayer };
}

const passwordInput = () => screen.getByLabelText(/^password/i);

describe('login page', () => {
  it('logs in and returns to the protected page with its query string', async () => {
    const { user } = await renderLogin('/login?utm_source=email', { from: '/onboard/my-yard' });
    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.login }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /email/i }), 'fern@example.com');
    await user.type(passwordInput(), 'garden-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText('Landed on /onboard/my-yard?utm_source=email'),
    ).toBeInTheDocument();
  });

  it("shows the provider's message for a wrong password and clears the password", async () => {
    const { user } = await renderLogin();
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'fern@example.com');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is not correct.',
    );
    expect(passwordInput()).toHaveValue('');
  });

  it('says what is missing when Login is pressed with empty fields', async () => {
    const { user } = await renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers Google login after OR, sign up through a package, and a password reset link', async () => {
    await renderLogin();
    expect(await screen.findByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: /Forgot password\?/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('reports a failed Google login with the Google sign-in failure message', async () => {
    const { user, dataLayer } = await renderLogin();
    dataLayer.auth.continueWithGoogle = () => Promise.reject(new Error('popup closed'));
    await user.click(await screen.findByRole('button', { name: 'Login with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      CHECKOUT_AUTH_ERRORS.googleSignInFailed,
    );
  });

  it('sends someone already signed in to an account straight on', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<AccountPage title={ACCOUNT_STEP_HEADINGS.login} />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      {
        route: '/login',
        dataLayer: createMemoryDataLayer({ signedInAs: 'sample-client' }),
        routeState: { from: '/onboard/budget/checklist' },
      },
    );
    expect(await screen.findByText('Landed on /onboard/budget/checklist')).toBeInTheDocument();
  });

  it('returns to callbackUrl after logging in when it is a path of this app', async () => {
    const { user } = await renderLogin('/login?callbackUrl=%2Fonboard%2Fexterior-design%2Fpaint');

    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'fern@example.com');
    await user.type(passwordInput(), 'garden-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Landed on /onboard/exterior-design/paint')).toBeInTheDocument();
  });

  it.each([
    'https%3A%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    'javascript%3Aalert(1)',
    '%2Fno-such-page',
  ])('goes to the start page instead of callbackUrl=%s', async (callback) => {
    const { user } = await renderLogin(`/login?callbackUrl=${callback}&utm_source=email`);

    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'fern@example.com');
    await user.type(passwordInput(), 'garden-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Landed on /?utm_source=email')).toBeInTheDocument();
  });

  it('sends someone already signed in straight to callbackUrl', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<AccountPage title={ACCOUNT_STEP_HEADINGS.login} />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      {
        route: '/login?callbackUrl=%2Fonboard%2Fbudget%2Freview',
        dataLayer: createMemoryDataLayer({ signedInAs: 'sample-client' }),
      },
    );
    expect(await screen.findByText('Landed on /onboard/budget/review')).toBeInTheDocument();
  });

  it('draws the rescue page with its own heading', async () => {
    await renderLogin('/rescue-anonymous-session');
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Pick up where you left off' }),
      ).toBeInTheDocument(),
    );
  });
});
