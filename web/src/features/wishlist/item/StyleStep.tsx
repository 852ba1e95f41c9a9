import { Image, RadioCard, SimpleGrid } from '@chakra-ui/react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { StyleOptionDoc } from '@yardwise/domain/firestore/documents';
import type { StyleChoice } from '@yardwise/domain/wishlist/itemFlow';
import { NONE_OF_THESE_STYLES } from '@yardwise/domain/wishlist/messages';
import { CHOOSE_STYLE } from './itemCopy';
import { FOCUS_RING } from '@web/ui/focusRing';

// Not a document id (ids never start with a colon), so it cannot clash with a style option.
const NONE_OF_THESE_VALUE = ':none-of-these';

function valueOf(choice: StyleChoice | null): string | null {
  if (!choice) return null;
  return choice.kind === 'noneOfThese' ? NONE_OF_THESE_VALUE : choice.styleOptionId;
}

/** Step 2: the item's styles, or "None of these". */
export function StyleStep({
  options,
  value,
  onChooseStyle,
  onChooseNone,
}: {
  options: WithId<StyleOptionDoc>[];
  value: StyleChoice | null;
  onChooseStyle(styleOptionId: string): void;
  onChooseNone(): void;
}) {
  return (
    <RadioCard.Root
      value={valueOf(value)}
      onValueChange={(details) => {
        if (details.value === NONE_OF_THESE_VALUE) onChooseNone();
        else if (details.value) onChooseStyle(details.value);
      }}
      orientation="vertical"
      align="start"
    >
      <RadioCard.Label fontSize="lg" fontWeight="semibold" mb="3">
        {CHOOSE_STYLE}
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="3">
        {options.map((option) => (
          <RadioCard.Item key={option.id} value={option.id} _focusVisible={FOCUS_RING}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent gap="2" width="full">
                <Image
                  src={option.image}
                  alt=""
                  width="full"
                  aspectRatio="1"
                  objectFit="cover"
                  borderRadius="md"
                  bg="bg.muted"
                />
                <RadioCard.ItemText>{option.name}</RadioCard.ItemText>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
        <RadioCard.Item value={NONE_OF_THESE_VALUE} _focusVisible={FOCUS_RING}>
          <RadioCard.ItemHiddenInput />
          <RadioCard.ItemControl>
            <RadioCard.ItemContent>
              <RadioCard.ItemText>{NONE_OF_THESE_STYLES}</RadioCard.ItemText>
            </RadioCard.ItemContent>
            <RadioCard.ItemIndicator />
          </RadioCard.ItemControl>
        </RadioCard.Item>
      </SimpleGrid>
    </RadioCard.Root>
  );
}
