import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installBrowserStubs } from './browserStubs';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from './viewport';

// A screen that waits for a download or a read may take more than a second on a busy machine.
configure({ asyncUtilTimeout: 3000 });

installBrowserStubs(window);
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

afterEach(() => {
  cleanup();
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
  document.title = '';
});
