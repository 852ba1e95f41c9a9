import { array, number, object, string } from 'yup';
import { PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG } from '../account/personName';
import { addressLineField } from '../forms/addressLimits';
import { NOTHING_TO_UPDATE, UNEXPECTED_FIELD } from '../forms/messages';
import { isDocumentId } from '../forms/documentId';
import { plainTextField } from '../forms/plainText';
import { zipField } from '../forms/zip';
import { ADDRESS_PLACE_ID_INVALID } from '../places/messages';
import { PLACE_ID_MAX_LENGTH, PLACE_ID_PATTERN } from '../places/schemas';
import { optionalEmailField } from './emailSchema';
import {
  DESIGN_PROFILE_ID_REQUIRED,
  DESIGN_PROFILE_NOT_FOUND,
  DESIGN_PROFILE_UNKNOWN_STEP,
  DESIGN_PROFILE_UNKNOWN_VERSION,
  HOW_DID_YOU_HEAR_REQUIRED_ERROR,
  PHONE_INVALID,
  QUIZ_ERRORS,
  STATE_NOT_LIVE,
} from './messages';
import { HOW_DID_YOU_HEAR_OPTIONS } from './howDidYouHear';
import { PHONE_NUMBER_PATTERN } from './phone';
import { QUIZ_QUESTIONS, QUIZ_STEP_KEYS, isQuizStepKey } from './quiz';
import { quizAnswerShapeError } from './quizAnswers';
import { FUNNEL_STEP_KEYS } from './steps';
import { US_STATE_CODES } from './usStates';
import { VERSION_IDS } from './versions';

// Inputs of the design-profile commands (POST design-profiles, PATCH design-profiles/{id}).
// Validated strictly: no coercion, no unknown keys, strings already trimmed. The server sets
// userId, isTestAccount, purchased, packagePurchased and abandonedCartEmailSent.

const trimmedText = (max: number, tooLong: string) => plainTextField().trim().max(max, tooLong);

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const latLngSchema = object({
  lat: number().required().min(-90).max(90),
  lng: number().required().min(-180).max(180),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .optional()
  // null clears a position that no longer belongs to the address (typed over a picked one).
  .nullable()
  .default(undefined);

/** The picked place's id, as the addressDetails command takes it; null clears it (a typed address). */
const placeIdSchema = string()
  .max(PLACE_ID_MAX_LENGTH, ADDRESS_PLACE_ID_INVALID)
  .matches(PLACE_ID_PATTERN, ADDRESS_PLACE_ID_INVALID)
  .optional()
  .nullable();

/**
 * Contact information as the contact-info and address steps save it. Every field is optional, as a
 * profile fills in page by page (the address often comes before the email); a given email must be
 * valid. Decision: an email cannot be cleared once given.
 */
export const contactInformationInput = object({
  email: optionalEmailField(),
  firstName: trimmedText(PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG.firstName),
  lastName: trimmedText(PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG.lastName),
  phoneNumber: string().matches(PHONE_NUMBER_PATTERN, PHONE_INVALID),
  street: addressLineField('street', plainTextField()),
  aptNumber: addressLineField('aptNumber', plainTextField()),
  city: addressLineField('city', plainTextField()),
  state: string().oneOf(US_STATE_CODES, STATE_NOT_LIVE),
  zip: zipField().optional(),
  formattedAddress: addressLineField('formattedAddress', plainTextField()),
  latLng: latLngSchema,
  placeId: placeIdSchema,
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .optional()
  .default(undefined);

const quizAnswerInput = object({
  key: string().required().oneOf(QUIZ_STEP_KEYS, QUIZ_ERRORS.unknownQuestion),
  answers: array().of(string().required()).required(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .test('answers-fit-question', function (entry) {
    // yup runs this test even when a field failed its type check: look only at well-formed entries.
    const answers: unknown = entry?.answers;
    if (!entry || !isQuizStepKey(entry.key) || !Array.isArray(answers)) return true;
    if (!answers.every((answer) => typeof answer === 'string')) return true;
    const error = quizAnswerShapeError(QUIZ_QUESTIONS[entry.key], answers);
    return error ? this.createError({ message: error, path: `${this.path}.answers` }) : true;
  });

/**
 * The quiz answers saved so far. Answers must be options of their question (single select at most
 * one); decision: a required question may still be empty here, because the profile is saved page
 * by page and the page itself enforces required answers (quizAnswerError).
 */
export const quizAnswersInput = array()
  .of(quizAnswerInput.required())
  .max(QUIZ_STEP_KEYS.length)
  .strict()
  .test('one-entry-per-question', QUIZ_ERRORS.duplicateQuestion, (entries: unknown) => {
    if (!Array.isArray(entries)) return true;
    const keys = entries.map((entry: unknown) => (entry as { key?: unknown } | null)?.key);
    return new Set(keys).size === keys.length;
  })
  .optional()
  .default(undefined);

const stepInput = number()
  .integer(DESIGN_PROFILE_UNKNOWN_STEP)
  .min(0, DESIGN_PROFILE_UNKNOWN_STEP)
  .max(FUNNEL_STEP_KEYS.length - 1, DESIGN_PROFILE_UNKNOWN_STEP);

/** One of the listed options; the form leaves the field out when nothing is chosen. */
const howDidYouHearInput = string().oneOf(
  HOW_DID_YOU_HEAR_OPTIONS,
  HOW_DID_YOU_HEAR_REQUIRED_ERROR,
);

/** POST design-profiles: a new profile for the caller in a version. */
export const createDesignProfileInput = object({
  versionId: string()
    .required(DESIGN_PROFILE_UNKNOWN_VERSION)
    .oneOf(VERSION_IDS, DESIGN_PROFILE_UNKNOWN_VERSION),
  step: stepInput,
  contactInformation: contactInformationInput,
  questions: quizAnswersInput,
  howDidYouHear: howDidYouHearInput,
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/**
 * PATCH design-profiles/{id}: the changed fields, never without an id. Decision: the version cannot
 * change after creation, and a patch with nothing in it is refused.
 */
export const updateDesignProfileInput = object({
  id: string()
    .required(DESIGN_PROFILE_ID_REQUIRED)
    .trim(DESIGN_PROFILE_ID_REQUIRED)
    // An id we never hand out (a '/' would address another collection) is refused before any read.
    .test('document-id', DESIGN_PROFILE_NOT_FOUND, (id) => id === undefined || isDocumentId(id)),
  step: stepInput,
  contactInformation: contactInformationInput,
  questions: quizAnswersInput,
  howDidYouHear: howDidYouHearInput,
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .test(
    'has-changes',
    NOTHING_TO_UPDATE,
    // Without an id, the id's own message is the one to show, not this one.
    (input) =>
      !hasText(input?.id) ||
      input?.step !== undefined ||
      input?.contactInformation !== undefined ||
      input?.questions !== undefined ||
      input?.howDidYouHear !== undefined,
  );
