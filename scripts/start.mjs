// `npm start`: the local stack. Firebase Emulator Suite (auth, firestore, functions, and storage
// where its runtime is here), sample data, and the web app against them. Ctrl-C stops everything.
//
// The tools come first: without Java 21 and the Firestore emulator nothing can start, and the user
// should hear that in a second, not after a functions build.
import {
  emulatorEnv,
  emulatorToolsReport,
  findEmulatorTools,
  firestoreMissingReason,
  startableEmulators,
} from './lib/emulatorTools.mjs';
import { paint } from './lib/processes.mjs';

/** @param {string} message */
const say = (message) => console.log(`${paint('[start]'.padEnd(12), 'green')} ${message}`);

const tools = findEmulatorTools();
say('the Firebase emulators need:');
for (const line of emulatorToolsReport(tools)) say(`  ${line}`);
const missing = firestoreMissingReason(tools);
if (missing) {
  console.error(
    [
      '',
      `npm start cannot start the local Firebase stack: ${missing} (how to get them is above).`,
      '',
      'Meanwhile:',
      '  npm run preview   the whole app in your browser with sample data and no backend',
      '                    (an in-memory stand-in for Firebase, clearly labelled as a preview)',
      '  npm test          every tier but the emulators tier',
    ].join('\n'),
  );
  process.exit(1);
}
const emulatorNames = startableEmulators(tools, ['auth', 'firestore', 'functions', 'storage']);
const withStorage = emulatorNames.includes('storage');
if (!withStorage) {
  say(
    'starting without the Storage emulator: the app runs, but uploads need it (see "Storage" above, then restart npm start).',
  );
}

const { emulatorHubAddress } = await import('./lib/hub.mjs');
const { isPortFree, waitForPort } = await import('./lib/ports.mjs');
const { run, startProcess } = await import('./lib/processes.mjs');
const { PROJECT_ID, REPO_ROOT, WEB_DEV_SERVER, childEnv, emulatorConfig, localBin, repoPath } =
  await import('./lib/repo.mjs');

const emulators = emulatorConfig();

/** @type {{ label: string, host: string, port: number }[]} */
const ports = [
  { label: 'Auth emulator', ...emulators.auth },
  { label: 'Firestore emulator', ...emulators.firestore },
  { label: 'Functions emulator', ...emulators.functions },
  ...(withStorage ? [{ label: 'Storage emulator', ...emulators.storage }] : []),
  { label: 'web dev server', ...WEB_DEV_SERVER },
];
const busy = [];
for (const entry of ports) {
  if (!(await isPortFree(entry.port, entry.host))) busy.push(entry);
}
if (busy.length > 0) {
  console.error(
    [
      'npm start cannot start: these ports are already in use:',
      ...busy.map((entry) => `  ${entry.host}:${entry.port}  (${entry.label})`),
      'Another `npm start` or `firebase emulators:start` may still be running; stop it and try again.',
    ].join('\n'),
  );
  process.exit(1);
}

/** @type {Set<import('./lib/processes.mjs').ManagedProcess>} */
const running = new Set();
/** @param {import('./lib/processes.mjs').ManagedProcess} managed */
const track = (managed) => {
  running.add(managed);
  void managed.exited.then(() => running.delete(managed));
};

let stopping = false;
let firstSignalAt = 0;

/**
 * Stops every child: the web server and one-off tasks with SIGTERM, the emulators with SIGINT
 * (their clean shutdown). Children are in their own process groups, so a terminal Ctrl-C reaches
 * only this script and each child is signalled exactly once.
 * @param {number} exitCode
 */
