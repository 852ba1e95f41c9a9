// Paths and settings of this repository shared by the local-stack scripts.
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} relative */
export function repoPath(relative) {
  return join(REPO_ROOT, relative);
}

/** The local project: a demo-* id, so the emulators need no credentials and reach no real project. */
export const PROJECT_ID = 'demo-yardwise';

/** @typedef {{ host: string, port: number }} HostPort */

/**
 * Emulator hosts and ports, read from firebase.json so they are configured in one place.
 * @returns {{ auth: HostPort, functions: HostPort, firestore: HostPort, storage: HostPort }}
 */
export function emulatorConfig() {
  const config = JSON.parse(readFileSync(repoPath('firebase.json'), 'utf8')).emulators ?? {};
  /** @param {string} name @param {number} port @returns {HostPort} */
  const entry = (name, port) => ({
    host: config[name]?.host ?? '127.0.0.1',
    port: config[name]?.port ?? port,
  });
  return {
    auth: entry('auth', 9099),
    functions: entry('functions', 5001),
    firestore: entry('firestore', 8080),
    storage: entry('storage', 9199),
  };
}

/** The web dev server (web/vite.config.ts). */
export const WEB_DEV_SERVER = { host: '127.0.0.1', port: 5173 };

/**
 * The environment for child processes: this repo's node_modules/.bin first on PATH, so
 * firebase-tools, the functions emulator, tsx and vite run on the repo's Node 22 even when
 * the script itself was started with an older system node.
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function childEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${repoPath('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
    ...extra,
  };
}

/** @param {string} name a binary in node_modules/.bin */
export function localBin(name) {
  return repoPath(
    join('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name),
  );
}
