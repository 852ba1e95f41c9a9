import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/theme';
import { sourceFiles } from './sourceFiles';

// web/src/app/theme.ts keeps only the colour palettes the app shows (each palette's CSS variables
// are built and inserted before the first paint). A palette or colour that is missing renders as
// no colour at all, silently, so every one the app or a registered recipe names must exist.

/** Colour groups a reference can start with: Chakra's own and the app's theme's. */
const COLOUR_GROUPS = new Set([
  ...Object.keys(defaultConfig.theme?.tokens?.colors ?? {}),
  ...Object.keys(defaultConfig.theme?.semanticTokens?.colors ?? {}),
  ...Object.keys(system._config.theme?.tokens?.colors ?? {}),
  ...Object.keys(system._config.theme?.semanticTokens?.colors ?? {}),
]);

/** Palettes and colour tokens (e.g. "red", "red.600", "brand.solid") named in a piece of source. */
function coloursNamedIn(text: string): { palettes: Set<string>; tokens: Set<string> } {
  const palettes = new Set<string>();
  const tokens = new Set<string>();
  for (const match of text.matchAll(/colorPalette['"]?\s*[=:]\s*(\{[^}]*\}|'[^']*'|"[^"]*")/g)) {
    for (const name of (match[1] ?? '').matchAll(/['"]([a-zA-Z]+)['"]/g)) palettes.add(name[1]!);
  }
  for (const match of text.matchAll(/['"]([a-zA-Z]+)\.([a-zA-Z0-9]+)['"]/g)) {
    if (COLOUR_GROUPS.has(match[1]!)) tokens.add(`${match[1]}.${match[2]}`);
  }
  return { palettes, tokens };
}

/** What the registered recipes and global styles name, as JSON text. */
function themeStylesText(): string {
  const theme = system._config.theme ?? {};
  return JSON.stringify([
    theme.recipes,
    theme.slotRecipes,
    theme.layerStyles,
    theme.textStyles,
    system._config.globalCss,
  ]);
}

function webSourceText(): string {
  return sourceFiles(join(import.meta.dirname, '../../web/src'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

const hasPalette = (name: string) => system.tokens.colorPaletteMap.has(name);
const hasToken = (name: string) => system.tokens.getByName(`colors.${name}`) !== undefined;

describe('Chakra colour palettes', () => {
  it('has every palette and colour the app names', () => {
    const { palettes, tokens } = coloursNamedIn(webSourceText());

    expect(palettes.size).toBeGreaterThan(0);
    expect(tokens.size).toBeGreaterThan(0);
    expect([...palettes].filter((name) => !hasPalette(name))).toEqual([]);
    expect([...tokens].filter((name) => !hasToken(name))).toEqual([]);
  });

  it('has every palette and colour the registered recipes name (alert statuses included)', () => {
    const { palettes, tokens } = coloursNamedIn(themeStylesText());

    expect([...palettes]).toEqual(expect.arrayContaining(['red', 'orange', 'green', 'blue']));
    expect([...palettes].filter((name) => !hasPalette(name))).toEqual([]);
    expect([...tokens].filter((name) => !hasToken(name))).toEqual([]);
  });

  it('leaves out the palettes nobody names, and dark-mode colours', () => {
    expect(hasPalette('purple')).toBe(false);
    expect(hasToken('teal.500')).toBe(false);
    expect(JSON.stringify(system._global)).not.toContain('.dark');
  });

  it('finds the palettes and colours a piece of source names (a control for the checks above)', () => {
    const found = coloursNamedIn(
      `<Badge colorPalette={done ? 'green' : 'gray'} bg="red.600" borderColor='brand.solid' />
       const style = { colorPalette: 'brand', color: "fg.error" }; brand.productName; 'module.x'`,
    );

    expect(found.palettes).toEqual(new Set(['green', 'gray', 'brand']));
    expect(found.tokens).toEqual(new Set(['red.600', 'brand.solid', 'fg.error']));
  });
});
