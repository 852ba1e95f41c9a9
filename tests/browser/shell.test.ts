import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { NO_ORDER_TEXT } from '@yardwise/domain/checkout/messages';
import { CONSULTATION_TEXT } from '@yardwise/domain/contact/messages';
import { CONFIRM_PAYMENT_PATH, PAYMENT_RETURN_TEXT } from '@yardwise/domain/checkout/paymentReturn';
import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import { EMPTY_WISH_LIST_TITLE } from '@yardwise/domain/wishlist/messages';
import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_CHECKLIST_PATH,
  BUDGET_COMPLETE_PATH,
  checklistItemPath,
  CONSULTATION_PATH,
  DESIGN_PROFILE_PATH,
  EXTERIOR_DESIGN_PATH,
  INSTALLATION_DETAILS_PATH,
  MY_YARD_PATH,
  PACKAGES_PATH,
  PAYMENT_CONFIRMED_PATH,
  YARD_PAGES,
  yardPagePath,
} from '@yardwise/domain/routes/paths';
import { guardedStepRedirect } from '@yardwise/domain/funnel/stepGuard';
import { DEFAULT_VERSION_ID } from '@yardwise/domain/funnel/versionChoice';
import { copyAt, resolveStep, type VersionId } from '@yardwise/domain/funnel/versions';
import { SPEC_ROUTES, type SpecRoute } from '@yardwise/domain/routes/routes';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  navigateInApp,
  openSession,
  slug,
  type Session,
  type ViewportName,
} from './browser';
import { expectKeyboardSweep } from './keyboard';
import { brokenLinks, linkTargets, NOT_FOUND, type LinkSources } from './links';
import { checkPage, expectHeading, pathname, visit } from './pageChecks';
import { viewAsSampleClient } from './sampleClient';

// Every route of the route table, as a visitor and as the signed-in sample client, on a phone and
// a laptop: where it ends, its heading, axe and console errors. Each route loads once per
// viewport: on the laptop the same visit also gathers the page's links (each is then followed:
// none may end on "Page not found") and sweeps each signed-in screen by keyboard.
const baseUrl = inject('baseUrl');
const LOGIN: { path: string; title: string } = {
  path: '/login',
  title: ACCOUNT_STEP_HEADINGS.login,
};
const ACCOUNT_ROUTES = SPEC_ROUTES.filter((r) => r.access === 'account');
// Public routes that send a visitor elsewhere: /force-logout signs out and redirects to /, and /
// (the yard overview, an account route) sends a visitor on to /login.
const VISITOR_ENDS_ON: Record<string, typeof LOGIN> = {
  '/force-logout': LOGIN,
  // The start page without a package sends the buyer to choose one.
  '/create-account': { path: PACKAGES_PATH, title: 'Design packages' },
  // The purchase page without a product, sku and address goes to /packages too.
  '/purchase': { path: PACKAGES_PATH, title: 'Design packages' },
  // A visitor who has paid nothing on this device is told so, not thanked.
  [PAYMENT_CONFIRMED_PATH]: { path: PAYMENT_CONFIRMED_PATH, title: NO_ORDER_TEXT.heading },
  // Opened without a payment coming back from the bank, it says there is none to finish.
  [CONFIRM_PAYMENT_PATH]: {
    path: CONFIRM_PAYMENT_PATH,
    title: PAYMENT_RETURN_TEXT.unknownHeading,
  },
  ...funnelLandings(DEFAULT_VERSION_ID),
  // A bare /design-profile opens the version's first step.
  [DESIGN_PROFILE_PATH]: funnelLanding(DEFAULT_VERSION_ID, ''),
  // Exterior design sends a visitor without an account to our design-consultation page.
  ...Object.fromEntries(
    SPEC_ROUTES.filter((r) => r.path.startsWith(EXTERIOR_DESIGN_PATH)).map((r) => [
      r.path,
      { path: CONSULTATION_PATH, title: CONSULTATION_TEXT.title },
    ]),
  ),
};

// Account routes that lead somewhere else: buying a revision starts the checkout for one.
// A yard page of a yard the sample client has not chosen (only front and back are) goes back to
// the overview.
const CLIENT_ENDS_ON: Record<string, typeof LOGIN> = {
  '/purchase-additional-revision': { path: '/create-account', title: 'Create your account' },
  // The checklist opens on its list; an item the checklist does not have goes back to it.
  [BUDGET_CHECKLIST_PATH]: { path: BUDGET_CHECKLIST_LIST_PATH, title: 'Element selection' },
  [checklistItemPath('sample-item')]: {
    path: BUDGET_CHECKLIST_LIST_PATH,
    title: 'Element selection',
  },
  ...Object.fromEntries(
    (['left', 'right', 'outdoor'] as const).flatMap((yard) =>
      YARD_PAGES.map((page) => [
        yardPagePath(yard, page),
        { path: MY_YARD_PATH, title: SIDEBAR_LABELS['my-yard'] },
      ]),
    ),
  ),
  // Full Yard does not include exterior design: its pages send the client on to My Yard.
  ...Object.fromEntries(
    SPEC_ROUTES.filter((r) => r.path.startsWith(EXTERIOR_DESIGN_PATH)).map((r) => [
      r.path,
      { path: MY_YARD_PATH, title: SIDEBAR_LABELS['my-yard'] },
    ]),
  ),
  // Installation Details is Uber Premium's: the Full Yard sample client is sent on to My Yard.
  [INSTALLATION_DETAILS_PATH]: { path: MY_YARD_PATH, title: SIDEBAR_LABELS['my-yard'] },
  // The sample client has no wish list yet, so the complete page says the list is empty.
  [BUDGET_COMPLETE_PATH]: { path: BUDGET_COMPLETE_PATH, title: EMPTY_WISH_LIST_TITLE },
};

