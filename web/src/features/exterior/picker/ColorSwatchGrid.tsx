import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { ColorDoc } from '@yardwise/domain/firestore/documents';
import { COLOURS_LABEL } from '@web/features/exterior/exteriorCopy';
import { Swatch } from './Swatch';

export interface ColorSwatchGridProps {
  colors: readonly WithId<ColorDoc>[];
  chosenId: string | null;
  onChoose(color: WithId<ColorDoc>): void;
}

/** The colours on offer as buttons named by the colour; the chosen one is pressed. */
export function ColorSwatchGrid({ colors, chosenId, onChoose }: ColorSwatchGridProps) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={COLOURS_LABEL}
      listStyleType="none"
      templateColumns="repeat(auto-fill, minmax(min(100%, 9rem), 1fr))"
      gap="2"
    >
      {colors.map((color) => {
        const chosen = color.id === chosenId;
        return (
          <li key={color.id}>
            <Button
              aria-pressed={chosen}
              variant={chosen ? 'subtle' : 'outline'}
              borderWidth={chosen ? '2px' : '1px'}
              borderColor={chosen ? 'colorPalette.solid' : undefined}
              width="full"
              height="auto"
              minH="14"
              py="2"
              justifyContent="flex-start"
              gap="3"
              whiteSpace="normal"
              textAlign="start"
              onClick={() => onChoose(color)}
            >
              <Swatch hexCode={color.hexCode} />
              <Text as="span" fontSize="sm" fontWeight="medium">
                {color.name}
              </Text>
            </Button>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
