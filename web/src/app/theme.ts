import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  blockquoteSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { lightOnly, paletteNames, withoutPalettes } from './themeTokens';
import { accordionStyles, DISPLAY_FONT, headingStyles, TEXT_FONT } from './typography';

/**
 * Garden green. Measured contrast on white: 700 is 7.6:1 and 600 is 5.9:1 (WCAG AA for text and
 * buttons, AAA for 700); 500 (4.1:1) is for large text and graphics only.
 */
const brand = {
  50: { value: '#f2f7f2' },
  100: { value: '#e0eee0' },
  200: { value: '#c2ddc3' },
  300: { value: '#9bc59e' },
  400: { value: '#6fa775' },
  500: { value: '#4d8a55' },
  600: { value: '#3a7043' },
  700: { value: '#2f5d3a' },
  800: { value: '#274a2f' },
  900: { value: '#1f3b26' },
  950: { value: '#12241a' },
};

const config = defineConfig({
  globalCss: {
    // Components without an explicit palette use the brand green.
    html: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
    // A visible focus ring for plain links and controls that have no recipe of their own.
    'a:focus-visible, button:focus-visible, select:focus-visible, [tabindex]:focus-visible': {
      outline: '2px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
    // Dialogs and drawers (both Ark dialogs) open and close without their fades and slides for
    // people who ask for less motion; with no animation they also leave at once.
    '[data-scope=dialog]:is([data-part=backdrop], [data-part=content])': {
      _motionReduce: { animation: 'none !important' },
    },
  },
  theme: {
    tokens: {
      colors: { brand },
      fonts: {
        body: { value: TEXT_FONT },
        heading: { value: DISPLAY_FONT },
      },
    },
    // Merged over Chakra's recipes of the same name (below): the type scale and section headings.
    recipes: { heading: headingStyles },
    slotRecipes: { accordion: accordionStyles },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        // Chakra's red.500 error text is 3.8:1 on white; red.700 passes WCAG AA for small text.
        fg: {
          error: { value: '{colors.red.700}' },
          // Chakra's green.600 success text falls short of 4.5:1 on white; green.700 passes.
          success: { value: '{colors.green.700}' },
        },
        // The shell's surfaces, named for what they are rather than their colour.
        header: {
          bg: { value: '{colors.white}' },
          border: { value: '{colors.brand.100}' },
        },
        preview: {
          bg: { value: '#fef3c7' },
          fg: { value: '#78350f' },
        },
      },
    },
  },
});

/**
 * Chakra's colour palettes the app shows: neutrals and the status colours of alerts and badges
 * (error red, warning orange, success green, info blue). Every palette costs CSS variables that
 * are built and inserted before the first paint; a lint test checks that every palette and colour
 * the app and its recipes name is here.
 */
export const CHAKRA_PALETTES: readonly string[] = [
  'gray',
  'red',
  'orange',
  'green',
  'blue',
  'blackAlpha',
];

const UNUSED_PALETTES = paletteNames(tokens.colors ?? {}).filter(
  (name) => !CHAKRA_PALETTES.includes(name),
);

/**
 * Chakra's default theme with only the recipes of the components the app uses (the full set is
 * about 20 KB of gzipped JavaScript on every page; a lint test checks every Chakra component
 * imported in web/src has its recipe here), only the palettes above, and light-mode colours only:
 * the app has no dark mode, so dark values would be CSS nobody sees.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors ?? {}, UNUSED_PALETTES) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutPalettes(semanticTokens.colors ?? {}, UNUSED_PALETTES),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      blockquote: blockquoteSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
