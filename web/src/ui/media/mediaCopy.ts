// What a photo's card says when it has no picture to show.

/** While the function makes the photo's thumbnail and display image. */
export const PHOTO_PREPARING = 'Preparing your photo…';
/** The function could not make them: the client deletes it and uploads it again. */
export const PHOTO_FAILED = "We couldn't process this photo. Delete it and upload it again.";
/** The preview has no functions: a photo this browser cannot draw (HEIC) stays as uploaded. */
export const PHOTO_CONVERTED_IN_REAL_APP =
  'The real app converts this photo on upload so every browser can show it. The preview cannot.';
/** A picture that did not load (offline, or a link that no longer works). */
export const PHOTO_NOT_LOADED = 'This photo could not be loaded. Reload the page to try again.';
