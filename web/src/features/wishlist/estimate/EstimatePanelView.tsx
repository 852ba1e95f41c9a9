import { useId } from 'react';
import { Box, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { EstimatePanel } from '@yardwise/domain/wishlist/elementSelection';
import type { PriceRange } from '@yardwise/domain/wishlist/priceRange';
import {
  ALL_IN_ESTIMATE_LABEL,
  BASE_INSTALLATION_HEADING,
  BASE_INSTALLATION_TOTAL_LABEL,
  ESTIMATE_HEADING,
  WISH_LIST_ESTIMATE_LABEL,
} from './estimateCopy';
import { RangeChart } from './RangeChart';
import { formatPriceRange } from '@web/features/wishlist/data/formatPriceRange';

function RangeLine({
  label,
  range,
  strong = false,
}: {
  label: string;
  range: PriceRange;
  strong?: boolean;
}) {
  return (
    <HStack as="li" justify="space-between" align="baseline" gap="3">
      <Text fontWeight={strong ? 'semibold' : 'normal'} flex="1" minW="0">
        {label}
      </Text>
      <Text
        fontWeight={strong ? 'semibold' : 'normal'}
        fontVariantNumeric="tabular-nums"
        whiteSpace="nowrap"
      >
        {formatPriceRange(range)}
      </Text>
    </HStack>
  );
}

/**
 * The wish list's estimate: the domain's message while nothing can be
 * estimated, otherwise the wish-list range, the base installation lines and their total, and the
 * all-in range, as numbers and as bars on one scale.
 */
export function EstimatePanelView({ panel }: { panel: EstimatePanel }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: 4, md: 5 }}
      bg="bg.panel"
    >
      <Heading as="h2" size="md" id={headingId} mb="3">
        {ESTIMATE_HEADING}
      </Heading>
      {panel.kind === 'estimate' ? (
        <Stack gap="4">
          <Stack as="ul" listStyleType="none" gap="1">
            <RangeLine label={WISH_LIST_ESTIMATE_LABEL} range={panel.wishList} strong />
          </Stack>
          <Box>
            <Heading as="h3" size="sm" mb="2">
              {BASE_INSTALLATION_HEADING}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="1">
              {panel.baseInstallation.lines.map((line) => (
                <RangeLine key={line.label} label={line.label} range={line.range} />
              ))}
              <RangeLine
                label={BASE_INSTALLATION_TOTAL_LABEL}
                range={panel.baseInstallation.total}
                strong
              />
            </Stack>
          </Box>
          <Separator />
          <Stack as="ul" listStyleType="none" gap="1">
            <RangeLine label={ALL_IN_ESTIMATE_LABEL} range={panel.allIn} strong />
          </Stack>
          <RangeChart
            rows={[
              { label: WISH_LIST_ESTIMATE_LABEL, range: panel.wishList },
              { label: ALL_IN_ESTIMATE_LABEL, range: panel.allIn },
            ]}
          />
        </Stack>
      ) : (
        <Text color="fg.muted">{panel.message}</Text>
      )}
    </Box>
  );
}
