import { Box } from '@chakra-ui/react';
import type { AddressSuggestion } from '@yardwise/domain/places/placeAddress';
import { ADDRESS_SUGGESTIONS_LABEL } from './addressSearchMessages';

export interface AddressSuggestionListProps {
  id: string;
  open: boolean;
  suggestions: AddressSuggestion[];
  highlighted: number;
  optionId(index: number): string;
  onPick(suggestion: AddressSuggestion): void;
}

/**
 * The dropdown of the address combobox. It stays in the page while closed so the input's
 * aria-controls always points at it. Focus never leaves the input: the highlighted option is
 * shown by colour and an outline, and announced through aria-activedescendant.
 */
export function AddressSuggestionList({
  id,
  open,
  suggestions,
  highlighted,
  optionId,
  onPick,
}: AddressSuggestionListProps) {
  return (
    <Box
      as="ul"
      id={id}
      role="listbox"
      aria-label={ADDRESS_SUGGESTIONS_LABEL}
      hidden={!open || suggestions.length === 0}
      position="absolute"
      top="100%"
      insetX="0"
      mt="1"
      py="1"
      zIndex="dropdown"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      listStyleType="none"
    >
      {suggestions.map((suggestion, index) => {
        const active = index === highlighted;
        return (
          <Box
            as="li"
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={active}
            minH="12"
            px="4"
            py="3"
            display="flex"
            alignItems="center"
            cursor="pointer"
            bg={active ? 'brand.muted' : undefined}
            outline={active ? '2px solid' : undefined}
            outlineColor="brand.focusRing"
            outlineOffset="-2px"
            _hover={{ bg: active ? 'brand.muted' : 'brand.subtle' }}
            // Keeps focus (and the typed text's caret) in the input while the option is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(suggestion)}
          >
            {suggestion.description}
          </Box>
        );
      })}
    </Box>
  );
}
