import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { DataLayerContext } from '@web/data/DataLayerContext';
import { LiveData, useLiveDocument } from '@web/data/liveReads';
import { CommandFailure } from '@web/data/commandFailure';
import { SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { createMemoryDataLayer } from './createMemoryDataLayer';
import { createPreviewDataLayer } from './createPreviewDataLayer';
import { PREVIEW_UNAVAILABLE } from './memoryCommands';
import { SEED_ADDRESSES } from '@yardwise/domain/seed/addresses';
import {
  HOSTILE_NESTING_DEPTH,
  nestedList,
  nestedObject,
} from '@yardwise/domain/commands/testing/hostilePayloads';
import type { CallableInput } from '@yardwise/domain/commands/remoteCommands';
import { INPUT_TOO_DEEP } from '@yardwise/domain/forms/messages';

/** The sample client before accepting the current terms. */
const termsNotYetAccepted = {
  ...SAMPLE_DATA,
  documents: { ...SAMPLE_DATA.documents, termsAgreements: {} },
};

describe('in-memory data layer commands', () => {
  it('runs acceptTerms with the domain rules and stores the agreement for the signed-in client', async () => {
    const dataLayer = createMemoryDataLayer({
      data: termsNotYetAccepted,
      signedInAs: 'sample-client',
    });

    const result = await dataLayer.commands.call('acceptTerms', {
      typeOfTos: CURRENT_TERMS_VERSION,
      tosAgreed: true,
    });

    expect(result.alreadyAccepted).toBe(false);
    expect(Date.parse(result.dateOfAgree)).not.toBeNaN();
    expect(dataLayer.store.read('termsAgreements', 'sample-client')).toMatchObject({
      userId: 'sample-client',
      tosAgreed: true,
      typeOfTos: CURRENT_TERMS_VERSION,
      dateOfAgree: result.dateOfAgree,
    });
  });

  it('rejects an anonymous visitor with a typed failure and writes nothing', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });

    const call = dataLayer.commands.call('acceptTerms', {
      typeOfTos: CURRENT_TERMS_VERSION,
      tosAgreed: true,
    });

    await expect(call).rejects.toBeInstanceOf(CommandFailure);
    await expect(call).rejects.toMatchObject({ code: 'permission-denied' });
    expect(dataLayer.store.read('termsAgreements', 'anon-preview')).toBeUndefined();
  });

  it('rejects input of the wrong type', async () => {
    const dataLayer = createMemoryDataLayer({
      data: termsNotYetAccepted,
      signedInAs: 'sample-client',
    });
    const hostile = { typeOfTos: CURRENT_TERMS_VERSION, tosAgreed: 'true' } as unknown as {
      typeOfTos: string;
      tosAgreed: boolean;
    };

    await expect(dataLayer.commands.call('acceptTerms', hostile)).rejects.toMatchObject({
      code: 'invalid-argument',
      field: 'tosAgreed',
    });
    expect(dataLayer.store.read('termsAgreements', 'sample-client')).toBeUndefined();
  });

  it('refuses input nested 5,000 levels deep as invalid-argument, in domain commands and stand-ins alike', async () => {
    const dataLayer = createMemoryDataLayer({
      data: termsNotYetAccepted,
      signedInAs: 'sample-client',
    });
    const deepTerms = {
      typeOfTos: CURRENT_TERMS_VERSION,
      tosAgreed: nestedList(HOSTILE_NESTING_DEPTH),
    } as unknown as CallableInput<'acceptTerms'>;
    const deepHelp = {
      helpType: 'technical',
      emailAddress: 'jordan@example.com',
      firstName: 'Jordan',
      lastName: 'Rivera',
      body: nestedObject(HOSTILE_NESTING_DEPTH),
    } as unknown as CallableInput<'sendOnboardHelpEmail'>;

    for (const call of [
      dataLayer.commands.call('acceptTerms', deepTerms),
      dataLayer.commands.call('sendOnboardHelpEmail', deepHelp),
    ]) {
      await expect(call).rejects.toBeInstanceOf(CommandFailure);
      await expect(call).rejects.toMatchObject({
        code: 'invalid-argument',
        message: INPUT_TOO_DEEP,
      });
    }
    expect(dataLayer.store.read('termsAgreements', 'sample-client')).toBeUndefined();
    expect(dataLayer.store.list('outbox')).toEqual([]);
  });
});

describe('the preview build’s data layer', () => {
  it('runs the same commands, its runner loaded by the first one', async () => {
    const dataLayer = createPreviewDataLayer({
      data: termsNotYetAccepted,
      signedInAs: 'sample-client',
    });

    await dataLayer.commands.call('acceptTerms', {
      typeOfTos: CURRENT_TERMS_VERSION,
      tosAgreed: true,
    });

    expect(dataLayer.store.read('termsAgreements', 'sample-client')).toMatchObject({
      tosAgreed: true,
      typeOfTos: CURRENT_TERMS_VERSION,
    });
    await expect(
      dataLayer.commands.call('updateLifestylePackage', { packageStyle: 'modern' }),
    ).rejects.toMatchObject({ code: 'unavailable', message: PREVIEW_UNAVAILABLE });
  });
});

function TermsStatus({ uid }: { uid: string }) {
  const terms = useLiveDocument('termsAgreements', uid);
  if (terms.status !== 'success') return <p>loading</p>;
  return <p>{terms.data ? `accepted ${terms.data.typeOfTos}` : 'not accepted'}</p>;
}

describe('in-memory live reads', () => {
  it('re-renders a live document when a command changes it', async () => {
    const dataLayer = createMemoryDataLayer({
      data: termsNotYetAccepted,
      signedInAs: 'sample-client',
    });
    render(
      <DataLayerContext.Provider value={dataLayer}>
        <LiveData>
          <TermsStatus uid="sample-client" />
        </LiveData>
      </DataLayerContext.Provider>,
    );
    expect(screen.getByText('not accepted')).toBeInTheDocument();

    await act(() =>
      dataLayer.commands.call('acceptTerms', { typeOfTos: CURRENT_TERMS_VERSION, tosAgreed: true }),
    );

    expect(screen.getByText(`accepted ${CURRENT_TERMS_VERSION}`)).toBeInTheDocument();
  });
});

describe('in-memory data layer and remote commands', () => {
  it('says plainly that a command needing an external service is not in the preview yet', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });

    await expect(
      dataLayer.commands.call('updateLifestylePackage', { packageStyle: 'modern' }),
    ).rejects.toMatchObject({
      code: 'unavailable',
      message: PREVIEW_UNAVAILABLE,
    });
  });
});

describe('in-memory address search', () => {
  it('suggests seeded addresses for a partial street and returns the chosen address', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const seeded = SEED_ADDRESSES[0]!;
    const typed = seeded.formattedAddress.split(',')[0]!;

    const { suggestions } = await dataLayer.commands.call('searchAddresses', { input: typed });
    expect(suggestions.map((s) => s.placeId)).toContain(seeded.placeId);

    const { address } = await dataLayer.commands.call('addressDetails', {
      placeId: seeded.placeId,
    });
    expect(address?.formattedAddress).toBe(seeded.formattedAddress);
  });

  it('searches nothing below the trigger and refuses hostile input', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });

    await expect(dataLayer.commands.call('searchAddresses', { input: '12 a' })).resolves.toEqual({
      suggestions: [],
    });
    const hostile = { input: 'x'.repeat(5000) };
    await expect(dataLayer.commands.call('searchAddresses', hostile)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});
