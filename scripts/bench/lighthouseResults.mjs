// What the Lighthouse bench measures and how one page's runs become budget rows.

/**
 * @typedef {import('./budgets.mjs').BudgetRow} BudgetRow
 * @typedef {object} LighthousePage
 * @property {string} name         how the report names it
 * @property {string} path         what Lighthouse opens (path and query)
 * @property {string} heading      the main h1 the page shows once its content is there
 * @property {number} minPerformance
 * @property {number} [javascriptLimitKb]  gzipped JavaScript the page may load, all of it counted
 * @property {boolean} [signedIn]   opened as the seeded client, signed in beforehand
 */

/**
 * The pages with a Lighthouse budget, each as a fresh visitor (or the signed-in seeded client)
 * opens it on the production build. Headings are the app's copy (domain/src/funnel/*, checkout,
 * onboarding): a loader, an error page or a redirect shows another one, and then the figures are
 * not the page's.
 * @type {readonly LighthousePage[]}
 */
export const LIGHTHOUSE_PAGES = [
  {
    name: 'funnel landing',
    path: '/design-profile/find-your-package',
    heading: 'Find your perfect design package',
    minPerformance: 90,
    javascriptLimitKb: 185,
  },
  {
    // The first quiz question of the default funnel; it renders on a fresh visit.
    name: 'quiz page',
    path: '/design-profile/yard-selection',
    heading: 'Which areas need help?',
    minPerformance: 90,
  },
  {
    // The checkout start a buyer reaches from the packages page, before any payment step.
    name: 'checkout',
    path: '/create-account?package=full-yard&lotsize=standard',
    heading: 'Create your account',
    minPerformance: 90,
    javascriptLimitKb: 300,
  },
  {
    // The seeded client (mid-onboarding), signed in: their project read live from Firestore.
    name: 'yard overview',
    path: '/onboard/my-yard',
    heading: 'My Yard',
    minPerformance: 90,
    javascriptLimitKb: 450,
    signedIn: true,
  },
];

export const LCP_LIMIT_S = 2.5;
export const TBT_LIMIT_MS = 200;
export const CLS_LIMIT = 0.05;

/**
 * Lighthouse's URL patterns (`*` wildcards) for every http(s) host that does not start with a
 * digit, and IPv6 literals: everything but the local server at 127.0.0.1. Stripe.js, Maps, fonts
 * and trackers fail at once instead of depending on this machine's network.
 * @returns {string[]}
 */
export function thirdPartyUrlPatterns() {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  return ['http', 'https'].flatMap((scheme) => [
    ...letters.map((letter) => `${scheme}://${letter}*`),
    `${scheme}://[*`,
  ]);
}

/**
 * The performance score of a run, 0-100; null when Lighthouse could not score it.
 * @param {any} lhr
 * @returns {number | null}
 */
export function performanceScore(lhr) {
  const score = lhr?.categories?.performance?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/**
 * The run with the median performance score (runs with an odd count; the lower middle otherwise).
 * @template T
 * @param {T[]} lhrs
 * @returns {T}
 */
export function medianRun(lhrs) {
  if (lhrs.length === 0) throw new Error('No Lighthouse runs to take the median of');
  const sorted = [...lhrs].sort((a, b) => (performanceScore(a) ?? 0) - (performanceScore(b) ?? 0));
  return /** @type {T} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
}

/**
 * @param {any} lhr
 * @param {string} auditId
 * @returns {number}
 */
function numericValue(lhr, auditId) {
  const value = lhr?.audits?.[auditId]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse reported no ${auditId}`);
  return value;
}

/**
 * The four budget rows of one page from its median run.
 * @param {LighthousePage} page
 * @param {any} lhr
 * @returns {BudgetRow[]}
 */
export function lighthouseRows(page, lhr) {
  const score = performanceScore(lhr);
  if (score === null) throw new Error(`Lighthouse could not score ${page.name} (${page.path})`);
  const row = { group: 'Lighthouse', name: `${page.name} (${page.path.split('?')[0]})` };
  return [
    {
      ...row,
      metric: 'performance',
      measured: score,
      limit: page.minPerformance,
      kind: 'min',
      unit: '',
    },
    {
      ...row,
      metric: 'LCP',
      measured: round(numericValue(lhr, 'largest-contentful-paint') / 1000, 2),
      limit: LCP_LIMIT_S,
      kind: 'max',
      unit: 's',
    },
    {
      ...row,
      metric: 'TBT',
      measured: Math.round(numericValue(lhr, 'total-blocking-time')),
      limit: TBT_LIMIT_MS,
      kind: 'max',
      unit: 'ms',
    },
    {
      ...row,
      metric: 'CLS',
      measured: round(numericValue(lhr, 'cumulative-layout-shift'), 3),
      limit: CLS_LIMIT,
      kind: 'max',
      unit: '',
    },
  ];
}

/**
 * @param {number} value
 * @param {number} digits
 */
function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The paths of the scripts a run loaded from the app's own origin, in the order requested: every
 * one, the SDKs included, as the browser fetched them.
 * @param {any} lhr
 * @param {string} origin  e.g. https://127.0.0.1:41234
 * @returns {string[]}
 */
export function loadedScriptPaths(lhr, origin) {
  /** @type {{ url?: string, resourceType?: string }[]} */
  const items = lhr?.audits?.['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(`${origin}/`))
    .map((item) => new URL(/** @type {string} */ (item.url)).pathname);
}

/**
 * The JavaScript row of a page: the gzipped size of everything it loaded.
 * @param {LighthousePage} page
 * @param {number} gzipBytes
 * @returns {BudgetRow[]}
 */
export function javascriptRows(page, gzipBytes) {
  if (page.javascriptLimitKb === undefined) return [];
  return [
    {
      group: 'JavaScript (gzip)',
      name: `${page.name} (${page.path.split('?')[0]})`,
      metric: 'KB loaded',
      measured: round(gzipBytes / 1000, 1),
      limit: page.javascriptLimitKb,
      kind: 'max',
      unit: 'KB',
    },
  ];
}
