import { Box } from '@chakra-ui/react';

/** A colour's sample; decoration only, as the colour's name is always written beside it. */
export function Swatch({ hexCode, size = '10' }: { hexCode: string | undefined; size?: string }) {
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      boxSize={size}
      borderRadius="md"
      borderWidth="1px"
      borderColor="border.emphasized"
      bg={hexCode ?? 'bg.muted'}
    />
  );
}
