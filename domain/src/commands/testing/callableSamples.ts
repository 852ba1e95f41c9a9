// For tests: every callable's input schema with one payload it accepts, as rich as the schema
// allows (optional fields and nested objects filled in), so the hostile payloads generated around
// it reach every field. The ids are parameters: the functions tests point them at seeded documents.

import type { AnyObject, ObjectSchema } from 'yup';
import { sendPasswordResetEmailInput } from '../../account/passwordReset';
import { addEmailToAbandonedCartInput } from '../../checkout/abandonedCart';
import { updateCartViewInput } from '../../checkout/cartView';
import { updateLifestylePackageInput } from '../../checkout/lifestylePackage';
import { orderCommandInput } from '../../checkout/orderCommand';
import { inputFor } from '../../checkout/orderTestData';
import { validateRecaptchaInput } from '../../checkout/recaptcha';
import { completeTestPaymentInput } from '../../checkout/testPayment';
import { requestConsultationInput } from '../../contact/consultation';
import { sendDesignFeedbackInput } from '../../contact/designFeedback';
import { NATIVE_STYLE_QUIZ_FORM_ID } from '../../exterior/styleQuiz';
import { sendOnboardHelpEmailInput } from '../../forms/schemas';
import {
  alertCannotOnboardInput,
  deleteMediaInput,
  recordMediaInput,
} from '../../onboarding/schemas';
import { addressDetailsInput, searchAddressesInput } from '../../places/schemas';
import { promoLookupCommandInput } from '../../promo/lookupInput';
import { requestSingleUsePromoInput } from '../../promo/schemas';
import { CURRENT_TERMS_VERSION } from '../../terms/currentTerms';
import { COMMANDS } from '../registry';
import type { CallableName } from '../remoteCommands';

/** A sending attempt's id as the pages make one (crypto.randomUUID()). */
const SAMPLE_REQUEST_ID = 'c0ffee00-1111-4000-8000-000000000001';

/** A well-formed reCAPTCHA token (the functions tests check none with Google). */
const SAMPLE_RECAPTCHA_TOKEN = '03AFcWeA6x_sample-token';

/** The caller and the documents of theirs (and of the catalogue) the payloads name. */
export interface SampleIds {
  uid: string;
  email: string;
  designProfileId: string;
  mediaId: string;
  /** A file name in the caller's media folder (media/{uid}/{mediaFileName}). */
  mediaFileName: string;
  responseIds: readonly [string, string];
  colorResponseId: string;
  paymentIntentId: string;
  itemId: string;
  priceOptionId: string;
  styleOptionId: string;
  colorId: string;
}

export const DEFAULT_SAMPLE_IDS: SampleIds = {
  uid: 'client-1',
  email: 'ana@example.com',
  designProfileId: 'client-1_v2',
  mediaId: 'media-1',
  mediaFileName: 'c0ffee00-0000-4000-8000-000000000001.1772445600000.jpg',
  responseIds: ['response-1', 'response-2'],
  colorResponseId: 'color-response-1',
  paymentIntentId: 'pi_standin_abc123',
  itemId: 'patio',
  priceOptionId: 'patio-medium',
  styleOptionId: 'patio-modern',
  colorId: 'sw-7005',
};

export interface CallableSample {
  input: ObjectSchema<AnyObject>;
  /** Checked against `input` by the tests (a type would not see its patterns and bounds). */
  valid: Readonly<Record<string, unknown>>;
}

/** One sample per callable name: a new callable without one does not compile. */
export type CallableSamples = Record<CallableName, CallableSample>;

const sample = (
  input: ObjectSchema<AnyObject>,
  valid: Readonly<Record<string, unknown>>,
): CallableSample => ({ input, valid });

