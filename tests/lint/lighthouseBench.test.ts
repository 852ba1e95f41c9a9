import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withinBudget } from '../../scripts/bench/budgets.mjs';
import { builtFileSizes } from '../../scripts/bench/builtFileSizes.mjs';
import {
  javascriptRows,
  LIGHTHOUSE_PAGES,
  lighthouseRows,
  loadedScriptPaths,
  medianRun,
  thirdPartyUrlPatterns,
} from '../../scripts/bench/lighthouseResults.mjs';
import { createLocalCertificate } from '../../scripts/bench/localCertificate.mjs';
import { serveStatic, type StaticServer } from '../../scripts/bench/staticServer.mjs';

// How the Lighthouse bench turns runs into budget rows and serves the build (`npm run bench`
// runs Lighthouse itself; it needs Chromium and takes minutes).

/** The parts of a Lighthouse result the bench reads. */
function result(score: number | null, lcpMs = 1500, tbtMs = 100, cls = 0.01) {
  return {
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: tbtMs },
      'cumulative-layout-shift': { numericValue: cls },
    },
  };
}

const landing = LIGHTHOUSE_PAGES.find((page) => page.name === 'funnel landing')!;

describe('the median of a page’s runs', () => {
  it('is the run with the middle performance score, whatever order the runs came in', () => {
    const runs = [result(0.91, 2100), result(0.97, 1400), result(0.95, 1700)];

    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([runs[1], runs[2], runs[0]])).toBe(runs[2]);
  });

  it('counts a run Lighthouse could not score as the lowest', () => {
    const runs = [result(null), result(0.8), result(0.9)];

    expect(medianRun(runs)).toBe(runs[1]);
  });

  it('refuses to pick from no runs', () => {
    expect(() => medianRun([])).toThrow(/No Lighthouse runs/);
  });
});

describe('the budget rows of a page', () => {
  it('reports score, LCP in seconds, TBT in ms and CLS beside the budgets', () => {
    const rows = lighthouseRows(landing, result(0.96, 1834, 120.4, 0.0123));

    expect(rows).toEqual([
      expect.objectContaining({ metric: 'performance', measured: 96, limit: 90, kind: 'min' }),
      expect.objectContaining({
        metric: 'LCP',
        measured: 1.83,
        limit: 2.5,
        kind: 'max',
        unit: 's',
      }),
      expect.objectContaining({
        metric: 'TBT',
        measured: 120,
        limit: 200,
        kind: 'max',
        unit: 'ms',
      }),
      expect.objectContaining({ metric: 'CLS', measured: 0.012, limit: 0.05, kind: 'max' }),
    ]);
    expect(rows.every(withinBudget)).toBe(true);
    expect(rows[0]?.name).toBe('funnel landing (/design-profile/find-your-package)');
  });

  it('breaks the budgets a slow page misses', () => {
    const rows = lighthouseRows(landing, result(0.83, 2750, 291, 0.123));

    expect(rows.filter((row) => !withinBudget(row)).map((row) => row.metric)).toEqual([
      'performance',
      'LCP',
      'TBT',
      'CLS',
    ]);
  });

  it('fails instead of reporting a run Lighthouse could not score', () => {
    expect(() => lighthouseRows(landing, result(null))).toThrow(/could not score funnel landing/);
  });

  it('gives every page 90 as the lowest score', () => {
    expect(LIGHTHOUSE_PAGES.map((page) => [page.name, page.minPerformance])).toEqual([
      ['funnel landing', 90],
      ['quiz page', 90],
      ['checkout', 90],
      ['yard overview', 90],
    ]);
  });
});

