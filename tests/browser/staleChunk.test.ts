import { cp, mkdtemp, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { PACKAGES_PATH } from '@yardwise/domain/routes/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../scripts/bench/staticServer.mjs';
import { readHostingHeaders } from '../../scripts/hosting/hostingHeaders.mjs';
import { launchBrowser, navigateInApp, openSession, type Session } from './browser';
import { visit, waitForHeading } from './pageChecks';

// A visitor holds the page of one deploy while the next deploy replaces the route chunks: the
// next screen's chunk is gone. The app reloads once to the same address and the screen arrives.
const distDir = resolve(import.meta.dirname, '../../web/dist');
const LOGIN_HEADING = ACCOUNT_STEP_HEADINGS.login;

/** The built file (under assets/) whose name starts with `prefix`, e.g. "AccountPage-". */
async function assetNamed(dir: string, prefix: string): Promise<string> {
  const names = await readdir(join(dir, 'assets'));
  const name = names.find((n) => n.startsWith(prefix) && n.endsWith('.js'));
  if (!name) throw new Error(`no built chunk starts with ${prefix}`);
  return name;
}

/**
 * What a new deploy does to hashed files: the chunk gets a new name, and so does every file whose
 * content changes because it names a renamed file; index.html keeps its name and points to them.
 */
async function redeployWithRenamedChunk(dir: string, chunk: string): Promise<void> {
  const assets = join(dir, 'assets');
  const renamed = new Map<string, string>();
  let pending = [chunk];
  while (pending.length) {
    for (const name of pending) {
      const next = name.replace(/\.js$/, '-next.js');
      await rename(join(assets, name), join(assets, next));
      renamed.set(name, next);
    }
    pending = [];
    const files = (await readdir(assets)).filter((n) => n.endsWith('.js'));
    for (const name of [...files.map((n) => join('assets', n)), 'index.html']) {
      const path = join(dir, name);
      const text = await readFile(path, 'utf8');
      let updated = text;
      for (const [from, to] of renamed) updated = updated.split(from).join(to);
      if (updated === text) continue;
      await writeFile(path, updated);
      const base = name.replace('assets/', '');
      if (name !== 'index.html' && !renamed.has(base) && ![...renamed.values()].includes(base)) {
        pending.push(base);
      }
    }
  }
}

describe('a route chunk replaced by a newer deploy', () => {
  let browser: Browser;
  let dir: string;
  let server: StaticServer;
  let session: Session;
  let loads: number;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stale-chunk-'));
    await cp(distDir, dir, { recursive: true });
    server = await serveStatic(dir, { headerRules: await readHostingHeaders() });
    session = await openSession(browser, 'desktop', server.url);
    loads = 0;
    session.page.on('load', () => {
      loads += 1;
    });
    // The packages page: its chunk is not the login page's.
    await visit(session, PACKAGES_PATH);
    await waitForHeading(session.page, 'Design packages');
    return async () => {
      await session.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    };
  });

  it('reloads the page once to the same address, and the screen arrives', async () => {
    await redeployWithRenamedChunk(dir, await assetNamed(dir, 'AccountPage-'));
    await server.reload();

    await navigateInApp(session.page, '/login');

    expect(await waitForHeading(session.page, LOGIN_HEADING, 15_000)).toBe(LOGIN_HEADING);
    expect(new URL(session.page.url()).pathname).toBe('/login');
    expect(loads).toBe(2);
    // The failed download before the reload is the only error.
    expect(session.takeErrors().filter((e) => !e.includes('AccountPage-'))).toEqual([]);
  });

  it('reloads only once when the chunk is still missing after the reload', async () => {
    await unlink(join(dir, 'assets', await assetNamed(dir, 'AccountPage-')));
    await server.reload();

    await navigateInApp(session.page, '/login');
    // The error page says so, with a way to reach the team, instead of reloading again.
    await session.page
      .getByText("We're sorry, but something went wrong.")
      .waitFor({ state: 'visible', timeout: 15_000 });

    expect(loads).toBe(2);
    expect(new URL(session.page.url()).pathname).toBe('/login');
    session.takeErrors();
  });
});
