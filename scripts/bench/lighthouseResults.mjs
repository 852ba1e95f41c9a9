// What the Lighthouse bench measures and how one page's runs become budget rows.

/**
 * @typedef {import('./budgets.mjs').BudgetRow} BudgetRow
 * @typedef {object} LighthousePage
 * @property {string} name         how the report names it
 * @property {string} path         what Lighthouse opens (path and query)
 * @property {string} heading      the main h1 the page shows once its content is there
 * @property {number} minPerformance
 */

/**
 * The pages with a Lighthouse budget, each as a fresh visitor opens it. Headings are the app's
 * copy (domain/src/funnel/*, checkout, onboarding): a loader, an error page or a redirect shows
 * another one, and then the figures are not the page's.
 * @type {readonly LighthousePage[]}
 */
export const LIGHTHOUSE_PAGES = [
  {
    name: 'funnel landing',
    path: '/design-profile/find-your-package',
    heading: 'Find your perfect design package',
    minPerformance: 90,
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
  },
  {
    // The preview opens as its signed-in sample client from this link (previewViewerLink.ts).
    name: 'yard overview',
    path: '/onboard/my-yard?previewViewer=sample-client',
    heading: 'My Yard',
    minPerformance: 90,
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
