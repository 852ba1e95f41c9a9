import { boolean, object, string } from 'yup';
import { TERMS_REQUIRED, UNEXPECTED_FIELD } from '../forms/messages';
import { defineCommand } from './command';

/** The terms version a client accepts today; a new version makes everyone accept again. */
export const CURRENT_TERMS_VERSION = '2026-01';

export const acceptTermsInput = object({
  typeOfTos: string()
    .required('Please say which terms you accept.')
    .oneOf([CURRENT_TERMS_VERSION], 'These terms are no longer current. Please reload the page.'),
  tosAgreed: boolean().required(TERMS_REQUIRED).oneOf([true], TERMS_REQUIRED),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export interface AcceptTermsResult {
  dateOfAgree: string;
  alreadyAccepted: boolean;
}

/**
 * Records that a signed-in client accepted the current terms (onboarding §4 "Terms").
 * Accepting twice keeps the first date.
 */
export const acceptTerms = defineCommand({
  name: 'acceptTerms',
  access: 'account',
  input: acceptTermsInput,
  async run({ caller, now, store }, input): Promise<AcceptTermsResult> {
    const existing = await store.get('termsAgreements', caller.uid);
    if (existing && existing.tosAgreed && existing.typeOfTos === input.typeOfTos) {
      return { dateOfAgree: existing.dateOfAgree, alreadyAccepted: true };
    }
    const dateOfAgree = now.toISOString();
    await store.set('termsAgreements', caller.uid, {
      userId: caller.uid,
      tosAgreed: true,
      dateOfAgree,
      typeOfTos: input.typeOfTos,
    });
    return { dateOfAgree, alreadyAccepted: false };
  },
});

export function hasAcceptedCurrentTerms(
  agreement: { tosAgreed: boolean; typeOfTos: string } | undefined | null,
): boolean {
  return !!agreement && agreement.tosAgreed && agreement.typeOfTos === CURRENT_TERMS_VERSION;
}
