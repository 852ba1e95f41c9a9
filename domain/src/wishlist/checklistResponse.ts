import { HOUSE_YARDS, type HouseYard } from '../onboarding/yards';

// A homeowner's answer to one wish-list item. Items are
// installed in the house yards; the outdoor package has no yard step (see itemFlow).

export interface YardFlags {
  front_yard: boolean;
  back_yard: boolean;
  left_yard: boolean;
  right_yard: boolean;
}

/**
 * The `checklistResponses` document. userId is the owner, whom firestore.rules lets read it.
 */
export interface ChecklistResponseDoc extends YardFlags {
  userId: string;
  projectId: string;
  item_id: string;
  price_option_id: string;
  /** null: "None of these" was picked, or the item has no style options. */
  style_option_id: string | null;
  /** The optional notes. */
  context: string;
  /** Position on the "Let's Prioritize!" list, 1 first. */
  order: number;
}

const FLAG_OF: Record<HouseYard, keyof YardFlags> = {
  front: 'front_yard',
  back: 'back_yard',
  left: 'left_yard',
  right: 'right_yard',
};

export function yardFlagsFor(yards: readonly HouseYard[]): YardFlags {
  const flags: YardFlags = {
    front_yard: false,
    back_yard: false,
    left_yard: false,
    right_yard: false,
  };
  for (const yard of yards) flags[FLAG_OF[yard]] = true;
  return flags;
}

export function selectedYards(flags: YardFlags): HouseYard[] {
  return HOUSE_YARDS.filter((yard) => flags[FLAG_OF[yard]]);
}

// Decision: "I'm not sure" is stored as no yard flag set (the document has no not-sure field).
export function isYardsNotSure(flags: YardFlags): boolean {
  return selectedYards(flags).length === 0;
}

// Decision: the optional notes hold at most 1,000 characters.
export const CHECKLIST_CONTEXT_MAX_LENGTH = 1000;
