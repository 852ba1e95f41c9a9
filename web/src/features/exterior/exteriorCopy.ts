// Words of the exterior design pages. The error texts are required wording
// (domain/src/exterior/messages.ts); everything below is a decision (our own wording).

export const QUIZ_INTRO =
  'Tell us which exterior style you love and what you want your home’s outside to do for you. ' +
  'This short style-and-goals quiz gives your designer a head start.';
export const QUIZ_FORM_LABEL = 'Style and goals quiz';
export const QUIZ_FINISH = 'Finish the quiz';
export const QUIZ_THANKS = 'Thanks!';
export const QUIZ_DONE = 'You have finished the style quiz. Thank you!';
export const QUIZ_RETAKE = 'Retake the quiz';
export const QUIZ_FRAME_TITLE = 'Style and goals quiz';
export const QUIZ_LOADING = 'Loading the quiz…';
export const QUIZ_EMBED_UNAVAILABLE =
  'We couldn’t load the quiz. Please answer the questions below instead.';

export const CONTINUE = 'Continue';

export const PAINT_QUESTION = 'Would you like new exterior paint colours?';
export const PAINT_HINT =
  'If you say yes, you can pick the colours you like next; if not, we go on to inspiration.';
export const YES = 'Yes';
export const NO = 'No';

export const PICKER_INTRO =
  'Pick a colour, say where it goes, then add it. Add as many as you like to compare.';
export const CATEGORY_FILTER_LABEL = 'Show colours of';
export const ALL_CATEGORIES = 'All';
export const COLOURS_LABEL = 'Colours';
export const LOAD_MORE_COLOURS = 'Load more colours';
export const LOADING_COLOURS = 'Loading colours…';
export const PLACEMENT_LEGEND = 'Where does this colour go?';
export const ADD_COLOUR = 'Add colour';
export const CHOOSE_A_COLOUR_FIRST = 'Please choose a colour first.';
export const CHOOSE_A_PLACEMENT = 'Please choose where the colour goes.';
export const COLOUR_ADDED = 'Added {name} as {placement}.';
export const YOUR_COLOURS = 'Your colours';
export const NO_COLOURS_YET = 'You have not added any colours yet.';
export const REMOVE_COLOUR = 'Remove {name} ({placement})';
export const REMOVE = 'Remove';
/** A chosen colour that is no longer in the list of colours. */
export const UNKNOWN_COLOUR = 'A colour no longer offered';

export const INSPIRATION_INTRO =
  'Share up to {limit} photos of homes and outdoor spaces you love, and tell us what you like about ' +
  'each one.';
export const ADD_INSPIRATION_PHOTOS = 'Add inspiration photos';
export const YOUR_INSPIRATION_PHOTOS = 'Your inspiration photos';
export const NO_INSPIRATION_YET = 'No inspiration photos yet.';
export const SAVE_AND_CONTINUE = 'Save and continue';
