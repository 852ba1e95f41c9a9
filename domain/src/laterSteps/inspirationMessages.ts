// My Inspiration's texts. The limits and "I don't have any" are required; the rest are worded
// here (decision).

export const INSPIRATION_STEP_INTRO =
  'Show your designer landscapes you love: up to {max} photos, each with a comment if you like, and links to boards or articles.';
export const ADD_LANDSCAPE_PHOTOS = 'Add landscape inspiration photos';
export const YOUR_LANDSCAPE_PHOTOS = 'Your inspiration photos';
export const NO_LANDSCAPE_PHOTOS_YET = 'No photos yet.';
export const LINKS_QUESTION = 'Links to boards or articles';
export const LINKS_HINT =
  'Up to {max} links, each starting with https://, for example a Pinterest board or a magazine article.';
export const LINK_LABEL = 'Link {number}';
export const ADD_LINK = 'Add a link';
export const REMOVE_LINK = 'Remove link {number}';
export const REMOVE = 'Remove';
export const WAIT_FOR_PHOTO_UPLOADS = 'Please wait until your photos have finished uploading.';
export const NO_INSPIRATION = "I don't have any";
export const NO_INSPIRATION_HINT =
  'Tick this if you have no photos or links to share. It is only offered while you have added none.';
export const LOADING_INSPIRATION = 'Loading your inspiration…';

export const LINK_EMPTY = 'Please enter a link, or remove this box.';
export const LINK_TOO_LONG = 'Please keep each link to {max} characters or fewer.';
export const LINK_NOT_HTTPS = 'Please enter a link that starts with https://.';
export const LINK_INVALID = 'Please enter a full web address, like https://www.example.com/board.';
export const LINK_REPEATED = 'You have already added this link.';
export const LINKS_TOO_MANY = 'Please add up to {max} links.';
export const NO_INSPIRATION_MISSING = 'Please say whether you have inspiration to share.';
export const NO_INSPIRATION_CONFLICT =
  'You have added inspiration, so "I don\'t have any" cannot be ticked. Untick it or remove what you added.';
