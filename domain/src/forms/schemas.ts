import { boolean, object, string } from 'yup';
import { documentIdField } from './documentId';
import {
  INSPIRATION_COMMENT_MAX_LENGTH,
  keepRemoveCommentError,
  inspirationCommentError,
} from './comments';
import {
  HELP_BODY_MAX_LENGTH,
  HELP_BODY_MIN_LENGTH,
  HELP_TYPE_KEYS,
  checkHelpForm,
  type HelpType,
} from './help';
import {
  HELP_BODY_TOO_LONG,
  HELP_BODY_TOO_SHORT,
  HELP_TYPE_REQUIRED,
  PASSWORD_TOO_SHORT,
  TERMS_REQUIRED,
} from './messages';
import { PASSWORD_MIN_LENGTH } from './password';
import { zipError } from './zip';

// Inputs of the help and media commands, validated strictly, and the small form schemas the web
// forms share (their messages are the spec's where it gives them).

const UNKNOWN_FIELD = 'Unexpected field: ${unknown}';
const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

/** sendOnboardHelpEmail (onboarding §7). */
// Decision: the payload keeps the spec's emailAddress, but the function replies to the caller's account email.
export const sendOnboardHelpEmailInput = object({
  helpType: string<HelpType>()
    .required(HELP_TYPE_REQUIRED)
    .oneOf([...HELP_TYPE_KEYS], HELP_TYPE_REQUIRED),
  emailAddress: string()
    .required('Please give an email address.')
    .max(EMAIL_MAX_LENGTH, 'That email address is too long.')
    .email('Please give a valid email address.'),
  firstName: string().defined().max(NAME_MAX_LENGTH, 'That first name is too long.'),
  lastName: string().defined().max(NAME_MAX_LENGTH, 'That last name is too long.'),
  body: string()
    .required(HELP_BODY_TOO_SHORT)
    .max(HELP_BODY_MAX_LENGTH, HELP_BODY_TOO_LONG)
    .test(
      'body-trimmed-length',
      HELP_BODY_TOO_SHORT,
      (body) => (body ?? '').trim().length >= HELP_BODY_MIN_LENGTH,
    ),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/**
 * A media comment: keep/remove comments and inspiration comments. The command applies the limit
 * of the stored media (mediaDescriptionMaxLength: 100 for keep/remove, 154 otherwise).
 */
export const updateMediaDescriptionInput = object({
  mediaId: documentIdField('photo'),
  description: string()
    .defined('Please send the comment, even if empty.')
    .max(
      INSPIRATION_COMMENT_MAX_LENGTH,
      `Comments can be at most ${INSPIRATION_COMMENT_MAX_LENGTH} characters.`,
    ),
})
  .noUnknown(UNKNOWN_FIELD)
  .strict();

/** The help form for Formik: type and body show their errors; Send follows checkHelpForm. */
export const helpFormSchema = object({
  helpType: string()
    .defined()
    .test('helpType', (value, context) => {
      const message = checkHelpForm({
        helpType: (value ?? '') as HelpType | '',
        body: 'valid',
      }).helpType;
      return message ? context.createError({ message }) : true;
    }),
  body: string()
    .defined()
    .test('body', (value, context) => {
      const message = checkHelpForm({ helpType: 'other', body: value ?? '' }).body;
      return message ? context.createError({ message }) : true;
    }),
});

/** One keep/remove comment field: "Comment Required!" when empty. */
export const keepRemoveCommentSchema = string()
  .defined()
  .test('keep-remove-comment', (value, context) => {
    const message = keepRemoveCommentError(value ?? '');
    return message ? context.createError({ message }) : true;
  });

export const inspirationCommentSchema = string()
  .defined()
  .test('inspiration-comment', (value, context) => {
    const message = inspirationCommentError(value ?? '');
    return message ? context.createError({ message }) : true;
  });

export const passwordFieldSchema = string().defined().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT);

export const zipFieldSchema = string()
  .defined()
  .test('zip', (value, context) => {
    const message = zipError(value ?? '');
    return message ? context.createError({ message }) : true;
  });

/** The terms screen: Continue only with the box ticked. */
export const termsFormSchema = object({
  tosAgreed: boolean().required(TERMS_REQUIRED).oneOf([true], TERMS_REQUIRED),
});
