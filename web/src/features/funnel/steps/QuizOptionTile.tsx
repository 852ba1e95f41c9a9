import { Box, chakra } from '@chakra-ui/react';

const NativeInput = chakra('input');

/**
 * The look every quiz answer shares (single choice, multiple choice and the dropdown): a large
 * bordered tile, tinted and outlined in brand green when chosen, with a focus ring.
 */
export const QUIZ_TILE_STYLE = {
  minH: '14',
  px: '4',
  py: '3',
  borderWidth: '2px',
  borderRadius: 'l3',
  fontWeight: 'semibold',
  fontSize: 'md',
  transition: 'border-color 0.15s, background-color 0.15s',
} as const;

export function quizTileColors(chosen: boolean) {
  return {
    borderColor: chosen ? 'brand.solid' : 'border',
    bg: chosen ? 'brand.subtle' : 'bg',
    color: chosen ? 'brand.900' : 'fg',
    _hover: { borderColor: chosen ? 'brand.solid' : 'brand.400' },
  } as const;
}

export const QUIZ_FOCUS_RING = {
  outline: '2px solid',
  outlineColor: 'brand.focusRing',
  outlineOffset: '2px',
} as const;

export interface QuizOptionTileProps {
  /** radio: one answer of a radio group; checkbox: one of several answers. */
  type: 'radio' | 'checkbox';
  name: string;
  option: string;
  chosen: boolean;
  onChoose(option: string): void;
}

/** One answer: a native radio or checkbox inside its label, so keys and readers work as usual. */
export function QuizOptionTile({ type, name, option, chosen, onChoose }: QuizOptionTileProps) {
  return (
    <Box
      as="label"
      display="flex"
      alignItems="center"
      gap="3"
      cursor="pointer"
      {...QUIZ_TILE_STYLE}
      {...quizTileColors(chosen)}
      css={{ '&:has(input:focus-visible)': QUIZ_FOCUS_RING }}
    >
      <NativeInput
        type={type}
        name={name}
        value={option}
        checked={chosen}
        onChange={() => onChoose(option)}
        width="5"
        height="5"
        flexShrink={0}
        accentColor="var(--chakra-colors-brand-700)"
        // The tile shows the focus ring; the input's own would be a second one.
        _focusVisible={{ outline: 'none' }}
      />
      {option}
    </Box>
  );
}
