import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceOnFailedChunk, shouldReloadForFailedChunk } from './staleChunkReload';

const PAGE = 'https://yards.example/purchase?package=back-yard';

describe('a failed chunk download', () => {
  it('reloads a page that has not been reloaded for it', () => {
    expect(shouldReloadForFailedChunk(null, PAGE, 1_000)).toBe(true);
  });

  it('does not reload the same page again right after reloading it', () => {
    const mark = JSON.stringify({ url: PAGE, at: 1_000 });

    expect(shouldReloadForFailedChunk(mark, PAGE, 30_000)).toBe(false);
  });

  it('reloads another page, or the same page a while later (a later deploy)', () => {
    const mark = JSON.stringify({ url: PAGE, at: 1_000 });

    expect(shouldReloadForFailedChunk(mark, 'https://yards.example/onboard', 2_000)).toBe(true);
    expect(shouldReloadForFailedChunk(mark, PAGE, 1_000 + 61_000)).toBe(true);
  });

  it('ignores an unreadable mark', () => {
    expect(shouldReloadForFailedChunk('{oops', PAGE, 1_000)).toBe(true);
  });
});

describe('reloadOnceOnFailedChunk', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  function fakeWindow() {
    const target = new EventTarget();
    const reload = vi.fn();
    const win = Object.assign(target, { location: { href: PAGE, reload } }) as unknown as Window;
    return { win, reload, fail: () => target.dispatchEvent(new Event('vite:preloadError')) };
  }

  it('reloads once when a chunk fails, and not again when it fails after that reload', () => {
    const first = fakeWindow();
    reloadOnceOnFailedChunk(first.win);
    first.fail();
    first.fail();
    expect(first.reload).toHaveBeenCalledTimes(1);

    // The reloaded page installs the handler again; its chunk still fails.
    const second = fakeWindow();
    reloadOnceOnFailedChunk(second.win);
    second.fail();
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('does not reload without session storage, where a loop could not be told apart', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('The operation is insecure.');
    });
    const { win, reload, fail } = fakeWindow();
    reloadOnceOnFailedChunk(win);
    fail();

    expect(reload).not.toHaveBeenCalled();
  });
});
