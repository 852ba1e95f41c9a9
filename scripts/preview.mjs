// `npm run preview`: build the web app against the in-memory data layer and serve it.
// No Firebase, no emulators, no Java: sample data lives in the browser tab.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { preview } from 'vite';

const repoRoot = resolve(import.meta.dirname, '..');
const webRoot = resolve(repoRoot, 'web');

const build = spawnSync('npm', ['run', 'build:preview', '-w', 'web'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('\nThe preview build failed (see above); nothing to serve.');
  process.exit(build.status ?? 1);
}

// web/vite.config.ts sets preview to 127.0.0.1:4173; if that port is taken vite picks the next free one.
const server = await preview({
  root: webRoot,
  configFile: resolve(webRoot, 'vite.config.ts'),
  mode: 'preview',
});
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';

console.log(`\nYardwise preview: ${url}`);
console.log('This is a PREVIEW with sample data in your browser and no backend: nothing is saved.');
console.log('For the real stack (Firebase emulators) use `npm start`. Press Ctrl-C to stop.\n');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
