import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Unit and integration tests (the browser tests are Playwright's, in tests/e2e).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: [
      'shop-api/test/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.{ts,tsx}',
      'tests/security/**/*.test.{ts,tsx}',
      'app/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most files wait on the
    // servers they start, so two workers overlap that waiting.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
