import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

function recipeStyles(name: 'heading' | 'accordion'): string {
  const recipe = name === 'heading' ? system.getRecipe(name) : system.getSlotRecipe(name);
  return JSON.stringify(recipe);
}

describe('the typographic system', () => {
  it('sets headings in the display face and text in the text face, both self-hosted', () => {
    expect(system.token('fonts.heading')).toMatch(/^Fraunces,/);
    expect(system.token('fonts.body')).toMatch(/^Figtree,/);
    const fonts = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
    expect(fonts.match(/font-family: '(\w+)'/g)).toEqual([
      "font-family: 'Fraunces'",
      "font-family: 'Figtree'",
    ]);
    expect(fonts.match(/font-display: swap/g)).toHaveLength(2);
    expect(fonts).not.toMatch(/https?:/);
  });

  it('shows the text in metric-matched local faces until the self-hosted ones arrive', () => {
    expect(system.token('fonts.body')).toMatch(/^Figtree, "Figtree Fallback", /);
    expect(system.token('fonts.heading')).toMatch(/^Fraunces, "Fraunces Fallback", /);
    const fonts = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
    for (const [family, local] of [
      ['Figtree Fallback', "local('Arial')"],
      ['Fraunces Fallback', "local('Times New Roman')"],
    ]) {
      const face = fonts.slice(fonts.indexOf(`font-family: '${family}'`)).split('}')[0]!;
      expect(face, family).toContain(local);
      expect(face, family).toMatch(/size-adjust: \d+(\.\d+)?%;/);
      expect(face, family).toMatch(/ascent-override: \d+(\.\d+)?%;/);
      expect(face, family).toMatch(/descent-override: \d+(\.\d+)?%;/);
    }
  });

  it('gives every accordion title the heading face, not the button default', () => {
    const accordion = system.getSlotRecipe('accordion');
    expect(accordion?.base?.itemTrigger).toMatchObject({
      fontFamily: 'heading',
      fontWeight: 'semibold',
    });
    // Chakra's own parts of the recipe are still there.
    expect(recipeStyles('accordion')).toContain('expand-height');
  });

  it('sizes headings on one scale, each step larger than the one before', () => {
    const sizes = system.getRecipe('heading')?.variants?.size as Record<
      string,
      { fontSize: string }
    >;
    const scale = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'].map((size) =>
      parseFloat(sizes[size]!.fontSize),
    );
    expect(scale).toEqual([...scale].sort((a, b) => a - b));
    expect(new Set(scale).size).toBe(scale.length);
    expect(recipeStyles('heading')).toContain('"fontFamily":"heading"');
  });
});
