import { RadioGroup, SimpleGrid } from '@chakra-ui/react';
import { isLotSize, LOT_SIZES, type LotSize } from '@yardwise/domain/catalog/catalog';
import { lotSizeLabel } from '@yardwise/domain/catalog/lotSizes';
import { PACKAGES_COPY } from './packagesCopy';

interface LotSizeChoiceProps {
  value: LotSize;
  onChange(lotSize: LotSize): void;
}

/** The lot size the package prices are shown for (prices depend on it). */
export function LotSizeChoice({ value, onChange }: LotSizeChoiceProps) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        if (isLotSize(details.value)) onChange(details.value);
      }}
    >
      <RadioGroup.Label fontWeight="semibold" mb="2">
        {PACKAGES_COPY.lotSizeLegend}
      </RadioGroup.Label>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {LOT_SIZES.map((size) => (
          <RadioGroup.Item key={size} value={size}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{lotSizeLabel(size)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}
