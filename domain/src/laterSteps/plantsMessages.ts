// My Plants' texts. The topics (plants loved and to avoid, allergies, native and edible plants)
// and the answers yes, no, not sure are required; the questions, hints and messages are worded
// here (decision).

export const PLANTS_INTRO =
  'Tell your designer about the plants you love, the ones you would rather not see, and any allergies. Every question is optional.';
export const LOADING_PLANTS = 'Loading your plants…';

export const LOVED_PLANTS_QUESTION = 'Plants you love';
export const AVOIDED_PLANTS_QUESTION = 'Plants to avoid';
export const PLANTS_LIST_HINT = 'Optional. Type a plant and press Enter or Add, up to {max}.';
export const LOVED_PLANT_LABEL = 'A plant you love';
export const AVOIDED_PLANT_LABEL = 'A plant to avoid';
export const ADD_PLANT = 'Add';
// Read after "Add" by screen readers, so each list's button has its own name.
export const ADD_TO_LOVED = 'to plants you love';
export const ADD_TO_AVOIDED = 'to plants to avoid';
export const REMOVE_PLANT = 'Remove {plant}';
export const PLANTS_COUNT = '{count}/{max}';
export const NO_PLANTS_ADDED = 'None added yet.';
export const ALLERGIES_QUESTION = 'Allergies';
export const ALLERGIES_HINT =
  'Optional. Allergies to plants or pollen the designer should know about.';
export const NATIVE_PLANTS_QUESTION = 'Are you interested in native plants?';
export const EDIBLE_PLANTS_QUESTION = 'Are you interested in edible plants?';

export const PLANT_EMPTY = 'Please type the name of a plant.';
export const PLANT_TOO_LONG = 'Please keep each plant to {max} characters or fewer.';
export const PLANT_REPEATED = '{plant} is already on this list.';
export const PLANTS_REPEATED = 'Please list each plant once.';
export const PLANTS_TOO_MANY = 'Please list up to {max} plants.';
export const PLANTS_LIST_MISSING = 'Please send your list of plants, even if it is empty.';
export const PLANT_LOVED_AND_AVOIDED =
  'A plant cannot be both loved and avoided: please remove {plants} from one of the lists.';
export const ALLERGIES_TOO_LONG = 'Please keep this to {max} characters or fewer.';
export const ALLERGIES_MISSING = 'Please send your answer about allergies, even if it is empty.';
export const INTEREST_UNKNOWN = 'Please choose yes, no or not sure.';
