import { Box, Stack, Text } from '@chakra-ui/react';
import type { PriceRange } from '@yardwise/domain/wishlist/priceRange';
import { formatWholeDollars } from '@web/features/wishlist/data/formatPriceRange';

export interface RangeChartRow {
  label: string;
  range: PriceRange;
}

export interface RangeChartMarker {
  /** Short, e.g. "25%". */
  label: string;
  /** Where on the scale, in cents. */
  at: number;
}

export interface RangeChartProps {
  rows: readonly RangeChartRow[];
  /** The amounts at the chart's two ends; default $0 to the highest row's high end. */
  scale?: PriceRange;
  markers?: readonly RangeChartMarker[];
}

/** Where an amount sits along the scale, as a CSS percentage clamped to the chart. */
function position(amount: number, scale: PriceRange): number {
  const span = scale.high - scale.low;
  if (span <= 0) return 0;
  return Math.min(100, Math.max(0, ((amount - scale.low) / span) * 100));
}

/**
 * Ranges as horizontal bars on one shared scale, so a homeowner sees at a glance how the ranges
 * compare. Hidden from screen readers: every page that draws it also shows the amounts as text.
 */
export function RangeChart({ rows, scale, markers = [] }: RangeChartProps) {
  const ends: PriceRange = scale ?? {
    low: 0,
    high: Math.max(0, ...rows.map((row) => row.range.high)),
  };
  return (
    <Box aria-hidden="true" data-testid="range-chart" w="full">
      <Stack gap="3">
        {rows.map((row) => {
          const start = position(row.range.low, ends);
          const end = position(row.range.high, ends);
          return (
            <Box key={row.label}>
              <Text fontSize="sm" color="fg.muted" mb="1">
                {row.label}
              </Text>
              <Box position="relative" h="4" bg="bg.muted" borderRadius="full">
                <Box
                  position="absolute"
                  top="0"
                  bottom="0"
                  left={`${start}%`}
                  width={`${Math.max(end - start, 1)}%`}
                  bg="brand.500"
                  borderRadius="full"
                />
                {markers.map((marker) => (
                  <Box
                    key={marker.label}
                    position="absolute"
                    top="-1"
                    bottom="-1"
                    left={`${position(marker.at, ends)}%`}
                    w="2px"
                    ml="-1px"
                    bg="fg"
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </Stack>
      {markers.length > 0 && (
        <Box position="relative" h="5" mt="1">
          {markers.map((marker) => (
            <Text
              key={marker.label}
              as="span"
              position="absolute"
              left={`${position(marker.at, ends)}%`}
              transform="translateX(-50%)"
              fontSize="xs"
              fontWeight="semibold"
              whiteSpace="nowrap"
            >
              {marker.label}
            </Text>
          ))}
        </Box>
      )}
      <Box display="flex" justifyContent="space-between" mt="1">
        <Text as="span" fontSize="xs" color="fg.muted">
          {formatWholeDollars(ends.low)}
        </Text>
        <Text as="span" fontSize="xs" color="fg.muted">
          {formatWholeDollars(ends.high)}
        </Text>
      </Box>
    </Box>
  );
}
