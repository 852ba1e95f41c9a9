// Lighthouse figures of a build: mobile defaults (simulated throttling), the median of three runs
// per page, local Chromium, every host but 127.0.0.1 blocked. The build is served as Firebase
// Hosting serves it (HTTPS, HTTP/2, compressed): Lighthouse's simulation charges every request a
// round trip over HTTP/1.1, which would measure the local server, not the app. `npm run bench`
// measures the production build against the emulators this way (stackBench.mjs).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { builtFileSizes } from './builtFileSizes.mjs';
import {
  javascriptRows,
  LIGHTHOUSE_PAGES,
  lighthouseRows,
  loadedScriptPaths,
  medianRun,
  performanceScore,
  thirdPartyUrlPatterns,
} from './lighthouseResults.mjs';
import { createLocalCertificate } from './localCertificate.mjs';
import { serveStatic } from './staticServer.mjs';

/** @typedef {import('./budgets.mjs').BudgetRow} BudgetRow */
/** @typedef {import('./lighthouseResults.mjs').LighthousePage} LighthousePage */

const RUNS_PER_PAGE = 3;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Debian's chromium in a container runs as root (no sandbox) and without a GPU; these flags go on
// top of chrome-launcher's own. The resolver rule makes every host but 127.0.0.1 unresolvable, as in
// the browser journeys, so even a request the URL patterns miss never leaves the machine.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * Lighthouse's default (mobile) configuration, performance only. Storage is reset before each run,
 * so every run is a first visit.
 * @type {import('lighthouse').Flags}
 */
const FLAGS = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance'],
  blockedUrlPatterns: thirdPartyUrlPatterns(),
  disableFullPageScreenshot: true,
};

/**
 * Serves `distDir`, runs Lighthouse three times per page and reports each page's median run (by
 * performance score) beside its budgets, with all the JavaScript that run loaded. Throws when a
 * run fails or a page does not show its content, since its figures would then measure something
 * else.
 * @param {object} options
 * @param {string} options.distDir
 * @param {import('../hosting/hostingHeaders.mjs').HeaderRule[]} options.headerRules  Hosting's
 * @param {(tab: import('puppeteer-core').Page, baseUrl: string) => Promise<void>} [options.signIn]
 *   signs the browser in before the pages marked signedIn
 * @param {number} [options.runs]
 * @param {readonly LighthousePage[]} [options.pages]  all budgeted pages unless told
 * @param {string} [options.reportDir]  where to write each page's median result (JSON, for the
 *   Lighthouse viewer)
 * @param {(line: string) => void} [options.log]  progress, one line per run
 * @returns {Promise<BudgetRow[]>}
 */
export async function measureLighthouse({
  distDir,
  headerRules,
  signIn,
  runs = RUNS_PER_PAGE,
  pages = LIGHTHOUSE_PAGES,
  reportDir,
  log = (line) => console.error(line),
}) {
  const certificate = await createLocalCertificate();
  // Hosting's own headers: its caching and Content-Security-Policy are part of what is measured.
  const server = await serveStatic(distDir, { tls: certificate, headerRules });
  const sizes = builtFileSizes(distDir);
  const userDataDir = await mkdtemp(join(tmpdir(), 'yardwise-lighthouse-chromium-'));
  /** @type {chromeLauncher.LaunchedChrome | undefined} */
  let chrome;
  /** @type {import('puppeteer-core').Browser | undefined} */
  let browser;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      // Trusts the bench's own certificate and no other.
      chromeFlags: [...CHROMIUM_FLAGS, `--ignore-certificate-errors-spki-list=${certificate.spki}`],
      userDataDir,
    });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    /** @type {BudgetRow[]} */
    const rows = [];
    let signedIn = false;
    for (const page of pages) {
      if (page.signedIn && !signedIn) {
        if (!signIn) throw new Error(`${page.name} needs a signed-in client: no signIn given`);
        const tab = await browser.newPage();
        await signIn(tab, server.url);
        await tab.close();
        signedIn = true;
      }
      const lhrs = [];
      for (let run = 1; run <= runs; run += 1) {
        const lhr = await measuredRun(browser, server.url, page);
        log(`lighthouse: ${page.name} run ${run}/${runs}: ${summary(lhr)}`);
        lhrs.push(lhr);
      }
      const median = medianRun(lhrs);
      if (reportDir) await saveResult(reportDir, page, median);
      rows.push(...lighthouseRows(page, median));
      const scripts = loadedScriptPaths(median, server.url);
      rows.push(...javascriptRows(page, await sizes.gzipBytesOf(scripts)));
    }
    return rows;
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    await server.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run in its own tab; the tab is then asked what it shows.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} baseUrl
 * @param {LighthousePage} page
 */
async function measuredRun(browser, baseUrl, page) {
  const tab = await browser.newPage();
  try {
    // Every run loads the code as on a first visit. A fresh visitor also has no stored data:
    // Lighthouse's own reset keeps IndexedDB, where Firebase Auth keeps the visitor's sign-in. A
    // signed-in page keeps that sign-in.
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    if (!page.signedIn) {
      await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
    }
    await cdp.detach();
    const flags = page.signedIn ? { ...FLAGS, disableStorageReset: true } : FLAGS;
    const result = await lighthouse(`${baseUrl}${page.path}`, flags, undefined, tab);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${page.name} (${page.path})`);
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${page.name} (${page.path}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const shown = await tab.evaluate(() => {
      const { location, document } = /** @type {any} */ (globalThis);
      return {
        path: String(location.pathname),
        heading: document.querySelector('main#main h1')?.textContent?.trim() ?? null,
      };
    });
    const expectedPath = page.path.split('?')[0];
    if (shown.path !== expectedPath || shown.heading !== page.heading) {
      throw new Error(
        `${page.name}: expected ${expectedPath} with the heading "${page.heading}", ` +
          `but the measured page was ${shown.path} showing ${JSON.stringify(shown.heading)}`,
      );
    }
    return lhr;
  } finally {
    await tab.close();
  }
}

/** @param {any} lhr */
function summary(lhr) {
  const ms = (/** @type {string} */ id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return [
    `performance ${performanceScore(lhr)}`,
    `FCP ${ms('first-contentful-paint')} ms`,
    `LCP ${ms('largest-contentful-paint')} ms`,
    `TBT ${ms('total-blocking-time')} ms`,
    `CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}`,
  ].join(', ');
}

/**
 * @param {string} reportDir
 * @param {LighthousePage} page
 * @param {any} lhr
 */
async function saveResult(reportDir, page, lhr) {
  await mkdir(reportDir, { recursive: true });
  const name = page.name.replace(/[^a-z0-9]+/gi, '-');
  await writeFile(join(reportDir, `${name}.json`), JSON.stringify(lhr));
}
