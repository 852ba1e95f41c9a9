import type { TestProject } from 'vitest/node';
import { readHostingHeaders } from '../../scripts/hosting/hostingHeaders.mjs';
import { buildAndServe } from './servedBuild';

/**
 * Builds the preview (in-memory data layer) once per run and serves it with Hosting's headers, so
 * every journey runs under the app's Content-Security-Policy.
 */
export default async function setup(project: TestProject) {
  return buildAndServe(project, {
    label: 'browser',
    script: 'build:preview',
    outDir: 'dist',
    headerRules: await readHostingHeaders(),
  });
}
