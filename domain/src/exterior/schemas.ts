import { boolean, object, string } from 'yup';
import { documentIdField } from '../forms/documentId';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { COLOR_PLACEMENTS } from './messages';
import type { ColorPlacement } from './colors';

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
