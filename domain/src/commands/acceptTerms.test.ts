import { describe, expect, it } from 'vitest';
import type { ProfileDoc, TermsAgreementDoc } from '../firestore/documents';
import {
  CURRENT_TERMS_VERSION,
  hasAcceptedCurrentTerms,
  profileShowsCurrentTerms,
} from '../terms/currentTerms';
import { acceptTerms } from './acceptTerms';
import { executeCommand, type Caller } from './command';
import { mapDocStore } from './mapDocStore';

const client: Caller = { uid: 'client-1', isAnonymous: false, email: 'ana@example.com' };
const now = new Date('2026-03-01T12:00:00.000Z');
const input = { typeOfTos: CURRENT_TERMS_VERSION, tosAgreed: true };
const profile: ProfileDoc = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lee',
  package: 'full-yard',
};
const earlierAgreement: TermsAgreementDoc = {
  userId: 'client-1',
  tosAgreed: true,
  dateOfAgree: '2026-01-10T09:00:00.000Z',
  typeOfTos: CURRENT_TERMS_VERSION,
};

const accept = (store = mapDocStore()) => executeCommand(acceptTerms, input, client, store, now);

describe('acceptTerms', () => {
  it('records the agreement of a client without a profile and creates no profile', async () => {
    const store = mapDocStore();

    expect(await accept(store)).toEqual({
      dateOfAgree: now.toISOString(),
      alreadyAccepted: false,
    });
    expect(store.docs.get('termsAgreements/client-1')).toEqual({
      userId: 'client-1',
      tosAgreed: true,
      dateOfAgree: now.toISOString(),
      typeOfTos: CURRENT_TERMS_VERSION,
    });
    expect(store.docs.has('profiles/client-1')).toBe(false);
  });

  it('records the agreement on the profile too, keeping the profile otherwise as it was', async () => {
    const store = mapDocStore({ 'profiles/client-1': profile });

    await accept(store);

    expect(store.docs.get('profiles/client-1')).toEqual({
      ...profile,
      termsAccepted: { typeOfTos: CURRENT_TERMS_VERSION, dateOfAgree: now.toISOString() },
    });
    expect(store.docs.get('termsAgreements/client-1')).toMatchObject({
      dateOfAgree: now.toISOString(),
    });
  });

  it('copies an earlier agreement, with its date, to a profile that does not carry it yet', async () => {
    const store = mapDocStore({
      'profiles/client-1': profile,
      'termsAgreements/client-1': earlierAgreement,
    });

    expect(await accept(store)).toEqual({
      dateOfAgree: earlierAgreement.dateOfAgree,
      alreadyAccepted: true,
    });
    expect(store.docs.get('profiles/client-1')).toMatchObject({
      termsAccepted: {
        typeOfTos: CURRENT_TERMS_VERSION,
        dateOfAgree: earlierAgreement.dateOfAgree,
      },
    });
    expect(store.docs.get('termsAgreements/client-1')).toEqual(earlierAgreement);
    expect(store.writes).toBe(1);
  });

  it('writes nothing when the record and the profile both carry the current terms', async () => {
    const store = mapDocStore({
      'profiles/client-1': {
        ...profile,
        termsAccepted: {
          typeOfTos: CURRENT_TERMS_VERSION,
          dateOfAgree: earlierAgreement.dateOfAgree,
        },
      },
      'termsAgreements/client-1': earlierAgreement,
    });

    expect((await accept(store)).alreadyAccepted).toBe(true);
    expect(store.writes).toBe(0);
  });

  it('replaces an agreement to older terms on the record and on the profile', async () => {
    const store = mapDocStore({
      'profiles/client-1': {
        ...profile,
        termsAccepted: { typeOfTos: '2025-01', dateOfAgree: '2025-02-01T00:00:00.000Z' },
      },
      'termsAgreements/client-1': { ...earlierAgreement, typeOfTos: '2025-01' },
    });

    expect(await accept(store)).toEqual({
      dateOfAgree: now.toISOString(),
      alreadyAccepted: false,
    });
    expect(store.docs.get('profiles/client-1')).toMatchObject({
      termsAccepted: { typeOfTos: CURRENT_TERMS_VERSION, dateOfAgree: now.toISOString() },
    });
    expect(store.docs.get('termsAgreements/client-1')).toMatchObject({
      typeOfTos: CURRENT_TERMS_VERSION,
      dateOfAgree: now.toISOString(),
    });
  });
});

describe('whether a client has accepted the current terms', () => {
  it('reads the agreement record', () => {
    expect(hasAcceptedCurrentTerms(earlierAgreement)).toBe(true);
    expect(hasAcceptedCurrentTerms({ ...earlierAgreement, typeOfTos: '2025-01' })).toBe(false);
    expect(hasAcceptedCurrentTerms({ ...earlierAgreement, tosAgreed: false })).toBe(false);
    expect(hasAcceptedCurrentTerms(null)).toBe(false);
  });

  it('reads the profile, which knows only once it carries the current terms', () => {
    const dateOfAgree = earlierAgreement.dateOfAgree;
    expect(
      profileShowsCurrentTerms({
        termsAccepted: { typeOfTos: CURRENT_TERMS_VERSION, dateOfAgree },
      }),
    ).toBe(true);
    expect(profileShowsCurrentTerms({ termsAccepted: { typeOfTos: '2025-01', dateOfAgree } })).toBe(
      false,
    );
    expect(profileShowsCurrentTerms(profile)).toBe(false);
    expect(profileShowsCurrentTerms(null)).toBe(false);
  });
});
