// `npm run test:emulators`: the security-rules tests (tests/rules), then the functions' race tests,
// against the official Auth, Firestore and Storage emulators. `firebase emulators:exec` starts them, sets
// FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
// FIREBASE_EMULATOR_HUB for the test run, and stops them afterwards. Extra arguments go to vitest:
//   npm run test:emulators -- storage      (only files matching "storage")
import { detectJava, isJavaSufficient, javaMessage } from './lib/java.mjs';

const java = detectJava();
if (!isJavaSufficient(java)) {
  console.error(
    javaMessage(java, {
      command: 'npm run test:emulators',
      purpose: 'run the security-rules tests on the Firebase emulators',
      meanwhile: [
        'npm test          every offline test tier (domain, web components, functions against an',
        '                  in-process Firestore emulator, browser journeys); none of them needs Java',
      ],
    }),
  );
  process.exit(1);
}

const { spawn } = await import('node:child_process');
const { describeDownload, missingEmulatorJars } = await import('./lib/emulatorJars.mjs');
const { PROJECT_ID, REPO_ROOT, childEnv, localBin } = await import('./lib/repo.mjs');

/** Functions tests of concurrent writes (files under functions/), run on the official emulator too. */
const RACE_TESTS = ['src/orders/codeRedemptionRaces.test.ts'];

/** Quotes one argument for the shell command emulators:exec runs. */
const quote = (/** @type {string} */ arg) =>
  /^[\w./=:@-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
const filters = process.argv.slice(2);
const rulesCommand = ['vitest', 'run', '--config', 'tests/rules/vitest.config.ts', ...filters];
// The functions' race tests also run here: only the official emulator isolates transactions as
// Firestore does (the in-process one of `npm test` runs them one after another instead).
const raceCommand = ['vitest', 'run', '--project', 'functions', ...RACE_TESTS];
const testCommand = [rulesCommand, ...(filters.length === 0 ? [raceCommand] : [])]
  .map((command) => command.map(quote).join(' '))
  .join(' && ');

const jars = missingEmulatorJars(['firestore', 'storage']);
if (jars.missing.length > 0) {
  console.log(
    `First run: firebase-tools now downloads ${describeDownload(jars.missing)}. This needs internet, once.`,
  );
}

// emulators:exec handles Ctrl-C itself (it shares our process group), so it is not forwarded.
const child = spawn(
  localBin('firebase'),
  ['emulators:exec', '--project', PROJECT_ID, '--only', 'auth,firestore,storage', testCommand],
  { cwd: REPO_ROOT, env: childEnv(), stdio: ['ignore', 'inherit', 'inherit'] },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => {});

child.once('error', (error) => {
  console.error(`npm run test:emulators could not start firebase-tools: ${error.message}`);
  process.exit(1);
});
child.once('exit', (code, signal) => {
  const stillMissing = missingEmulatorJars(['firestore', 'storage']).missing;
  if (code !== 0 && stillMissing.length > 0) {
    console.error(
      `\nfirebase-tools could not get ${describeDownload(stillMissing)}; the first run needs internet access.`,
    );
  }
  process.exit(code ?? (signal ? 1 : 0));
});
