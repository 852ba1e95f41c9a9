import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { CheckoutPage } from './CheckoutPage';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/design-profile/create-account" element={<CheckoutPage title="Spec title" />} />
      <Route path="/design-profile/:step" element={<p>Funnel step</p>} />
    </Routes>,
    { route, signedInAs: 'anonymous' },
  );
}

afterEach(() => {
  document.cookie = `${TEST_VERSION_COOKIE}=; max-age=0; path=/`;
});

describe('the funnel steps the checkout draws', () => {
  it('sends a v10 visitor, whose version stops at the recommendation, to its first step', () => {
    const view = renderAt('/design-profile/create-account?package=back-yard');

    expect(screen.getByText('Funnel step')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/design-profile/find-your-package');
  });

  it("shows v1's create-account step under the step's own title", async () => {
    document.cookie = `${TEST_VERSION_COOKIE}=v1; path=/`;
    const view = renderAt('/design-profile/create-account?package=back-yard');

    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.signup }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/design-profile/create-account');
  });
});
