import { defineProject } from 'vitest/config';

// Browser journeys: headless Chromium against the preview build (sample data, no backend).
export default defineProject({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // The global setup builds the web app; on 2 cores that takes a while.
    hookTimeout: 180_000,
    // Each file launches its own Chromium: two side by side starve a 2-core machine (journeys time
    // out). The tier runs after the others (vitest.config.ts), so they keep both cores meanwhile.
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    globalSetup: ['./globalSetup.ts'],
  },
});
