import { defineProject } from 'vitest/config';

// The deployed entry's cold load is a time measurement: it runs after every other offline tier
// (the browser journeys are group 1), on cores nothing else is using, so it measures the entry and
// not the other tiers' load.
export default defineProject({
  test: {
    name: 'coldload',
    root: import.meta.dirname,
    include: ['src/coldLoad.test.ts'],
    environment: 'node',
    sequence: { groupOrder: 2 },
    setupFiles: ['src/testing/setupEnv.ts', 'src/testing/setupFakes.ts'],
  },
});
