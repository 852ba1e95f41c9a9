// Bundles the functions for deploy. `firebase deploy` installs functions/package.json dependencies
// but cannot resolve our workspace packages, so @yardwise/domain is compiled INTO lib/index.js
// while every declared dependency stays external (installed by Cloud Build, shared with the emulator).
// `node build.mjs` writes lib/index.js; the cold-load budget builds the same entry elsewhere.
import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsDir = fileURLToPath(new URL('.', import.meta.url));

/** The functions' package.json, as deployed beside the entry. */
export const FUNCTIONS_PACKAGE_JSON = resolve(functionsDir, 'package.json');

/**
 * Builds the deployed entry (src/index.ts bundled with @yardwise/domain) into `outfile`.
 * @param {{ outfile?: string, logLevel?: import('esbuild').LogLevel }} [options]
 *   outfile: absolute, or relative to functions/ (default lib/index.js, the package's main)
 */
export async function buildFunctions({ outfile = 'lib/index.js', logLevel = 'info' } = {}) {
  const pkg = JSON.parse(readFileSync(FUNCTIONS_PACKAGE_JSON, 'utf8'));
  const dependencies = Object.keys(pkg.dependencies ?? {});
  await build({
    absWorkingDir: functionsDir,
    entryPoints: ['src/index.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: true,
    // Subpath imports (firebase-admin/firestore) are external too.
    external: dependencies.flatMap((name) => [name, `${name}/*`]),
    logLevel,
  });
}

// Run as a script (not imported): build the deploy output.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildFunctions();
}
