import { Image, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { PriceOptionDoc } from '@yardwise/domain/firestore/documents';
import { formatPriceRange } from '@web/features/wishlist/data/formatPriceRange';
import { CHOOSE_PRICE_RANGE } from './itemCopy';
import { FOCUS_RING } from '@web/ui/focusRing';

/** Step 1: the size of the item, each option with its price range. */
export function PriceStep({
  options,
  value,
  onChoose,
}: {
  options: WithId<PriceOptionDoc>[];
  value: string | null;
  onChoose(priceOptionId: string): void;
}) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => details.value && onChoose(details.value)}
      orientation="vertical"
      align="start"
    >
      <RadioCard.Label fontSize="lg" fontWeight="semibold" mb="3">
        {CHOOSE_PRICE_RANGE}
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="3">
        {options.map((option) => (
          <RadioCard.Item key={option.id} value={option.id} _focusVisible={FOCUS_RING}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent width="full">
                {/* Side by side on a phone, so three options fit on a screen; stacked from sm up. */}
                <Stack
                  direction={{ base: 'row', sm: 'column' }}
                  gap="3"
                  align={{ base: 'center', sm: 'stretch' }}
                  width="full"
                >
                  {/* The description beside it names the option; the picture only illustrates it. */}
                  <Image
                    src={option.image}
                    alt=""
                    width={{ base: '24', sm: 'full' }}
                    flexShrink="0"
                    aspectRatio="4 / 3"
                    objectFit="cover"
                    borderRadius="md"
                    bg="bg.muted"
                  />
                  {/* The range is part of the option's name, so a screen reader says it too. */}
                  <RadioCard.ItemText>
                    {option.description}{' '}
                    <Text
                      as="span"
                      display="block"
                      fontWeight="semibold"
                      fontVariantNumeric="tabular-nums"
                    >
                      {formatPriceRange({ low: option.low_price, high: option.high_price })}
                    </Text>
                  </RadioCard.ItemText>
                </Stack>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
