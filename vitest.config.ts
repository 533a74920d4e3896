import { defineConfig } from 'vitest/config';

/**
 * Test projects. The api suite runs on embedded PGlite, and once more against PostgreSQL when
 * DATABASE_URL is set (.ci/run creates a fresh database for it). The e2e suite drives real
 * Chromium against the served web UI; it needs `npm run build` first (the test script does it).
 */
const postgres = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        // PDF rendering in a worker and the Chromium-drawn pieces take seconds on a busy two-core machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DATABASE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'process', include: ['tests/process/**/*.test.ts'], testTimeout: 60_000 },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { TEST_DATABASE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time is plenty on a two-core machine.
          fileParallelism: false,
          // A busy two-core machine can take longer than expect.poll's 1 s default to repaint after a click.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        // Runs where the Electron binary exists; elsewhere its test reports that it did not run and why.
        test: { name: 'desktop', include: ['tests/desktop/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false },
      },
    ],
  },
});
