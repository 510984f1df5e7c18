import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longestFirst';

// @hondana/schemas is this checkout's own schemas/ (node_modules may be shared with another);
// scripts/schemasAlias.ts is the same for the Vite builds (kept apart: tsc checks this file).
const schemasSrc = fileURLToPath(new URL('./schemas/src/', import.meta.url));
const alias = [
  { find: /^@hondana\/schemas$/, replacement: `${schemasSrc}index.ts` },
  { find: /^@hondana\/schemas\/contracts$/, replacement: `${schemasSrc}contracts/index.ts` },
  { find: /^@hondana\/schemas\/watermark$/, replacement: `${schemasSrc}watermark/index.ts` },
  { find: /^@hondana\/schemas\/(theme|i18n|texts|ajv2020)$/, replacement: `${schemasSrc}$1.ts` },
];

// Three projects: fast unit tests next to the code, API tests (run once per database
// dialect by scripts/test.mjs), and browser tests in Debian's Chromium.
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest leaves one core to itself by default: on this 2-core machine that is one worker.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'schemas/**/*.test.ts',
            'server/src/**/*.test.ts',
            'reader/src/**/*.test.ts',
            'console/src/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          environment: 'node',
          // The architecture tests lint and graph the whole tree, and a few start processes:
          // well under a second on a quiet box, past 5 s at load 17 (helpers' runs).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/migratedTemplates.ts'],
          // Files share one module graph per worker: each still builds its own app on its own
          // database (createTestApp), but the server's modules load once per worker instead of
          // once per file (about half the workers' time). tests/README.md says when not to.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One retry, as the browser's: CI's 2-core box runs each file beside another, and a
          // test that fails twice still fails the run. `npm test` names every test that passed
          // only on its retry, so a flaky one is seen and fixed, not hidden.
          retry: 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/migratedTemplates.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at once (one per core), each worker keeping one Chromium for its files
          // (support/chromium.ts): module state must live across files, so no isolation.
          isolate: false,
          // A real browser on a loaded 2-core CI box: one retry absorbs a slow paint, and a
          // test that fails twice still fails the run (decisions.md).
          retry: 1,
        },
      },
    ],
  },
});
