import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { DEFAULT_VIEWPORT_WIDTH, mediaQueryMatches, setViewportWidth } from './viewport';

// A screen that waits for a download or a read may take more than a second on a busy machine.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these browser APIs; Chakra (Zag) and the shell call them.

window.matchMedia = (query: string): MediaQueryList => ({
  media: query,
  matches: mediaQueryMatches(query, window.innerWidth),
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
});

class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopResizeObserver;

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
window.IntersectionObserver ??= NoopIntersectionObserver;

// jsdom's scrollTo prints "not implemented"; tests spy on this one instead.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollTo ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

afterEach(() => {
  cleanup();
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
  document.title = '';
});
