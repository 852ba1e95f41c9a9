// `npm test`: every tier. First the offline tiers in one vitest run (vitest.config.ts), then the
// emulators tier on the official emulators (vitest.emulators.config.ts) when Java and the Firestore
// emulator are here. It ends with the time of each tier and one line `N passed, M failed`.
// Extra args go to vitest, e.g. `npm test -- --project domain` or `npm test -- --project races`.
//
// Without the emulator tools the offline tiers still run, and a line says the emulators tier did
// not; with YARDWISE_REQUIRE_EMULATORS=1 (CI) that line is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_PROJECTS, runEmulatorTier } from './lib/emulatorTier.mjs';
import { REPO_ROOT } from './lib/repo.mjs';
import { VITEST_BIN, readReport, tierLines } from './lib/vitestReport.mjs';

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22) {
  console.error(
    `Tests need Node 22 (this is ${process.version}). Run them with \`npm test\`: it uses the repo's node@22.`,
  );
  process.exit(1);
}

const args = process.argv.slice(2);
/** @type {string[]} */
const projects = [];
/** @type {string[]} */
const otherArgs = [];
for (let i = 0; i < args.length; i += 1) {
  const arg = /** @type {string} */ (args[i]);
  if (arg === '--project') projects.push(args[++i] ?? '');
  else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
  else otherArgs.push(arg);
}
const emulatorProjects = projects.filter((name) => EMULATOR_PROJECTS.includes(name));
const offlineProjects = projects.filter((name) => !EMULATOR_PROJECTS.includes(name));
const runOffline = projects.length === 0 || offlineProjects.length > 0;
const runEmulators = projects.length === 0 || emulatorProjects.length > 0;
// A file filter may match files of one run only; the other then has nothing to do.
const filtered = otherArgs.some((arg) => !arg.startsWith('-'));

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (runOffline && (offlineProjects.length === 0 || offlineProjects.includes('browser'))) {
  if (!existsSync(chromium)) {
    console.error(
      "Browser journeys need Debian's chromium: sudo apt-get install -y chromium (or set CHROMIUM_PATH)",
    );
    process.exit(1);
  }
}

const reportDir = mkdtempSync(join(tmpdir(), 'yardwise-test-'));
const reportArgs = (/** @type {string} */ name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, name)}`,
  ...(filtered ? ['--passWithNoTests'] : []),
];
const say = (/** @type {string} */ line) => console.log(`[emulators] ${line}`);
const started = Date.now();
/** @type {string[]} */
const problems = [];

let offlineStatus = 0;
let offlineSeconds = 0;
if (runOffline) {
  const run = spawnSync(
    process.execPath,
    [
      VITEST_BIN,
      'run',
      ...reportArgs('offline.json'),
      ...offlineProjects.flatMap((name) => ['--project', name]),
      ...otherArgs,
    ],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  offlineStatus = run.status ?? 1;
  offlineSeconds = Math.round((Date.now() - started) / 1000);
}

let emulatorStatus = 0;
let emulatorSeconds = 0;
/** @type {string | null} */
let notRun = null;
if (runEmulators) {
  const emulatorsStarted = Date.now();
  console.log(
    '\n[emulators] the emulators tier: rules, races and the stack journeys on the official emulators',
  );
  const outcome = await runEmulatorTier({
    projects: emulatorProjects,
    vitestArgs: [...reportArgs('emulators.json'), ...otherArgs],
    say,
  });
  emulatorSeconds = Math.round((Date.now() - emulatorsStarted) / 1000);
  if (outcome.ran) emulatorStatus = outcome.status;
  else notRun = `The emulators tier did not run: ${outcome.reason}. How to get the tools is above.`;
}

const offline = readReport(join(reportDir, 'offline.json'));
const emulators = readReport(join(reportDir, 'emulators.json'));
rmSync(reportDir, { recursive: true, force: true });

let passed = offline.passed + emulators.passed;
let failed = offline.failed + emulators.failed;
// vitest failing outside any test (bad config, a crash) is a failure too, so `0 failed` always means green.
if (offlineStatus !== 0 && offline.failed === 0)
  problems.push(`the offline run exited with ${offlineStatus} outside any test (see above)`);
if (emulatorStatus !== 0 && emulators.failed === 0)
  problems.push(`the emulators tier exited with ${emulatorStatus} outside any test (see above)`);
if (notRun && process.env.YARDWISE_REQUIRE_EMULATORS === '1') {
  problems.push(`${notRun} YARDWISE_REQUIRE_EMULATORS=1 makes that a failure.`);
}
failed += problems.length;

console.log('\nTiers:');
for (const line of tierLines(new Map([...offline.tiers, ...emulators.tiers]))) console.log(line);
if (runOffline)
  console.log(`  offline run took ${offlineSeconds} s; emulators tier ${emulatorSeconds} s`);
for (const problem of problems) console.log(`\n${problem}`);
if (notRun && !problems.some((problem) => problem.startsWith(notRun))) console.log(`\n${notRun}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || offlineStatus !== 0 || emulatorStatus !== 0 ? 1 : 0);
