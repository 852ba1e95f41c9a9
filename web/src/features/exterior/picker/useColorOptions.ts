import { useCallback, useEffect, useRef, useState } from 'react';
import { colorOptionsResult } from '@yardwise/domain/exterior/colors';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { ColorDoc } from '@yardwise/domain/firestore/documents';
import { useDataLayer } from '@web/data/DataLayerContext';
import { colorFailureMessage } from './colorFailureMessage';

export interface ColorOptions {
  colors: WithId<ColorDoc>[];
  /** Every category, for the filter. */
  categories: string[];
  hasMore: boolean;
  /** The first page is on its way. */
  loading: boolean;
  loadingMore: boolean;
  /** Why the colours could not be fetched; null when they were. */
  error: string | null;
  loadMore(): void;
}

/**
 * The colours on offer: 100 to a page, all of them or one
 * category's. A new category starts again from the first page; no colours is an error.
 */
export function useColorOptions(category: string | null): ColorOptions {
  const { commands } = useDataLayer();
  const [colors, setColors] = useState<WithId<ColorDoc>[]>([]);
  const [categories, setCategories] = useState<string[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nextPage = useRef(1);
  // Only the latest category's answers count; an earlier one still on its way is ignored.
  const generation = useRef(0);

  const fetchPage = useCallback(
    (page: number) => commands.call('listColors', category ? { page, category } : { page }),
    [commands, category],
  );

  useEffect(() => {
    const current = ++generation.current;
    setLoading(true);
    setError(null);
    fetchPage(0).then(
      (result) => {
        if (current !== generation.current) return;
        const checked = colorOptionsResult(result.colors);
        setColors(checked.ok ? checked.colors : []);
        setError(checked.ok ? null : checked.message);
        setCategories(result.categories);
        setHasMore(checked.ok && result.hasMore);
        nextPage.current = 1;
        setLoading(false);
      },
      (failure: unknown) => {
        if (current !== generation.current) return;
        setColors([]);
        setHasMore(false);
        setError(colorFailureMessage('fetchOptions', failure));
        setLoading(false);
      },
    );
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    const current = generation.current;
    setLoadingMore(true);
    setError(null);
    fetchPage(nextPage.current).then(
      (result) => {
        if (current !== generation.current) return;
        setColors((shown) => [...shown, ...result.colors]);
        setHasMore(result.hasMore);
        nextPage.current += 1;
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (current !== generation.current) return;
        setError(colorFailureMessage('fetchOptions', failure));
        setLoadingMore(false);
      },
    );
  }, [fetchPage]);

  return { colors, categories, hasMore, loading, loadingMore, error, loadMore };
}
