import { useId } from 'react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BUDGET_CHECKLIST_LIST_PATH } from '@yardwise/domain/routes/paths';
import { isBudgetIntent } from '@yardwise/domain/wishlist/budgetIntent';
import { ELEMENT_SELECTION_LINK } from '@yardwise/domain/wishlist/messages';
import { useLiveDocument } from '@web/data/liveReads';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { PageLoader } from '@web/ui/PageLoader';
import { useWishListEstimate } from '@web/features/wishlist/data/useWishListEstimate';
import { PriorityList } from './PriorityList';
import { PrioritizeSubmit } from './PrioritizeSubmit';
import {
  EMPTY_WISH_LIST,
  LOADING_WISH_LIST,
  ORDER_SAVED,
  ORDER_SAVING,
  PRIORITY_LIST_HEADING,
  PRIORITY_LIST_INTRO,
} from './prioritizeCopy';
import { usePriorityOrder, type OrderSaveStatus } from './usePriorityOrder';

function OrderStatus({ status }: { status: OrderSaveStatus }) {
  return (
    <>
      <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
        {status.kind === 'saving' ? ORDER_SAVING : status.kind === 'saved' ? ORDER_SAVED : ''}
      </Text>
      {status.kind === 'failed' && (
        <Text role="alert" color="fg.error">
          {status.message}
        </Text>
      )}
    </>
  );
}

/**
 * "Let's Prioritize!" (/onboard/budget/prioritize): the wish list in priority order, reordered and
 * saved as it changes, then how much of the estimate to spend.
 */
export function PrioritizePage({ title }: { title: string }) {
  const { state } = useOnboard();
  const estimate = useWishListEstimate();
  const project = useLiveDocument('projects', state.projectId);
  const order = usePriorityOrder(estimate.lines);
  const listHeadingId = useId();

  let body;
  if (estimate.status === 'loading' || project.status === 'loading') {
    body = <PageLoader label={LOADING_WISH_LIST} />;
  } else if (estimate.error || project.error) {
    body = (
      <Text role="alert" color="fg.error">
        {(estimate.error ?? project.error)?.message}
      </Text>
    );
  } else if (estimate.panel.kind !== 'estimate') {
    body = (
      <Text>
        {EMPTY_WISH_LIST}{' '}
        <Link asChild fontWeight="semibold" color="brand.700" textDecoration="underline">
          <RouterLink to={BUDGET_CHECKLIST_LIST_PATH}>{ELEMENT_SELECTION_LINK}</RouterLink>
        </Link>
        .
      </Text>
    );
  } else {
    const savedIntent = project.data?.clientBudgetIntent;
    body = (
      <Stack gap="10">
        <Stack gap="3">
          <Heading as="h2" size="lg" id={listHeadingId}>
            {PRIORITY_LIST_HEADING}
          </Heading>
          <Text>{PRIORITY_LIST_INTRO}</Text>
          <OrderStatus status={order.status} />
          <PriorityList lines={order.rows} onMove={order.move} labelledBy={listHeadingId} />
        </Stack>
        <PrioritizeSubmit
          allIn={estimate.panel.allIn}
          savedIntent={isBudgetIntent(savedIntent) ? savedIntent : null}
        />
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
