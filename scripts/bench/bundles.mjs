// The production build's chunk graph: which chunks a route's first screen imports, and where the
// heavy SDKs sit (tests/lint/chunkPlacement.test.ts, routeChunks.mjs). The JavaScript budgets are
// measured on what the browser really loads (stackBench.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { withProductionNodeEnv } from './productionBuild.mjs';

const webRoot = resolve(import.meta.dirname, '../../web');

/**
 * @typedef {object} Chunk
 * @property {string} fileName
 * @property {number} gzipBytes        gzip of the emitted file, as the build's size report counts it
 * @property {string | null} facade    the module the chunk was split for (a lazy import), repo-relative
 * @property {string[]} imports        chunks loaded with it
 * @property {string[]} dynamicImports chunks it may load later
 * @property {string[]} modules        repo-relative module ids (node_modules paths from the package)
 * @property {string} code
 */

/**
 * @typedef {object} RouteFirstScreen
 * @property {string} name
 * @property {string} path
 * @property {string} moment     what the list stops at
 * @property {string[]} loads    lazy modules the route loads before that moment (module path suffixes)
 */

/**
 * What each route's first screen imports before the moment named. Every route loads the entry chunk and
 * the data layer (main.tsx awaits it); the rest is what its first screen imports lazily. The
 * landing page renders without waiting for sign-in (FunnelPage: SHOWN_WHILE_PROFILE_LOADS), so the
 * auth SDK is not part of its list (it loads right after, for the visitor's anonymous sign-in); checkout and onboarding wait for the signed-in user, their live
 * reads and their first command.
 * @type {RouteFirstScreen[]}
 */
export const ROUTE_FIRST_SCREENS = [
  {
    name: 'funnel landing',
    path: '/design-profile/find-your-package',
    moment: 'before interactive',
    loads: [
      'web/src/data/firebase/createFirebaseDataLayer.tsx',
      'web/src/features/funnel/FunnelPage.tsx',
    ],
  },
  {
    name: 'checkout',
    path: '/purchase',
    moment: 'before Stripe.js',
    loads: [
      'web/src/data/firebase/createFirebaseDataLayer.tsx',
      'web/src/data/firebase/firebaseAuth.ts',
      'web/src/data/firebase/firebaseApp.ts',
      'firebase/functions/dist/esm/index.esm.js',
      'web/src/features/checkout/CheckoutPage.tsx',
      'web/src/features/checkout/purchase/PurchasePage.tsx',
      // NEXT creates the order and loads the payment step, which then loads Stripe.js.
      'web/src/features/checkout/purchase/PaymentStep.tsx',
      'web/src/features/checkout/purchase/StripePayment.tsx',
    ],
  },
  {
    name: 'onboarding (yard overview)',
    path: '/onboard/my-yard',
    moment: 'before the first upload',
    loads: [
      'web/src/data/firebase/createFirebaseDataLayer.tsx',
      'web/src/data/firebase/firebaseAuth.ts',
      'web/src/data/firebase/firebaseApp.ts',
      'firebase/functions/dist/esm/index.esm.js',
      // Every account route passes the terms gate first.
      'web/src/app/terms/TermsGate.tsx',
      'web/src/app/onboard/OnboardShell.tsx',
      'web/src/features/onboarding/OnboardingPage.tsx',
      'web/src/data/firebase/FirestoreLiveData.tsx',
      // A new client confirms their information first (the dialog blocks the overview).
      'web/src/features/onboarding/overview/ConfirmInformationDialog.tsx',
    ],
  },
];

/**
 * Heavy SDKs and the only lazy modules allowed to load them (their own chunk or a chunk they load).
 * @type {{ name: string, marker: (chunk: Chunk) => boolean, allowedFrom: string[] }[]}
 */
export const SDK_PLACEMENT = [
  {
    // reactfire's one module imports every Firebase SDK it wraps: it comes with the live reads.
    name: 'reactfire and the Firestore SDK',
    marker: (chunk) =>
      chunk.modules.some(
        (id) => id.startsWith('reactfire/') || /^@firebase\/firestore\/dist\/index/.test(id),
      ),
    allowedFrom: ['web/src/data/firebase/FirestoreLiveData.tsx'],
  },
  {
    name: 'Firestore lite SDK',
    marker: (chunk) => chunk.modules.some((id) => id.startsWith('@firebase/firestore/dist/lite/')),
    allowedFrom: [
      'web/src/data/firebase/firestoreReference.ts',
      'firebase/firestore/lite/dist/esm/index.esm.js',
    ],
  },
  {
    name: 'Storage',
    marker: (chunk) => chunk.modules.some((id) => id.startsWith('@firebase/storage/')),
    allowedFrom: [
      'web/src/data/firebase/firebaseStorage.ts',
      'firebase/storage/dist/esm/index.esm.js',
      // reactfire imports the Storage SDK with its own module.
      'web/src/data/firebase/FirestoreLiveData.tsx',
    ],
  },
  {
    name: 'Stripe',
    marker: (chunk) => chunk.modules.some((id) => id.startsWith('@stripe/')),
    allowedFrom: ['web/src/features/checkout/purchase/StripePayment.tsx'],
  },
  {
    name: 'Google Maps JavaScript API',
    marker: (chunk) => chunk.code.includes('maps.googleapis.com/maps/api/js'),
    allowedFrom: [],
  },
];

