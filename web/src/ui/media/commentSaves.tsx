import { createContext, useContext, useMemo, useRef } from 'react';

/**
 * The comment fields of one page, so the page can send every comment still waiting for its
 * auto-save before it moves on: keepRemove is computed on the server from the saved comments.
 */
export interface CommentSaves {
  /** A field registers how to send its comment now; the returned function unregisters it. */
  register(flush: () => Promise<boolean>): () => void;
  /** Sends every waiting comment and waits for all saves; false when any of them failed. */
  flushAll(): Promise<boolean>;
}

const CommentSavesContext = createContext<CommentSaves | null>(null);

export const CommentSavesProvider = CommentSavesContext.Provider;

/** The page's registry of comment fields, stable for the page's lifetime. */
export function useCommentSavesRegistry(): CommentSaves {
  const flushes = useRef(new Set<() => Promise<boolean>>());
  return useMemo(
    () => ({
      register(flush) {
        flushes.current.add(flush);
        return () => flushes.current.delete(flush);
      },
      async flushAll() {
        const results = await Promise.all([...flushes.current].map((flush) => flush()));
        return results.every(Boolean);
      },
    }),
    [],
  );
}

/** The registry of the page around a comment field; null outside such a page. */
export function useCommentSaves(): CommentSaves | null {
  return useContext(CommentSavesContext);
}
