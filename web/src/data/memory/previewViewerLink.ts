/** The preview's query parameter that says who is signed in when a link opens. */
export const PREVIEW_VIEWER_PARAM = 'previewViewer';

/**
 * `?previewViewer=sample-client` opens the preview as its signed-in sample client, as choosing
 * "Sample client (signed in)" under "Viewing as" would. A page that needs an account (the yard
 * overview) can then be opened straight from a link in a fresh browser, e.g. to measure its load.
 * Only the preview build reads it; the real build has no such back door.
 */
export function previewViewerFromLink(search: string): 'sample-client' | null {
  return new URLSearchParams(search).get(PREVIEW_VIEWER_PARAM) === 'sample-client'
    ? 'sample-client'
    : null;
}
