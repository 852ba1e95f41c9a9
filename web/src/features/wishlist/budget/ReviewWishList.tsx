import { useId, useState } from 'react';
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BUDGET_CHECKLIST_LIST_PATH, checklistItemPath } from '@yardwise/domain/routes/paths';
import { itemPriceRange } from '@yardwise/domain/wishlist/itemEstimate';
import {
  GO_TO_ELEMENT_SELECTION,
  WISHLIST_MODIFICATION_BUDGET_ERROR,
} from '@yardwise/domain/wishlist/messages';
import { useCommand } from '@web/data/useCommand';
import { formatPriceRange } from '@web/features/wishlist/data/formatPriceRange';
import type { WishListLine } from '@web/features/wishlist/data/useWishListLines';
import { RemoveItemDialog } from '@web/features/wishlist/item/RemoveItemDialog';
import { EMPTY_WISH_LIST_REVIEW, WISH_LIST_HEADING } from './budgetCopy';
import { WishListLineMenu } from './WishListLineMenu';

/**
 * The wish list's line items on the review: each can be edited on its item page,
 * which returns here, or deleted after a confirmation. A deletion also recalculates the stored
 * estimate, as any change to the wish list does.
 */
export function ReviewWishList({ lines }: { lines: readonly WishListLine[] }) {
  const headingId = useId();
  const navigate = useNavigate();
  const remove = useCommand('deleteChecklistResponse');
  const recalculate = useCommand('recalculateWishListEstimate');
  const [deleting, setDeleting] = useState<WishListLine | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    const removed = await remove.run({ responseId: deleting.responseId });
    setDeleting(null);
    if (removed) await recalculate.run({});
  }

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="3">
        {WISH_LIST_HEADING}
      </Heading>
      {remove.failure && (
        <Text role="alert" color="fg.error" mb="3">
          {remove.failure.message}
        </Text>
      )}
      {recalculate.failure && (
        <Text role="alert" color="fg.error" mb="3">
          {WISHLIST_MODIFICATION_BUDGET_ERROR}
        </Text>
      )}
      {lines.length === 0 ? (
        // Emptied here: the way back to adding items, rather than a dead end.
        <Stack gap="2" align="flex-start">
          <Text>{EMPTY_WISH_LIST_REVIEW}</Text>
          <Link asChild fontWeight="semibold">
            <RouterLink to={BUDGET_CHECKLIST_LIST_PATH}>{GO_TO_ELEMENT_SELECTION}</RouterLink>
          </Link>
        </Stack>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {lines.map((line) => (
            <HStack
              as="li"
              key={line.responseId}
              justify="space-between"
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold">{line.item.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatPriceRange(itemPriceRange(line.estimate))}
                </Text>
              </Stack>
              <WishListLineMenu
                itemName={line.item.name}
                onEdit={() => navigate(checklistItemPath(line.item.id, 'review'))}
                onDelete={() => setDeleting(line)}
              />
            </HStack>
          ))}
        </Stack>
      )}
      <RemoveItemDialog
        itemName={deleting?.item.name ?? ''}
        open={deleting !== null}
        removing={remove.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}
