import { array, boolean, object, string, type ObjectShape } from 'yup';
import { INSPIRATION_COMMENT_MAX_LENGTH } from '../forms/comments';
import { documentIdField } from '../forms/documentId';
import { INSPIRATION_COMMENT_TOO_LONG, UNEXPECTED_FIELD } from '../forms/messages';
import {
  DESIGN_FEEDBACK_VARIANT,
  fitsMediaKind,
  INSPIRATION_VARIANT,
  LANDSCAPE_INSPIRATION_VARIANT,
  isOwnMediaPath,
  MEDIA_FILE_NAME,
  MEDIA_TAGS,
  mediaKindOfVariant,
  mediaTagOfVariant,
  PLAN_VARIANT,
  YARD_MEDIA_VARIANTS,
} from './media';
import {
  CHOOSE_A_YARD,
  FILE_NAME_INVALID,
  FUNCTIONS_REPEATED,
  INFORMATION_VERIFIED_ONLY_TRUE,
  MEDIA_FILE_TYPE_INVALID,
  MEDIA_PATH_INVALID,
  MEDIA_TAG_INVALID,
  MEDIA_TAG_VARIANT_MISMATCH,
  MEDIA_VARIANT_INVALID,
  SLOPED_REQUIRED,
  UNKNOWN_FUNCTION,
  UNKNOWN_ONBOARD_STEP,
  UNKNOWN_STATUS,
  UNKNOWN_SUB_STEP,
  UNKNOWN_YARD,
} from './messages';
import { ONBOARD_STEPS } from './onboardState';
import { STEP_STATUSES, YARD_FUNCTIONS, YARD_NAMES, YARD_SUB_STEPS } from './yards';

// Inputs of the onboarding commands, validated strictly (no coercion, no unknown keys) on the
// server before any state changes.

const yard = string().required(CHOOSE_A_YARD).oneOf(YARD_NAMES, UNKNOWN_YARD);

const mediaId = documentIdField('file');

const strictObject = <T extends ObjectShape>(shape: T) =>
  object(shape).noUnknown(UNEXPECTED_FIELD).strict();

/** Adds an inactive yard; the command also checks the package allows it. */
export const activateYardInput = strictObject({ yard });
/** Removes an active yard. */
export const deactivateYardInput = strictObject({ yard });
/** Trades front for back; it needs nothing but the caller. */
export const swapYardsInput = strictObject({});

/**
 * Sets one sub-step status. Decision: the server computes upload and keepRemove from the media
 * documents (completeness.ts) and trusts a client status only for priorities.
 */
export const setYardStepStatusInput = strictObject({
  yard,
  step: string().required(UNKNOWN_SUB_STEP).oneOf(YARD_SUB_STEPS, UNKNOWN_SUB_STEP),
  status: string().required(UNKNOWN_STATUS).oneOf(STEP_STATUSES, UNKNOWN_STATUS),
});

export const setYardSlopedInput = strictObject({
  yard,
  isSloped: boolean().required(SLOPED_REQUIRED),
});

/** The yard's functions, each from the list, each once. */
export const setYardPrioritiesInput = strictObject({
  yard,
  functions: array(string().required(UNKNOWN_FUNCTION).oneOf(YARD_FUNCTIONS, UNKNOWN_FUNCTION))
    .required(UNKNOWN_FUNCTION)
    .max(YARD_FUNCTIONS.length, FUNCTIONS_REPEATED)
    .test('unique', FUNCTIONS_REPEATED, (list) => !list || new Set(list).size === list.length),
});

/** Information verified can only be set to true. */
export const verifyInformationInput = strictObject({
  informationVerified: boolean()
    .required(INFORMATION_VERIFIED_ONLY_TRUE)
    .oneOf([true], INFORMATION_VERIFIED_ONLY_TRUE),
});

/** The step flags default to true when set, so the value is optional. */
export const setBudgetStepCompleteInput = strictObject({ complete: boolean().optional() });
export const setExteriorDesignStepCompleteInput = strictObject({ complete: boolean().optional() });

