import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': path.resolve(import.meta.dirname, 'src/domain'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

// Three suites: pure domain rules, the server through app.request() on a fresh database per
// file (PGlite, or PostgreSQL when DATABASE_URL is set; each a copy of one template made per
// run), and React components in jsdom.
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default (cores − 1) is a single worker on a 2-core machine; the suites spend much
    // of their time waiting on I/O and child processes, so two run side by side there (measured:
    // npm test 19 min → 13 min on 2 cores).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // One migrated database per run; each file starts from a copy (test/template-database.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          // npm run test:faults: the real server as its own process under operational faults
          // (a second process, SIGTERM under load, kill -9, PostgreSQL restarts and freezes).
          name: 'faults',
          environment: 'node',
          include: ['src/server/faults/**/*.fault.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // Each file runs servers and load of its own: one at a time keeps timings meaningful.
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Above Testing Library's 5 s wait (setup.ts), so a slow first render fails on its
          // assertion, with the DOM printed, rather than on the test's clock.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
