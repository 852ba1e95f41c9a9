import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ACCOUNT_STEP_HEADINGS, CHECKOUT_AUTH_ERRORS } from '@yardwise/domain/account/messages';
import { ACCOUNT_CHECK_FAILED } from '../startPageCopy';
import { fillSignup, memoryLayerOf, renderStart } from '../startTestUtils';

// As when the connection drops before the account form's rules have downloaded.
vi.mock('./accountFormSchema', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => window.localStorage.clear());

describe("account form whose rules can't be downloaded (checkout §5)", () => {
  it('says so, creates no account and keeps what was typed', async () => {
    const { user, dataLayer } = renderStart();
    await screen.findByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup });

    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_CHECK_FAILED);
    expect(memoryLayerOf(dataLayer).auth.currentUser()?.isAnonymous).toBe(true);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('casey@example.com');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Casey');
  });

  it('starts no Google sign-up either, and says why', async () => {
    const { user } = renderStart();
    await user.click(await screen.findByRole('checkbox', { name: /I agree/i }));
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_CHECK_FAILED);
    expect(screen.queryByText(CHECKOUT_AUTH_ERRORS.googleSignInFailed)).not.toBeInTheDocument();
  });
});
