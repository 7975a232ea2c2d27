import { defineConfig } from 'vitest/config';

// Two projects: `unit` (beside the code, no build needed: `npm run test:unit` runs it in seconds)
// and `integration` (tests/: the built server, Chromium, Redis). `npm test` runs both.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['contract/**/*.test.ts', 'functions/**/*.test.ts', 'src/**/*.test.ts'] } },
      { extends: true, test: { name: 'integration', include: ['tests/**/*.test.ts'] } },
    ],
  },
});
