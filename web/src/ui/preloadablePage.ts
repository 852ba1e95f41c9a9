import { createElement, lazy, type ComponentType } from 'react';
import { loadOnce } from '@web/data/loadOnce';

export interface PreloadablePage<P extends object> {
  Page: ComponentType<P>;
  /** Downloads the page's chunk (once); the lazy page and every preload share the download. */
  load: () => Promise<unknown>;
}

/**
 * A page in its own chunk that can be downloaded before it is first rendered. Rendered before its
 * chunk is here, it suspends like any lazy component; once the chunk is here it renders at once,
 * with no fallback frame, so a page preloaded at startup is in the app's first paint. A failed
 * download is forgotten, so the next render or preload tries again.
 */
export function preloadablePage<P extends object>(
  importPage: () => Promise<ComponentType<P>>,
): PreloadablePage<P> {
  let loaded: ComponentType<P> | undefined;
  const load = loadOnce(() =>
    importPage().then((component) => {
      loaded = component;
      return { default: component };
    }),
  );
  const LazyPage = lazy(load);
  function Page(props: P) {
    return createElement(loaded ?? LazyPage, props);
  }
  return { Page, load };
}
