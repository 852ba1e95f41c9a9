// `npm run bench`: the performance budgets on this machine, each measured beside its limit. Builds
// the production app (JavaScript per route), the deployed functions entry (cold load) and the
// preview app (Lighthouse, mobile, median of three runs per page), prints one table and exits 1
// when any budget is broken or a measurement could not be made.
import { rm } from 'node:fs/promises';
import { formatReport, withinBudget } from './budgets.mjs';
import { measureBundles } from './bundles.mjs';
import { measureFunctionsColdLoad } from './functionsColdLoad.mjs';
import { buildPreview, measureLighthouse } from './lighthouse.mjs';

/** @type {import('./budgets.mjs').BudgetRow[]} */
const rows = [];
/** @type {string[]} */
const failures = [];

console.error('[bench] JavaScript per route (production build)…');
rows.push(...(await measureBundles()));
console.error('[bench] functions cold load…');
rows.push(...(await measureFunctionsColdLoad()));
console.error('[bench] Lighthouse on the preview build (a few minutes)…');
try {
  const previewDir = await buildPreview();
  try {
    rows.push(...(await measureLighthouse({ distDir: previewDir })));
  } finally {
    await rm(previewDir, { recursive: true, force: true });
  }
} catch (error) {
  // Chromium missing or a page that did not show its content: the other figures still print.
  failures.push(`Lighthouse could not measure: ${error instanceof Error ? error.message : error}`);
}

console.log(formatReport(rows));
const broken = rows.filter((row) => !withinBudget(row));
for (const failure of failures) console.log(`\n${failure}`);
console.log(broken.length === 0 ? '\nEvery budget met.' : `\n${broken.length} budget(s) broken.`);
process.exitCode = broken.length === 0 && failures.length === 0 ? 0 : 1;
