/**
 * The Firestore reads each screen makes when it opens, as `firestoreReads.test.tsx` checks them.
 * `reads` names each read with `{uid}` and `{paymentIntentId}` as placeholders; `(once)` marks
 * reference data read once with the lite SDK, the rest is read live. `documentsRead` is the
 * count: the documents read by id, plus each queried collection (a query costs what it returns,
 * at least one read). `sampleClient` is that total with the sample data (an anonymous visitor on
 * the funnel, the packages and the checkout start).
 */
export interface ExpectedReads {
  screen: string;
  path: string;
  reads: readonly string[];
  documentsRead: string;
  sampleClient: number;
}

export const EXPECTED_READS: readonly ExpectedReads[] = [
  {
    screen: 'Funnel landing',
    path: '/design-profile/find-your-package',
    reads: [],
    documentsRead: '0',
    sampleClient: 0,
  },
  {
    screen: 'Design packages',
    path: '/packages',
    reads: ['products where kind == package (once)'],
    documentsRead: 'products',
    sampleClient: 14,
  },
  {
    screen: 'Checkout start (create account)',
    path: '/create-account?package=full-yard&lotsize=standard',
    reads: [],
    documentsRead: '0',
    sampleClient: 0,
  },
  {
    screen: 'Purchase',
    path: '/purchase',
    reads: [],
    documentsRead: '0',
    sampleClient: 0,
  },
  {
    screen: 'Payment confirmed',
    path: '/payment-confirmed',
    reads: [
      'newPackageOrderStatuses where userId == {uid}',
      'yzOrderEvents where userId == {uid}, paymentIntentId == {paymentIntentId}',
    ],
    documentsRead: 'newPackageOrderStatuses + yzOrderEvents',
    sampleClient: 2,
  },
  {
    screen: 'Yard overview',
    path: '/onboard/my-yard',
    reads: ['profiles/{uid}', 'onboardStates/onboard-state-{uid}'],
    documentsRead: '2',
    sampleClient: 2,
  },
  {
    screen: 'Choose your yards',
    path: '/onboard/onboard/my-yard/choose-yards',
    reads: ['profiles/{uid}', 'onboardStates/onboard-state-{uid}'],
    documentsRead: '2',
    sampleClient: 2,
  },
  {
    screen: 'Yard photos and videos',
    path: '/onboard/my-yard/front/upload',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'media where userId == {uid}, projectId == project-{uid}',
    ],
    documentsRead: '2 + media',
    sampleClient: 11,
  },
  {
    screen: 'Keep or remove',
    path: '/onboard/my-yard/front/keep',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'media where userId == {uid}, projectId == project-{uid}',
    ],
    documentsRead: '2 + media',
    sampleClient: 11,
  },
  {
    screen: 'How will you use it?',
    path: '/onboard/my-yard/front/priorities',
    reads: ['profiles/{uid}', 'onboardStates/onboard-state-{uid}'],
    documentsRead: '2',
    sampleClient: 2,
  },
  {
    screen: 'Review your uploads',
    path: '/onboard/my-yard/review/1',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'media where userId == {uid}, projectId == project-{uid}',
    ],
    documentsRead: '2 + media',
    sampleClient: 11,
  },
  {
    screen: 'Wish list: element selection',
    path: '/onboard/budget/checklist/list',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'checklistItems (all) (once)',
      'priceOptions (all) (once)',
      'checklistResponses where userId == {uid}, projectId == project-{uid}',
    ],
    documentsRead: '2 + checklistItems + checklistResponses + priceOptions',
    sampleClient: 99,
  },
  {
    screen: 'Wish list item',
    path: '/onboard/budget/checklist/item/patio',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'checklistItems (all) (once)',
      'priceOptions (all) (once)',
      'checklistResponses where userId == {uid}, projectId == project-{uid}',
      'styleOptions where itemId == patio (once)',
    ],
    documentsRead: '2 + checklistItems + checklistResponses + priceOptions + styleOptions',
    sampleClient: 103,
  },
  {
    screen: "Let's talk budget",
    path: '/onboard/budget/checklist/phasing',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'budgetMetadata/project-{uid}',
      'budgetPhaseMetadata/project-{uid}-phase-1',
    ],
    documentsRead: '4',
    sampleClient: 4,
  },
  {
    screen: "Let's prioritize",
    path: '/onboard/budget/prioritize',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'checklistItems (all) (once)',
      'priceOptions (all) (once)',
      'checklistResponses where userId == {uid}, projectId == project-{uid}',
      'projects/project-{uid}',
    ],
    documentsRead: '3 + checklistItems + checklistResponses + priceOptions',
    sampleClient: 100,
  },
  {
    screen: 'Wish list ready',
    path: '/onboard/budget/complete',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'budgetMetadata/project-{uid}',
      'checklistResponses where userId == {uid}, projectId == project-{uid}',
    ],
    documentsRead: '3 + checklistResponses',
    sampleClient: 4,
  },
  {
    screen: 'Review your budget',
    path: '/onboard/budget/review',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'budgetMetadata/project-{uid}',
      'budgetPhaseMetadata/project-{uid}-phase-1',
      'checklistItems (all) (once)',
      'priceOptions (all) (once)',
      'checklistResponses where userId == {uid}, projectId == project-{uid}',
      'projects/project-{uid}',
    ],
    documentsRead: '5 + checklistItems + checklistResponses + priceOptions',
    sampleClient: 102,
  },
  {
    screen: 'Exterior design',
    path: '/onboard/exterior-design',
    reads: ['profiles/{uid}', 'onboardStates/onboard-state-{uid}'],
    documentsRead: '2',
    sampleClient: 2,
  },
  {
    screen: 'Paint colours',
    path: '/onboard/exterior-design/paint',
    reads: ['profiles/{uid}', 'onboardStates/onboard-state-{uid}'],
    documentsRead: '2',
    sampleClient: 2,
  },
  {
    screen: 'Colour picker',
    path: '/onboard/exterior-design/paint/picker',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'colorResponses where userId == {uid}, projectId == project-{uid}',
    ],
    documentsRead: '2 + colorResponses',
    sampleClient: 3,
  },
  {
    screen: 'My inspiration',
    path: '/onboard/exterior-design/inspiration',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'media where userId == {uid}, projectId == project-{uid}',
    ],
    documentsRead: '2 + media',
    sampleClient: 11,
  },
  {
    screen: 'My Goals',
    path: '/onboard/goals',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'laterStepAnswers where userId == {uid}, projectId == project-{uid}',
    ],
    documentsRead: '2 + laterStepAnswers',
    sampleClient: 3,
  },
  {
    screen: 'My Preferences',
    path: '/onboard/preferences',
    reads: [
      'profiles/{uid}',
      'onboardStates/onboard-state-{uid}',
      'laterStepAnswers where userId == {uid}, projectId == project-{uid}',
    ],
    documentsRead: '2 + laterStepAnswers',
    sampleClient: 3,
  },
];
