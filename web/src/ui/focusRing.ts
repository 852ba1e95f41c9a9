import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The ring the app draws around whatever has keyboard focus (the same as the global style for
 * links and buttons), for parts that stand in for a hidden input, such as a radio card.
 */
export const FOCUS_RING: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'brand.focusRing',
  outlineOffset: '2px',
};
