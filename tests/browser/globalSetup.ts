import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveStatic } from '../../scripts/bench/staticServer.mjs';
import { readHostingHeaders } from '../../scripts/hosting/hostingHeaders.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the preview build is served, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** Why there is no preview to test (build failed, no dist); the browser tests fail with it. */
    previewError: string;
  }
}

const repoRoot = resolve(import.meta.dirname, '../..');
const distDir = resolve(repoRoot, 'web/dist');

/**
 * Builds the preview (in-memory data layer) once per run and serves it to every browser test file.
 * A broken build does not throw here: that would abort every other project's tests too.
 * It is handed to the browser tests instead, which fail with it.
 */
export default async function setup(project: TestProject) {
  project.provide('baseUrl', '');
  project.provide('previewError', '');
  const problem = build();
  if (problem) {
    console.error('[browser] no preview to test; the browser tests fail with the reason');
    project.provide('previewError', problem);
    return;
  }
  // With Hosting's headers, so every journey runs under the app's Content-Security-Policy.
  const server = await serveStatic(distDir, { headerRules: await readHostingHeaders() });
  console.log(`[browser] preview served at ${server.url}`);
  project.provide('baseUrl', server.url);
  return () => server.close();
}

function build(): string | undefined {
  if (process.env.BROWSER_TESTS_SKIP_BUILD === '1') {
    console.log('[browser] BROWSER_TESTS_SKIP_BUILD=1: using the existing web/dist');
  } else {
    console.log('[browser] building the preview: npm run build:preview -w web');
    // Output is shown only on failure, so a green run stays readable.
    const build = spawnSync('npm', ['run', 'build:preview', '-w', 'web'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' }, // plain text in the failure message
    });
    if (build.status !== 0) {
      return `npm run build:preview -w web failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`;
    }
  }
  if (!existsSync(resolve(distDir, 'index.html'))) {
    return 'web/dist/index.html is missing: run `npm run build:preview -w web` or unset BROWSER_TESTS_SKIP_BUILD';
  }
  return undefined;
}
