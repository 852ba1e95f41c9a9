import { useEffect, useRef } from 'react';
import { Box, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { showsExteriorDesign } from '@yardwise/domain/onboarding/packageSteps';
import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_CHECKLIST_PHASING_PATH,
  BUDGET_PRIORITIZE_PATH,
  isLegacyProjectPath,
} from '@yardwise/domain/routes/paths';
import { ELEMENT_SELECTION_LINK, LETS_PRIORITIZE_LINK } from '@yardwise/domain/wishlist/messages';
import { budgetCompleteNextAction, budgetCompleteView } from '@yardwise/domain/wishlist/prioritize';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useLiveDocument } from '@web/data/liveReads';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { reportError } from '@web/data/errorReporting';
import { PageLoader } from '@web/ui/PageLoader';
import { CHECKLIST_LOAD_FAILED } from '@web/features/wishlist/data/loadFailure';
import { useWishListResponses } from '@web/features/wishlist/data/useWishListResponses';
import { LOADING_WISH_LIST } from '@web/features/wishlist/prioritize/prioritizeCopy';

// Decision (our own wording): the budget card's texts.
export const YOUR_BUDGET = 'Your budget';
export const BUDGET_CARD_TEXT =
  'Tell us what you would like to spend, so your design fits your budget.';
export const TALK_BUDGET_LINK = "Let's talk budget";
export const EDIT_BUDGET_LINK = 'Edit your budget';
const INTRO = 'You can still change your wish list and its order before you move on.';

/**
 * Opening the page marks the budget step complete, once, unless it already is or
 * the wish list is empty (budgetCompleteView) or still loading.
 */
function useMarkBudgetStepComplete(alreadyComplete: boolean, marks: boolean) {
  const { commands } = useDataLayer();
  const sent = useRef(false);
  useEffect(() => {
    if (alreadyComplete || !marks || sent.current) return;
    sent.current = true;
    commands
      .call('setBudgetStepComplete', { complete: true })
      .catch((error: unknown) =>
        reportError(error, { where: 'Marking the budget step complete failed' }),
      );
  }, [alreadyComplete, marks, commands]);
}

/**
 * /onboard/budget/complete: links back to the wish list's pages, the budget
 * questions, then on to the next onboarding step.
 */
export function BudgetCompletePage({ title }: { title: string }) {
  const { state, packageKey, stepOptions } = useOnboard();
  const responses = useWishListResponses();
  const view = responses.data ? budgetCompleteView(responses.data.length) : null;
  useMarkBudgetStepComplete(state.budgetStepComplete, view?.marksStepComplete === true);
  // A read that fails (or has nothing) offers the questions afresh.
  const budget = useLiveDocument('budgetMetadata', state.projectId);
  const next = budgetCompleteNextAction(showsExteriorDesign(packageKey, stepOptions));

  if (responses.status === 'error') {
    return (
      <Stack gap="6" maxW="720px">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text role="alert" color="fg.error">
          {CHECKLIST_LOAD_FAILED}
        </Text>
      </Stack>
    );
  }
  if (!view) return <PageLoader label={LOADING_WISH_LIST} />;
  if (view.kind === 'empty') {
    return (
      <Stack gap="6" maxW="720px">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {view.title}
          </Heading>
          <Text>{view.text}</Text>
        </Stack>
        <Box>
          <Button asChild size="lg" minH="12" width={{ base: 'full', sm: 'auto' }}>
            <RouterLink to={view.action.path}>{view.action.label}</RouterLink>
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack gap="8" maxW="720px">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{INTRO}</Text>
      </Stack>

      <Stack as="nav" aria-label="Your wish list" gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button asChild variant="outline" minH="11">
          <RouterLink to={BUDGET_CHECKLIST_LIST_PATH}>{ELEMENT_SELECTION_LINK}</RouterLink>
        </Button>
        <Button asChild variant="outline" minH="11">
          <RouterLink to={BUDGET_PRIORITIZE_PATH}>{LETS_PRIORITIZE_LINK}</RouterLink>
        </Button>
      </Stack>

      <Card.Root as="section" aria-labelledby="budget-card-heading">
        <Card.Body gap="3">
          <Heading as="h2" size="lg" id="budget-card-heading">
            {YOUR_BUDGET}
          </Heading>
          <Text>{BUDGET_CARD_TEXT}</Text>
          <Box>
            <Link asChild fontWeight="semibold">
              <RouterLink to={BUDGET_CHECKLIST_PHASING_PATH}>
                {budget.data ? EDIT_BUDGET_LINK : TALK_BUDGET_LINK}
              </RouterLink>
            </Link>
          </Box>
        </Card.Body>
      </Card.Root>

      <Box>
        <Button asChild size="lg" minH="12" width={{ base: 'full', sm: 'auto' }}>
          {/* The legacy Goals page belongs to the older app: the browser loads it in full. */}
          {isLegacyProjectPath(next.path) ? (
            <a href={next.path}>{next.label}</a>
          ) : (
            <RouterLink to={next.path}>{next.label}</RouterLink>
          )}
        </Button>
      </Box>
    </Stack>
  );
}
