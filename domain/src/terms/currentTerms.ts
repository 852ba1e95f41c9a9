import type { ProfileDoc } from '../firestore/documents';

/** The terms version a client accepts today; a new version makes everyone accept again. */
export const CURRENT_TERMS_VERSION = '2026-01';

export function hasAcceptedCurrentTerms(
  agreement: { tosAgreed: boolean; typeOfTos: string } | undefined | null,
): boolean {
  return !!agreement && agreement.tosAgreed && agreement.typeOfTos === CURRENT_TERMS_VERSION;
}

/** Whether the profile carries the current terms; without it, only the agreement record can tell. */
export function profileShowsCurrentTerms(
  profile: Pick<ProfileDoc, 'termsAccepted'> | undefined | null,
): boolean {
  return profile?.termsAccepted?.typeOfTos === CURRENT_TERMS_VERSION;
}
