import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { SystemContext } from '@chakra-ui/react';
import { system } from './theme';

/**
 * The CSS that Chakra's provider would insert when the app starts: the cascade layers' order, the
 * reset, the base styles and every token's variable, compiled as Emotion compiles them. Built once
 * with the app (vite.config.ts) and served in the page, where it applies before any script runs.
 */
export function globalStyleSheet(chakraSystem: SystemContext): string {
  const toCss = middleware([prefixer, stringify]);
  return [chakraSystem.layers.atRule, chakraSystem._global]
    .map((styles) => serialize(compile(serializeStyles([styles]).styles), toCss))
    .join('');
}

/** The app theme's global styles, for the page (vite.config.ts). */
export function themeStyleSheet(): string {
  return globalStyleSheet(system);
}