export const setCurrentStepInput = strictObject({
  step: string()
    .required(UNKNOWN_ONBOARD_STEP)
    .oneOf(Object.values(ONBOARD_STEPS), UNKNOWN_ONBOARD_STEP),
});

/** Reset (test hosts only); it needs nothing but the caller. */
export const resetOnboardingInput = strictObject({});

const MIME_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]{0,99}$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Records an uploaded file. The path must lie in a media folder; the command
 * checks it is the caller's own with recordMediaInputFor(uid). Yard variants are tagged property,
 * inspiration photos exterior-design-inspiration, design-feedback photos design-feedback, landscape
 * inspiration photos landscape-inspiration and plans plans; photos must be images, videos video/*,
 * plans PDF, JPEG or PNG.
 */
export const recordMediaInput = strictObject({
  path: string()
    .required(MEDIA_PATH_INVALID)
    .test('media-folder', MEDIA_PATH_INVALID, (path) => {
      const match = /^media\/([A-Za-z0-9_-]{1,128})\/(.+)$/.exec(path ?? '');
      return !!match && MEDIA_FILE_NAME.test(match[2]!);
    }),
  fileType: string().required(MEDIA_FILE_TYPE_INVALID).matches(MIME_TYPE, MEDIA_FILE_TYPE_INVALID),
  variant: string()
    .required(MEDIA_VARIANT_INVALID)
    .oneOf(
      [
        ...YARD_MEDIA_VARIANTS,
        INSPIRATION_VARIANT,
        DESIGN_FEEDBACK_VARIANT,
        LANDSCAPE_INSPIRATION_VARIANT,
        PLAN_VARIANT,
      ],
      MEDIA_VARIANT_INVALID,
    ),
  tag: string().required(MEDIA_TAG_INVALID).oneOf(MEDIA_TAGS, MEDIA_TAG_INVALID),
  originalFileName: string()
    .required(FILE_NAME_INVALID)
    .max(255, FILE_NAME_INVALID)
    .test('printable', FILE_NAME_INVALID, (name) => !!name && !CONTROL_CHARACTERS.test(name)),
})
  // Object tests run beside the field tests, so they only judge fields that are themselves valid.
  .test('tag-matches-variant', MEDIA_TAG_VARIANT_MISMATCH, (media) => {
    if (typeof media?.variant !== 'string' || typeof media.tag !== 'string') return true;
    if (!(MEDIA_TAGS as readonly string[]).includes(media.tag)) return true;
    return media.tag === mediaTagOfVariant(media.variant);
  })
  .test('file-type-fits-variant', MEDIA_FILE_TYPE_INVALID, (media) => {
    if (typeof media?.variant !== 'string' || typeof media.fileType !== 'string') return true;
    const kind = mediaKindOfVariant(media.variant);
    return !kind || fitsMediaKind(kind, media.fileType);
  });

/** recordMediaInput for one caller: the path must be in media/{uid}/. */
export function recordMediaInputFor(uid: string) {
  return recordMediaInput.test(
    'own-folder',
    MEDIA_PATH_INVALID,
    (media) => typeof media?.path === 'string' && isOwnMediaPath(media.path, uid),
  );
}

/**
 * A media comment: keep/remove comments and inspiration comments. The schema bounds
 * it at the longer limit; the command then applies the rule of the stored media
 * (mediaDescriptionError: required and 100 for keep/remove, optional and 154 otherwise).
 */
export const updateMediaDescriptionInput = strictObject({
  mediaId,
  description: string()
    .defined('Please send the comment, even if empty.')
    .max(INSPIRATION_COMMENT_MAX_LENGTH, INSPIRATION_COMMENT_TOO_LONG),
});

export const deleteMediaInput = strictObject({ mediaId });

/**
 * The "CLIENT CANNOT ONBOARD" staff alert, sent when a client's onboard state fails to
 * load. The detail is the failure as the client saw it; the function adds the caller's uid.
 */
export const alertCannotOnboardInput = strictObject({
  detail: string()
    .required('Please say what failed.')
    .max(500, 'Please keep the detail to 500 characters.'),
});
