// Which emulator jars firebase-tools still has to download. It fetches them itself on the first
// start (this only tells the user what to expect); the list comes from firebase-tools' own
// download manifest, so it follows the installed version.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { repoPath } from './repo.mjs';

const MANIFEST = 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json';

/** Where firebase-tools keeps downloaded emulators. */
export function emulatorCacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
}

/**
 * @typedef {{ emulator: string, file: string, sizeBytes: number }} Jar
 * @param {string[]} emulators e.g. ['firestore', 'storage']
 * @returns {{ missing: Jar[], known: boolean }} known is false when the manifest could not be read
 */
export function missingEmulatorJars(emulators) {
  /** @type {Record<string, { downloadPathRelativeToCacheDir?: string, expectedSize?: number }>} */
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(repoPath(MANIFEST), 'utf8'));
  } catch {
    return { missing: [], known: false };
  }
  const dir = emulatorCacheDir();
  /** @type {Jar[]} */
  const missing = [];
  for (const emulator of emulators) {
    const entry = manifest[emulator];
    if (!entry?.downloadPathRelativeToCacheDir) continue;
    if (!existsSync(join(dir, entry.downloadPathRelativeToCacheDir))) {
      missing.push({
        emulator,
        file: entry.downloadPathRelativeToCacheDir,
        sizeBytes: entry.expectedSize ?? 0,
      });
    }
  }
  return { missing, known: true };
}

/**
 * "the Firestore and Storage emulators (about 190 MB, into ~/.cache/firebase/emulators)"
 * @param {Jar[]} jars
 */
export function describeDownload(jars) {
  const names = { firestore: 'Firestore', storage: 'Storage', database: 'Realtime Database' };
  const list = jars.map(
    (jar) => names[/** @type {keyof typeof names} */ (jar.emulator)] ?? jar.emulator,
  );
  const megabytes = Math.round(jars.reduce((sum, jar) => sum + jar.sizeBytes, 0) / 1_000_000);
  const dir = emulatorCacheDir().replace(homedir(), '~');
  return `the ${list.join(' and ')} emulator${list.length > 1 ? 's' : ''} (about ${megabytes} MB, into ${dir})`;
}
