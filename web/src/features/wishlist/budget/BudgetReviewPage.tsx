import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { isOlderFlowProject } from '@yardwise/domain/checkout/v1OnlyTag';
import { budgetReviewConfirm } from '@yardwise/domain/wishlist/budget';
import { monthlyPaymentShown } from '@yardwise/domain/wishlist/elementSelection';
import { WISHLIST_MODIFICATION_BUDGET_ERROR } from '@yardwise/domain/wishlist/messages';
import { useLiveDocument } from '@web/data/liveReads';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useCommand } from '@web/data/useCommand';
import { PageLoader } from '@web/ui/PageLoader';
import { useWishListEstimate } from '@web/features/wishlist/data/useWishListEstimate';
import { EstimatePanelView } from '@web/features/wishlist/estimate/EstimatePanelView';
import { FinancingBox } from '@web/features/wishlist/estimate/FinancingBox';
import { useRecalculateAfterChanges } from '@web/features/wishlist/list/useRecalculateAfterChanges';
import { BudgetAnswers } from './BudgetAnswers';
import { CONFIRM, LOADING_BUDGET } from './budgetCopy';
import { ReviewWishList } from './ReviewWishList';
import { useSavedBudget } from './useSavedBudget';

/**
 * The budget review (/onboard/budget/review): the saved budget answers, the wish list with its
 * edit/delete menus, the estimate and financing, then CONFIRM.
 */
export function BudgetReviewPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const saved = useSavedBudget();
  const estimate = useWishListEstimate();
  const setStep = useCommand('setCurrentStep');
  const { state } = useOnboard();
  const project = useLiveDocument('projects', state.projectId);
  // Back from editing an item here: the stored estimate is recalculated, as on the list.
  const recalculationFailure = useRecalculateAfterChanges();

  async function confirm() {
    const outcome = budgetReviewConfirm(isOlderFlowProject(project.data));
    if (await setStep.run({ step: outcome.currentStep })) navigate(outcome.navigateTo);
  }

  let body;
  if (saved.status === 'loading' || estimate.status === 'loading') {
    body = <PageLoader label={LOADING_BUDGET} />;
  } else if (saved.error || estimate.error) {
    body = (
      <Text role="alert" color="fg.error">
        {(saved.error ?? estimate.error)?.message}
      </Text>
    );
  } else {
    const { panel } = estimate;
    const monthlyPayment = monthlyPaymentShown(panel);
    body = (
      <Stack gap="8">
        {recalculationFailure && (
          <Text role="alert" color="fg.error">
            {WISHLIST_MODIFICATION_BUDGET_ERROR}
          </Text>
        )}
        <BudgetAnswers metadata={saved.metadata} firstPhase={saved.firstPhase} />
        <ReviewWishList lines={estimate.lines} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <EstimatePanelView panel={panel} />
          {monthlyPayment && <FinancingBox monthlyPayment={monthlyPayment} />}
        </SimpleGrid>
        <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          {setStep.failure && (
            <Text role="alert" color="fg.error">
              {setStep.failure.message}
            </Text>
          )}
          <Button
            size="lg"
            minH="12"
            loading={setStep.pending}

            onClick={() => void confirm()}
          >
            {CONFIRM}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {body}
    </Stack>
  );
}
