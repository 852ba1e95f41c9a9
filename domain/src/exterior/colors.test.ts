import { describe, expect, it } from 'vitest';
import { SEED_COLORS } from '../seed/colors';
import {
  COLOR_PAGE_SIZE,
  colorCategories,
  colorOptionsResult,
  colorPageQuery,
  colorServiceErrorMessage,
  isColorPlacement,
  isDuplicateColorResponse,
  newColorResponseDoc,
} from './colors';
import { COLOR_PLACEMENTS } from './messages';

describe('colour placements', () => {
  it('are Main Color, Trim Color, Door Color and Not Sure', () => {
    expect(COLOR_PLACEMENTS).toEqual(['Main Color', 'Trim Color', 'Door Color', 'Not Sure']);
    expect(isColorPlacement('Trim Color')).toBe(true);
    expect(isColorPlacement('trim color')).toBe(false);
  });
});

describe('colour pages', () => {
  it('hold 100 colours, optionally of one category', () => {
    expect(COLOR_PAGE_SIZE).toBe(100);
    expect(colorPageQuery(0)).toEqual({ limit: 100, offset: 0 });
    expect(colorPageQuery(2, 'Blues')).toEqual({ limit: 100, offset: 200, category: 'Blues' });
    expect(colorPageQuery(-1)).toEqual({ limit: 100, offset: 0 });
  });

  it('offer the seeded categories to filter by', () => {
    const categories = colorCategories(Object.values(SEED_COLORS));
    expect(categories).toContain('Whites');
    expect(new Set(categories).size).toBe(categories.length);
  });
});

describe('colour service errors', () => {
  it('a 403 says we cannot connect, whatever the operation', () => {
    for (const operation of ['save', 'remove', 'fetchOptions', 'fetchSelections'] as const) {
      expect(colorServiceErrorMessage(operation, 403)).toBe(
        'We are having trouble connecting to our servers. Please refresh the page and try again',
      );
    }
  });

  it('other failures name the operation', () => {
    expect(colorServiceErrorMessage('save', 500)).toBe(
      'We were unable to save your color selection. Please refresh the page and try again.',
    );
    expect(colorServiceErrorMessage('remove')).toMatch(
      /^We were unable to remove your color selection/,
    );
    expect(colorServiceErrorMessage('fetchOptions', 404)).toMatch(
      /^We were unable to fetch the available color options/,
    );
    expect(colorServiceErrorMessage('fetchSelections', 401)).toMatch(
      /^We were unable to fetch your selected colors/,
    );
  });

  it('decision: the shortened messages end like the save message', () => {
    expect(colorServiceErrorMessage('remove')).toBe(
      'We were unable to remove your color selection. Please refresh the page and try again.',
    );
  });

  it('treats no colours returned as an error', () => {
    expect(colorOptionsResult([])).toEqual({
      ok: false,
      message:
        'We were unable to fetch the available color options. Please refresh the page and try again.',
    });
    expect(colorOptionsResult(null).ok).toBe(false);
    const colors = Object.values(SEED_COLORS);
    expect(colorOptionsResult(colors)).toEqual({ ok: true, colors });
  });
});

describe('colour responses', () => {
  it('are created owned by the user, for the project', () => {
    expect(
      newColorResponseDoc(
        { colorId: 'color-sage-garden', placement: 'Trim Color' },
        { userId: 'u1', projectId: 'project-1' },
      ),
    ).toEqual({
      userId: 'u1',
      colorId: 'color-sage-garden',
      placement: 'Trim Color',
      projectId: 'project-1',
    });
  });

  it('decision: the same colour in the same placement is one response', () => {
    const existing = [{ colorId: 'color-sage-garden', placement: 'Main Color' as const }];
    expect(
      isDuplicateColorResponse(existing, { colorId: 'color-sage-garden', placement: 'Main Color' }),
    ).toBe(true);
    expect(
      isDuplicateColorResponse(existing, { colorId: 'color-sage-garden', placement: 'Door Color' }),
    ).toBe(false);
    expect(
      isDuplicateColorResponse(existing, {
        colorId: 'color-iron-railing',
        placement: 'Main Color',
      }),
    ).toBe(false);
  });
});
