import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main';

/** The first tab stop: keyboard users jump past the header. Hidden until focused. */
export function SkipToContent() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus instead of following the hash, which the router would treat as a navigation.
    event.preventDefault();
    main.focus();
  }
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      borderRadius="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
      _focus={{ transform: 'translateY(0)' }}
    >
      Skip to content
    </Link>
  );
}
