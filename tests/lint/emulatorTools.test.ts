import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  emulatorEnv,
  emulatorToolsReport,
  findEmulatorTools,
  manifestLine,
  startableEmulators,
  type Places,
} from '../../scripts/lib/emulatorTools.mjs';

// How the scripts find what the official emulators need, on a machine made of temporary folders:
// fake Java runtimes that report a version, a Google Cloud CLI and firebase-tools' download cache.

const repoRoot = new URL('../..', import.meta.url).pathname;
const downloads = JSON.parse(
  readFileSync(
    join(repoRoot, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
    'utf8',
  ),
) as Record<string, { downloadPathRelativeToCacheDir: string }>;

let root: string;
let places: Places;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'emulator-tools-'));
  places = {
    jvmFolders: [join(root, 'jvm')],
    cloudSdkFolders: [join(root, 'google-cloud-sdk')],
    launcherDir: join(root, 'cache'),
  };
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A Java home whose `java -version` reports `major`, with the `release` file JDKs ship. */
function javaHome(path: string, major: number): string {
  mkdirSync(join(path, 'bin'), { recursive: true });
  const java = join(path, 'bin', 'java');
  writeFileSync(
    java,
    `#!/bin/sh\necho 'openjdk version "${major}.0.2" 2025-01-21' >&2\necho 'OpenJDK Runtime Environment Test-${major} (build ${major}.0.2)' >&2\n`,
  );
  chmodSync(java, 0o755);
  writeFileSync(join(path, 'release'), `JAVA_VERSION="${major}.0.2"\n`);
  return path;
}

/** A PATH holding only this folder (so no `java` of the machine running the test is found). */
const pathOf = (...folders: string[]) => folders.join(delimiter) || join(root, 'empty');

function cloudSdkFirestoreJar(): string {
  const folder = join(root, 'google-cloud-sdk/platform/cloud-firestore-emulator');
  mkdirSync(folder, { recursive: true });
  const jar = join(folder, 'cloud-firestore-emulator.jar');
  writeFileSync(jar, 'not a real jar');
  return jar;
}

function downloaded(emulator: 'firestore' | 'storage'): string {
  const cache = join(root, 'firebase-emulators');
  mkdirSync(cache, { recursive: true });
  const file = join(cache, downloads[emulator]!.downloadPathRelativeToCacheDir);
  writeFileSync(file, 'jar');
  return cache;
}

/** The manifest of a jar, with its continuation lines joined again. */
function manifestOf(jar: string): Record<string, string> {
  const text = strFromU8(unzipSync(readFileSync(jar))['META-INF/MANIFEST.MF']!);
  return Object.fromEntries(
    text
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );
}

describe('finding a Java of 21 or newer', () => {
  it("takes JAVA_HOME's when it is new enough", () => {
    const home = javaHome(join(root, 'home21'), 21);
    const tools = findEmulatorTools({ JAVA_HOME: home, PATH: pathOf() }, places);
    expect(tools.java).toMatchObject({ major: 21, bin: join(home, 'bin'), source: 'JAVA_HOME' });
  });

  it("passes over JAVA_HOME's Java 17 for the one on PATH, and says it did", () => {
    const old = javaHome(join(root, 'home17'), 17);
    const onPath = javaHome(join(root, 'path22'), 22);
    const tools = findEmulatorTools({ JAVA_HOME: old, PATH: pathOf(join(onPath, 'bin')) }, places);
    expect(tools.java).toMatchObject({ major: 22, source: 'PATH' });
    expect(tools.javaRejected).toEqual(['Java 17 (JAVA_HOME)']);
  });

  it('finds the newest in the system JVM folders when PATH only has Java 17', () => {
    const old = javaHome(join(root, 'path17'), 17);
    javaHome(join(root, 'jvm/openjdk-21'), 21);
    const newest = javaHome(join(root, 'jvm/temurin-25-jdk'), 25);
    const tools = findEmulatorTools({ PATH: pathOf(join(old, 'bin')) }, places);
    expect(tools.java).toMatchObject({ major: 25, bin: join(newest, 'bin') });
    expect(tools.javaRejected).toEqual(['Java 17 (PATH)']);
  });

  it('finds none when JAVA_HOME is set empty (Java hidden on purpose), whatever the JVM folders hold', () => {
    javaHome(join(root, 'jvm/temurin-25-jdk'), 25);
    const tools = findEmulatorTools({ JAVA_HOME: '', PATH: pathOf() }, places);
    expect(tools.java).toBeNull();
    expect(startableEmulators(tools, ['auth', 'firestore', 'functions', 'storage'])).toEqual([
      'auth',
      'functions',
    ]);
    expect(emulatorToolsReport(tools).join('\n')).toContain(
      'Java:       missing: Java 21 or newer is needed, none found.',
    );
  });

  it('puts the Java found first on the PATH of the emulators', () => {
    const home = javaHome(join(root, 'jvm/temurin-25-jdk'), 25);
    const tools = findEmulatorTools({ PATH: pathOf() }, places);
    const env = emulatorEnv(tools, { PATH: '/usr/bin' });
    expect(env.PATH).toBe(`${join(home, 'bin')}${delimiter}/usr/bin`);
    expect(env.JAVA_HOME).toBe(home);
  });
});

