// Bundles the functions for deploy. `firebase deploy` installs functions/package.json dependencies
// but cannot resolve our workspace packages, so @yardwise/domain is compiled INTO lib/index.js
// while every declared dependency stays external (installed by Cloud Build, shared with the emulator).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
const dependencies = Object.keys(pkg.dependencies ?? {});

await build({
  absWorkingDir: fileURLToPath(here),
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  // Subpath imports (firebase-admin/firestore) are external too.
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
