// `npm run bench`: the performance budgets on this machine, each measured beside its limit: the
// deployed functions entry (cold load), then the production web app on the emulators (Lighthouse,
// mobile, median of three runs per page, and all the JavaScript each page loaded). Prints one
// table and exits 1 when any budget is broken or a measurement could not be made.
import { formatReport, withinBudget } from './budgets.mjs';
import { measureFunctionsColdLoad } from './functionsColdLoad.mjs';
import { measureOnStack } from './stackBench.mjs';

/** @type {import('./budgets.mjs').BudgetRow[]} */
const rows = [];
/** @type {string[]} */
const failures = [];

console.error('[bench] functions cold load…');
rows.push(...(await measureFunctionsColdLoad()));
console.error('[bench] Lighthouse on the production build against the emulators (a few minutes)…');
try {
  rows.push(...(await measureOnStack()));
} catch (error) {
  // No emulator tools, Chromium missing, or a page that did not show its content.
  failures.push(
    `The web app could not be measured: ${error instanceof Error ? error.message : error}`,
  );
}

console.log(formatReport(rows));
const broken = rows.filter((row) => !withinBudget(row));
for (const failure of failures) console.log(`\n${failure}`);
console.log(broken.length === 0 ? '\nEvery budget met.' : `\n${broken.length} budget(s) broken.`);
process.exitCode = broken.length === 0 && failures.length === 0 ? 0 : 1;
