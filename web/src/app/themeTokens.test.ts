import { describe, expect, it } from 'vitest';
import { lightOnly, paletteNames, withoutPalettes } from './themeTokens';

const colors = {
  white: { value: '#fff' },
  gray: { 50: { value: '#fafafa' }, 500: { value: '#71717a' } },
  teal: { 50: { value: '#f0fdfa' }, 500: { value: '#14b8a6' } },
};

describe('theme token trimming', () => {
  it('names the palettes: colour groups with shades, not single colours', () => {
    expect(paletteNames(colors)).toEqual(['gray', 'teal']);
  });

  it('leaves out the named palettes and keeps everything else', () => {
    expect(withoutPalettes(colors, ['teal'])).toEqual({ white: colors.white, gray: colors.gray });
  });

  it('keeps only the light value of a colour that has a dark one', () => {
    const semantic = {
      colors: {
        bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
        fg: { error: { value: '{colors.red.700}' } },
      },
      shadows: {
        xs: { value: { base: '0 1px 2px black', _light: '0 1px 2px gray', _dark: 'none' } },
      },
    };

    expect(lightOnly(semantic)).toEqual({
      colors: {
        bg: { DEFAULT: { value: '{colors.white}' } },
        fg: { error: { value: '{colors.red.700}' } },
      },
      shadows: { xs: { value: { base: '0 1px 2px black', _light: '0 1px 2px gray' } } },
    });
  });
});
