import type { Page } from 'playwright-core';
import { navigateInApp } from './browser';
import { pathname, waitForHeading } from './pageChecks';

// Following the app's own links: none may end on the not-found page.

export const NOT_FOUND = 'Page not found';

/** Each in-app link target (path and query) with the first page it was seen on. */
export type LinkSources = Map<string, string>;

/** Adds the page's in-app link targets; other sites and mailto: are left out. */
export async function linkTargets(page: Page, sources: LinkSources): Promise<void> {
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => new URL(link.href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
  const source = pathname(page);
  for (const target of targets) if (!sources.has(target)) sources.set(target, source);
}

/**
 * The page's h1 once one shows and the app has rendered what that route leads to: a redirect
 * happens in the render after the route's, so the heading is read again after the next frame.
 */
async function settledHeading(page: Page): Promise<string | null> {
  await waitForHeading(page, /./);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  return waitForHeading(page, /./);
}

/** Follows every link target in the app (client-side, as a click does): where does each end? */
export async function brokenLinks(page: Page, sources: LinkSources) {
  const broken: string[] = [];
  // Start on a page the links were found on: a not-found page's heading would linger while the
  // first target's lazy route loads, and read as that target being broken.
  const [start] = sources.values();
  if (start) {
    await navigateInApp(page, start);
    await waitForHeading(page, new RegExp(`^(?!${NOT_FOUND}$).`));
  }
  for (const [target, source] of sources) {
    await navigateInApp(page, target);
    if ((await settledHeading(page)) === NOT_FOUND) broken.push(`${target} (from ${source})`);
  }
  return { followed: sources.size, broken };
}
