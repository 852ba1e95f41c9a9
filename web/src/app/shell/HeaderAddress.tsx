import { chakra, Flex, Text, VisuallyHidden } from '@chakra-ui/react';

function PinIcon() {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="4"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      color="brand.fg"
    >
      <path
        d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        fill="currentColor"
      />
    </chakra.svg>
  );
}

/** The address line: the property the visitor is designing for. */
export function HeaderAddress({ address }: { address: string }) {
  return (
    <Flex align="center" gap="1.5" minW="0">
      <PinIcon />
      <Text fontSize="sm" color="fg.muted" truncate>
        <VisuallyHidden>Your property: </VisuallyHidden>
        {address}
      </Text>
    </Flex>
  );
}
