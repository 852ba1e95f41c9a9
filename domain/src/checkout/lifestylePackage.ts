import { object, string } from 'yup';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { MAX_PACKAGE_STYLE_LENGTH, PACKAGE_STYLE_PATTERN } from './packageStyle';

// After the confirmation setup, PATCH profiles/lifestyle-package/{userId} with
// packageStyle, for the user's latest project.

const INVALID_STYLE = 'Invalid package style.';

/** The same style slug the order carries. */
export const updateLifestylePackageInput = object({
  packageStyle: string()
    .required(INVALID_STYLE)
    .max(MAX_PACKAGE_STYLE_LENGTH, INVALID_STYLE)
    .matches(PACKAGE_STYLE_PATTERN, INVALID_STYLE),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/** Decision: the words a customer sees when they have no project to style yet. */
export const NO_PROJECT_FOR_STYLE = 'We could not find your project.';
