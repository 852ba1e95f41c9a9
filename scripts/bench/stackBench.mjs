// Lighthouse and the JavaScript each page loads, on the app that ships: the production web build in
// emulator mode (`npm run build:emulators -w web`), served with Hosting's headers, against Auth,
// Firestore and Functions on the official emulators with the sample data; the yard overview is
// opened as the seeded client, signed in.
//
//   node scripts/bench/stackBench.mjs [--report-dir dir]   this part of `npm run bench` alone
//
// It starts the emulators with `firebase emulators:exec`, which runs this file again (--inside) to
// seed and measure, and hands the rows back in a file.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { allowingConnections, readHostingHeaders } from '../hosting/hostingHeaders.mjs';
import {
  emulatorEnv,
  emulatorToolsReport,
  findEmulatorTools,
  firestoreMissingReason,
} from '../lib/emulatorTools.mjs';
import {
  PROJECT_ID,
  REPO_ROOT,
  childEnv,
  emulatorConfig,
  localBin,
  repoPath,
} from '../lib/repo.mjs';
import { formatReport, withinBudget } from './budgets.mjs';
import { measureLighthouse } from './lighthouse.mjs';

const DIST_DIR = repoPath('web/dist-emulators');

/** @typedef {import('./budgets.mjs').BudgetRow} BudgetRow */

/**
 * Builds, starts the emulators, measures; throws with the reason when it cannot.
 * @param {{ reportDir?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<BudgetRow[]>}
 */
export async function measureOnStack({ reportDir, log = (line) => console.error(line) } = {}) {
  const tools = findEmulatorTools();
  const missing = firestoreMissingReason(tools);
  if (missing) {
    throw new Error(
      `the emulators cannot start: ${missing}.\n${emulatorToolsReport(tools).join('\n')}`,
    );
  }
  for (const [what, args] of /** @type {const} */ ([
    ['the functions', ['run', 'build', '-w', 'functions']],
    ['the web app in emulator mode', ['run', 'build:emulators', '-w', 'web']],
  ])) {
    log(`[bench] building ${what}…`);
    const build = spawnSync('npm', args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      // No Storage emulator for the bench: the upload controls say so, as under npm start.
      env: childEnv({ VITE_STORAGE_EMULATOR: 'missing' }),
    });
    if (build.status !== 0)
      throw new Error(`building ${what} failed:\n${build.stdout}\n${build.stderr}`);
  }

  const workDir = await mkdtemp(join(tmpdir(), 'yardwise-stack-bench-'));
  const rowsFile = join(workDir, 'rows.json');
  try {
    const inside = [
      process.execPath,
      resolve(import.meta.dirname, 'stackBench.mjs'),
      '--inside',
      rowsFile,
      ...(reportDir ? ['--report-dir', resolve(reportDir)] : []),
    ];
    log('[bench] starting Auth, Firestore and Functions on the emulators…');
    const status = await new Promise((done) => {
      const child = spawn(
        localBin('firebase'),
        [
          'emulators:exec',
          '--project',
          PROJECT_ID,
          '--only',
          'auth,firestore,functions',
          inside.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' '),
        ],
        {
          cwd: REPO_ROOT,
          // No Google Cloud metadata server here: skip the probe (and its warning).
          env: emulatorEnv(
            tools,
            childEnv({ NO_UPDATE_NOTIFIER: '1', METADATA_SERVER_DETECTION: 'none' }),
          ),
          // The emulators' own log is long; only the measuring script's lines are shown.
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      child.once('error', () => done(1));
      child.once('exit', (code) => done(code ?? 1));
    });
    if (status !== 0)
      throw new Error(`measuring on the emulators failed (exit ${status}); see above`);
    return JSON.parse(await readFile(rowsFile, 'utf8'));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Inside emulators:exec: the sample data, then Lighthouse on every budgeted page. */
async function measureInside(
  /** @type {string} */ rowsFile,
  /** @type {string | undefined} */ reportDir,
) {
  const seed = spawnSync(localBin('tsx'), [repoPath('scripts/seed.ts')], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: childEnv({ GCLOUD_PROJECT: PROJECT_ID }),
  });
  if (seed.status !== 0) throw new Error(`seeding failed:\n${seed.stdout}\n${seed.stderr}`);
  const { tsImport } = await import('tsx/esm/api');
  /** @type {{ SAMPLE_CLIENT: { email: string, password: string } }} */
  const { SAMPLE_CLIENT } = await tsImport(
    repoPath('domain/src/seed/sampleData.ts'),
    import.meta.url,
  );
  const emulators = emulatorConfig();
  const origins = /** @type {const} */ (['auth', 'firestore', 'functions']).map(
    (name) => `http://${emulators[name].host}:${emulators[name].port}`,
  );
  const rows = await measureLighthouse({
    distDir: DIST_DIR,
    headerRules: allowingConnections(await readHostingHeaders(), origins),
    reportDir,
    async signIn(tab, baseUrl) {
      await tab.goto(`${baseUrl}/login`);
      await tab.waitForSelector('input[name="email"]');
      await tab.type('input[name="email"]', SAMPLE_CLIENT.email);
      await tab.type('input[type="password"]', SAMPLE_CLIENT.password);
      await tab.keyboard.press('Enter');
      await tab.waitForFunction("location.pathname !== '/login'", { timeout: 30_000 });
    },
  });
  await writeFile(rowsFile, JSON.stringify(rows));
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { inside: { type: 'boolean' }, 'report-dir': { type: 'string' } },
});
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  if (values.inside) {
    await measureInside(positionals[0] ?? '', values['report-dir']);
  } else {
    const rows = await measureOnStack({ reportDir: values['report-dir'] });
    console.log(formatReport(rows));
    if (!rows.every(withinBudget)) process.exitCode = 1;
  }
}
