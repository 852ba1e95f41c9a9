// Finds what the official Firestore and Storage emulators need on this machine, without
// downloading anything: a Java of 21 or newer, the Firestore emulator, the Storage rules runtime.
// `npm start`, `npm test` and `npm run test:emulators` all use this one discovery.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { repoPath } from './repo.mjs';

/** firebase-tools refuses to start the Firestore and Storage emulators below Java 21. */
export const MIN_JAVA_MAJOR = 21;

/** Where operating systems and JDK packages install Java runtimes, one JDK per subfolder. */
const JVM_FOLDERS = ['/usr/lib/jvm', '/usr/java', '/opt/java', '/Library/Java/JavaVirtualMachines'];

/** Where the Google Cloud CLI is installed by its Debian/RPM packages, its installer, or Homebrew. */
const CLOUD_SDK_FOLDERS = [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
  '/snap/google-cloud-cli/current',
  join(homedir(), 'google-cloud-sdk'),
];
/**
 * Where to look on this machine; tests point these at folders of their own.
 * @typedef {{ jvmFolders: string[], cloudSdkFolders: string[], launcherDir: string }} Places
 * @type {Places}
 */
export const SYSTEM_PLACES = {
  jvmFolders: JVM_FOLDERS,
  cloudSdkFolders: CLOUD_SDK_FOLDERS,
  launcherDir: repoPath('node_modules/.cache/yardwise-emulators'),
};

const CLOUD_SDK_FIRESTORE_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const DOWNLOAD_MANIFEST = 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json';

/**
 * @typedef {{ bin: string, major: number, description: string, source: string }} Java
 * @typedef {{ source: string, env: Record<string, string> }} FirestoreEmulator
 * @typedef {{
 *   java: Java | null,
 *   javaRejected: string[],
 *   firestore: FirestoreEmulator | null,
 *   storage: boolean,
 * }} EmulatorTools
 */

/**
 * Everything the emulators need, found on this machine.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {Places} [places]
 * @returns {EmulatorTools}
 */
export function findEmulatorTools(env = process.env, places = SYSTEM_PLACES) {
  const { java, rejected } = findJava(env, places.jvmFolders);
  return {
    java,
    javaRejected: rejected,
    firestore: findFirestoreEmulator(env, places),
    storage: existsSync(firebaseToolsCachePath('storage', env) ?? ''),
  };
}

/**
 * A Java of MIN_JAVA_MAJOR or newer: JAVA_HOME's, then the `java` on PATH, then the newest in the
 * system's JVM folders. A JAVA_HOME set to an empty value hides Java on purpose: the system
 * folders are then not searched.
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} jvmFolders
 * @returns {{ java: Java | null, rejected: string[] }}
 */
function findJava(env, jvmFolders) {
  /** @type {string[]} */
  const rejected = [];
  /** @param {string} bin @param {string} source */
  const accept = (bin, source) => {
    const version = javaVersion(bin);
    if (!version) return null;
    if (version.major >= MIN_JAVA_MAJOR) return { bin, source, ...version };
    rejected.push(`Java ${version.major} (${source})`);
    return null;
  };

  if (env.JAVA_HOME) {
    const found = accept(join(env.JAVA_HOME, 'bin'), 'JAVA_HOME');
    if (found) return { java: found, rejected };
  }
  const onPath = whichJava(env.PATH ?? '');
  if (onPath) {
    const found = accept(onPath, 'PATH');
    if (found) return { java: found, rejected };
  }
  if (env.JAVA_HOME === '') return { java: null, rejected };
  const installed = installedJavaHomes(jvmFolders)
    .map((home) => ({ home, major: releaseMajor(home) }))
    .filter((entry) => entry.major !== null)
    .sort((a, b) => (b.major ?? 0) - (a.major ?? 0));
  for (const { home } of installed) {
    const found = accept(join(home, 'bin'), home);
    if (found) return { java: found, rejected };
  }
  return { java: null, rejected };
}

/**
 * The version a Java's own `java -version` reports.
 * @param {string} bin the folder holding `java`
 * @returns {{ major: number, description: string } | null}
 */
