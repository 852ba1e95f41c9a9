import { useEffect, useRef, type ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';

/**
 * The confirmation that replaces a sent form: a heading that takes focus, so keyboard and
 * screen-reader users land on it rather than on nothing, inside a polite live region.
 */
export function SentMessage({ heading, children }: { heading: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack role="status" aria-live="polite" gap="4" align="flex-start">
      <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} outline="none">
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}
