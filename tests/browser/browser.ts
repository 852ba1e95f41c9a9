import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Debian's chromium in a container: it runs as root (no sandbox) and without a GPU.
// The resolver rule makes every host but 127.0.0.1 unresolvable, so a run behaves the same
// with or without internet: the app must work without Stripe.js, Maps or web fonts.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * One Chromium per test file; launch() gives it a fresh temporary profile. A build that failed to
 * build or serve (the project's globalSetup) stops the file here with the reason.
 */
export function launchBrowser(): Promise<Browser> {
  const buildError = inject('buildError');
  if (buildError) throw new Error(`No app to test: ${buildError}`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof VIEWPORTS;

const CSP_VIOLATION = 'Content-Security-Policy violation';

export interface Session {
  viewport: ViewportName;
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors since the last call. */
  takeErrors(): string[];
  close(): Promise<void>;
}

/** A new context (own storage, so own sign-in state) and one page for a viewport. */
export async function openSession(
  browser: Browser,
  viewport: ViewportName,
  baseURL: string,
): Promise<Session> {
  // Reduced motion: drawers and fades settle at once, so screenshots and contrast checks are stable.
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL,
    reducedMotion: 'reduce',
  });
  // Fail a missing element in seconds, not at the 60 s test timeout.
  context.setDefaultTimeout(10_000);
  // The page runs under the Content-Security-Policy firebase.json sends; anything it blocks is
  // reported here, and fails the session when it closes.
  await context.addInitScript((label) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${label}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  }, CSP_VIOLATION);
  const page = await context.newPage();
  const errors: string[] = [];
  const cspViolations: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    errors.push(`console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    if (message.text().startsWith(CSP_VIOLATION)) cspViolations.push(message.text());
  });
  return {
    viewport,
    context,
    page,
    takeErrors: () => errors.splice(0),
    close: async () => {
      await context.close();
      if (cspViolations.length) {
        throw new Error(`The page broke its Content-Security-Policy:\n${cspViolations.join('\n')}`);
      }
    },
  };
}

/** Client-side navigation (what a router link does): keeps in-memory state such as the preview's viewer. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** Runs axe-core on the current document (injected once per document) and returns its violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated by the browser's tools, not as an inline <script>, which the page's CSP refuses.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    // Only what the test reports crosses back to Node.
    return violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }));
  });
}

/** The serious and critical violations, one readable block each; empty when there are none. */
export function seriousViolations(violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    ${JSON.stringify(n.target)} ${n.html.slice(0, 200)}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, ' ')}` : ''}`,
        );
      const more = v.nodes.length > 5 ? [`    ... and ${v.nodes.length - 5} more`] : [];
      return [`${v.id} (${v.impact}): ${v.help} ${v.helpUrl}`, ...targets, ...more].join('\n');
    });
}

const SCREENSHOT_DIR = join(import.meta.dirname, 'screenshots');
/** Tells the tiers' screenshots apart (the stack tier's start with `stack-`). */
const SCREENSHOT_PREFIX = process.env.BROWSER_SCREENSHOT_PREFIX ?? '';
/** Screenshots cost seconds per page: they are taken when asked for, to be looked at. */
export const TAKE_SCREENSHOTS = process.env.BROWSER_SCREENSHOTS === '1';
if (TAKE_SCREENSHOTS) mkdirSync(SCREENSHOT_DIR, { recursive: true });

/**
 * With BROWSER_SCREENSHOTS=1, saves tests/browser/screenshots/<name>-<viewport>.png (gitignored),
 * the whole page.
 */
export async function screenshot(session: Session, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  const path = join(SCREENSHOT_DIR, `${SCREENSHOT_PREFIX}${name}-${session.viewport}.png`);
  await session.page.screenshot({ path, fullPage: true, animations: 'disabled' });
}

/** A file-name-safe name for a route path: /onboard/my-yard/front/upload -> onboard-my-yard-front-upload. */
export function slug(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'root';
}
