import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { deployConfig, deployedProjectFrom } from '../../scripts/hosting/deployConfig.mjs';
import { headersFor, type HeaderRule } from '../../scripts/hosting/hostingHeaders.mjs';

// The Content-Security-Policy a deploy sends names the project's own hosts, never any project's.

const PRODUCTION_ENV = {
  VITE_FIREBASE_PROJECT_ID: 'yard-prod',
  VITE_FIREBASE_AUTH_DOMAIN: 'yard-prod.firebaseapp.com',
  VITE_APP_URL: 'https://design.yard-prod.com',
  VITE_SENTRY_DSN: 'https://public@o4506.ingest.us.sentry.io/4507',
};

async function firebaseJson() {
  return JSON.parse(await readFile(new URL('../../firebase.json', import.meta.url), 'utf8'));
}

async function deployedPolicy(env: Record<string, string>) {
  const config = deployConfig(await firebaseJson(), deployedProjectFrom(env));
  const rules = config.hosting.headers as HeaderRule[];
  const csp = headersFor('/purchase', rules)['content-security-policy'] ?? '';
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('the deployed hosting config', () => {
  it('lets the app reach only its own project’s functions, auth domain and error reporter', async () => {
    const csp = await deployedPolicy(PRODUCTION_ENV);
    const sources = [...csp.values()].flat();

    expect(csp.get('connect-src')).toContain('https://us-central1-yard-prod.cloudfunctions.net');
    expect(csp.get('connect-src')).toContain('https://o4506.ingest.us.sentry.io');
    expect(csp.get('frame-src')).toContain('https://yard-prod.firebaseapp.com');
    expect(
      sources.filter((source) => /cloudfunctions\.net|firebaseapp\.com|sentry\.io/.test(source)),
    ).toEqual([
      'https://us-central1-yard-prod.cloudfunctions.net',
      'https://o4506.ingest.us.sentry.io',
      'https://yard-prod.firebaseapp.com',
    ]);
  });

  it('uses the configured functions region and a custom auth domain', async () => {
    const csp = await deployedPolicy({
      ...PRODUCTION_ENV,
      VITE_FUNCTIONS_REGION: 'europe-west1',
      VITE_FIREBASE_AUTH_DOMAIN: 'login.yard-design.example',
    });

    expect(csp.get('connect-src')).toContain('https://europe-west1-yard-prod.cloudfunctions.net');
    expect(csp.get('frame-src')).toContain('https://login.yard-design.example');
  });

  it('allows no error reporter when none is configured', async () => {
    const { VITE_SENTRY_DSN: _, ...withoutSentry } = PRODUCTION_ENV;
    const csp = await deployedPolicy(withoutSentry);

    expect([...csp.values()].flat().join(' ')).not.toContain('sentry');
  });

  it('keeps every other header and file of firebase.json as it is', async () => {
    const local = await firebaseJson();
    const deployed = deployConfig(local, deployedProjectFrom(PRODUCTION_ENV));

    expect({ ...deployed, hosting: { ...deployed.hosting, headers: [] } }).toEqual({
      ...local,
      hosting: { ...local.hosting, headers: [] },
    });
    const names = (rules: HeaderRule[]) => rules.map((rule) => rule.headers.map((h) => h.key));
    expect(names(deployed.hosting.headers as HeaderRule[])).toEqual(names(local.hosting.headers));
  });

  it.each([
    [{ ...PRODUCTION_ENV, VITE_FIREBASE_PROJECT_ID: 'demo-yardwise' }, /demo-yardwise/],
    [{ ...PRODUCTION_ENV, VITE_FIREBASE_PROJECT_ID: '' }, /VITE_FIREBASE_PROJECT_ID/],
    [{ ...PRODUCTION_ENV, VITE_FIREBASE_AUTH_DOMAIN: 'evil.example https:' }, /not a host name/],
    [{ ...PRODUCTION_ENV, VITE_SENTRY_DSN: 'http://key@sentry.example/1' }, /https/],
    [{ ...PRODUCTION_ENV, VITE_APP_URL: 'https://app.yard-design.example' }, /VITE_APP_URL/],
    [{ ...PRODUCTION_ENV, VITE_APP_URL: 'http://design.yard-prod.com' }, /VITE_APP_URL/],
  ])('refuses to deploy with %o', (env, message) => {
    expect(() => deployedProjectFrom(env)).toThrow(message);
  });

  it('is what npm run deploy hands to firebase deploy', async () => {
    const scripts = JSON.parse(
      await readFile(new URL('../../package.json', import.meta.url), 'utf8'),
    ).scripts;

    expect(scripts.deploy).toMatch(
      /node scripts\/hosting\/writeDeployConfig\.mjs && firebase deploy --config firebase\.deploy\.json$/,
    );
  });
});
