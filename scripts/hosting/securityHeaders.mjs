/**
 * The response headers Firebase Hosting sends with every page and file. `firebase.json` holds a
 * copy (JSON has no comments, so the reasons live here); `node scripts/hosting/writeHeaders.mjs`
 * writes it, and tests/lint/hostingHeaders.test.ts fails when the two differ.
 */

/**
 * Content-Security-Policy, one directive per entry. Only the origins the app talks to are allowed;
 * no script may be inline or come from eval.
 * @type {Record<string, string[]>}
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': [
    "'self'",
    // Stripe.js must load from Stripe itself (card fields and fraud signals).
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    // reCAPTCHA (checkout's bot check and the App Check provider).
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    // Firebase Auth loads Google's sign-in helper for "Sign in with Google".
    'https://apis.google.com',
    // The Google tag, loaded only when a measurement id is configured.
    'https://www.googletagmanager.com',
  ],
  // Emotion (the styling engine of Chakra UI) and Stripe.js insert <style> elements at run time,
  // which a CSP can only allow as inline styles. Typeform's embed links its stylesheet.
  'style-src': ["'self'", "'unsafe-inline'", 'https://embed.typeform.com'],
  // Self-hosted fonts only.
  'font-src': ["'self'"],
  'img-src': [
    "'self'",
    // Small inline icons, and the photos a client picked, previewed before they upload.
    'data:',
    'blob:',
    // Uploaded photos, the static map of the property, and the Google tag's beacons.
    'https://firebasestorage.googleapis.com',
    'https://maps.googleapis.com',
    'https://*.google-analytics.com',
    'https://www.googletagmanager.com',
  ],
  // Uploaded videos, and a picked video before it uploads.
  'media-src': ["'self'", 'blob:', 'https://firebasestorage.googleapis.com'],
  'connect-src': [
    "'self'",
    // Firebase Auth, Firestore, Storage, App Check and the callable functions.
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
    'https://firebasestorage.googleapis.com',
    'https://content-firebaseappcheck.googleapis.com',
    'https://*.cloudfunctions.net',
    // Stripe's API, called by Stripe.js.
    'https://api.stripe.com',
    // The Google tag's measurement requests.
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    // The error reporter (Sentry), when a DSN is configured.
    'https://*.ingest.sentry.io',
    'https://*.ingest.us.sentry.io',
    'https://*.ingest.de.sentry.io',
  ],
  'frame-src': [
    // Stripe's card fields and 3-D Secure pages.
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    // reCAPTCHA's challenge frames.
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
    // The Typeform quiz.
    'https://form.typeform.com',
    // Firebase Auth's sign-in helper frame on the project's auth domain.
    'https://*.firebaseapp.com',
  ],
  // Sentry's session replay compresses in a worker it starts from a blob.
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // No other site may frame the app (clickjacking of the checkout).
  'frame-ancestors': ["'none'"],
};

/**
 * The one Firebase project a deploy serves. Its hosts replace the wildcards above, which stay in
 * firebase.json only for the emulators and tests, where no project is configured.
 * @typedef {{ projectId: string, authDomain: string, functionsRegion: string, sentryDsn?: string }} DeployedProject
 */

const FUNCTIONS_WILDCARD = 'https://*.cloudfunctions.net';
const AUTH_DOMAIN_WILDCARD = 'https://*.firebaseapp.com';
const SENTRY_WILDCARD = /^https:\/\/\*\.ingest\.([a-z]+\.)?sentry\.io$/;

/**
 * The directives narrowed to one project: its callable functions' host, its auth domain, and the
 * error reporter's ingest host from its DSN (none without a DSN).
 * @param {DeployedProject} project
 * @returns {Record<string, string[]>}
 */
export function projectDirectives(project) {
  const functionsHost = `https://${project.functionsRegion}-${project.projectId}.cloudfunctions.net`;
  const authDomain = `https://${project.authDomain}`;
  const sentryHosts = project.sentryDsn ? [new URL(project.sentryDsn).origin] : [];
  return Object.fromEntries(
    Object.entries(CSP_DIRECTIVES).map(([directive, sources]) => {
      const narrowed = sources.flatMap((source) => {
        if (source === FUNCTIONS_WILDCARD) return [functionsHost];
        if (source === AUTH_DOMAIN_WILDCARD) return [authDomain];
        if (SENTRY_WILDCARD.test(source)) return sentryHosts;
        return [source];
      });
      return [directive, [...new Set(narrowed)]];
    }),
  );
}

/**
 * @param {Record<string, string[]>} directives
 * @returns {string}
 */
export function contentSecurityPolicy(directives = CSP_DIRECTIVES) {
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Sent with every response.
 * @param {Record<string, string[]>} directives
 * @returns {{ key: string, value: string }[]}
 */
const securityHeaders = (directives) => [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy(directives) },
  // Older browsers ignore frame-ancestors; this says the same to them.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Other sites learn only our origin, never a path with an order or a query string.
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // The app uses no camera, microphone, location or USB (photos come through the file picker);
  // payment stays open to Stripe for wallet payments.
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
  },
];

/**
 * The `hosting.headers` of firebase.json. When several rules match, Hosting applies the last one,
 * so the file-specific caching comes after the rule for everything.
 * @param {Record<string, string[]>} directives
 */
export const hostingHeaders = (directives) => [
  {
    source: '**',
    headers: [
      ...securityHeaders(directives),
      // The page itself is checked on every load, so a deploy reaches visitors at once.
      { key: 'Cache-Control', value: 'no-cache' },
    ],
  },
  {
    // Vite names every built asset by its content hash: a changed file gets a new name.
    source: '/assets/**',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
];

/** The headers of firebase.json itself, for the emulators and tests. */
export const HOSTING_HEADERS = hostingHeaders(CSP_DIRECTIVES);
