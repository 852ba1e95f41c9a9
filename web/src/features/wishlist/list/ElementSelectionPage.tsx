import { useId, useMemo, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Grid,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { NavButton } from '@web/ui/NavButton';
import { BUDGET_PRIORITIZE_PATH } from '@yardwise/domain/routes/paths';
import { elementSelectionContinue } from '@yardwise/domain/wishlist/elementSelection';
import {
  NO_CHECKLIST_ITEMS_FOUND,
  WISHLIST_MODIFICATION_BUDGET_ERROR,
} from '@yardwise/domain/wishlist/messages';
import { PageLoader } from '@web/ui/PageLoader';
import { CHECKLIST_LOAD_FAILED } from '@web/features/wishlist/data/loadFailure';
import { useChecklistCatalog } from '@web/features/wishlist/data/useChecklistCatalog';
import { useWishListEstimate } from '@web/features/wishlist/data/useWishListEstimate';
import { useWishListResponses } from '@web/features/wishlist/data/useWishListResponses';
import { EstimateWithFinancing } from '@web/features/wishlist/estimate/EstimateWithFinancing';
import { ChecklistItemCard } from './ChecklistItemCard';
import { groupByCategory } from './groupByCategory';
import { MobileEstimateBar } from './MobileEstimateBar';
import { useRecalculateAfterChanges } from './useRecalculateAfterChanges';

// Decision (our own wording): the words of the button to Let's Prioritize.
export const CONTINUE_TO_PRIORITIZE = "Continue to Let's Prioritize";
const INTRO =
  'Choose the elements you would like in your design. Open an item to pick its size, style and yards.';

/**
 * /onboard/budget/checklist/list: the checklist items by category, each opening
 * its item page, with the estimate beside them (below them in a bar on smaller screens).
 */
export function ElementSelectionPage({ title }: { title: string }) {
  const hintId = useId();
  const catalog = useChecklistCatalog();
  const responses = useWishListResponses();
  const { panel } = useWishListEstimate();
  const recalculationFailure = useRecalculateAfterChanges();
  // Decision: the estimate gets its own column from lg up; beside the shell's sidebar a tablet has no room for it.
  const sidebar = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;

  const chosenItemIds = useMemo(
    () => new Set((responses.data ?? []).map((response) => response.item_id)),
    [responses.data],
  );
  const groups = useMemo(() => groupByCategory(catalog.items), [catalog.items]);
  const continueState = elementSelectionContinue(
    catalog.items.filter((item) => chosenItemIds.has(item.id)).length,
  );

  let content;
  if (catalog.status === 'loading' || responses.status === 'loading') {
    content = <PageLoader label="Loading the wish list…" />;
  } else if (catalog.status === 'error' || responses.status === 'error') {
    content = (
      <Text role="alert" color="fg.error">
        {CHECKLIST_LOAD_FAILED}
      </Text>
    );
  } else if (catalog.items.length === 0) {
    content = <Text>{NO_CHECKLIST_ITEMS_FOUND}</Text>;
  } else {
    content = (
      <Stack gap="8">
        {groups.map((group) => (
          <CategorySection key={group.category} category={group.category}>
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
              {group.items.map((item) => (
                <ChecklistItemCard
                  key={item.id}
                  item={item}
                  onWishList={chosenItemIds.has(item.id)}
                />
              ))}
            </SimpleGrid>
          </CategorySection>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{INTRO}</Text>
      </Stack>

      {recalculationFailure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{WISHLIST_MODIFICATION_BUDGET_ERROR}</Alert.Title>
        </Alert.Root>
      ) : null}

      <Grid templateColumns={sidebar ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)'} gap="8">
        <Stack gap="8" minW="0">
          {content}
          <Stack gap="2" align={{ base: 'stretch', sm: 'flex-start' }}>
            <NavButton
              size="lg"
              minH="12"
              to={BUDGET_PRIORITIZE_PATH}
              disabled={continueState.disabled}
              aria-describedby={continueState.hint ? hintId : undefined}
            >
              {CONTINUE_TO_PRIORITIZE}
            </NavButton>
            {continueState.hint ? (
              <Text id={hintId} color="fg.muted">
                {continueState.hint}
              </Text>
            ) : null}
          </Stack>
        </Stack>
        {sidebar ? (
          <Box as="aside">
            <Box position="sticky" top="4">
              <EstimateWithFinancing panel={panel} />
            </Box>
          </Box>
        ) : null}
      </Grid>

      {sidebar ? null : <MobileEstimateBar panel={panel} />}
    </Stack>
  );
}

function CategorySection({ category, children }: { category: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="3">
        {category}
      </Heading>
      {children}
    </Box>
  );
}
