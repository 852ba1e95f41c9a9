import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_UPDATED_TITLE } from '@yardwise/domain/forms/messages';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleClient';
import { createMemoryDataLayer } from '../../data/memory/createMemoryDataLayer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RequireAccount } from '../RequireAccount';

async function renderProtectedPage(signedInAs: 'new-account' | 'sample-client') {
  const dataLayer = createMemoryDataLayer({
    signedInAs: signedInAs === 'sample-client' ? 'sample-client' : 'anonymous',
  });
  if (signedInAs === 'new-account') {
    await dataLayer.auth.createAccountWithEmail('fern@example.com', 'garden-42');
  }
  const rendered = renderWithProviders(
    <RequireAccount>
      <p>The yard overview</p>
    </RequireAccount>,
    { route: '/onboard/my-yard', dataLayer },
  );
  return { ...rendered, dataLayer };
}

describe('terms gate on protected routes', () => {
  it("shows 'Changes to Terms & Privacy Policy' with the three links to a user who has not accepted", async () => {
    await renderProtectedPage('new-account');
    expect(
      await screen.findByRole('heading', { level: 1, name: TERMS_UPDATED_TITLE }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The yard overview')).not.toBeInTheDocument();
    for (const name of [
      'Consent to Electronic Signature and Disclosures',
      'Terms of Service',
      'Privacy Policy',
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  it('enables Continue only when ticked, records the agreement and opens the page', async () => {
    const { user, dataLayer } = await renderProtectedPage('new-account');
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /agree to the updated/i }));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    expect(await screen.findByText('The yard overview')).toBeInTheDocument();
    const agreements = dataLayer.store
      .list('termsAgreements')
      .filter((agreement) => agreement.userId !== SAMPLE_CLIENT.uid);
    expect(agreements).toEqual([expect.objectContaining({ tosAgreed: true })]);
  });

  it('lets a client who accepted the current terms straight through', async () => {
    await renderProtectedPage('sample-client');
    expect(await screen.findByText('The yard overview')).toBeInTheDocument();
    expect(screen.queryByText(TERMS_UPDATED_TITLE)).not.toBeInTheDocument();
  });
});
