import { BUDGET_SUBTITLE, QUIZ_TITLES, WISH_LIST_GROUP_LABELS } from './messages';
import type { FunnelStepKey } from './steps';

/** The seven quiz pages in quiz order; the index is the quiz step number 0-6. */
export const QUIZ_STEP_KEYS = [
  'help-needed',
  'yard-selection',
  'yard-size',
  'wish-list',
  'unique-yard',
  'time-frame',
  'budget',
] as const satisfies readonly FunnelStepKey[];
export type QuizStepKey = (typeof QUIZ_STEP_KEYS)[number];

/** The quiz has 7 quiz steps and 8 completion steps. */
export const QUIZ_STEP_COUNT = 7;
export const QUIZ_COMPLETION_STEP_COUNT = 8;

export type QuizKind = 'multi-select' | 'single-select' | 'dropdown';
export type WishListGroupKey = keyof typeof WISH_LIST_GROUP_LABELS;

export interface QuizOptionGroup {
  key: WishListGroupKey;
  label: string;
  options: readonly string[];
}

export interface QuizQuestion {
  key: QuizStepKey;
  title: string;
  subtitle: string | null;
  kind: QuizKind;
  required: boolean;
  /** Every option in display order; the option text is also the stored answer value. */
  options: readonly string[];
  /** Only the wish list groups its options. */
  groups: readonly QuizOptionGroup[] | null;
  /** Options that stand alone in a multi-select: choosing one clears the others. */
  exclusiveOptions: readonly string[];
}

// Quiz options, word for word and in display order.
export const HELP_NEEDED_OPTIONS = [
  'DESIGNING MY YARD',
  'MAINTAINING MY YARD',
  'INSTALLING MY DESIGN',
  'STYLING MY YARD',
  "I'M NOT SURE",
] as const;
export const AREA_OPTIONS = ['FRONT YARD', 'BACK YARD', 'ENTIRE PROPERTY'] as const;
export const SIZE_OPTIONS = [
  'LESS THAN 1/2 ACRE',
  'MORE THAN 1/2 ACRE',
  'MORE THAN 1 ACRE',
  "I DON'T KNOW",
] as const;
export const LANDSCAPING_OPTIONS = [
  'PLANTS',
  'HARDSCAPING',
  'POOL OR HOT TUB',
  'PLAY AREA',
  'OUTDOOR KITCHEN',
  'FURNITURE & DECOR',
  'DECK OR PATIO',
  'LIGHTING',
  'FENCE',
] as const;
export const HOME_EXTERIOR_OPTIONS = [
  'EXTERIOR PAINT OR SIDING',
  'DOORS & WINDOWS',
  'ROOF',
] as const;
export const CHALLENGE_OPTIONS = [
  'SLOPED',
  'POOR DRAINAGE',
  'LACK OF PRIVACY',
  'FULL SHADE',
  'EMPTY LOT',
  'DIFFICULT TERRAIN',
  'DISJOINTED STYLE',
  'OVERGROWN',
  'UNHAPPY PLANTS',
] as const;
export const START_OPTIONS = [
  'RIGHT AWAY',
  '1 - 3 MONTHS',
  '4 - 6 MONTHS',
  '7 - 12 MONTHS',
  '12+ MONTHS',
  "I DON'T KNOW",
] as const;
export const BUDGET_OPTIONS = [
  'LESS THAN $10,000',
  '$10,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000+',
  "I'M NOT SURE",
] as const;

export type AreaOption = (typeof AREA_OPTIONS)[number];
export type SizeOption = (typeof SIZE_OPTIONS)[number];
export type BudgetOption = (typeof BUDGET_OPTIONS)[number];

function question(
  definition: Omit<QuizQuestion, 'subtitle' | 'groups' | 'exclusiveOptions'> &
    Partial<Pick<QuizQuestion, 'subtitle' | 'groups' | 'exclusiveOptions'>>,
): QuizQuestion {
  return { subtitle: null, groups: null, exclusiveOptions: [], ...definition };
}

/** The seven quiz pages. */
export const QUIZ_QUESTIONS: Readonly<Record<QuizStepKey, QuizQuestion>> = {
  'help-needed': question({
    key: 'help-needed',
    title: QUIZ_TITLES.helpNeeded,
    kind: 'multi-select',
    required: false,
    options: HELP_NEEDED_OPTIONS,
    // Decision: "I'M NOT SURE" means no other need is known, so it cannot be combined with them.
    exclusiveOptions: ["I'M NOT SURE"],
  }),
  'yard-selection': question({
    key: 'yard-selection',
    title: QUIZ_TITLES.yardSelection,
    kind: 'single-select',
    required: true,
    options: AREA_OPTIONS,
  }),
  'yard-size': question({
    key: 'yard-size',
    title: QUIZ_TITLES.yardSize,
    kind: 'single-select',
    required: true,
    options: SIZE_OPTIONS,
  }),
  'wish-list': question({
    key: 'wish-list',
    title: QUIZ_TITLES.wishList,
    kind: 'multi-select',
    required: true,
    options: [...LANDSCAPING_OPTIONS, ...HOME_EXTERIOR_OPTIONS],
    groups: [
      {
        key: 'landscaping',
        label: WISH_LIST_GROUP_LABELS.landscaping,
        options: LANDSCAPING_OPTIONS,
      },
      {
        key: 'home_exterior',
        label: WISH_LIST_GROUP_LABELS.home_exterior,
        options: HOME_EXTERIOR_OPTIONS,
      },
    ],
  }),
  'unique-yard': question({
    key: 'unique-yard',
    title: QUIZ_TITLES.uniqueYard,
    kind: 'multi-select',
    required: false,
    options: CHALLENGE_OPTIONS,
  }),
  'time-frame': question({
    key: 'time-frame',
    title: QUIZ_TITLES.timeFrame,
    kind: 'single-select',
    required: false,
    options: START_OPTIONS,
  }),
  budget: question({
    key: 'budget',
    title: QUIZ_TITLES.budget,
    subtitle: BUDGET_SUBTITLE,
    kind: 'dropdown',
    required: false,
    options: BUDGET_OPTIONS,
  }),
};

export function isQuizStepKey(value: string): value is QuizStepKey {
  return (QUIZ_STEP_KEYS as readonly string[]).includes(value);
}

/** Quiz pages carry a quiz step number 0-6 (their place in the quiz). */
export function quizStepNumber(key: QuizStepKey): number {
  return QUIZ_STEP_KEYS.indexOf(key);
}

/**
 * Quiz pages carry a completion number 1-8. The seven pages are 1-7; the 8th is the
 * step right after the last quiz page (see completionAt in versions.ts).
 */
export function quizCompletionNumber(key: QuizStepKey): number {
  return quizStepNumber(key) + 1;
}
