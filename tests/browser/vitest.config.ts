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
    // Each file launches its own Chromium: running them side by side would starve a 2-core machine.
    fileParallelism: false,
    // After the other tiers (vitest.config.ts), which then keep both cores while they run.
    sequence: { groupOrder: 1 },
    globalSetup: ['./globalSetup.ts'],
  },
});
