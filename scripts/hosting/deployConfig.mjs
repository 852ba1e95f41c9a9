import { hostingHeaders, projectDirectives } from './securityHeaders.mjs';

/** @typedef {import('./securityHeaders.mjs').DeployedProject} DeployedProject */

/**
 * The project a web build serves, read from its `VITE_*` settings. A deploy of the local demo
 * project, or one without its Firebase settings, is a mistake, so it is refused here.
 * @param {Record<string, string | undefined>} env
 * @returns {DeployedProject}
 */
export function deployedProjectFrom(env) {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? '';
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN ?? '';
  if (!projectId || projectId.startsWith('demo-')) {
    throw new Error(
      `VITE_FIREBASE_PROJECT_ID is "${projectId}": set the real project in web/.env.production.local before deploying.`,
    );
  }
  if (!/^[a-z0-9.-]+$/i.test(authDomain)) {
    throw new Error(`VITE_FIREBASE_AUTH_DOMAIN "${authDomain}" is not a host name.`);
  }
  const appUrl = URL.parse(env.VITE_APP_URL ?? '');
  if (appUrl?.protocol !== 'https:' || appUrl.hostname.endsWith('.example')) {
    throw new Error(
      `VITE_APP_URL is "${env.VITE_APP_URL ?? ''}": set the app's own https address (robots.txt and sitemap.xml name it).`,
    );
  }
  const sentryDsn = env.VITE_SENTRY_DSN || undefined;
  if (sentryDsn && new URL(sentryDsn).protocol !== 'https:') {
    throw new Error('VITE_SENTRY_DSN must be an https address.');
  }
  return {
    projectId,
    authDomain,
    functionsRegion: env.VITE_FUNCTIONS_REGION || 'us-central1',
    sentryDsn,
  };
}

/**
 * firebase.json as deployed: the same file, with its Content-Security-Policy narrowed to the
 * project's own hosts instead of any Firebase project's or any Sentry customer's.
 * @param {{ hosting: object }} firebaseJson
 * @param {DeployedProject} project
 */
export function deployConfig(firebaseJson, project) {
  return {
    ...firebaseJson,
    hosting: { ...firebaseJson.hosting, headers: hostingHeaders(projectDirectives(project)) },
  };
}
