import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { HOSTING_HEADERS } from './securityHeaders.mjs';

// Copies the headers into firebase.json, which Hosting reads on deploy, formatted as the repo is.
const file = fileURLToPath(new URL('../../firebase.json', import.meta.url));
const config = JSON.parse(await readFile(file, 'utf8'));
config.hosting.headers = HOSTING_HEADERS;
const options = (await prettier.resolveConfig(file)) ?? {};
await writeFile(
  file,
  await prettier.format(JSON.stringify(config), { ...options, filepath: file }),
);
console.log('firebase.json: hosting headers written');
