// The Emulator Hub's address, from the locator file firebase-tools writes while emulators run.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * "host:port" of the running Emulator Hub for projectId, or null when none is running.
 * @param {string} projectId
 * @returns {string | null}
 */
export function emulatorHubAddress(projectId) {
  try {
    const locator = JSON.parse(readFileSync(join(tmpdir(), `hub-${projectId}.json`), 'utf8'));
    const origin = Array.isArray(locator.origins) ? locator.origins[0] : null;
    if (typeof origin === 'string') return new URL(origin).host;
    if (locator.host && locator.port) return `${locator.host}:${locator.port}`;
  } catch {
    // No emulators running for this project.
  }
  return null;
}
