import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { resolveOnboardPath } from '@yardwise/domain/onboarding/navigation';
import { isYardActive } from '@yardwise/domain/onboarding/packageRules';
import { showsWishList } from '@yardwise/domain/onboarding/packageSteps';
import { isYardName } from '@yardwise/domain/onboarding/yards';
import {
  isLegacyProjectPath,
  MY_YARD_PATH,
  REVIEW_PAGES,
  trimTrailingSlashes,
  withSearch,
  YARD_PAGES,
  type ReviewPage as ReviewPageNumber,
  type YardPage,
} from '@yardwise/domain/routes/paths';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { PageLoader } from '@web/ui/PageLoader';
import { YardOverviewPage } from './overview/YardOverviewPage';

const YardUploadPage = lazy(() =>
  import('./yard/YardUploadPage').then((module) => ({ default: module.YardUploadPage })),
);
const KeepRemovePage = lazy(() =>
  import('./yard/KeepRemovePage').then((module) => ({ default: module.KeepRemovePage })),
);
const PrioritiesPage = lazy(() =>
  import('./yard/PrioritiesPage').then((module) => ({ default: module.PrioritiesPage })),
);
const ReviewPage = lazy(() =>
  import('./review/ReviewPage').then((module) => ({ default: module.ReviewPage })),
);

/** A legacy (v1) step is a page of the older app on this host: the browser loads it in full. */
function LeaveForLegacyPage({ href }: { href: string }) {
  useEffect(() => window.location.assign(href), [href]);
  return <PageLoader label="Opening your project…" />;
}

function YardStepPage({ yard, page }: { yard: string; page: YardPage }) {
  if (!isYardName(yard)) return <Redirect to={MY_YARD_PATH} />;
  switch (page) {
    case 'upload':
      return <YardUploadPage yard={yard} />;
    case 'keep':
      return <KeepRemovePage yard={yard} />;
    case 'priorities':
      return <PrioritiesPage yard={yard} />;
  }
}

/**
 * Entry of the onboarding feature, loaded on demand by the router; it draws every My Yard page and
 * redirects any /onboard path that resolveOnboardPath moves elsewhere.
 */
export function OnboardingPage({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  const { state, packageKey } = useOnboard();
  const target = resolveOnboardPath(pathname, search, {
    currentStep: state.currentStep,
    isYardActive: (yard) => isYardActive(state, yard),
    budgetStepComplete: state.budgetStepComplete,
    checklistAccess: showsWishList(packageKey),
    user: { isAnonymous: false },
  });
  if (target !== withSearch(pathname, search)) {
    if (isLegacyProjectPath(target)) return <LeaveForLegacyPage href={target} />;
    return <Redirect to={target} />;
  }

  const [, , , first, second] = trimTrailingSlashes(pathname).split('/');
  let page;
  if (first === 'review' && (REVIEW_PAGES as readonly string[]).includes(second ?? '')) {
    page = <ReviewPage page={second as ReviewPageNumber} />;
  } else if (first && (YARD_PAGES as readonly string[]).includes(second ?? '')) {
    page = <YardStepPage yard={first} page={second as YardPage} />;
  } else {
    page = <YardOverviewPage title={title} />;
  }
  return <Suspense fallback={<PageLoader />}>{page}</Suspense>;
}
