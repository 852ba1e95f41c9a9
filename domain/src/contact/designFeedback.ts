import { array, object, string } from 'yup';
import { isPackageKey } from '../catalog/catalog';
import { verifiedEmailOf, type Caller } from '../commands/command';
import { CommandError } from '../commands/commandError';
import { fillCopy } from '../copy/fillCopy';
import { documentIdField } from '../forms/documentId';
import { FORM_VALUE_UNREADABLE, UNEXPECTED_FIELD } from '../forms/messages';
import { DESIGN_FEEDBACK_ERRORS } from './messages';
import { requestIdField } from './requestId';

// Feedback on a design, sent after buying an additional revision: what to change (required, up to
// 2,000 characters) and up to 5 reference photos the client uploaded as media. The team gets an
// email with the text and links to the photos; the client gets a confirmation email that does not
// repeat the text.

export const DESIGN_FEEDBACK_MAX_LENGTH = 2000;
export const DESIGN_FEEDBACK_MAX_PHOTOS = 5;

/** The outbox templates: the email to the design team, and the client's confirmation. */
export const DESIGN_FEEDBACK_TEMPLATE = 'design-feedback';
export const DESIGN_FEEDBACK_RECEIVED_TEMPLATE = 'design-feedback-received';

const CHANGES_TOO_LONG = fillCopy(DESIGN_FEEDBACK_ERRORS.changesTooLong, {
  limit: DESIGN_FEEDBACK_MAX_LENGTH.toLocaleString('en-US'),
});
const TOO_MANY_PHOTOS = fillCopy(DESIGN_FEEDBACK_ERRORS.tooManyPhotos, {
  limit: DESIGN_FEEDBACK_MAX_PHOTOS,
});

/** What is wrong with the text typed so far; null when it can be sent. */
export function feedbackChangesError(changes: string): string | null {
  if (changes.trim() === '') return DESIGN_FEEDBACK_ERRORS.changesRequired;
  if (changes.length > DESIGN_FEEDBACK_MAX_LENGTH) return CHANGES_TOO_LONG;
  return null;
}

/** The feedback form for Formik (which hands an empty field over as undefined): the command's rule. */
export const designFeedbackFormSchema = object({
  changes: string()
    .typeError(FORM_VALUE_UNREADABLE)
    .nonNullable(DESIGN_FEEDBACK_ERRORS.changesRequired)
    .test('changes', (value, context) => {
      const message = feedbackChangesError(value ?? '');
      return message ? context.createError({ message }) : true;
    }),
});

/**
 * sendDesignFeedback's input, validated strictly. The photos are media ids of the caller's own
 * uploads, each named once; the command checks whose they are.
 */
export const sendDesignFeedbackInput = object({
  requestId: requestIdField(),
  changes: string()
    .required(DESIGN_FEEDBACK_ERRORS.changesRequired)
    .max(DESIGN_FEEDBACK_MAX_LENGTH, CHANGES_TOO_LONG)
    .test('not-blank', DESIGN_FEEDBACK_ERRORS.changesRequired, (value) => !!value?.trim()),
  mediaIds: array(documentIdField('photo'))
    .defined(DESIGN_FEEDBACK_ERRORS.photoNotFound)
    .max(DESIGN_FEEDBACK_MAX_PHOTOS, TOO_MANY_PHOTOS)
    .test(
      'each-once',
      DESIGN_FEEDBACK_ERRORS.photoRepeated,
      (ids) => !ids || new Set(ids).size === ids.length,
    ),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export type SendDesignFeedbackInput = ReturnType<typeof sendDesignFeedbackInput.validateSync>;

/** What the command answers once the team has the feedback. */
export interface DesignFeedbackResult {
  /** The client's confirmation email went out (or, without a provider, is kept in the outbox). */
  confirmationSent: boolean;
}

/** The command's payload from the form: the text is sent trimmed, the photos in upload order. */
export function designFeedbackPayload(
  requestId: string,
  changes: string,
  photos: readonly { id: string }[],
): SendDesignFeedbackInput {
  return { requestId, changes: changes.trim(), mediaIds: photos.map((photo) => photo.id) };
}

/** A reference photo as the team's email lists it. */
export interface FeedbackPhotoLink {
  name: string;
  url: string;
}

/**
 * Feedback is for clients whose design we work on: a package on their profile, which only a paid
 * purchase writes. Anyone else would be using the design team's inbox for free.
 */
export function assertFeedbackFromClient(profile: { package?: unknown } | undefined): void {
  if (!isPackageKey(profile?.package)) {
    throw new CommandError('permission-denied', DESIGN_FEEDBACK_ERRORS.clientsOnly);
  }
}

/**
 * The client's confirmation: only to a verified account email (verifiedEmailOf), and it says what
 * arrived (how long, how many photos) without repeating the text, so it can carry nobody's words
 * to someone else's inbox. Null: no confirmation is sent.
 */
export function feedbackConfirmation(
  caller: Caller,
  changes: string,
  photoCount: number,
): { to: string; data: { characters: number; photoCount: number } } | null {
  const to = verifiedEmailOf(caller);
  return to ? { to, data: { characters: changes.trim().length, photoCount } } : null;
}
