// What search engines are told about the app: the public pages worth finding (sitemap.xml), and
// the private ones to keep out of their index (robots.txt). The web build's config loads this
// module on its own, so it imports nothing; siteIndex.test.ts checks its paths against the routes.

/** The pages a visitor may land on from a search: the funnel's landing, the consultation, sign-in and sign-up. */
export const INDEXED_PATHS: readonly string[] = [
  '/design-profile/find-your-package',
  '/design-consultation',
  '/login',
  '/create-account',
];

/**
 * The paths robots.txt keeps out: onboarding and every other page that needs an account, and the
 * checkout pages that are public to open but only make sense mid-purchase (a search result there
 * would land a stranger on someone's payment step).
 */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/confirm-payment',
  '/design-feedback',
  '/force-logout',
  '/onboard',
  '/payment-confirmed',
  '/purchase',
  '/purchase-additional-revision',
  '/rescue-anonymous-session',
];

/** The site's http(s) origin, without a trailing slash; throws for anything else. */
function originOf(siteUrl: string): string {
  const origin = /^https?:\/\/[a-z0-9.-]+(:\d+)?(?=\/?$)/i.exec(siteUrl.trim())?.[0];
  if (!origin) throw new Error(`The site address must be an http(s) origin, not "${siteUrl}"`);
  return origin.toLowerCase();
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${originOf(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(siteUrl: string): string {
  const origin = originOf(siteUrl);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXED_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
