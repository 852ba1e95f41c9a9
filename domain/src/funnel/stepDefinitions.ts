import { ACCOUNT_STEP_HEADINGS } from '../account/messages';
import { CHECKOUT_LABELS, CONFIRMATION_TEXT } from '../checkout/messages';
import { SIDEBAR_LABELS } from '../onboarding/messages';
import { STEP_BUTTONS, STEP_TITLES } from './messages';
import { isQuizStepKey, QUIZ_QUESTIONS, quizCompletionNumber, quizStepNumber } from './quiz';
import { FUNNEL_STEP_KEYS, type FunnelStepKey } from './steps';

/** The header progress bar shows 5 pages, numbered 0-4. */
export const PROGRESS_PAGE_COUNT = 5;
export type ProgressPage = 0 | 1 | 2 | 3 | 4;

/** Component ids the web app maps to page components. */
export type StepPage =
  | 'FindYourPackagePage'
  | 'ContactInfoPage'
  | 'HomeAddressPage'
  | 'LocationLoadingPage'
  | 'LocationFoundPage'
  | 'QuizPage'
  | 'TypeformPage'
  | 'RecommendedPackagePage'
  | 'CreateAccountPage'
  | 'PurchasePage'
  | 'PaymentConfirmedPage';

/** A second button: back to the address (location-found) or a talk to the team (recommendation). */
export interface SecondaryAction {
  text: string;
  action: 'back-to-address' | 'talk-to-team';
}

export interface StepCopy {
  title: string;
  /** null: the page moves on by itself (map loading, the embedded form). */
  buttonText: string | null;
  secondary: SecondaryAction | null;
}

/** Where a step sits in a version: what comes just before it, and whether a quiz page precedes it. */
export interface StepPlacement {
  previous: FunnelStepKey | null;
  afterQuiz: boolean;
}

type CopyCondition = 'always' | 'first' | 'after-landing' | 'after-quiz';

export interface StepCopyVariant extends StepCopy {
  when: CopyCondition;
}

export interface StepDefinition {
  key: FunnelStepKey;
  /** The route segment: /design-profile/{pathKey}. */
  pathKey: string;
  page: StepPage;
  progressPage: ProgressPage;
  /** contact-info after the quiz belongs to the quiz's progress page. */
  progressPageAfterQuiz: ProgressPage | null;
  /** Quiz pages only: 0-6. */
  quizStep: number | null;
  /** Quiz pages only: 1-7 (the 8th completion step is the step after the quiz, see versions.ts). */
  completion: number | null;
  /** Every title and button the step can show; the first whose condition holds is used. */
  copyVariants: readonly StepCopyVariant[];
}

const noSecondary = { secondary: null };

// Progress pages: 0 start, 1 property, 2 your needs (quiz), 3 recommendation, 4 account and purchase.
const STEP_SHAPES: Record<
  FunnelStepKey,
  Pick<StepDefinition, 'page' | 'progressPage' | 'copyVariants'> &
    Partial<Pick<StepDefinition, 'progressPageAfterQuiz'>>
