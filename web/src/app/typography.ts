import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import './fonts.css';

// The self-hosted faces (fonts.css) first, then their metric-matched fallbacks, which show the text
// in the same space until they arrive; then system faces, where neither fallback is installed.
export const TEXT_FONT =
  'Figtree, "Figtree Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
export const DISPLAY_FONT =
  'Fraunces, "Fraunces Fallback", ui-serif, Georgia, Cambria, "Times New Roman", serif';

/**
 * Headings on a scale of about 1.2 from step to step, tighter lines and letter spacing as they
 * grow, in the display face and the deepest garden green.
 */
export const headingStyles = defineRecipe({
  base: {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    color: 'brand.900',
    letterSpacing: '-0.01em',
    textWrap: 'balance',
  },
  variants: {
    size: {
      xs: { fontSize: '0.875rem', lineHeight: '1.4' },
      sm: { fontSize: '1rem', lineHeight: '1.4' },
      md: { fontSize: '1.125rem', lineHeight: '1.35' },
      lg: { fontSize: '1.3125rem', lineHeight: '1.3' },
      xl: { fontSize: '1.5rem', lineHeight: '1.25' },
      '2xl': { fontSize: '1.75rem', lineHeight: '1.2', letterSpacing: '-0.015em' },
      '3xl': { fontSize: '2.125rem', lineHeight: '1.15', letterSpacing: '-0.02em' },
      '4xl': { fontSize: '2.625rem', lineHeight: '1.1', letterSpacing: '-0.02em' },
      '5xl': { fontSize: '3.25rem', lineHeight: '1.05', letterSpacing: '-0.025em' },
    },
  },
});

/**
 * Every accordion's titles read as section headings: the display face in a bordered panel, the
 * title band of an open section tinted brand green.
 */
export const accordionStyles = defineSlotRecipe({
  // The same slots in the same order: Chakra merges this over its own accordion recipe.
  slots: accordionSlotRecipe.slots,
  base: {
    itemTrigger: {
      fontFamily: 'heading',
      fontWeight: 'semibold',
      color: 'brand.900',
      letterSpacing: '-0.005em',
      _hover: { bg: 'brand.subtle' },
    },
    itemIndicator: { color: 'brand.fg' },
    itemBody: { fontFamily: 'body', color: 'fg' },
  },
  variants: {
    variant: {
      enclosed: {
        root: { borderColor: 'brand.emphasized', divideColor: 'brand.muted', bg: 'bg' },
        // An open section's content stays on white (its texts' contrast is measured on white);
        // its title band is tinted.
        item: { _open: { bg: 'bg' } },
        itemTrigger: { _open: { bg: 'brand.subtle' } },
      },
    },
  },
});
