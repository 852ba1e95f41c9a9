import { SPEC_ROUTES } from '@yardwise/domain/routes/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, navigateInApp, openSession, type Session } from './browser';
import { pathname, visit, waitForHeading } from './pageChecks';
import { viewAsSampleClient } from './sampleClient';

// No link anywhere in the app ends on "Page not found": every in-app link on every page of the
// route table is followed, as a visitor and as the signed-in sample client.
const baseUrl = inject('baseUrl');
const NOT_FOUND = 'Page not found';

/** The in-app targets (path and query) of the page's links; other sites and mailto: are left out. */
async function linkTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => new URL(link.href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
}

/** The page's h1 once one shows and the page has settled (a redirect may still replace it). */
async function settledHeading(page: Page): Promise<string | null> {
  await waitForHeading(page, /./);
  await page.waitForTimeout(300);
  return waitForHeading(page, /./);
}

/** Opens every route, collects its links, then follows each distinct one: where does it end? */
async function brokenLinks(session: Session, routes: readonly string[]) {
  const sources = new Map<string, string>();
  for (const route of routes) {
    await navigateInApp(session.page, route);
    await settledHeading(session.page);
    for (const target of await linkTargets(session.page)) {
      if (!sources.has(target)) sources.set(target, pathname(session.page));
    }
  }
  const broken: string[] = [];
  for (const [target, source] of sources) {
    await navigateInApp(session.page, target);
    if ((await settledHeading(session.page)) === NOT_FOUND)
      broken.push(`${target} (from ${source})`);
  }
  return { followed: sources.size, broken };
}

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await openSession(browser, 'desktop', baseUrl);
});
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('every link leads somewhere', () => {
  it('recognises the not-found page', async () => {
    await visit(session, '/packages');
    await navigateInApp(session.page, '/no-such-page');
    expect(await settledHeading(session.page)).toBe(NOT_FOUND);
  });

  it('as a visitor', { timeout: 300_000 }, async () => {
    await visit(session, '/packages');
    const routes = SPEC_ROUTES.filter((route) => route.access === 'public').map((r) => r.path);
    const { followed, broken } = await brokenLinks(session, routes);
    expect(followed, 'links were found to follow').toBeGreaterThan(5);
    expect(broken, 'links that end on "Page not found"').toEqual([]);
  });

  it('as the signed-in sample client', { timeout: 300_000 }, async () => {
    await viewAsSampleClient(session);
    const routes = SPEC_ROUTES.filter((route) => route.access === 'account').map((r) => r.path);
    const { followed, broken } = await brokenLinks(session, routes);
    expect(followed, 'links were found to follow').toBeGreaterThan(10);
    expect(broken, 'links that end on "Page not found"').toEqual([]);
  });
});
