import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveStatic } from '../../scripts/bench/staticServer.mjs';
import type { HeaderRule } from '../../scripts/hosting/hostingHeaders.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the build under test is served, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** Why there is no build to test (build failed, no backend); the browser tests fail with it. */
    buildError: string;
  }
}

const repoRoot = resolve(import.meta.dirname, '../..');

interface ServedBuild {
  /** The tier's name in log lines. */
  label: string;
  /** The web workspace's npm script that builds it. */
  script: string;
  /** Where that script writes, relative to web/. */
  outDir: string;
  headerRules: HeaderRule[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Builds the web app once per run and serves it, with Hosting's headers, to every browser test
 * file of the project. A broken build does not throw here (that would abort every other project's
 * tests too): the reason goes to the browser tests, which fail with it.
 */
export async function buildAndServe(project: TestProject, build: ServedBuild) {
  project.provide('baseUrl', '');
  project.provide('buildError', '');
  const problem = runBuild(build);
  if (problem) {
    console.error(`[${build.label}] nothing to test; the browser tests fail with the reason`);
    project.provide('buildError', problem);
    return undefined;
  }
  const server = await serveStatic(resolve(repoRoot, 'web', build.outDir), {
    headerRules: build.headerRules,
  });
  console.log(`[${build.label}] served at ${server.url}`);
  project.provide('baseUrl', server.url);
  return () => server.close();
}

function runBuild({ label, script, outDir, env }: ServedBuild): string | undefined {
  const dist = resolve(repoRoot, 'web', outDir);
  if (process.env.BROWSER_TESTS_SKIP_BUILD === '1') {
    console.log(`[${label}] BROWSER_TESTS_SKIP_BUILD=1: using the existing web/${outDir}`);
  } else {
    console.log(`[${label}] building: npm run ${script} -w web`);
    // Output is shown only on failure, so a green run stays readable.
    const run = spawnSync('npm', ['run', script, '-w', 'web'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ...env, NO_COLOR: '1' }, // plain text in the failure message
    });
    if (run.status !== 0) {
      return `npm run ${script} -w web failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`;
    }
  }
  if (!existsSync(resolve(dist, 'index.html'))) {
    return `web/${outDir}/index.html is missing: run \`npm run ${script} -w web\` or unset BROWSER_TESTS_SKIP_BUILD`;
  }
  return undefined;
}