function javaVersion(bin) {
  const result = spawnSync(join(bin, 'java'), ['-Duser.language=en', '-version'], {
    encoding: 'utf8',
    timeout: 10_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error || result.status !== 0) return null;
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return null;
  // Java 8 and older report "1.8.0_..."; their major version is the second number.
  const major = match[1] === '1' && match[2] ? Number(match[2]) : Number(match[1]);
  const runtime = /^(.*Runtime Environment.*)$/m.exec(output)?.[1]?.trim();
  return { major, description: runtime ?? `Java ${major}` };
}

/** @param {string} path */
function whichJava(path) {
  for (const folder of path.split(delimiter)) {
    if (folder && isFile(join(folder, 'java'))) return folder;
  }
  return null;
}

/** The JDK and JRE homes in the system's JVM folders, each once (Debian links aliases to them). */
function installedJavaHomes(/** @type {string[]} */ jvmFolders) {
  const homes = new Set();
  for (const folder of jvmFolders) {
    let entries;
    try {
      entries = readdirSync(folder);
    } catch {
      continue;
    }
    for (const entry of entries) {
      for (const home of [join(folder, entry), join(folder, entry, 'Contents', 'Home')]) {
        if (isFile(join(home, 'bin', 'java'))) homes.add(realpathSync(home));
      }
    }
  }
  return [...homes];
}

/** A Java home's major version from its `release` file, without starting it. */
function releaseMajor(/** @type {string} */ home) {
  try {
    const match = /^JAVA_VERSION="(\d+)(?:\.(\d+))?/m.exec(
      readFileSync(join(home, 'release'), 'utf8'),
    );
    if (!match) return null;
    return match[1] === '1' && match[2] ? Number(match[2]) : Number(match[1]);
  } catch {
    return null;
  }
}

/**
 * The official Firestore emulator: one named by FIRESTORE_EMULATOR_BINARY_PATH, firebase-tools'
 * own download, or the Google Cloud CLI's copy. The Cloud CLI's jar has no Main-Class, and
 * firebase-tools starts the emulator with `java -jar`, so that copy runs through a launcher jar
 * built into this repo's cache folder.
 * @param {NodeJS.ProcessEnv} env
 * @param {Places} places
 * @returns {FirestoreEmulator | null}
 */
function findFirestoreEmulator(env, places) {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH && isFile(env.FIRESTORE_EMULATOR_BINARY_PATH)) {
    return { source: env.FIRESTORE_EMULATOR_BINARY_PATH, env: {} };
  }
  const downloaded = firebaseToolsCachePath('firestore', env);
  if (downloaded && existsSync(downloaded)) return { source: downloaded, env: {} };
  for (const root of cloudSdkRoots(env, places.cloudSdkFolders)) {
    const jar = join(root, CLOUD_SDK_FIRESTORE_JAR);
    if (!isFile(jar)) continue;
    return {
      source: `the Google Cloud CLI's (${jar})`,
      env: { FIRESTORE_EMULATOR_BINARY_PATH: firestoreLauncher(jar, places.launcherDir) },
    };
  }
  return null;
}

/** @param {NodeJS.ProcessEnv} env @param {string[]} cloudSdkFolders */
function cloudSdkRoots(env, cloudSdkFolders) {
  const roots = [];
  if (env.CLOUDSDK_ROOT_DIR) roots.push(env.CLOUDSDK_ROOT_DIR);
  for (const folder of (env.PATH ?? '').split(delimiter)) {
    const gcloud = join(folder, 'gcloud');
    // The CLI's own bin/gcloud (or a link to it) sits one folder below its root.
    if (folder && isFile(gcloud)) roots.push(dirname(dirname(realpathSync(gcloud))));
  }
  return [...new Set([...roots, ...cloudSdkFolders])];
}

/**
 * A jar holding only a manifest that names the emulator's main class and puts the Cloud CLI's jar
 * on the class path; rebuilt when that jar changes.
 * @param {string} emulatorJar
 * @param {string} folder
 */
function firestoreLauncher(emulatorJar, folder) {
  const stats = statSync(emulatorJar);
  const key = createHash('sha256')
    .update(`${emulatorJar}\n${stats.size}\n${stats.mtimeMs}`)
    .digest('hex')
    .slice(0, 12);
  const launcher = join(folder, `firestore-emulator-launcher-${key}.jar`);
  if (existsSync(launcher)) return launcher;
  mkdirSync(folder, { recursive: true });
  const manifest = [
    'Manifest-Version: 1.0',
    `Main-Class: ${FIRESTORE_MAIN_CLASS}`,
    `Class-Path: ${encodeURI(emulatorJar)}`,
  ]
    .map(manifestLine)
    .join('\r\n');
  writeFileSync(launcher, zipSync({ 'META-INF/MANIFEST.MF': strToU8(`${manifest}\r\n\r\n`) }));
  return launcher;
}

