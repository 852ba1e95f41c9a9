import { defineConfig } from 'vitest/config';
import { runnerImport, type Plugin } from 'vite';
import type * as GlobalStyleSheetModule from './src/app/globalStyleSheet';
import { CHAKRA_SYSTEM_MODULE, withoutRuntimeGlobalStyles } from './src/app/chakraSystemSource';
import react from '@vitejs/plugin-react';

// What ships runs on preact/compat: React DOM alone is a third of checkout's JavaScript budget.
// The unit tests (mode 'test') render the same components with React; the browser journeys
// run the built app, so they check the runtime that ships.
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Chakra's global styles travel in the page itself, not in the first render (app/theme.ts); the
 * built app does not build them either (app/chakraSystemSource.ts).
 */
function chakraGlobalStyles(): Plugin {
  let building = false;
  return {
    name: 'chakra-global-styles',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(source, id) {
      // Built apps only: the dev server pre-bundles Chakra, and the unit tests check the full system.
      if (!building || !id.endsWith(CHAKRA_SYSTEM_MODULE)) return null;
      // One line changes within itself: the module's source map still holds (map: null).
      return { code: withoutRuntimeGlobalStyles(source), map: null };
    },
    async transformIndexHtml() {
      const { module } = await runnerImport<typeof GlobalStyleSheetModule>(
        `${import.meta.dirname}/src/app/globalStyleSheet.ts`,
        { configFile: false, logLevel: 'error' },
      );
      return [{ tag: 'style', children: module.themeStyleSheet(), injectTo: 'head' }];
    },
  };
}

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  plugins: [react(), chakraGlobalStyles()],
  resolve: {
    alias: [
      ...(mode === 'test' ? [] : PREACT_ALIASES),
      // Only Firestore's pipeline queries use re2js, and the app has none: see re2jsUnused.ts.
      { find: /^re2js$/, replacement: `${import.meta.dirname}/src/data/firebase/re2jsUnused.ts` },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme module builds its full default config with defineConfig (an identity
      // function); marked pure, the recipes the app does not use are left out (app/theme.ts).
      treeshake: {
        manualPureFunctions: ['defineConfig'],
        // The domain is pure rules (no module runs anything on import), so a module whose exports
        // go unused is left out with its imports: e.g. the preview-only sample-user switcher's
        // seed data in the real build.
        moduleSideEffects: [{ test: /\/domain\/src\//, sideEffects: false }],
      },
      output: {
        // Many tiny shared chunks cost more gzipped than one: the theme's anatomies, the message
        // texts and the route table each travel as one chunk.
        codeSplitting: {
          groups: [
            { name: 'anatomy', test: /anatomy/ },
            { name: 'messages', test: /domain\/src\/[a-z]+\/messages\.ts/ },
            { name: 'routes', test: /domain\/src\/routes\/|web\/src\/app\/routeTable\.ts/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    env: { VITE_DATA_BACKEND: 'memory' },
  },
}));
