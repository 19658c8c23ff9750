import { defineConfig } from 'vitest/config';

// The scale-out test alone (scripts/test-scale.mjs): it needs a PostgreSQL server and nginx, so
// it is not among the suites the main vitest.config.ts finds.
export default defineConfig({
  test: {
    include: ['tests/scale/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
