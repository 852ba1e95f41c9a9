import { useState } from 'react';
import { Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { EstimatePanel } from '@yardwise/domain/wishlist/elementSelection';
import { formatPriceRange } from '@web/features/wishlist/data/formatPriceRange';
import { EstimateWithFinancing } from '@web/features/wishlist/estimate/EstimateWithFinancing';

// Decision (our own wording): the words of the estimate panel shown on mobile.
export const SEE_ESTIMATE = 'See estimate';
export const ESTIMATE_SUMMARY = 'Estimate summary';
export const ESTIMATE_DETAILS = 'Estimate details';
export const WISH_LIST_RANGE_LABEL = 'Wish list estimate';

/**
 * A bar kept at the bottom of the screen
 * with the wish-list range, opening the full estimate in a drawer.
 */
export function MobileEstimateBar({ panel }: { panel: EstimatePanel }) {
  const [open, setOpen] = useState(false);
  return (
    <Box
      as="section"
      aria-label={ESTIMATE_SUMMARY}
      position="sticky"
      bottom="0"
      zIndex="sticky"
      mx={{ base: '-4', md: '-8' }}
      mb={{ base: '-4', md: '-6' }}
      px="4"
      py="3"
      bg="bg"
      borderTopWidth="1px"
      shadow="lg"
    >
      <HStack justify="space-between" gap="3">
        {panel.kind === 'estimate' ? (
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {WISH_LIST_RANGE_LABEL}
            </Text>
            <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
              {formatPriceRange(panel.wishList)}
            </Text>
          </Stack>
        ) : (
          <Text fontSize="sm">{panel.message}</Text>
        )}
        <Drawer.Root
          open={open}
          onOpenChange={(details) => setOpen(details.open)}
          placement="bottom"
        >
          <Drawer.Trigger asChild>
            <Button variant="outline" minH="11" flexShrink="0">
              {SEE_ESTIMATE}
            </Button>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxH="85vh" borderTopRadius="xl">
                <Drawer.Body pt="14" pb="6">
                  {/* The panel inside has its own visible heading. */}
                  <Drawer.Title srOnly>{ESTIMATE_DETAILS}</Drawer.Title>
                  <EstimateWithFinancing panel={panel} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton aria-label="Close the estimate" size="md" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </HStack>
    </Box>
  );
}
