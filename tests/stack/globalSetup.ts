import type { TestProject } from 'vitest/node';
import { allowingConnections, readHostingHeaders } from '../../scripts/hosting/hostingHeaders.mjs';
import { buildAndServe } from '../browser/servedBuild';
import { emulatorOrigins } from './stackEmulators';

/**
 * Builds the production web app in emulator mode (the deployed code, pointed at the local
 * emulators) and serves it with Hosting's headers. Its CSP also lets the page reach the emulators,
 * as a deployed page reaches Google's hosts.
 */
export default async function setup(project: TestProject) {
  const origins = emulatorOrigins();
  if (typeof origins === 'string') {
    project.provide('baseUrl', '');
    project.provide('buildError', origins);
    return undefined;
  }
  return buildAndServe(project, {
    label: 'stack',
    script: 'build:emulators',
    outDir: 'dist-emulators',
    headerRules: allowingConnections(await readHostingHeaders(), origins),
    // Without the Storage emulator the upload controls say why uploads are off.
    env: process.env.FIREBASE_STORAGE_EMULATOR_HOST ? {} : { VITE_STORAGE_EMULATOR: 'missing' },
  });
}
