// The functions' cold load: Cloud Functions (gen 2) import the whole deployed entry to serve any one
// function, so the time a fresh Node process takes to import it is what every cold start pays.
// `npm run bench` reports it; functions/src/coldLoad.test.ts holds it to the same budget.
//
// Each run counts the lesser of its wall time and its CPU time. Both bound the load time of a
// machine that gives the process a core of its own (CPU time also counts V8's helper threads):
// wall time grows when other work takes the cores, as Lighthouse or a test run here often does,
// CPU time hardly. So the figure stays the load's own cost whatever else runs.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { buildFunctions, FUNCTIONS_PACKAGE_JSON } from '../../functions/build.mjs';
import { repoPath } from '../lib/repo.mjs';

/** @typedef {import('./budgets.mjs').BudgetRow} BudgetRow */

/** The most a fresh process may spend importing the deployed entry. */
export const COLD_LOAD_LIMIT_MS = 400;
/** Cold loads timed per measurement; the median is the figure. */
export const COLD_LOAD_RUNS = 5;
/** The order function keeps this many instances warm. */
export const ORDER_MIN_INSTANCES = 1;

/**
 * SDKs that only some handlers need, so the entry must not load them: each with a path inside
 * node_modules that every load of it reads. (firebase-admin/auth is not here: firebase-functions'
 * callable and HTTP triggers load it themselves to verify callers.)
 * @type {Record<string, string>}
 */
export const LAZY_SDKS = {
  stripe: '/node_modules/stripe/',
  '@sendgrid/mail': '/node_modules/@sendgrid/mail/',
  'firebase-admin/firestore': '/node_modules/firebase-admin/lib/firestore/',
  'firebase-admin/storage': '/node_modules/firebase-admin/lib/storage/',
  // The photo processing's image libraries: only processUploadedPhoto loads them.
  sharp: '/node_modules/sharp/',
  'heic-decode': '/node_modules/heic-decode/',
};

/**
 * @typedef {object} DeployedEntry
 * @property {string} entry    absolute path of the built entry (the package's main)
 * @property {string} dir      the folder laid out as deployed: package.json, the entry, node_modules
 * @property {() => Promise<void>} remove
 */

/**
 * Builds the deployed entry with functions/build.mjs into a temporary folder laid out like the
 * deployed source: functions/package.json, its main, and the installed dependencies beside them.
 * @returns {Promise<DeployedEntry>}
 */
export async function buildDeployedEntry() {
  const dir = await mkdtemp(join(tmpdir(), 'yardwise-functions-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const pkg = JSON.parse(await readFile(FUNCTIONS_PACKAGE_JSON, 'utf8'));
    const entry = join(dir, pkg.main);
    await mkdir(dirname(entry), { recursive: true });
    await copyFile(FUNCTIONS_PACKAGE_JSON, join(dir, 'package.json'));
    await symlink(repoPath('node_modules'), join(dir, 'node_modules'), 'dir');
    await buildFunctions({ outfile: entry, logLevel: 'warning' });
    return { entry, dir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * @typedef {object} EntryProbe
 * @property {number} wallMs                 how long the import took, in ms
 * @property {number} cpuMs                  the CPU time the process spent on it, in ms
 * @property {string[]} exports              the entry's export names
 * @property {Record<string, number | null>} minInstances  per exported function, as it deploys
 * @property {string[]} sdksLoaded           the LAZY_SDKS the import loaded (only with listModules)
 */

// Runs in a fresh process: argv[1] is the module to import, argv[2] the file for the result,
// argv[3] '1' to record every module loaded (a hook that slows the load, so not while timing).
const PROBE = `
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
const [, entry, resultFile, listModules] = process.argv;
const loaded = [];
if (listModules === '1') {
  registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
}
const start = performance.now();
const startCpu = process.cpuUsage();
const exported = await import(entry);
const cpu = process.cpuUsage(startCpu);
const wallMs = performance.now() - start;
const cpuMs = (cpu.user + cpu.system) / 1000;
const minInstances = Object.fromEntries(
  Object.entries(exported).map(([name, value]) => {
    const configured = value?.__endpoint?.minInstances;
    return [name, typeof configured === 'number' ? configured : null];
  }),
);
writeFileSync(resultFile, JSON.stringify({ wallMs, cpuMs, exports: Object.keys(exported), minInstances, loaded }));
`;

/**
 * Imports a module in a fresh Node process and reports what its load took and declared.
 * @param {string} modulePath  absolute path
 * @param {{ listModules?: boolean }} [options]
 * @returns {Promise<EntryProbe>}
 */
export async function probeEntry(modulePath, { listModules = false } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'yardwise-probe-'));
  try {
    const resultFile = join(dir, 'result.json');
    // Options meant for this process (a debugger, source maps) would slow the probe's load.
    const { NODE_OPTIONS: _ignored, ...env } = process.env;
    await promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        PROBE,
        pathToFileURL(modulePath).href,
        resultFile,
        listModules ? '1' : '0',
      ],
      { env, timeout: 60_000 },
    );
    /** @type {{ wallMs: number, cpuMs: number, exports: string[], minInstances: Record<string, number | null>, loaded: string[] }} */
    const result = JSON.parse(await readFile(resultFile, 'utf8'));
    const sdksLoaded = Object.keys(LAZY_SDKS).filter((sdk) =>
      result.loaded.some((url) => url.includes(LAZY_SDKS[sdk] ?? '')),
    );
    return {
      wallMs: result.wallMs,
      cpuMs: result.cpuMs,
      exports: result.exports,
      minInstances: result.minInstances,
      sdksLoaded,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The median cold load of the module over COLD_LOAD_RUNS fresh processes, run one after another
 * so they do not compete with each other; each run counts the lesser of its wall and CPU time.
 * @param {string} modulePath
 * @returns {Promise<{ medianMs: number, runs: { wallMs: number, cpuMs: number }[] }>}
 */
export async function measureColdLoad(modulePath) {
  /** @type {{ wallMs: number, cpuMs: number }[]} */
  const runs = [];
  for (let run = 0; run < COLD_LOAD_RUNS; run += 1) {
    const { wallMs, cpuMs } = await probeEntry(modulePath);
    runs.push({ wallMs, cpuMs });
  }
  const loads = runs.map(({ wallMs, cpuMs }) => Math.min(wallMs, cpuMs)).sort((a, b) => a - b);
  return { medianMs: loads[Math.floor(loads.length / 2)] ?? Number.NaN, runs };
}

/**
 * The Functions rows of `npm run bench`: the deployed entry's cold load and createOrder's warm
 * instances, each beside its budget.
 * @returns {Promise<BudgetRow[]>}
 */
export async function measureFunctionsColdLoad() {
  const deployed = await buildDeployedEntry();
  try {
    // Reads the configuration and, first, brings the files into the OS cache like any later start.
    const declared = await probeEntry(deployed.entry);
    const { medianMs } = await measureColdLoad(deployed.entry);
    return [
      {
        group: 'Functions',
        name: 'deployed entry (lib/index.js)',
        metric: `cold load, median of ${COLD_LOAD_RUNS}`,
        measured: Math.round(medianMs),
        limit: COLD_LOAD_LIMIT_MS,
        kind: 'max',
        unit: 'ms',
      },
      {
        group: 'Functions',
        name: 'createOrder',
        metric: 'minInstances',
        measured: declared.minInstances.createOrder ?? 0,
        limit: ORDER_MIN_INSTANCES,
        kind: 'min',
        unit: '',
      },
    ];
  } finally {
    await deployed.remove();
  }
}