/** Every callable (the pure COMMANDS and the remote ones), each with a payload it accepts. */
export function callableSamples(ids: SampleIds = DEFAULT_SAMPLE_IDS): CallableSamples {
  const contactInformation = {
    email: ids.email,
    firstName: 'Ana',
    lastName: 'Lopez',
    phoneNumber: '5550104477',
    street: '2418 Cedar Hollow Lane',
    aptNumber: 'Unit 2',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
    latLng: { lat: 30.25, lng: -97.75 },
    placeId: 'seed-place-1',
  };
  const profileAnswers = {
    step: 3,
    contactInformation,
    questions: [{ key: 'yard-size', answers: ['LESS THAN 1/2 ACRE'] }],
    howDidYouHear: 'Google',
  };
  const itemAnswers = {
    priceOptionId: ids.priceOptionId,
    styleOptionId: ids.styleOptionId,
    yards: ['front', 'back'],
    yardsNotSure: false,
    context: 'Near the kitchen door.',
  };
  const order = inputFor(
    { addOnIds: ['expedited'], promotionalCode: 'SAVE250', userId: ids.uid, email: ids.email },
    'modern',
  );

  return {
    catalogPrices: sample(COMMANDS.catalogPrices.input, {
      packageKey: 'full-yard',
      lotSize: 'standard',
    }),
    acceptTerms: sample(COMMANDS.acceptTerms.input, {
      tosAgreed: true,
      typeOfTos: CURRENT_TERMS_VERSION,
    }),
    createDesignProfile: sample(COMMANDS.createDesignProfile.input, {
      versionId: 'v2',
      host: 'yardwise.example',
      ...profileAnswers,
    }),
    updateDesignProfile: sample(COMMANDS.updateDesignProfile.input, {
      id: ids.designProfileId,
      ...profileAnswers,
    }),
    updateProfile: sample(COMMANDS.updateProfile.input, {
      firstName: 'Ana',
      lastName: 'Lopez',
      phone: '5550104477',
    }),
    startOnboarding: sample(COMMANDS.startOnboarding.input, {}),
    activateYard: sample(COMMANDS.activateYard.input, { yard: 'back' }),
    deactivateYard: sample(COMMANDS.deactivateYard.input, { yard: 'front' }),
    swapYards: sample(COMMANDS.swapYards.input, {}),
    setYardStepStatus: sample(COMMANDS.setYardStepStatus.input, {
      yard: 'front',
      step: 'priorities',
      status: 'COMPLETE',
    }),
    setYardSloped: sample(COMMANDS.setYardSloped.input, { yard: 'front', isSloped: true }),
    setYardPriorities: sample(COMMANDS.setYardPriorities.input, {
      yard: 'front',
      functions: ['relax', 'garden'],
    }),
    verifyInformation: sample(COMMANDS.verifyInformation.input, { informationVerified: true }),
    setBudgetStepComplete: sample(COMMANDS.setBudgetStepComplete.input, { complete: true }),
    setExteriorDesignStepComplete: sample(COMMANDS.setExteriorDesignStepComplete.input, {
      complete: true,
    }),
    setCurrentStep: sample(COMMANDS.setCurrentStep.input, { step: 'Budget' }),
    resetOnboarding: sample(COMMANDS.resetOnboarding.input, {}),
    updateMediaDescription: sample(COMMANDS.updateMediaDescription.input, {
      mediaId: ids.mediaId,
      description: 'Keep the oak tree.',
    }),
    createChecklistResponse: sample(COMMANDS.createChecklistResponse.input, {
      itemId: ids.itemId,
      ...itemAnswers,
    }),
    updateChecklistResponse: sample(COMMANDS.updateChecklistResponse.input, {
      responseId: ids.responseIds[0],
      ...itemAnswers,
    }),
    deleteChecklistResponse: sample(COMMANDS.deleteChecklistResponse.input, {
      responseId: ids.responseIds[0],
    }),
    updateResponseOrder: sample(COMMANDS.updateResponseOrder.input, {
      orders: [
        { responseId: ids.responseIds[0], order: 2 },
        { responseId: ids.responseIds[1], order: 1 },
      ],
    }),
    recalculateWishListEstimate: sample(COMMANDS.recalculateWishListEstimate.input, {}),
    saveBudget: sample(COMMANDS.saveBudget.input, {
      phasing: 'yes',
      allInBudget: '5000000',
      phaseoneBudget: '2000000',
      designTarget: 'phaseOne',
    }),
    submitBudgetIntent: sample(COMMANDS.submitBudgetIntent.input, { budgetIntent: 40 }),
    listColors: sample(COMMANDS.listColors.input, { page: 0, category: 'Blues' }),
    createColorResponse: sample(COMMANDS.createColorResponse.input, {
      colorId: ids.colorId,
      placement: 'Main Color',
    }),
    deleteColorResponse: sample(COMMANDS.deleteColorResponse.input, {
      colorResponseId: ids.colorResponseId,
    }),
    setExteriorPaintDesired: sample(COMMANDS.setExteriorPaintDesired.input, {
      exteriorPaintDesired: true,
    }),
    completeStyleQuiz: sample(COMMANDS.completeStyleQuiz.input, {
      formId: NATIVE_STYLE_QUIZ_FORM_ID,
      answers: { style: 'Modern', goals: ['Boost curb appeal', 'Get ready to sell'] },
    }),
    completeExteriorDesign: sample(COMMANDS.completeExteriorDesign.input, {}),
    saveGoals: sample(COMMANDS.saveGoals.input, {
      goals: ['curb-appeal', 'privacy', 'outdoor-cooking'],
      success: 'Somewhere shady to eat with friends that still looks good from the street.',
      installTiming: '3-6-months',
      installer: 'mix',
    }),
    saveInspiration: sample(COMMANDS.saveInspiration.input, {
      links: ['https://www.pinterest.com/ana/cottage-garden/', 'https://example.com/a?b=c#d'],
      noneToShare: false,
    }),
    savePlans: sample(COMMANDS.savePlans.input, {
      files: [{ mediaId: ids.mediaId, kind: 'survey-or-plot-plan', note: 'From the 2019 sale.' }],
      noneToShare: false,
    }),
    // The hostile suites' clients have the front yard only.
    savePreferences: sample(COMMANDS.savePreferences.input, {
      sun: { front: 'part-sun' },
      likedMaterials: ['stone', 'wood'],
      dislikedMaterials: ['concrete'],
      upkeep: 'low',
      yardUsers: ['young-children', 'pets'],
      siteNotes: 'Water pools by the back fence after rain; clay soil.',
    }),
    savePlants: sample(COMMANDS.savePlants.input, {
      lovedPlants: ['Lavender', 'Japanese maple'],
      avoidedPlants: ['Bamboo'],
      allergies: 'Grass pollen.',
      nativeInterest: 'yes',
      edibleInterest: 'not-sure',
    }),
    // Only the schema checks this sample; the command checks the month against the date.
    saveInstallationDetails: sample(COMMANDS.saveInstallationDetails.input, {
      startMonth: '2027-04',
      contactMethod: 'text',
      accessNotes: 'Side gate code 1234; the dog is friendly.',
    }),
    submitProject: sample(COMMANDS.submitProject.input, {}),

    // updateOrder ignores the token; it is in the sample so its hostile payloads reach the field.
    createOrder: sample(orderCommandInput, { ...order, recaptchaToken: SAMPLE_RECAPTCHA_TOKEN }),
    updateOrder: sample(orderCommandInput, { ...order, recaptchaToken: SAMPLE_RECAPTCHA_TOKEN }),
    completeTestPayment: sample(completeTestPaymentInput, { paymentIntentId: ids.paymentIntentId }),
    lookupPromoCode: sample(promoLookupCommandInput, {
      code: 'SAVE250',
      packageKey: 'full-yard',
      lotSize: 'standard',
      addOnIds: ['expedited'],
    }),
    requestSingleUsePromo: sample(requestSingleUsePromoInput, { email: ids.email }),
    addEmailToAbandonedCartMailingList: sample(addEmailToAbandonedCartInput, {
      email: ids.email,
      sku: 'full-yard_standard',
      firstName: 'Ana',
      lastName: 'Lopez',
    }),
    updateCartView: sample(updateCartViewInput, {
      anonId: ids.uid,
      cart: {
        packageKey: 'full-yard',
        lotSize: 'standard',
        addOnIds: ['expedited'],
        promotionalCode: 'SAVE250',
      },
      userId: ids.uid,
      email: ids.email,
      address: { street: '2418 Cedar Hollow Lane', city: 'Austin', state: 'TX', zip: '78704' },
      paymentIntentId: ids.paymentIntentId,
    }),
    validateRecaptcha: sample(validateRecaptchaInput, {
      token: 'recaptcha-token_123',
      action: 'legacy_checkout',
    }),
    updateLifestylePackage: sample(updateLifestylePackageInput, { packageStyle: 'modern' }),
    searchAddresses: sample(searchAddressesInput, {
      input: '2418 Cedar Hollow',
      sessionToken: 'session-1',
    }),
    addressDetails: sample(addressDetailsInput, {
      placeId: 'seed-place-1',
      sessionToken: 'session-1',
    }),
    sendOnboardHelpEmail: sample(sendOnboardHelpEmailInput, {
      helpType: 'design',
      emailAddress: ids.email,
      firstName: 'Ana',
      lastName: 'Lopez',
      body: 'How should I film the side yard?',
    }),
    recordMedia: sample(recordMediaInput, {
      path: `media/${ids.uid}/${ids.mediaFileName}`,
      fileType: 'image/jpeg',
      variant: 'front-yard-wide-angle',
      tag: 'property',
      originalFileName: 'lawn.jpg',
    }),
    deleteMedia: sample(deleteMediaInput, { mediaId: ids.mediaId }),
    alertCannotOnboard: sample(alertCannotOnboardInput, {
      detail: 'The onboard state could not be loaded.',
    }),
    sendPasswordResetEmail: sample(sendPasswordResetEmailInput, { email: ids.email }),
    sendDesignFeedback: sample(sendDesignFeedbackInput, {
      requestId: SAMPLE_REQUEST_ID,
      changes: 'Move the fire pit closer to the patio.\nSwap the lawn for clover.',
      mediaIds: [ids.mediaId],
    }),
    requestConsultation: sample(requestConsultationInput, {
      requestId: SAMPLE_REQUEST_ID,
      name: 'Ana Lopez',
      email: ids.email,
      phone: '5550104477',
      message: 'We want a shady back yard for the kids. Where do we start?',
    }),
  };
}
