import { boolean, object, string } from 'yup';
import { TERMS_REQUIRED, UNEXPECTED_FIELD } from '../forms/messages';
import { CURRENT_TERMS_VERSION } from '../terms/currentTerms';
import { defineCommand } from './command';

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
 * Records that a signed-in client accepted the current terms. Accepting
 * twice keeps the first date. A client with a profile gets the agreement on the profile too, in
 * the same transaction, so the terms gate reads only the profile the onboarding shell reads anyway;
 * the termsAgreements document stays the record.
 */
export const acceptTerms = defineCommand({
  name: 'acceptTerms',
  access: 'account',
  input: acceptTermsInput,
  async run({ caller, now, store }, input): Promise<AcceptTermsResult> {
    const existing = await store.get('termsAgreements', caller.uid);
    const profile = await store.get('profiles', caller.uid);
    const alreadyAccepted =
      !!existing && existing.tosAgreed && existing.typeOfTos === input.typeOfTos;
    const dateOfAgree = alreadyAccepted ? existing.dateOfAgree : now.toISOString();
    if (!alreadyAccepted) {
      await store.set('termsAgreements', caller.uid, {
        userId: caller.uid,
        tosAgreed: true,
        dateOfAgree,
        typeOfTos: input.typeOfTos,
      });
    }
    // A profile written before it carried the agreement (or before this acceptance) catches up.
    if (profile && profile.termsAccepted?.typeOfTos !== input.typeOfTos) {
      await store.update('profiles', caller.uid, {
        termsAccepted: { typeOfTos: input.typeOfTos, dateOfAgree },
      });
    }
    return { dateOfAgree, alreadyAccepted };
  },
});
