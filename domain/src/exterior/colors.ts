import type { WithId } from '../firestore/collections';
import type { ColorDoc } from '../firestore/documents';
import {
  COLOR_OPTIONS_FETCH_FAILED,
  COLOR_PLACEMENTS,
  COLOR_REMOVE_FAILED,
  COLOR_SAVE_FAILED,
  COLOR_SELECTIONS_FETCH_FAILED,
  COLOR_SERVICE_UNREACHABLE,
} from './messages';

// The paint colour picker.

export type ColorPlacement = (typeof COLOR_PLACEMENTS)[number];

export function isColorPlacement(value: unknown): value is ColorPlacement {
  return (COLOR_PLACEMENTS as readonly unknown[]).includes(value);
}

/**
 * The `colorResponses` document. userId is the owner, whom
 * firestore.rules lets read it.
 */
export interface ColorResponseDoc {
  userId: string;
  colorId: string;
  placement: ColorPlacement;
  projectId: string;
}

/** The response document for a colour choice, owned by the user. */
export function newColorResponseDoc(
  choice: Pick<ColorResponseDoc, 'colorId' | 'placement'>,
  owner: { userId: string; projectId: string },
): ColorResponseDoc {
  return {
    userId: owner.userId,
    colorId: choice.colorId,
    placement: choice.placement,
    projectId: owner.projectId,
  };
}

/** Colours are fetched 100 to a page. */
export const COLOR_PAGE_SIZE = 100;

export interface ColorPageQuery {
  limit: number;
  offset: number;
  category?: string;
}

/** The query for one page (from 0) of colours, optionally of one category. */
export function colorPageQuery(page: number, category?: string): ColorPageQuery {
  const offset = Math.max(0, Math.floor(page)) * COLOR_PAGE_SIZE;
  return category
    ? { limit: COLOR_PAGE_SIZE, offset, category }
    : { limit: COLOR_PAGE_SIZE, offset };
}

export type ColorOperation = 'save' | 'remove' | 'fetchOptions' | 'fetchSelections';

const FAILURE_MESSAGES: Record<ColorOperation, string> = {
  save: COLOR_SAVE_FAILED,
  remove: COLOR_REMOVE_FAILED,
  fetchOptions: COLOR_OPTIONS_FETCH_FAILED,
  fetchSelections: COLOR_SELECTIONS_FETCH_FAILED,
};

/** A 403 means we cannot reach our servers; any other failure names what could not be done. */
export function colorServiceErrorMessage(operation: ColorOperation, status?: number): string {
  return status === 403 ? COLOR_SERVICE_UNREACHABLE : FAILURE_MESSAGES[operation];
}

export type ColorFetchResult<T> = { ok: true; colors: T[] } | { ok: false; message: string };

/** No colours returned is treated as an error. */
export function colorOptionsResult<T extends ColorDoc>(
  colors: readonly T[] | null | undefined,
): ColorFetchResult<T> {
  return colors && colors.length > 0
    ? { ok: true, colors: [...colors] }
    : { ok: false, message: colorServiceErrorMessage('fetchOptions') };
}

/** The categories to filter by, in the order they first appear. */
export function colorCategories(colors: readonly Pick<ColorDoc, 'category'>[]): string[] {
  return [...new Set(colors.map((color) => color.category))];
}

export interface ColorPage {
  colors: WithId<ColorDoc>[];
  /** Every category, for the filter, whichever page or category was asked for. */
  categories: string[];
  hasMore: boolean;
}

function byCategoryThenName(a: WithId<ColorDoc>, b: WithId<ColorDoc>): number {
  return (
    a.category.localeCompare(b.category) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id)
  );
}

/**
 * A page of the colour list: 100 to a page, sorted by category then name, optionally of one
 * category.
 */
export function colorPage(
  colors: readonly WithId<ColorDoc>[],
  page: number,
  category?: string,
): ColorPage {
  const all = [...colors].sort(byCategoryThenName);
  const query = colorPageQuery(page, category);
  const matching = query.category ? all.filter((c) => c.category === query.category) : all;
  return {
    colors: matching
      .slice(query.offset, query.offset + query.limit)
      .map(({ id, name, hexCode, category }) => ({ id, name, hexCode, category })),
    categories: colorCategories(all),
    hasMore: query.offset + query.limit < matching.length,
  };
}

// Decision: a colour is saved once per placement; placements may hold several colours to compare.
export function isDuplicateColorResponse(
  existing: readonly Pick<ColorResponseDoc, 'colorId' | 'placement'>[],
  choice: Pick<ColorResponseDoc, 'colorId' | 'placement'>,
): boolean {
  return existing.some(
    (response) => response.colorId === choice.colorId && response.placement === choice.placement,
  );
}
