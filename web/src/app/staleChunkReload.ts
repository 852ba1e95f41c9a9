import { readDraft, writeDraft } from '@web/ui/sessionDraft';

const RELOADED_KEY = 'yardwise:stale-chunk-reload';
// A second failure this soon after reloading the same page is not a stale deploy: show the error.
const ONE_RELOAD_WINDOW_MS = 60_000;

interface ReloadMark {
  url: string;
  at: number;
}

function readMark(text: string | null): ReloadMark | null {
  if (!text) return null;
  try {
    const mark = JSON.parse(text) as Partial<ReloadMark>;
    return typeof mark.url === 'string' && typeof mark.at === 'number'
      ? { url: mark.url, at: mark.at }
      : null;
  } catch {
    return null;
  }
}

/** Whether a failed chunk download on `url` should reload the page: once per page, never a loop. */
export function shouldReloadForFailedChunk(lastReload: string | null, url: string, now: number) {
  const mark = readMark(lastReload);
  return !mark || mark.url !== url || now - mark.at > ONE_RELOAD_WINDOW_MS;
}

/**
 * After a deploy, a visitor still on the old page asks for route chunks that no longer exist. Vite
 * reports each failed download as `vite:preloadError`; the page then reloads once to the same URL,
 * which fetches the new page and its chunks. Drafts are in sessionStorage, so typed text survives.
 * Without sessionStorage there is no way to tell a loop apart, so the error shows instead.
 */
export function reloadOnceOnFailedChunk(win: Window = window): void {
  win.addEventListener('vite:preloadError', () => {
    const url = win.location.href;
    const now = Date.now();
    if (!shouldReloadForFailedChunk(readDraft(RELOADED_KEY), url, now)) return;
    writeDraft(RELOADED_KEY, JSON.stringify({ url, at: now }));
    if (readMark(readDraft(RELOADED_KEY))?.at !== now) return;
    win.location.reload();
  });
}
