import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { resolveBudgetRoute, type BudgetScreen } from '@yardwise/domain/wishlist/budgetRoute';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { PageLoader } from '@web/ui/PageLoader';
import { useChecklistAccess } from './data/useChecklistAccess';

// One chunk per screen: a client opening the list does not download the budget form.
const ElementSelectionPage = lazy(() =>
  import('./list/ElementSelectionPage').then((module) => ({
    default: module.ElementSelectionPage,
  })),
);
const ChecklistItemPage = lazy(() =>
  import('./item/ChecklistItemPage').then((module) => ({ default: module.ChecklistItemPage })),
);
const BudgetCompletePage = lazy(() =>
  import('./complete/BudgetCompletePage').then((module) => ({
    default: module.BudgetCompletePage,
  })),
);
const PrioritizePage = lazy(() =>
  import('./prioritize/PrioritizePage').then((module) => ({ default: module.PrioritizePage })),
);
const BudgetQuestionsPage = lazy(() =>
  import('./budget/BudgetQuestionsPage').then((module) => ({
    default: module.BudgetQuestionsPage,
  })),
);
const BudgetReviewPage = lazy(() =>
  import('./budget/BudgetReviewPage').then((module) => ({ default: module.BudgetReviewPage })),
);

function BudgetScreenView({ screen, title }: { screen: BudgetScreen; title: string }) {
  switch (screen.screen) {
    case 'list':
      return <ElementSelectionPage title={title} />;
    case 'item':
      // A new item starts its flow afresh.
      return <ChecklistItemPage key={screen.itemId} itemId={screen.itemId} />;
    case 'complete':
      return <BudgetCompletePage title={title} />;
    case 'prioritize':
      return <PrioritizePage title={title} />;
    case 'phasing':
      return <BudgetQuestionsPage title={title} />;
    case 'review':
      return <BudgetReviewPage title={title} />;
  }
}

/**
 * Entry of the wishlist feature, loaded on demand by the router: it resolves every
 * /onboard/budget path and draws the screen it names.
 */
export function WishlistPage({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  const { state } = useOnboard();
  const checklistAccess = useChecklistAccess();
  const route = resolveBudgetRoute(pathname, search, {
    budgetStepComplete: state.budgetStepComplete,
    checklistAccess,
  });
  if ('redirect' in route) return <Redirect to={route.redirect} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <BudgetScreenView screen={route.render} title={title} />
    </Suspense>
  );
}
