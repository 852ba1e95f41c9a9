import { vi } from 'vitest';

// Test files share a worker's modules and document (isolate: false in web/vite.config.ts), so
// that React, Chakra and the other packages load once per worker. Each file still starts as a
// fresh page would: the app's own modules (stores, caches, drafts) evaluated again, and nothing
// stored in the browser by the file before.
vi.resetModules();
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (!name) continue;
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.cookie = expired;
  document.cookie = `${expired}; domain=${window.location.hostname}`;
}
window.history.replaceState(null, '', '/');
document.title = '';
