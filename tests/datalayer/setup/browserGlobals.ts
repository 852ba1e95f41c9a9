import { JSDOM } from 'jsdom';
import { installBrowserStubs } from '../../../web/src/testing/browserStubs';

// The environment stays `node`, so `firebase/*` resolves to its Node build (gRPC), which the
// in-process emulator speaks; React and Testing Library get a jsdom window as globals instead.
const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://localhost:3000/',
  pretendToBeVisual: true,
});
const browser = dom.window;

// jsdom lacks some browser APIs Chakra (Zag) and the shell call: the web tests' stubs.
installBrowserStubs(browser);

// Node's own globals (timers, URL, fetch, Event, AbortController, TextEncoder...) are kept: the
// Firebase SDK and gRPC run on them. `self` is left out so no library takes Node for a browser.
const win = browser as unknown as Record<string, unknown>;
const global = globalThis as unknown as Record<string, unknown>;
const SELF_REFERENCES = ['window', 'self', 'top', 'parent', 'frames'];
for (const key of Object.getOwnPropertyNames(win)) {
  if (key in global || SELF_REFERENCES.includes(key)) continue;
  // Methods (getComputedStyle, requestAnimationFrame) are also called bare, without `this`.
  const value = win[key];
  const method =
    typeof value === 'function' && /^[a-z]/.test(key)
      ? (value as (...args: unknown[]) => unknown).bind(win)
      : undefined;
  Object.defineProperty(global, key, {
    configurable: true,
    get: () => method ?? win[key],
    set: (next: unknown) => {
      win[key] = next;
    },
  });
}
Object.defineProperty(global, 'window', { configurable: true, value: browser });
