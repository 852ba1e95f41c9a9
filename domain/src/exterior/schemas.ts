import { boolean, number, object, string, type TestContext } from 'yup';
import { documentIdField } from '../forms/documentId';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { COLOR_PLACEMENTS } from './messages';
import type { ColorPlacement } from './colors';
import { styleQuizAnswersError, styleQuizAnswersSchema } from './styleQuiz';

// Inputs of the exterior design commands, validated strictly (no coercion, no unknown keys).
// Decision: no input names a project or a user; the command uses the caller's own project.

export const createColorResponseInput = object({
  colorId: documentIdField('colour'),
  placement: string<ColorPlacement>()
    .required('Please choose where the colour goes.')
    .oneOf([...COLOR_PLACEMENTS], 'Please choose Main Color, Trim Color, Door Color or Not Sure.'),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export const deleteColorResponseInput = object({
  colorResponseId: documentIdField('colour choice'),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export const setExteriorPaintDesiredInput = object({
  exteriorPaintDesired: boolean().required('Please answer yes or no.'),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export const completeTypeformInput = object({
  formId: documentIdField('quiz'),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/**
 * Completing the quiz: an embedded form's id, or the native quiz's id with its answers (required
 * for the native quiz, refused for any other form).
 */
export const completeStyleQuizInput = object({
  formId: documentIdField('quiz'),
  answers: styleQuizAnswersSchema.default(undefined).optional(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .test('answers-fit-form', (value, context: TestContext) => {
    const message = styleQuizAnswersError(value.formId, value.answers !== undefined);
    return message ? context.createError({ path: 'answers', message }) : true;
  });

// Decision: no more pages than colours could fill; a page past the end is simply empty.
export const MAX_COLOR_PAGE = 1000;
// Decision: colour categories are short names ("Whites", "Blues").
export const COLOR_CATEGORY_MAX_LENGTH = 100;

/** One page (from 0) of the colour list, optionally of one category. */
export const listColorsInput = object({
  page: number()
    .required('Please say which page of colours.')
    .integer('Pages are whole numbers.')
    .min(0, 'Pages start at 0.')
    .max(MAX_COLOR_PAGE, 'That page is past the end of the colours.'),
  category: string().optional().max(COLOR_CATEGORY_MAX_LENGTH, 'That colour category is too long.'),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/** Finishing exterior design (after inspiration): it needs nothing but the caller. */
export const completeExteriorDesignInput = object({}).noUnknown(UNEXPECTED_FIELD).strict();
