import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { BUDGET_CHECKLIST_LIST_PATH } from '@yardwise/domain/routes/paths';
import { itemReturnPath } from '@yardwise/domain/wishlist/budgetRoute';
import { useReferenceQuery } from '@web/data/referenceReads';
import { PageLoader } from '@web/ui/PageLoader';
import { useChecklistCatalog } from '@web/features/wishlist/data/useChecklistCatalog';
import { useWishListResponses } from '@web/features/wishlist/data/useWishListResponses';
import { CHECKLIST_LOAD_FAILED } from '@web/features/wishlist/data/loadFailure';
import { ItemFlowForm } from './ItemFlowForm';

/**
 * /onboard/budget/checklist/item/{itemId}?back=review|complete: one item's
 * flow. An item the client's package does not show, or that does not exist, opens the list.
 */
export function ChecklistItemPage({ itemId }: { itemId: string }) {
  const [searchParams] = useSearchParams();
  const returnPath = itemReturnPath(searchParams.get('back'));
  const catalog = useChecklistCatalog();
  const responses = useWishListResponses();
  const styles = useReferenceQuery('styleOptions', [{ field: 'itemId', value: itemId }]);

  const item = catalog.items.find((candidate) => candidate.id === itemId);
  const priceOptions = useMemo(
    () =>
      catalog.priceOptions
        .filter((option) => option.itemId === itemId)
        .sort((a, b) => a.low_price - b.low_price || a.high_price - b.high_price),
    [catalog.priceOptions, itemId],
  );
  const styleOptions = useMemo(
    () => [...(styles.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [styles.data],
  );
  const response = responses.data?.find((candidate) => candidate.item_id === itemId) ?? null;

  const statuses = [catalog.status, responses.status, styles.status];
  if (statuses.includes('error')) {
    return (
      <Text role="alert" color="fg.error">
        {CHECKLIST_LOAD_FAILED}
      </Text>
    );
  }
  if (statuses.includes('loading')) return <PageLoader label="Loading the item…" />;
  if (!item) return <Redirect to={BUDGET_CHECKLIST_LIST_PATH} />;

  return (
    <ItemFlowForm
      item={item}
      priceOptions={priceOptions}
      styleOptions={styleOptions}
      response={response}
      returnPath={returnPath}
    />
  );
}
