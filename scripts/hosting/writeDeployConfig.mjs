import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { deployConfig, deployedProjectFrom } from './deployConfig.mjs';

// Writes firebase.deploy.json (git-ignored), which `npm run deploy` hands to `firebase deploy
// --config`, from firebase.json and the production web build's settings.
const root = new URL('../../', import.meta.url);
const firebaseJson = JSON.parse(await readFile(new URL('firebase.json', root), 'utf8'));
const project = deployedProjectFrom(
  loadEnv('production', fileURLToPath(new URL('web', root)), 'VITE_'),
);
await writeFile(
  new URL('firebase.deploy.json', root),
  `${JSON.stringify(deployConfig(firebaseJson, project), null, 2)}\n`,
);
console.log(`firebase.deploy.json: headers for ${project.projectId}`);