/**
 * A jar manifest's lines hold at most 72 bytes; a longer value goes on in continuation lines
 * that start with one space.
 * @param {string} line ASCII
 */
export function manifestLine(line) {
  const parts = [line.slice(0, 72)];
  for (let at = 72; at < line.length; at += 71) parts.push(` ${line.slice(at, at + 71)}`);
  return parts.join('\r\n');
}

/**
 * Where firebase-tools keeps (or would download) an emulator's jar, from its own manifest, so it
 * follows the installed firebase-tools version.
 * @param {'firestore' | 'storage'} emulator
 * @param {NodeJS.ProcessEnv} env
 */
function firebaseToolsCachePath(emulator, env) {
  try {
    const manifest = JSON.parse(readFileSync(repoPath(DOWNLOAD_MANIFEST), 'utf8'));
    const file = manifest[emulator]?.downloadPathRelativeToCacheDir;
    return file ? join(firebaseToolsCacheDir(env), file) : null;
  } catch {
    return null;
  }
}

/** @param {NodeJS.ProcessEnv} env */
function firebaseToolsCacheDir(env) {
  return env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
}

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The emulators these tools can start, of those asked for. Auth and Functions are Node and always
 * can; Firestore and Storage need Java.
 * @param {EmulatorTools} tools
 * @param {string[]} wanted e.g. ['auth', 'firestore', 'functions', 'storage']
 */
export function startableEmulators(tools, wanted) {
  return wanted.filter((name) =>
    name === 'firestore'
      ? Boolean(tools.java && tools.firestore)
      : name === 'storage'
        ? Boolean(tools.java && tools.storage)
        : true,
  );
}

/**
 * The environment for firebase-tools: the Java found first on PATH (firebase-tools runs the
 * `java` it finds there) and the Firestore emulator it should start.
 * @param {EmulatorTools} tools
 * @param {NodeJS.ProcessEnv} base
 * @returns {NodeJS.ProcessEnv}
 */
export function emulatorEnv(tools, base) {
  if (!tools.java) return base;
  return {
    ...base,
    PATH: `${tools.java.bin}${delimiter}${base.PATH ?? ''}`,
    JAVA_HOME: dirname(tools.java.bin),
    ...tools.firestore?.env,
  };
}

/**
 * One short report: what was found, and for what is missing, how to get it.
 * @param {EmulatorTools} tools
 * @returns {string[]}
 */
export function emulatorToolsReport(tools) {
  const cache = firebaseToolsCacheDir(process.env).replace(homedir(), '~');
  const lines = [];
  if (tools.java) {
    lines.push(`Java:       ${tools.java.description} (${tools.java.source})`);
  } else {
    const seen =
      tools.javaRejected.length > 0 ? `only ${tools.javaRejected.join(', ')} found` : 'none found';
    lines.push(
      `Java:       missing: Java ${MIN_JAVA_MAJOR} or newer is needed, ${seen}.`,
      `            Install one (Debian 13, Ubuntu 24.04: sudo apt-get install openjdk-21-jre-headless;`,
      `            elsewhere Eclipse Temurin 21, https://adoptium.net/temurin/releases/?version=21),`,
      `            or set JAVA_HOME to it.`,
    );
  }
  if (tools.firestore) {
    lines.push(`Firestore:  ${tools.firestore.source}`);
  } else {
    lines.push(
      `Firestore:  missing: the Firestore emulator. Install the Google Cloud CLI's`,
      `            (sudo apt-get install google-cloud-cli-firestore-emulator, or`,
      `            gcloud components install cloud-firestore-emulator), or download firebase-tools'`,
      `            once with internet access: npx firebase setup:emulators:firestore (into ${cache}).`,
    );
  }
  if (tools.storage) {
    lines.push(`Storage:    firebase-tools' rules runtime (${cache})`);
  } else {
    lines.push(
      `Storage:    missing: the Storage emulator's rules runtime, which only firebase-tools'`,
      `            download provides: npx firebase setup:emulators:storage, once with internet access`,
      `            (into ${cache}).`,
    );
  }
  return lines;
}

/**
 * Why the Firestore emulator cannot start here, in one clause, or null when it can.
 * @param {EmulatorTools} tools
 */
export function firestoreMissingReason(tools) {
  if (!tools.java && !tools.firestore)
    return `no Java ${MIN_JAVA_MAJOR}+ and no Firestore emulator were found`;
  if (!tools.java) return `no Java ${MIN_JAVA_MAJOR} or newer was found`;
  if (!tools.firestore) return 'no Firestore emulator was found';
  return null;
}