/** @param {string} id */
function shortModuleId(id) {
  const nodeModules = id.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return id.slice(nodeModules + '/node_modules/'.length);
  return id.startsWith(resolve(webRoot, '..')) ? id.slice(resolve(webRoot, '..').length + 1) : id;
}

/**
 * Builds the production web app into a temporary folder and returns its chunks.
 * @returns {Promise<Map<string, Chunk>>}
 */
export async function buildProductionChunks() {
  const outDir = mkdtempSync(join(tmpdir(), 'yardwise-bundles-'));
  /** @type {Map<string, Chunk>} */
  const chunks = new Map();
  try {
    await withProductionNodeEnv(() =>
      build({
        root: webRoot,
        configFile: join(webRoot, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, sourcemap: false },
        plugins: [
          {
            name: 'yardwise-chunk-graph',
            generateBundle(_options, bundle) {
              for (const output of Object.values(bundle)) {
                if (output.type !== 'chunk') continue;
                chunks.set(output.fileName, {
                  fileName: output.fileName,
                  gzipBytes: gzipSync(output.code).length,
                  facade: output.facadeModuleId ? shortModuleId(output.facadeModuleId) : null,
                  imports: output.imports,
                  dynamicImports: output.dynamicImports,
                  modules: Object.keys(output.modules).map(shortModuleId),
                  code: output.code,
                });
              }
            },
          },
        ],
      }),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return chunks;
}

/**
 * The chunks loaded with `start` (its static imports, transitively).
 * @param {Map<string, Chunk>} chunks
 * @param {string} start
 * @param {Set<string>} [into]
 */
function withStaticImports(chunks, start, into = new Set()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const next of chunks.get(start)?.imports ?? []) withStaticImports(chunks, next, into);
  return into;
}

/**
 * @param {Map<string, Chunk>} chunks
 * @param {string} moduleSuffix
 */
export function chunkFor(chunks, moduleSuffix) {
  const chunk = [...chunks.values()].find((c) => c.facade?.endsWith(moduleSuffix));
  if (!chunk) throw new Error(`No lazy chunk is built for ${moduleSuffix}: was it renamed?`);
  return chunk;
}

/**
 * The chunks a route's first screen imports before its moment, and their gzipped bytes.
 * @param {Map<string, Chunk>} chunks
 * @param {RouteFirstScreen} route
 */
export function routeJavaScript(chunks, route) {
  const entry = [...chunks.values()].find((chunk) => chunk.facade?.endsWith('web/index.html'));
  if (!entry) throw new Error('The build has no entry chunk for index.html');
  const files = withStaticImports(chunks, entry.fileName);
  for (const suffix of route.loads)
    withStaticImports(chunks, chunkFor(chunks, suffix).fileName, files);
  const gzipBytes = [...files].reduce((sum, file) => sum + (chunks.get(file)?.gzipBytes ?? 0), 0);
  return { files, gzipBytes };
}

/**
 * For each heavy SDK, the chunks holding it that are loaded other than through its allowed lazy
 * modules (empty when it is placed right).
 * @param {Map<string, Chunk>} chunks
 */
export function misplacedSdks(chunks) {
  /** @type {{ sdk: string, chunk: string, reachedFrom: string }[]} */
  const problems = [];
  for (const sdk of SDK_PLACEMENT) {
    // Every starting point but the allowed ones: the entry and each other lazy chunk.
    for (const start of chunks.values()) {
      if (!start.facade || sdk.allowedFrom.some((suffix) => start.facade?.endsWith(suffix)))
        continue;
      for (const file of withStaticImports(chunks, start.fileName)) {
        const chunk = chunks.get(file);
        if (chunk && sdk.marker(chunk)) {
          problems.push({ sdk: sdk.name, chunk: file, reachedFrom: start.facade });
        }
      }
    }
  }
  return problems;
}
