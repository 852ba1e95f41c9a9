// Lists, per route, the chunks its first screen imports, largest first, with the modules that weigh
// most in each: where to look when a page is over its JavaScript budget.
// Usage: node scripts/bench/routeChunks.mjs [route name part] [--modules]
import { buildProductionChunks, ROUTE_FIRST_SCREENS, routeJavaScript } from './bundles.mjs';

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const showModules = process.argv.includes('--modules');
const filter = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '';

const chunks = await buildProductionChunks();
for (const route of ROUTE_FIRST_SCREENS.filter((r) => r.name.includes(filter))) {
  const { files, gzipBytes } = routeJavaScript(chunks, route);
  console.log(`\n${route.name} (${route.path}) ${route.moment}: ${kb(gzipBytes)}`);
  const loaded = [...files].map((file) => chunks.get(file)).filter((chunk) => chunk !== undefined);
  for (const chunk of loaded.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.fileName}  ${chunk.facade ?? ''}`);
    if (showModules && chunk.gzipBytes > 2048)
      console.log(chunk.modules.map((id) => `               ${id}`).join('\n'));
  }
}
