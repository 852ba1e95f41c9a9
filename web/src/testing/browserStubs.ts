import { mediaQueryMatches } from './viewport';

class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class NoopIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/**
 * The browser APIs jsdom lacks that Chakra (Zag) and the shell call. jsdom's own scrollTo only
 * prints a warning, so it is replaced too: tests spy on this one instead.
 */
export function installBrowserStubs(browser: Window & typeof globalThis): void {
  browser.matchMedia = (query: string): MediaQueryList => ({
    media: query,
    matches: mediaQueryMatches(query, browser.innerWidth),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  browser.ResizeObserver ??= NoopResizeObserver;
  browser.IntersectionObserver ??= NoopIntersectionObserver;
  browser.scrollTo = (() => undefined) as typeof browser.scrollTo;
  browser.Element.prototype.scrollTo ??= () => undefined;
  browser.Element.prototype.scrollIntoView ??= () => undefined;
}