describe('finding the Firestore emulator', () => {
  it("uses firebase-tools' download where it is, as firebase-tools itself would", () => {
    const cache = downloaded('firestore');
    const tools = findEmulatorTools({ PATH: pathOf(), FIREBASE_EMULATORS_PATH: cache }, places);
    expect(tools.firestore).toEqual({
      source: join(cache, downloads.firestore!.downloadPathRelativeToCacheDir),
      env: {},
    });
  });

  it("starts the Google Cloud CLI's copy through a launcher jar naming its main class", () => {
    const jar = cloudSdkFirestoreJar();
    const tools = findEmulatorTools(
      { PATH: pathOf(), FIREBASE_EMULATORS_PATH: join(root, 'nothing') },
      places,
    );
    const launcher = tools.firestore?.env.FIRESTORE_EMULATOR_BINARY_PATH;
    expect(launcher?.startsWith(places.launcherDir)).toBe(true);
    expect(manifestOf(launcher!)).toEqual({
      'Manifest-Version': '1.0',
      'Main-Class': 'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'Class-Path': jar,
    });
  });

  it('says how to get it when there is neither', () => {
    const tools = findEmulatorTools(
      { PATH: pathOf(), FIREBASE_EMULATORS_PATH: join(root, 'nothing') },
      places,
    );
    expect(tools.firestore).toBeNull();
    expect(emulatorToolsReport(tools).join('\n')).toContain(
      'sudo apt-get install google-cloud-cli-firestore-emulator',
    );
  });
});

describe("the Storage emulator's rules runtime", () => {
  it("is found only in firebase-tools' download, and missing says how to get it", () => {
    const without = findEmulatorTools({ PATH: pathOf(), FIREBASE_EMULATORS_PATH: root }, places);
    expect(without.storage).toBe(false);
    expect(emulatorToolsReport(without).join('\n')).toContain(
      'npx firebase setup:emulators:storage',
    );
    const cache = downloaded('storage');
    expect(
      findEmulatorTools({ PATH: pathOf(), FIREBASE_EMULATORS_PATH: cache }, places).storage,
    ).toBe(true);
  });
});

describe('a jar manifest line', () => {
  it('holds at most 72 bytes; the rest goes on in lines that start with a space', () => {
    const line = `Class-Path: /${'x'.repeat(150)}`;
    const wrapped = manifestLine(line).split('\r\n');
    expect(wrapped.map((part) => part.length)).toEqual([72, 72, 21]);
    expect(wrapped.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(wrapped.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('npm test without Java', () => {
  const runTier = (extra: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/test.mjs', '--project', 'firestore-rules'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { HOME: process.env.HOME ?? root, JAVA_HOME: '', PATH: pathOf(), ...extra },
      timeout: 60_000,
    });

  it('says the emulators tier did not run, why and where to look, and does not fail', () => {
    const run = runTier({});
    expect(run.stdout).toContain(
      'The emulators tier did not run: no Java 21 or newer was found. How to get the tools is above.',
    );
    expect(run.stdout).toContain('Install one (Debian 13, Ubuntu 24.04');
    expect(run.status).toBe(0);
  });

  it('fails under YARDWISE_REQUIRE_EMULATORS=1, as CI sets it', () => {
    const run = runTier({ YARDWISE_REQUIRE_EMULATORS: '1' });
    expect(run.stdout).toContain('YARDWISE_REQUIRE_EMULATORS=1 makes that a failure.');
    expect(run.stdout).toMatch(/\n0 passed, 1 failed\n/);
    expect(run.status).toBe(1);
  });
});