> = {
  'find-your-package': {
    page: 'FindYourPackagePage',
    progressPage: 0,
    // Decision: the landing page's button is required wording; the title is ours.
    copyVariants: [
      {
        when: 'always',
        title: STEP_TITLES.findYourPackage,
        buttonText: STEP_BUTTONS.getStarted,
        ...noSecondary,
      },
    ],
  },
  'contact-info': {
    page: 'ContactInfoPage',
    progressPage: 0,
    progressPageAfterQuiz: 2,
    // Decision: contact-info's own button is NEXT (the checkout's word) before the quiz and SEE MY
    // RESULTS after it.
    copyVariants: [
      {
        when: 'after-quiz',
        title: STEP_TITLES.contactInfoAfterQuiz,
        buttonText: STEP_BUTTONS.seeMyResults,
        ...noSecondary,
      },
      {
        when: 'always',
        title: STEP_TITLES.contactInfoBeforeQuiz,
        buttonText: CHECKOUT_LABELS.next,
        ...noSecondary,
      },
    ],
  },
  'home-address': {
    page: 'HomeAddressPage',
    progressPage: 1,
    // Decision: a version that opens on the address greets with "We're excited to get started!" and
    // Start My Project (the same words as the onboarding sidebar's last step); right after the
    // landing page it says "First, ..."; after contact-info, the plain question.
    copyVariants: [
      {
        when: 'first',
        title: STEP_TITLES.homeAddressFirst,
        buttonText: SIDEBAR_LABELS['start-project'],
        ...noSecondary,
      },
      {
        when: 'after-landing',
        title: STEP_TITLES.homeAddressAfterLanding,
        buttonText: CHECKOUT_LABELS.next,
        ...noSecondary,
      },
      {
        when: 'always',
        title: STEP_TITLES.homeAddressAfterContactInfo,
        buttonText: CHECKOUT_LABELS.next,
        ...noSecondary,
      },
    ],
  },
  'location-loading': {
    page: 'LocationLoadingPage',
    progressPage: 1,
    // Decision: the title is "We're digging into" with the formatted address shown under it; no button.
    copyVariants: [
      { when: 'always', title: STEP_TITLES.locationLoading, buttonText: null, ...noSecondary },
    ],
  },
  'location-found': {
    page: 'LocationFoundPage',
    progressPage: 1,
    copyVariants: [
      {
        when: 'always',
        title: STEP_TITLES.locationFound,
        buttonText: STEP_BUTTONS.thatsIt,
        secondary: { text: STEP_BUTTONS.thatsNotIt, action: 'back-to-address' },
      },
    ],
  },
  ...quizShapes(),
  typeform: {
    page: 'TypeformPage',
    progressPage: 2,
    // Decision: the embedded form submits itself, so the step has no button of its own.
    copyVariants: [
      { when: 'always', title: STEP_TITLES.typeform, buttonText: null, ...noSecondary },
    ],
  },
  'recommended-package': {
    page: 'RecommendedPackagePage',
    progressPage: 3,
    copyVariants: [
      {
        when: 'always',
        title: STEP_TITLES.recommendedPackage,
        buttonText: STEP_BUTTONS.purchase,
        secondary: { text: STEP_BUTTONS.talkToOurTeam, action: 'talk-to-team' },
      },
    ],
  },
  'create-account': {
    page: 'CreateAccountPage',
    progressPage: 4,
    copyVariants: [
      {
        when: 'always',
        title: ACCOUNT_STEP_HEADINGS.signup,
        buttonText: STEP_BUTTONS.createAccount,
        ...noSecondary,
      },
    ],
  },
  purchase: {
    page: 'PurchasePage',
    progressPage: 4,
    // Decision: the purchase step uses the checkout's payment button (CONFIRM ORDER).
    copyVariants: [
      {
        when: 'always',
        title: STEP_TITLES.purchase,
        buttonText: CHECKOUT_LABELS.confirmOrder,
        ...noSecondary,
      },
    ],
  },
  'payment-confirmed': {
    page: 'PaymentConfirmedPage',
    progressPage: 4,
    // Decision: the final step shows the confirmation page's title and dashboard button.
    copyVariants: [
      {
        when: 'always',
        title: CONFIRMATION_TEXT.title,
        buttonText: CONFIRMATION_TEXT.dashboardButton,
        ...noSecondary,
      },
    ],
  },
};

function quizShapes() {
  // Decision: every quiz page, optional ones included, continues with NEXT (no separate skip button).
  const shape = (title: string) => ({
    page: 'QuizPage' as const,
    progressPage: 2 as const,
    copyVariants: [
      { when: 'always' as const, title, buttonText: CHECKOUT_LABELS.next, secondary: null },
    ],
  });
  return {
    'help-needed': shape(QUIZ_QUESTIONS['help-needed'].title),
    'yard-selection': shape(QUIZ_QUESTIONS['yard-selection'].title),
    'yard-size': shape(QUIZ_QUESTIONS['yard-size'].title),
    'wish-list': shape(QUIZ_QUESTIONS['wish-list'].title),
    'unique-yard': shape(QUIZ_QUESTIONS['unique-yard'].title),
    'time-frame': shape(QUIZ_QUESTIONS['time-frame'].title),
    budget: shape(QUIZ_QUESTIONS.budget.title),
  };
}

/** Metadata of every funnel step, keyed by step key. */
export const STEP_DEFINITIONS: Readonly<Record<FunnelStepKey, StepDefinition>> = Object.fromEntries(
  FUNNEL_STEP_KEYS.map((key): [FunnelStepKey, StepDefinition] => [
    key,
    {
      key,
      pathKey: key,
      progressPageAfterQuiz: null,
      quizStep: isQuizStepKey(key) ? quizStepNumber(key) : null,
      completion: isQuizStepKey(key) ? quizCompletionNumber(key) : null,
      ...STEP_SHAPES[key],
    },
  ]),
) as Record<FunnelStepKey, StepDefinition>;

function holds(condition: CopyCondition, placement: StepPlacement): boolean {
  switch (condition) {
    case 'always':
      return true;
    case 'first':
      return placement.previous === null;
    case 'after-landing':
      return placement.previous === 'find-your-package';
    case 'after-quiz':
      return placement.afterQuiz;
  }
}

/** The title and buttons a step shows at its place in a version. */
export function stepCopy(key: FunnelStepKey, placement: StepPlacement): StepCopy {
  const variant = STEP_DEFINITIONS[key].copyVariants.find((candidate) =>
    holds(candidate.when, placement),
  );
  // Every step ends with an 'always' variant, checked by the tests.
  const { title, buttonText, secondary } = variant ?? STEP_DEFINITIONS[key].copyVariants[0]!;
  return { title, buttonText, secondary };
}

/** The header progress page of a step at its place in a version. */
export function stepProgressPage(key: FunnelStepKey, placement: StepPlacement): ProgressPage {
  const definition = STEP_DEFINITIONS[key];
  return placement.afterQuiz && definition.progressPageAfterQuiz !== null
    ? definition.progressPageAfterQuiz
    : definition.progressPage;
}