describe('the JavaScript a page loaded', () => {
  const ORIGIN = 'https://127.0.0.1:41234';
  const run = {
    audits: {
      'network-requests': {
        details: {
          items: [
            { url: `${ORIGIN}/design-profile/find-your-package`, resourceType: 'Document' },
            { url: `${ORIGIN}/assets/index-abc.js`, resourceType: 'Script' },
            { url: `${ORIGIN}/assets/index.esm-auth.js`, resourceType: 'Script' },
            { url: `${ORIGIN}/assets/index-abc.css`, resourceType: 'Stylesheet' },
            { url: 'https://js.stripe.com/v3', resourceType: 'Script' },
            { url: 'http://127.0.0.1:9099/identitytoolkit', resourceType: 'Fetch' },
          ],
        },
      },
    },
  };

  it('is every script from the app’s own origin, the SDKs included', () => {
    expect(loadedScriptPaths(run, ORIGIN)).toEqual([
      '/assets/index-abc.js',
      '/assets/index.esm-auth.js',
    ]);
  });

  it('is reported in KB beside the page’s budget, and breaks it when over', () => {
    expect(javascriptRows(landing, 184_960)).toEqual([
      expect.objectContaining({ metric: 'KB loaded', measured: 185, limit: 185, unit: 'KB' }),
    ]);
    expect(javascriptRows(landing, 232_460).filter((row) => !withinBudget(row))).toHaveLength(1);
    const quiz = LIGHTHOUSE_PAGES.find((page) => page.name === 'quiz page')!;
    expect(javascriptRows(quiz, 232_460)).toEqual([]);
  });

  it('keeps the budgets: landing 185 KB, checkout 300 KB, yard overview 450 KB', () => {
    expect(LIGHTHOUSE_PAGES.map((page) => [page.name, page.javascriptLimitKb])).toEqual([
      ['funnel landing', 185],
      ['quiz page', undefined],
      ['checkout', 300],
      ['yard overview', 450],
    ]);
  });

  it('is counted gzipped, each file once, and only inside the build', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'yardwise-built-sizes-'));
    try {
      await mkdir(join(dist, 'assets'));
      const code = 'export const answer = 42;\n'.repeat(200);
      await writeFile(join(dist, 'assets', 'a.js'), code);
      const sizes = builtFileSizes(dist);
      const once = gzipSync(code, { level: 9 }).length;
      expect(await sizes.gzipBytesOf(['/assets/a.js', '/assets/a.js'])).toBe(once);
      await expect(sizes.gzipBytesOf(['/../secret.js'])).rejects.toThrow(/outside the build/);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('blocking third-party hosts', () => {
  // Lighthouse's patterns: `*` matches any run of characters, the rest literally.
  const blocked = (url: string) =>
    thirdPartyUrlPatterns().some((pattern) =>
      new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\*/g, '.*')}`).test(
        url,
      ),
    );

  it('blocks every named host over http and https, and the local server not', () => {
    expect(blocked('https://js.stripe.com/v3')).toBe(true);
    expect(blocked('https://maps.googleapis.com/maps/api/js')).toBe(true);
    expect(blocked('http://fonts.gstatic.com/s/inter.woff2')).toBe(true);
    expect(blocked('https://[2001:db8::1]/pixel')).toBe(true);
    expect(blocked('https://127.0.0.1:41234/assets/index.js')).toBe(false);
    expect(blocked('http://127.0.0.1:41234/design-profile/find-your-package')).toBe(false);
  });
});

describe('serving the build as the hosting does', () => {
  let dist: string;
  let plain: StaticServer;
  let secure: StaticServer;
  const script = 'export const greeting = "hello";\n'.repeat(50);

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'lighthouse-bench-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dist, 'assets', 'index.js'), script);
    plain = await serveStatic(dist);
    secure = await serveStatic(dist, { tls: await createLocalCertificate() });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
    await rm(dist, { recursive: true, force: true });
  });

  async function get(path: string, acceptEncoding: string) {
    const response = await fetch(`${plain.url}${path}`, {
      headers: { 'accept-encoding': acceptEncoding },
    });
    return {
      status: response.status,
      encoding: response.headers.get('content-encoding'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('answers an app route with index.html and a missing asset with 404', async () => {
    const route = await get('/design-profile/find-your-package', 'identity');
    const missing = await get('/assets/missing.js', 'identity');

    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<div id="root">');
    expect(missing.status).toBe(404);
  });

  it('sends text compressed the way the browser asks for', async () => {
    // fetch decodes the body itself; a plain request shows the bytes on the wire.
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((done, fail) => {
        const headers = { 'accept-encoding': acceptEncoding };
        httpGet(`${plain.url}/assets/index.js`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', fail);
      });

    const brotli = await raw('gzip, deflate, br');
    const gzip = await raw('gzip');
    const identity = await raw('identity');

    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 4);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(identity.encoding).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
  });

  it('speaks HTTP/2 over TLS with the local certificate', async () => {
    expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(secure.url, { rejectUnauthorized: false });
    try {
      const status = await new Promise<number>((done, fail) => {
        const stream = session.request({ ':path': '/onboard/my-yard' });
        stream.on('response', (headers) => done(Number(headers[':status'])));
        stream.on('error', fail);
        stream.resume();
      });
      expect(status).toBe(200);
    } finally {
      session.close();
    }
  });
});
