// `npm run bench`: the performance budgets on this machine, each measured beside its limit. Builds
// the production app (JavaScript per route) and the deployed functions entry (cold load), prints one
// table and exits 1 when any budget is broken.
import { formatReport, withinBudget } from './budgets.mjs';
import { measureBundles } from './bundles.mjs';
import { measureFunctionsColdLoad } from './functionsColdLoad.mjs';

const rows = [];
console.error('[bench] JavaScript per route (production build)…');
rows.push(...(await measureBundles()));
console.error('[bench] functions cold load…');
rows.push(...(await measureFunctionsColdLoad()));

console.log(formatReport(rows));
const broken = rows.filter((row) => !withinBudget(row));
console.log(broken.length === 0 ? '\nEvery budget met.' : `\n${broken.length} budget(s) broken.`);
process.exitCode = broken.length === 0 ? 0 : 1;
