import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_UPDATED_TITLE } from '@yardwise/domain/forms/messages';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleClient';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { createRecordingDataLayer } from '@web/testing/recordingLiveReads';
import { RequireAccount } from '@web/app/RequireAccount';

const uid = SAMPLE_CLIENT.uid;

async function renderProtectedPage(
  signedInAs: 'new-account' | 'sample-client',
  prepare?: (dataLayer: MemoryDataLayer) => Promise<unknown>,
) {
  const { dataLayer, log } = createRecordingDataLayer({
    signedInAs: signedInAs === 'sample-client' ? 'sample-client' : 'anonymous',
  });
  if (signedInAs === 'new-account') {
    await dataLayer.auth.createAccountWithEmail('fern@example.com', 'garden-42');
  }
  await prepare?.(dataLayer);
  const rendered = renderWithProviders(
    <RequireAccount>
      <p>The yard overview</p>
    </RequireAccount>,
    { route: '/onboard/my-yard', dataLayer },
  );
  return { ...rendered, dataLayer, log };
}

/** The sample client as they were before profiles carried the agreement. */
const profileWithoutTerms = (dataLayer: MemoryDataLayer) =>
  dataLayer.store.transaction(async (db) => {
    const { termsAccepted: _, ...profile } = (await db.get('profiles', uid))!;
    await db.set('profiles', uid, profile);
  });

const collectionsRead = (log: ReturnType<typeof createRecordingDataLayer>['log']) =>
  log
    .reads()
    .map((read) => read.collection)
    .sort();

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

  it('lets a client whose profile carries the current terms straight through, reading only the profile', async () => {
    const { log } = await renderProtectedPage('sample-client');
    expect(await screen.findByText('The yard overview')).toBeInTheDocument();
    expect(screen.queryByText(TERMS_UPDATED_TITLE)).not.toBeInTheDocument();
    expect(collectionsRead(log)).toEqual(['profiles']);
  });

  it('lets a client whose profile predates the agreement on it through by the agreement record', async () => {
    const { log } = await renderProtectedPage('sample-client', profileWithoutTerms);
    expect(await screen.findByText('The yard overview')).toBeInTheDocument();
    expect(collectionsRead(log)).toEqual(['profiles', 'termsAgreements']);
  });

  it('asks a client with a profile and no agreement, then records it on the profile too', async () => {
    const { user, dataLayer } = await renderProtectedPage('sample-client', async (layer) => {
      await profileWithoutTerms(layer);
      await layer.store.transaction((db) => db.delete('termsAgreements', uid));
    });

    await user.click(await screen.findByRole('checkbox', { name: /agree to the updated/i }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('The yard overview')).toBeInTheDocument();
    expect(dataLayer.store.read('profiles', uid)?.termsAccepted).toEqual({
      typeOfTos: CURRENT_TERMS_VERSION,
      dateOfAgree: dataLayer.store.read('termsAgreements', uid)?.dateOfAgree,
    });
  });
});
