import { boolean, object, string } from 'yup';
import { emailField } from '../funnel/emailSchema';
import { keepRemoveCommentError, inspirationCommentError } from './comments';
import {
  HELP_BODY_MAX_LENGTH,
  HELP_BODY_MIN_LENGTH,
  HELP_TYPE_KEYS,
  checkHelpForm,
  type HelpType,
} from './help';
import {
  COMMENT_REQUIRED,
  FORM_VALUE_UNREADABLE,
  HELP_BODY_TOO_LONG,
  HELP_BODY_TOO_SHORT,
  HELP_TYPE_REQUIRED,
  TERMS_REQUIRED,
  UNEXPECTED_FIELD,
} from './messages';

// The help command's input, validated strictly, and the small form schemas the web forms share
// (their messages use the required wording where there is one). The zip field is zipField
// (zip.ts); the password rule is account/password.ts.

const NAME_MAX_LENGTH = 100;

/** sendOnboardHelpEmail. */
// Decision: the payload keeps an emailAddress field, but the function replies to the caller's
// account email.
export const sendOnboardHelpEmailInput = object({
  helpType: string<HelpType>()
    .required(HELP_TYPE_REQUIRED)
    .oneOf([...HELP_TYPE_KEYS], HELP_TYPE_REQUIRED),
  emailAddress: emailField(),
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
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/** A form's text field: missing, it gets its own words; anything but text means a broken page. */
const formText = (whenMissing: string) =>
  string().typeError(FORM_VALUE_UNREADABLE).defined(whenMissing).nonNullable(whenMissing);

/** The help form for Formik: type and body show their errors; Send follows checkHelpForm. */
export const helpFormSchema = object({
  helpType: formText(HELP_TYPE_REQUIRED).test('helpType', (value, context) => {
    const message = checkHelpForm({
      helpType: (value ?? '') as HelpType | '',
      body: 'valid',
    }).helpType;
    return message ? context.createError({ message }) : true;
  }),
  body: formText(HELP_BODY_TOO_SHORT).test('body', (value, context) => {
    const message = checkHelpForm({ helpType: 'other', body: value ?? '' }).body;
    return message ? context.createError({ message }) : true;
  }),
});

/** One keep/remove comment field: "Comment Required!" when empty. */
export const keepRemoveCommentSchema = formText(COMMENT_REQUIRED).test(
  'keep-remove-comment',
  (value, context) => {
    const message = keepRemoveCommentError(value ?? '');
    return message ? context.createError({ message }) : true;
  },
);

export const inspirationCommentSchema = formText(FORM_VALUE_UNREADABLE).test(
  'inspiration-comment',
  (value, context) => {
    const message = inspirationCommentError(value ?? '');
    return message ? context.createError({ message }) : true;
  },
);

/** The terms screen: Continue only with the box ticked. */
export const termsFormSchema = object({
  tosAgreed: boolean()
    .typeError(TERMS_REQUIRED)
    .required(TERMS_REQUIRED)
    .oneOf([true], TERMS_REQUIRED),
});
