import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardStateIdFor, projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { SAMPLE_CLIENT, SAMPLE_PAYMENT_INTENT_ID } from '@yardwise/domain/seed/sampleClient';
import {
  cartFor,
  seededCheckoutStore,
  type SeededCheckout,
} from '@web/features/checkout/confirmation/confirmationTestUtils';
import { READY_TO_BUY } from '@web/features/checkout/purchase/purchaseTestUtils';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { withExteriorUpgrade } from '@web/testing/renderOnboardRoute';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import {
  createRecordingDataLayer,
  describeRead,
  documentsRead,
  type RecordedRead,
} from '@web/testing/recordingLiveReads';
import { AppRoutes } from '@web/app/router';
import { EXPECTED_READS } from './expectedReads';

/** How a screen of `EXPECTED_READS` is opened, and the heading that says it has. */
interface Screen {
  path: string;
  signedInAs: 'anonymous' | 'sample-client';
  heading: string;
  /** What the checkout keeps in local storage when the screen is reached. */
  checkout?: SeededCheckout;
  /** Changes the sample data first. */
  prepare?: (dataLayer: MemoryDataLayer) => Promise<void>;
}

const client = (path: string, heading: string): Screen => ({
  path,
  heading,
  signedInAs: 'sample-client',
});

/** Every screen of `EXPECTED_READS`, in its order. */
const SCREENS: readonly Screen[] = [
  {
    path: '/design-profile/find-your-package',
    heading: 'Find your perfect design package',
    signedInAs: 'anonymous',
  },
  { path: '/packages', heading: 'Design packages', signedInAs: 'anonymous' },
  {
    path: '/create-account?package=full-yard&lotsize=standard',
    heading: 'Create your account',
    signedInAs: 'anonymous',
  },
  { ...client('/purchase', 'Purchase'), checkout: READY_TO_BUY },
  {
    ...client('/payment-confirmed', 'Thank you for your order!'),
    checkout: { cart: cartFor(), payment: { paymentIntentId: SAMPLE_PAYMENT_INTENT_ID } },
  },
  client('/onboard/my-yard', 'My Yard'),
  client('/onboard/onboard/my-yard/choose-yards', 'Choose your yards'),
  client('/onboard/my-yard/front/upload', 'Front Yard: photos and videos'),
  client('/onboard/my-yard/front/keep', 'Front Yard: what to keep and what to remove'),
  client('/onboard/my-yard/front/priorities', 'Front Yard: how will you use it?'),
  client('/onboard/my-yard/review/1', 'Review your uploads'),
  client('/onboard/budget/checklist/list', 'Element selection'),
  client('/onboard/budget/checklist/item/patio', 'Patio'),
  client('/onboard/budget/checklist/phasing', "Let's talk budget!"),
  client('/onboard/budget/prioritize', "Let's Prioritize!"),
  // The sample client's wish list is empty, so the page says so rather than that it is ready.
  client('/onboard/budget/complete', 'Your wish list is empty'),
  client('/onboard/budget/review', 'Review your budget'),
  // Full Yard alone has no exterior design: these open as a buyer of the exterior upgrade.
  { ...client('/onboard/exterior-design', 'Exterior Design'), prepare: withExteriorUpgrade },
  {
    ...client('/onboard/exterior-design/paint', 'New paint colours?'),
    prepare: withExteriorUpgrade,
  },
  {
    ...client('/onboard/exterior-design/paint/picker', 'Choose your colours'),
    prepare: withExteriorUpgrade,
  },
  {
    ...client('/onboard/exterior-design/inspiration', 'My Inspiration'),
    prepare: withExteriorUpgrade,
  },
  client('/onboard/goals', 'My Goals'),
  client('/onboard/preferences', 'My Preferences'),
];

/** The uid of the memory data layer's anonymous visitor. */
const VISITOR_UID = 'anon-preview';

/** Values `EXPECTED_READS` writes as placeholders; the uid also inside ids (`project-{uid}`). */
function placeholdersFor(screen: Screen): Record<string, string> {
  return {
    '{uid}': screen.signedInAs === 'anonymous' ? VISITOR_UID : SAMPLE_CLIENT.uid,
    '{paymentIntentId}': SAMPLE_PAYMENT_INTENT_ID,
    '{packageKey}': 'full-yard',
  };
}

/** "2 + media": the documents read by id, plus the collection of each query (what it returns). */
function countFormula(reads: readonly RecordedRead[]): string {
  const documents = reads.filter((read) => read.kind === 'document').length;
  const queries = reads.flatMap((read) => (read.kind === 'query' ? [read.collection] : [])).sort();
  const parts = documents > 0 || queries.length === 0 ? [String(documents), ...queries] : queries;
  return parts.join(' + ');
}

async function openScreen(target: Screen): Promise<RecordedRead[]> {
  if (target.checkout) seededCheckoutStore(target.checkout);
  const { dataLayer, log } = createRecordingDataLayer({ signedInAs: target.signedInAs });
  await target.prepare?.(dataLayer);
  const view = renderWithProviders(<AppRoutes />, { route: target.path, dataLayer });
  await screen.findByRole('heading', { level: 1, name: target.heading }, { timeout: 10_000 });
  // Effects that open reads after the page's first paint.
  await act(async () => {});
  expect(view.location().pathname).toBe(target.path.split('?')[0]);
  return log.reads();
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
});

describe('Firestore reads of the yard overview', () => {
  it('reads at most the onboard state, the profile, the project and the client’s media', async () => {
    const uid = SAMPLE_CLIENT.uid;
    const allowed = (read: RecordedRead) =>
      read.kind === 'document'
        ? (read.collection === 'profiles' && read.id === uid) ||
          (read.collection === 'onboardStates' && read.id === onboardStateIdFor(uid)) ||
          (read.collection === 'projects' && read.id === projectIdFor(uid))
        : read.collection === 'media' &&
          read.filters.some(({ field, value }) => field === 'userId' && value === uid);

    const reads = await openScreen(client('/onboard/my-yard', 'My Yard'));

    expect(reads.filter((read) => !allowed(read))).toEqual([]);
    expect(reads.length).toBeGreaterThan(0);
  });
});

describe('Firestore reads per screen', () => {
  it('lists every screen this test opens, in order', () => {
    expect(EXPECTED_READS.map((row) => row.path)).toEqual(SCREENS.map((target) => target.path));
  });

  it.each(SCREENS.map((target) => [target.path, target] as const))(
    '%s opens the reads its row names',
    async (path, target) => {
      const row = EXPECTED_READS.find((candidate) => candidate.path === path);
      const reads = await openScreen(target);

      const placeholders = placeholdersFor(target);
      expect(reads.map((read) => describeRead(read, placeholders)).sort()).toEqual(
        [...(row?.reads ?? [])].sort(),
      );
      expect(row?.documentsRead).toBe(countFormula(reads));
      expect(row?.sampleClient).toBe(reads.reduce((sum, read) => sum + documentsRead(read), 0));
    },
  );
});
