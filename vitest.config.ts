import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (beside the code, no build needed: `npm run test:unit` runs it in seconds)
// and `integration` (tests/: the built server, Chromium, Redis). `npm test` runs both.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // One test file per core, not vitest's cores - 1: the integration files spend much of their time
    // waiting on servers, browsers and Redis, and a 2-core machine would otherwise run them one by one.
    maxWorkers: availableParallelism(),
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['contract/**/*.test.ts', 'functions/**/*.test.ts', 'src/**/*.test.ts'] } },
      { extends: true, test: { name: 'integration', include: ['tests/**/*.test.ts'] } },
    ],
  },
});