/**
 * A funnel step shows its title in the visitor's version (v10 without cookies), and a
 * step the version does not have sends the visitor to the version's first step.
 */
function funnelLandings(versionId: VersionId): Record<string, typeof LOGIN> {
  const prefix = '/design-profile/';
  return Object.fromEntries(
    SPEC_ROUTES.filter((r) => r.path.startsWith(prefix)).map((r) => [
      r.path,
      funnelLanding(versionId, r.path.slice(prefix.length)),
    ]),
  );
}

function funnelLanding(versionId: VersionId, step: string): typeof LOGIN {
  const resolved = resolveStep(versionId, step);
  // A new visitor has no address and no answers, so a guarded step sends them to where they give it.
  const fresh = { contactInformation: {}, questions: [] };
  const landed = guardedStepRedirect(versionId, resolved, fresh) ?? resolved;
  return { path: `/design-profile/${landed}`, title: copyAt(versionId, landed).title };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['phone', 'desktop'])('%s', (viewport) => {
  const sweeps = viewport === 'desktop';
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, viewport, baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  describe('visitor', () => {
    const links: LinkSources = new Map();
    // On the phone each route is loaded afresh, as a link from elsewhere opens it; on the laptop
    // it is opened in the running app, as the app's own links open it (and a second or so faster).
    if (sweeps) beforeAll(() => visit(session, PACKAGES_PATH));

    it.each(SPEC_ROUTES.map((r): [string, SpecRoute] => [r.path, r]))('%s', async (path, route) => {
      if (sweeps) await navigateInApp(session.page, path);
      else await visit(session, path);
      const ends =
        VISITOR_ENDS_ON[path] ??
        (route.access === 'account' ? LOGIN : { path, title: route.title });
      // The path first: the page before may have had the same heading (several end on /login).
      await expect
        .poll(() => pathname(session.page), {
          message: `a visitor ends on ${ends.path}`,
          timeout: 10_000,
        })
        .toBe(ends.path);
      await expectHeading(session, ends.title);
      await checkPage(session, `visitor-${slug(path)}`);
      if (sweeps && route.access === 'public') await linkTargets(session.page, links);
    });

    it('an unknown path shows the not-found page, under the preview banner', async () => {
      await visit(session, '/no-such-page');
      await expectHeading(session, NOT_FOUND);
      // The preview says on every page that it keeps nothing: its banner loads on its own.
      await session.page.getByRole('region', { name: 'Preview' }).waitFor({ state: 'visible' });
      await checkPage(session, 'not-found');
    });

    if (sweeps) {
      it('no link on a public page ends on "Page not found"', { timeout: 300_000 }, async () => {
        const { followed, broken } = await brokenLinks(session.page, links);
        expect(followed, 'links were found to follow').toBeGreaterThan(5);
        expect(broken, 'links that end on "Page not found"').toEqual([]);
      });
    }

    it('shows the marketing links (PORTFOLIO) where this viewport puts them', async () => {
      const { page } = session;
      await visit(session, '/packages');
      const openMenu = page.getByRole('button', { name: 'Open menu' });
      if (viewport === 'desktop') {
        await page
          .getByRole('banner')
          .getByRole('link', { name: /^portfolio$/i })
          .waitFor({ state: 'visible' });
        expect(await openMenu.isVisible(), 'no menu button on desktop').toBe(false);
        await checkPage(session, 'header');
        return;
      }
      // On a phone the links live in a drawer; the header shows only the menu button.
      const visiblePortfolio = page
        .getByRole('link', { name: /^portfolio$/i })
        .filter({ visible: true });
      expect(await visiblePortfolio.count(), 'PORTFOLIO is hidden until the menu opens').toBe(0);
      await openMenu.click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: /^portfolio$/i }).waitFor({ state: 'visible' });
      await checkPage(session, 'menu-open');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    });
  });

  describe('sample client', () => {
    const links: LinkSources = new Map();
    const swept = new Set<string>();
    beforeAll(async () => {
      await viewAsSampleClient(session);
    });

    it.each(ACCOUNT_ROUTES.map((r): [string, SpecRoute] => [r.path, r]))(
      '%s',
      async (path, route) => {
        await navigateInApp(session.page, path);
        const ends = CLIENT_ENDS_ON[path] ?? { path, title: route.title };
        // The path first: the page before may have had the same heading (several end on My Yard).
        await expect
          .poll(() => pathname(session.page), {
            message: `the signed-in client ends on ${ends.path}`,
            timeout: 10_000,
          })
          .toBe(ends.path);
        await expectHeading(session, ends.title);
        await checkPage(session, `client-${slug(path)}`);
        if (!sweeps) return;
        await linkTargets(session.page, links);
        // A route may send the client on (a yard they have not chosen): sweep each screen once.
        if (swept.has(ends.path)) return;
        swept.add(ends.path);
        await expectKeyboardSweep(session.page, ends.path);
      },
    );

    if (sweeps) {
      it('reached every control of every screen with Tab, each showing focus', () => {
        expect(swept.size, 'screens swept by keyboard').toBeGreaterThan(15);
      });

      it('no link on a signed-in page ends on "Page not found"', { timeout: 300_000 }, async () => {
        const { followed, broken } = await brokenLinks(session.page, links);
        expect(followed, 'links were found to follow').toBeGreaterThan(10);
        expect(broken, 'links that end on "Page not found"').toEqual([]);
      });
    }
  });
});
