import { object, string } from 'yup';
import { fillCopy } from '../copy/fillCopy';
import { hasMarkup } from '../forms/plainText';
import { FORM_VALUE_UNREADABLE, TEXT_HAS_MARKUP, UNEXPECTED_FIELD } from '../forms/messages';
import { emailField } from '../funnel/emailSchema';
import { PHONE_INVALID } from '../funnel/messages';
import { normalizePhoneNumber, PHONE_NUMBER_PATTERN, phoneNumberError } from '../funnel/phone';
import { CONSULTATION_ERRORS } from './messages';
import { requestIdField } from './requestId';

// A design-consultation request from a visitor without an account: name, email, an optional
// phone and a message, emailed to the design team, who reply by email.

export const CONSULTATION_NAME_MAX_LENGTH = 100;
export const CONSULTATION_MESSAGE_MAX_LENGTH = 2000;

/** The outbox template of the email to the team. */
export const CONSULTATION_REQUEST_TEMPLATE = 'consultation-request';

const NAME_TOO_LONG = fillCopy(CONSULTATION_ERRORS.nameTooLong, {
  limit: CONSULTATION_NAME_MAX_LENGTH,
});
const MESSAGE_TOO_LONG = fillCopy(CONSULTATION_ERRORS.messageTooLong, {
  limit: CONSULTATION_MESSAGE_MAX_LENGTH.toLocaleString('en-US'),
});

export interface ConsultationFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const notBlank = (value: string | undefined) => !!value?.trim();

/** The name as typed: required, plain text (it reaches an email), at most 100 characters. */
function nameError(name: string): string | null {
  if (!notBlank(name)) return CONSULTATION_ERRORS.nameRequired;
  if (name.trim().length > CONSULTATION_NAME_MAX_LENGTH) return NAME_TOO_LONG;
  return hasMarkup(name) ? TEXT_HAS_MARKUP : null;
}

function messageError(message: string): string | null {
  if (!notBlank(message)) return CONSULTATION_ERRORS.messageRequired;
  return message.length > CONSULTATION_MESSAGE_MAX_LENGTH ? MESSAGE_TOO_LONG : null;
}

/** A form field judged by `check`; Formik hands an empty field over as undefined. */
function fieldRule(check: (value: string) => string | null) {
  // A missing value is an empty one; anything but text means a broken page.
  const whenMissing = check('') ?? FORM_VALUE_UNREADABLE;
  return string()
    .typeError(FORM_VALUE_UNREADABLE)
    .nonNullable(whenMissing)
    .test('rule', (value, context) => {
      const message = check(value ?? '');
      return message ? context.createError({ message }) : true;
    });
}

/** The consultation form for Formik: the command's rules on the values as typed. */
export const consultationFormSchema = object({
  name: fieldRule(nameError),
  email: emailField(),
  phone: fieldRule(phoneNumberError),
  message: fieldRule(messageError),
});

/** requestConsultation's input, validated strictly; the phone is 10 digits when given. */
export const requestConsultationInput = object({
  requestId: requestIdField(),
  name: string()
    .required(CONSULTATION_ERRORS.nameRequired)
    .max(CONSULTATION_NAME_MAX_LENGTH, NAME_TOO_LONG)
    .test('not-blank', CONSULTATION_ERRORS.nameRequired, notBlank)
    .test('plain-text', TEXT_HAS_MARKUP, (value) => value === undefined || !hasMarkup(value)),
  email: emailField(),
  phone: string().optional().matches(PHONE_NUMBER_PATTERN, PHONE_INVALID),
  message: string()
    .required(CONSULTATION_ERRORS.messageRequired)
    .max(CONSULTATION_MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)
    .test('not-blank', CONSULTATION_ERRORS.messageRequired, notBlank),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export type RequestConsultationInput = ReturnType<typeof requestConsultationInput.validateSync>;

/** The command's payload from the form: trimmed text, the phone as 10 digits or left out. */
export function consultationPayload(
  requestId: string,
  values: ConsultationFormValues,
): RequestConsultationInput {
  const phone = normalizePhoneNumber(values.phone);
  return {
    requestId,
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    message: values.message.trim(),
  };
}
