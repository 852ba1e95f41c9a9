// The emulators tier: the Firestore rules, the race tests, (where its runtime is here) the Storage
// rules, and the stack's browser journeys (the production build against Auth, Firestore and
// Functions), on the official emulators inside one `firebase emulators:exec`, which starts them,
// sets FIRESTORE_EMULATOR_HOST and friends for the test run, and stops them afterwards.
import { spawn, spawnSync } from 'node:child_process';
import {
  findEmulatorTools,
  emulatorEnv,
  emulatorToolsReport,
  firestoreMissingReason,
  startableEmulators,
} from './emulatorTools.mjs';
import { PROJECT_ID, REPO_ROOT, childEnv, localBin } from './repo.mjs';
import { VITEST_BIN } from './vitestReport.mjs';

export const EMULATOR_CONFIG = 'vitest.emulators.config.ts';
/** The tier's vitest projects (vitest.emulators.config.ts). */
export const EMULATOR_PROJECTS = ['firestore-rules', 'storage-rules', 'races', 'stack'];
/**
 * The Stripe webhook's signing secret on this run's Functions emulator: the stack journeys sign the
 * events they deliver as Stripe would. No Stripe API key is set, so checkout keeps its test payment.
 */
export const STACK_WEBHOOK_SECRET = 'whsec_local_stack_journeys';

/**
 * @typedef {{ ran: true, status: number } | { ran: false, reason: string }} TierOutcome
 */

/**
 * Runs the tier's projects (all, or those named) and answers how it went.
 * @param {{ projects: string[], vitestArgs: string[], say: (line: string) => void }} options
 * @returns {Promise<TierOutcome>}
 */
export async function runEmulatorTier({ projects, vitestArgs, say }) {
  const tools = findEmulatorTools();
  say('the official emulators need:');
  for (const line of emulatorToolsReport(tools)) say(`  ${line}`);
  const missing = firestoreMissingReason(tools);
  if (missing) return { ran: false, reason: missing };

  const wanted = projects.length > 0 ? projects : EMULATOR_PROJECTS;
  const withStack = wanted.includes('stack');
  const emulators = startableEmulators(
    tools,
    withStack ? ['auth', 'firestore', 'functions', 'storage'] : ['firestore', 'storage'],
  );
  const runnable = wanted.filter(
    (name) => name !== 'storage-rules' || emulators.includes('storage'),
  );
  if (runnable.length < wanted.length) {
    const count = countTests('storage-rules');
    say(
      `${count} storage rules tests did not run: the Storage emulator's rules runtime is not on this machine (see "Storage" above).`,
    );
  }
  if (runnable.includes('stack') && !emulators.includes('storage')) {
    say(
      'The stack\'s upload journey (tests/stack/uploads.test.ts) did not run: the Storage emulator\'s rules runtime is not on this machine (see "Storage" above).',
    );
  }
  if (runnable.length === 0) return { ran: true, status: 0 };
  if (withStack) {
    // The Functions emulator loads the built functions (functions/lib), as a deploy would.
    say('building the Cloud Functions for the stack journeys (npm run build -w functions)');
    const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: childEnv(),
    });
    if (build.status !== 0) {
      say(`the functions build failed:\n${build.stdout}\n${build.stderr}`);
      return { ran: true, status: 1 };
    }
  }

  const vitest = [
    process.execPath,
    VITEST_BIN,
    'run',
    '--config',
    EMULATOR_CONFIG,
    ...runnable.flatMap((name) => ['--project', name]),
    ...vitestArgs,
  ];
  const env = emulatorEnv(
    tools,
    childEnv({
      NO_UPDATE_NOTIFIER: '1',
      ...(withStack ? { STRIPE_WEBHOOK_SECRET: STACK_WEBHOOK_SECRET } : {}),
    }),
  );
  const child = spawn(
    localBin('firebase'),
    [
      'emulators:exec',
      '--project',
      PROJECT_ID,
      // Warnings and errors only: at INFO the Functions emulator logs every call of every journey.
      '--log-verbosity',
      'QUIET',
      '--only',
      emulators.join(','),
      vitest.map(shellQuote).join(' '),
    ],
    { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const status = await new Promise((resolve) => {
    child.once('error', (error) => {
      say(`could not start firebase-tools: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
  return { ran: true, status: /** @type {number} */ (status) };
}

/** How many tests a project has, listed without running them. */
function countTests(/** @type {string} */ project) {
  const listed = spawnSync(
    process.execPath,
    [VITEST_BIN, 'list', '--config', EMULATOR_CONFIG, '--project', project, '--json'],
    { cwd: REPO_ROOT, encoding: 'utf8', env: childEnv() },
  );
  try {
    return JSON.parse(listed.stdout).length;
  } catch {
    return 'The';
  }
}

/** Quotes one argument for the shell command emulators:exec runs. */
function shellQuote(/** @type {string} */ arg) {
  return /^[\w./=:@,-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
