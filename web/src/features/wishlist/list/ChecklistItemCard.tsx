import { useId } from 'react';
import { Badge, Box, Heading, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { ChecklistItemDoc } from '@yardwise/domain/firestore/documents';
import { checklistItemPath } from '@yardwise/domain/routes/paths';

/** Decision (our own wording): the badge of an item already on the wish list. */
export const ON_YOUR_WISH_LIST = 'On your wish list';

/** One checklist item of element selection; the whole card opens the item's page. */
export function ChecklistItemCard({
  item,
  onWishList,
}: {
  item: WithId<ChecklistItemDoc>;
  onWishList: boolean;
}) {
  const nameId = useId();
  return (
    <LinkBox
      as="article"
      aria-labelledby={nameId}
      borderWidth={onWishList ? '2px' : '1px'}
      borderColor={onWishList ? 'brand.solid' : 'border'}
      borderRadius="lg"
      overflow="hidden"
      bg="bg"
      _hover={{ shadow: 'md' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      height="full"
    >
      <Image
        src={item.image}
        alt={item.name}
        width="full"
        aspectRatio="4 / 3"
        objectFit="cover"
        bg="bg.muted"
      />
      <Stack gap="2" p="4">
        <Heading as="h3" size="md" id={nameId}>
          <LinkOverlay asChild>
            <RouterLink to={checklistItemPath(item.id)}>{item.name}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {item.description}
        </Text>
        {onWishList ? (
          <Box>
            <Badge colorPalette="brand" variant="solid">
              {ON_YOUR_WISH_LIST}
            </Badge>
          </Box>
        ) : null}
      </Stack>
    </LinkBox>
  );
}
