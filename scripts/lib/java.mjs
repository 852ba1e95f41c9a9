// The Java check `npm start` and `npm run test:emulators` run before anything slow.
// firebase-tools 15 refuses to start the Firestore and Storage emulators below Java 21, and it
// runs the `java` found on PATH, so that is the one checked here (the same way it parses it).
import { spawnSync } from 'node:child_process';
import { describeDownload, missingEmulatorJars } from './emulatorJars.mjs';

export const MIN_JAVA_MAJOR = 21;

/**
 * @typedef {{ found: false } | { found: true, major: number | null, versionLine: string }} JavaInfo
 */

/** @returns {JavaInfo} */
export function detectJava() {
  const result = spawnSync('java', ['-Duser.language=en', '-version'], {
    encoding: 'utf8',
    timeout: 10_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error || result.status !== 0) return { found: false };
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const versionLine =
    output
      .split('\n')
      .find((line) => /version "/.test(line))
      ?.trim() ?? output.trim();
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return { found: true, major: null, versionLine };
  // Java 8 and older report "1.8.0_..."; their major version is the second number.
  const major = match[1] === '1' && match[2] ? Number(match[2]) : Number(match[1]);
  return { found: true, major, versionLine };
}

/** @param {JavaInfo} java */
export function isJavaSufficient(java) {
  return java.found && java.major !== null && java.major >= MIN_JAVA_MAJOR;
}

/**
 * The one message shown when Java is missing or too old: why, how to fix it, what works meanwhile.
 * @param {JavaInfo} java
 * @param {{ command: string, purpose: string, meanwhile: string[] }} context
 */
export function javaMessage(java, { command, purpose, meanwhile }) {
  const found = !java.found
    ? 'no `java` was found on your PATH'
    : java.major === null
      ? `\`java -version\` printed something this script could not read (${java.versionLine})`
      : `the \`java\` on your PATH is Java ${java.major} (${java.versionLine})`;
  return [
    `${command} cannot ${purpose} on this machine.`,
    '',
    `Why: the Firestore and Storage emulators need Java ${MIN_JAVA_MAJOR} or newer, and ${found}.`,
    '',
    'To fix it:',
    `  1. Install a Java ${MIN_JAVA_MAJOR} (or newer) runtime and make it the \`java\` on your PATH:`,
    '       Debian 13, Ubuntu 24.04: sudo apt-get install openjdk-21-jre-headless',
    '       Debian 12 (no Java 21 package) and any other system: Eclipse Temurin 21,',
    '         https://adoptium.net/temurin/releases/?version=21',
    '     Check it with: java -version',
    ...downloadStep(command).map((line, index) => (index === 0 ? `  2. ${line}` : `     ${line}`)),
    '',
    'Meanwhile:',
    ...meanwhile.map((line) => `  ${line}`),
  ].join('\n');
}

/** @param {string} command */
function downloadStep(command) {
  const jars = missingEmulatorJars(['firestore', 'storage']);
  if (jars.known && jars.missing.length === 0) {
    return [
      `Run ${command} again. The emulator jars are already downloaded, so no internet is needed.`,
    ];
  }
  const what = jars.known ? describeDownload(jars.missing) : 'the Firestore and Storage emulators';
  return [
    `Run ${command} again with internet access. On the first start firebase-tools downloads`,
    `${what} once;`,
    'after that they start offline.',
  ];
}