async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  if (running.size > 0) {
    say(`stopping ${[...running].map((managed) => managed.name).join(', ')}...`);
    await Promise.all(
      [...running].map((managed) =>
        managed.stop(managed.name === 'emulators' ? 'SIGINT' : 'SIGTERM', 15_000),
      ),
    );
    say('stopped.');
  }
  process.exit(exitCode);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    const now = Date.now();
    if (!stopping) {
      firstSignalAt = now;
      void shutdown(0);
    } else if (now - firstSignalAt > 1000) {
      // A second Ctrl-C (npm forwards the first one again within a moment; that one is ignored).
      say('stopping right now.');
      for (const managed of running) void managed.stop('SIGKILL', 0);
      process.exit(130);
    }
  });
}
// Last resort if this script dies unexpectedly: take the children down with it.
process.on('exit', () => {
  for (const managed of running) {
    if (managed.pid !== undefined && !managed.exitInfo()) {
      try {
        process.kill(process.platform === 'win32' ? managed.pid : -managed.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
});

/** While shutdown() runs (it ends the process), the main flow waits here instead of going on. */
function parkUntilStopped() {
  return new Promise(() => {});
}

/** @param {string} message */
async function fail(message) {
  console.error(`\nnpm start failed: ${message}`);
  await shutdown(1);
}

// 1. Build the functions the emulator loads (functions/lib/index.js).
say('building the Cloud Functions (npm run build -w functions)...');
const buildCode = await run(
  {
    name: 'build',
    color: 'yellow',
    command: 'npm',
    args: ['run', 'build', '-w', 'functions'],
    cwd: REPO_ROOT,
    env: childEnv(),
  },
  track,
);
if (stopping) await parkUntilStopped();
if (buildCode !== 0)
  await fail(`the functions build failed (exit code ${buildCode}); see the [build] lines above.`);

// 2. Start the emulators.
say(`starting the Firebase emulators (${emulatorNames.join(', ')}) for project ${PROJECT_ID}...`);
const emulatorProcess = startProcess({
  name: 'emulators',
  color: 'cyan',
  command: localBin('firebase'),
  args: ['emulators:start', '--project', PROJECT_ID, '--only', emulatorNames.join(',')],
  cwd: REPO_ROOT,
  env: emulatorEnv(tools, childEnv({ NO_UPDATE_NOTIFIER: '1' })),
});
track(emulatorProcess);
const timeoutMs = 180_000;
// The ports open before the functions are loaded; firebase-tools says when everything is.
// Listen from the start so the line cannot slip by while the ports are being checked.
const allReady = emulatorProcess.waitForLine(/All emulators ready/, timeoutMs);
allReady.catch(() => {});

try {
  const emulatorGone = () =>
    emulatorProcess.exitInfo() ? 'the emulators exited before they were ready' : null;
  for (const name of /** @type {const} */ (['auth', 'firestore', 'storage', 'functions'])) {
    if (!emulatorNames.includes(name)) continue;
    await waitForPort({ ...emulators[name], timeoutMs, shouldGiveUp: emulatorGone });
  }
  await allReady;
} catch (error) {
  if (stopping) await parkUntilStopped();
  await fail(
    `${error instanceof Error ? error.message : String(error)}; see the [emulators] lines above.`,
  );
}

// 3. Seed sample data (functions triggers are paused meanwhile, so seeding fires nothing).
say('seeding sample data...');
const hub = emulatorHubAddress(PROJECT_ID);
const seedCode = await run(
  {
    name: 'seed',
    color: 'magenta',
    command: localBin('tsx'),
    args: [repoPath('scripts/seed.ts')],
    cwd: REPO_ROOT,
    env: childEnv({
      GCLOUD_PROJECT: PROJECT_ID,
      // No Google Cloud metadata server here; skip firebase-admin's probe (and its warning).
      METADATA_SERVER_DETECTION: 'none',
      FIRESTORE_EMULATOR_HOST: `${emulators.firestore.host}:${emulators.firestore.port}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${emulators.auth.host}:${emulators.auth.port}`,
      ...(hub ? { FIREBASE_EMULATOR_HUB: hub } : {}),
    }),
  },
  track,
);
if (stopping) await parkUntilStopped();
if (seedCode !== 0)
  await fail(`seeding failed (exit code ${seedCode}); see the [seed] lines above.`);

// 4. The web app in emulators mode (web/.env.emulators).
say('starting the web app...');
const webProcess = startProcess({
  name: 'web',
  color: 'blue',
  command: localBin('vite'),
  args: ['--mode', 'emulators', '--strictPort'],
  cwd: repoPath('web'),
  // Without the Storage emulator the upload screens say why uploads are off and how to turn them on.
  env: childEnv(withStorage ? {} : { VITE_STORAGE_EMULATOR: 'missing' }),
});
track(webProcess);
try {
  await waitForPort({
    ...WEB_DEV_SERVER,
    timeoutMs: 60_000,
    shouldGiveUp: () =>
      webProcess.exitInfo() ? 'the web dev server exited; see the [web] lines above.' : null,
  });
} catch (error) {
  if (stopping) await parkUntilStopped();
  await fail(error instanceof Error ? error.message : String(error));
}

// 5. Ready.
const { tsImport } = await import('tsx/esm/api');
/** @type {{ SAMPLE_CLIENT: { email: string, password: string, displayName: string } }} */
const seed = await tsImport(repoPath('domain/src/seed/sampleData.ts'), import.meta.url);
const address = (/** @type {{ host: string, port: number }} */ entry) =>
  `${entry.host}:${entry.port}`;
console.log(
  [
    '',
    paint('The local stack is up: Yardwise on the Firebase emulators, with sample data.', 'green'),
    '',
    `  App         http://${address(WEB_DEV_SERVER)}`,
    `  Sign in as  ${seed.SAMPLE_CLIENT.email} / ${seed.SAMPLE_CLIENT.password}  (${seed.SAMPLE_CLIENT.displayName}, a client mid-onboarding)`,
    `  Emulators   auth ${address(emulators.auth)}, firestore ${address(emulators.firestore)}, functions ${address(emulators.functions)}, ${withStorage ? `storage ${address(emulators.storage)}` : 'storage not running: uploads are off (see "Storage" at the top)'}`,
    `  Re-seed     FIRESTORE_EMULATOR_HOST=${address(emulators.firestore)} FIREBASE_AUTH_EMULATOR_HOST=${address(emulators.auth)} npx tsx scripts/seed.ts`,
    '',
    'Press Ctrl-C to stop everything.',
    '',
  ].join('\n'),
);

// Any child that stops on its own takes the stack down with it.
const crashed = await Promise.race(
  [emulatorProcess, webProcess].map((managed) =>
    managed.exited.then((info) => ({ managed, info })),
  ),
);
if (!stopping) {
  await fail(
    `the ${crashed.managed.name} process stopped unexpectedly (code ${crashed.info.code ?? crashed.info.signal}).`,
  );
}
