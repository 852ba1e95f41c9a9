import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_HEADERS } from '../../scripts/hosting/securityHeaders.mjs';
import {
  allowingConnections,
  headersFor,
  type HeaderRule,
} from '../../scripts/hosting/hostingHeaders.mjs';
import { serveStatic, type StaticServer } from '../../scripts/bench/staticServer.mjs';

// What Firebase Hosting sends with the app's pages and files, read from firebase.json itself.

async function firebaseJsonRules(): Promise<HeaderRule[]> {
  const config = JSON.parse(
    await readFile(new URL('../../firebase.json', import.meta.url), 'utf8'),
  );
  return config.hosting.headers;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const PAGES = ['/', '/index.html', '/purchase', '/onboard/my-yard/front/upload'];
const ASSETS = ['/assets/index-Bx12abcd.js', '/assets/CheckoutPage-9Qw.css', '/favicon.svg'];

describe('firebase.json hosting headers', () => {
  let rules: HeaderRule[];
  beforeAll(async () => {
    rules = await firebaseJsonRules();
  });

  it('are the ones scripts/hosting/securityHeaders.mjs defines (run scripts/hosting/writeHeaders.mjs after a change)', () => {
    expect(rules).toEqual(HOSTING_HEADERS);
  });

  it.each([...PAGES, ...ASSETS])(
    'protect %s against sniffing, leaking referrers and framing',
    (path) => {
      const headers = headersFor(path, rules);

      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      const csp = directives(headers['content-security-policy'] ?? '');
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it('allow scripts only from the app and the named services: nothing inline, no eval', () => {
    const csp = directives(headersFor('/purchase', rules)['content-security-policy'] ?? '');
    const scripts = csp.get('script-src') ?? [];

    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(scripts).toContain("'self'");
    expect(scripts).toContain('https://js.stripe.com');
    expect(scripts).toContain('https://www.google.com/recaptcha/');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.join(' ')).not.toContain('unsafe-eval');
    expect([...csp.values()].flat()).not.toContain('*');
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('let Firebase, Stripe, reCAPTCHA and Typeform do their work', () => {
    const csp = directives(headersFor('/', rules)['content-security-policy'] ?? '');

    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://firebasestorage.googleapis.com',
        'https://*.cloudfunctions.net',
        'https://api.stripe.com',
      ]),
    );
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://form.typeform.com',
      ]),
    );
    expect(csp.get('img-src')).toContain('https://firebasestorage.googleapis.com');
  });

  it.each(PAGES)(
    'have the browser check %s on every load, so a deploy reaches it at once',
    (path) => {
      expect(headersFor(path, rules)['cache-control']).toBe('no-cache');
    },
  );

  it('keep hashed assets for a year, unchanged', () => {
    expect(headersFor(ASSETS[0]!, rules)['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('the emulator-mode build’s headers', () => {
  it('are Hosting’s, with the emulators’ origins added to connect-src and nothing else changed', async () => {
    const rules = await firebaseJsonRules();
    const origins = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080'];
    const local = allowingConnections(rules, origins);
    const csp = (headerRules: HeaderRule[]) =>
      directives(headersFor('/onboard', headerRules)['content-security-policy'] ?? '');
    expect(csp(local).get('connect-src')).toEqual([
      ...(csp(rules).get('connect-src') ?? []),
      ...origins,
    ]);
    const others = (map: Map<string, string[]>) =>
      [...map].filter(([name]) => name !== 'connect-src');
    expect(others(csp(local))).toEqual(others(csp(rules)));
    const withoutCsp = (headers: Record<string, string>) => ({
      ...headers,
      'content-security-policy': undefined,
    });
    expect(withoutCsp(headersFor('/assets/a.js', local))).toEqual(
      withoutCsp(headersFor('/assets/a.js', rules)),
    );
  });
});

describe('the static server of the browser journeys and the bench', () => {
  let dir: string;
  let server: StaticServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hosting-headers-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'export {};');
    server = await serveStatic(dir, { headerRules: await firebaseJsonRules() });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  function headersOf(path: string): Promise<IncomingHttpHeaders> {
    return new Promise((done, fail) => {
      httpGet(`${server.url}${path}`, (res) => {
        res.resume();
        done(res.headers);
      }).on('error', fail);
    });
  }

  it('serves firebase.json’s headers with a page, as Hosting does', async () => {
    const headers = await headersOf('/purchase');

    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const headers = await headersOf('/assets/index-abc123.js');

    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
