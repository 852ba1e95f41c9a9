/** Where Chakra builds a theme's system: the module the app build rewrites (vite.config.ts). */
export const CHAKRA_SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js';

const GLOBAL_STYLES_BUILT_AT_ONCE =
  'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's system module without the global styles it builds as the system is created: the reset,
 * the base styles and a CSS variable for every token, about half of the system's creation on every
 * page load. The page carries them in its own stylesheet (globalStyleSheet.ts), and the app
 * renders with none (theme.ts `appSystem`). Throws when the module no longer reads as expected, so
 * that a Chakra update that changes it fails the build rather than slowing every page unnoticed.
 */
export function withoutRuntimeGlobalStyles(source: string): string {
  if (!source.includes(GLOBAL_STYLES_BUILT_AT_ONCE)) {
    throw new Error(
      `Chakra's ${CHAKRA_SYSTEM_MODULE} no longer builds its global styles as this build expects (web/src/app/chakraSystemSource.ts)`,
    );
  }
  return source.replace(GLOBAL_STYLES_BUILT_AT_ONCE, 'const _global = [];');
}
