// `npm test`: every offline tier (domain, web, functions, browser) in one vitest run,
// ending with one plain line `N passed, M failed` for CI. Extra args go to vitest,
// e.g. `npm test -- --project domain`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22) {
  console.error(
    `Tests need Node 22 (this is ${process.version}). Run them with \`npm test\`: it uses the repo's node@22.`,
  );
  process.exit(1);
}

// Without a filter every project runs; with --project, only the named ones.
const projects = args.flatMap((arg, i) =>
  arg === '--project'
    ? [args[i + 1]]
    : arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : [],
);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if ((projects.length === 0 || projects.includes('browser')) && !existsSync(chromium)) {
  console.error(
    "Browser journeys need Debian's chromium: sudo apt-get install -y chromium (or set CHROMIUM_PATH)",
  );
  process.exit(1);
}

const reportDir = mkdtempSync(join(tmpdir(), 'yardwise-test-'));
const reportFile = join(reportDir, 'vitest.json');
const vitest = join(repoRoot, 'node_modules/vitest/vitest.mjs'); // its bin; not in the package's exports
const run = spawnSync(
  process.execPath,
  [
    vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...args,
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  // A file that fails to load or whose beforeAll throws has no failing test of its own: count it once.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
  passed = report.numPassedTests;
  failed = report.numFailedTests + brokenFiles;
}
rmSync(reportDir, { recursive: true, force: true });
const status = run.status ?? 1;
if (status !== 0 && failed === 0) {
  // vitest itself failed (bad config, crash): that is a failure too, so `0 failed` always means green.
  console.log(`\nvitest exited with ${status} outside any test (see above)`);
  failed = 1;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status);
