import { describe, expect, it } from 'vitest';
import { globalStyleSheet } from './globalStyleSheet';
import { appSystem, system } from './theme';

describe('the page stylesheet built from the theme', () => {
  const css = globalStyleSheet(system);

  it('declares the cascade layers first, so component styles in later layers win', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('holds the reset, the base styles and the token variables the components refer to', () => {
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-brand-700:#2f5d3a');
    expect(css).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-700)');
    // The app's own global rule: a visible focus ring on plain links and controls.
    expect(css).toMatch(/a:focus-visible,button:focus-visible[^{]*\{outline:2px solid/);
  });

  it('is what the app no longer inserts when it starts', () => {
    expect(appSystem._global).toEqual([]);
    expect(system._global.length).toBeGreaterThan(0);
    expect(appSystem.css).toBe(system.css);
  });
});
