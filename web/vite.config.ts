import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { robotsTxt, sitemapXml } from '../domain/src/routes/siteIndex.ts';

/** robots.txt and sitemap.xml, for the address the build is served at (VITE_APP_URL). */
export function siteIndexFiles(): Plugin {
  let siteUrl = '';
  return {
    name: 'site-index-files',
    apply: 'build',
    configResolved(config) {
      siteUrl = config.env.VITE_APP_URL ?? '';
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), siteIndexFiles()],
  // The app's own modules by path from src: `@web/ui/brand` (also in web/tsconfig.json).
  resolve: { alias: { '@web': `${import.meta.dirname}/src` } },
  build: {
    outDir: 'dist',
    // Maps for the error reporter, never referenced from the site (Hosting does not publish them).
    sourcemap: 'hidden',
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
    // One worker per core (vitest.config.ts).
    maxWorkers: '100%',
    include: ['src/**/*.test.{ts,tsx}'],
    isolate: false,
    // Shared modules: what one file stubs must not reach the next.
    unstubEnvs: true,
    unstubGlobals: true,
    environment: 'jsdom',
    // Whole user flows take about 2 s on an idle 2-core machine: room for a busy one.
    testTimeout: 15_000,
    setupFiles: ['src/testing/freshTestFile.ts', 'src/testing/setup.ts'],
    env: { VITE_DATA_BACKEND: 'memory' },
  },
});
