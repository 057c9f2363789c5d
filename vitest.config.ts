import { defineConfig } from 'vitest/config';

/**
 * Tests run on the package's TypeScript sources, not its build: the `malaysia-calendar-source`
 * export condition points the package's entry points at src/. The compiled data comes from
 * the build (npm test builds first).
 */
const conditions = ['malaysia-calendar-source', 'node', 'import', 'default'];

/**
 * The tests that need more than the sources, the compiled data and the root's devDependencies:
 * the built service, command line or packages, a browser, Redis, HAProxy, Python's feed reader,
 * other Node lines, or a tool of the tests' own package (test/package.json, such as the
 * generated client's openapi-typescript with its TypeScript 5). `npm run test:unit` runs every
 * other file (docs/testing.md).
 */
const SYSTEM = [
  'test/reliability/**/*.test.ts',
  'test/package/**/*.test.ts',
  'packages/malaysia-calendar-cli/test/binary.test.ts',
  'test/mcp/**/*.test.ts',
  'test/web/*.browser.test.ts',
  'test/web/public-origin.test.ts',
  'test/web/static-export.test.ts',
  'test/http/change-feeds.test.ts',
  'test/http/generated-client.test.ts',
  'test/http/rate-limit-redis.test.ts',
];
const ALL = ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'];

/**
 * Test files run side by side, in this many worker processes: one per core. Vitest's default in
 * a run is one fewer than the cores, a single worker on a two-core machine, every file in turn.
 * Four (more than the cores, as the system tests mostly wait on the processes they start) was
 * tried on the shared machine and was worse: with other sessions' tests beside it, the
 * services, Chromium and the command line it started starved each other past their guards
 * (docs/testing.md).
 */
const WORKERS = 2;

/**
 * The tests that bound a latency or a throughput (a shutdown's deadline and the requests it
 * drains, a stalled Redis's answer time, the edge's time to cut a slow client): run one at a
 * time once every other file is done, so that no test file beside them sets their figures.
 */
const ALONE = [
  'test/reliability/graceful-shutdown.test.ts',
  'test/reliability/redis-outage.test.ts',
  'test/reliability/hostile-edge.test.ts',
  'test/reliability/request-costs.test.ts',
];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  // 30 s: a guard against a hang, not a measure of speed (that is the benchmark's); tests that
  // start the command line or the service several times take seconds on a busy two-core machine,
  // and so do the hooks that start a service, a proxy and a Redis before a file's tests.
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    maxWorkers: WORKERS,
    projects: [
      // Without isolation a worker imports the service, the library and the compiled data once
      // for all the files it runs, rather than once per file: the imports were more than half
      // of the unit tests' time (their CPU time halved when measured). Each file builds its own
      // app and calendar, and no test mocks a module.
      {
        extends: true,
        test: { name: 'unit', include: ALL, exclude: ['**/node_modules/**', ...SYSTEM], isolate: false },
      },
      // The system files too: each starts and stops its own processes and servers in its hooks,
      // none sets the environment or mocks a module, and their imports (the service's sources for
      // the in-process app, Playwright, the test helpers) took 26 s of the project's time
      // isolated against 9 s shared (its CPU 289 against 270 s, one run each).
      {
        extends: true,
        test: { name: 'system', include: SYSTEM, exclude: ['**/node_modules/**', ...ALONE], isolate: false },
      },
      // One worker, isolated: Vitest runs such a project's files after all the others, in turn.
      { extends: true, test: { name: 'alone', include: ALONE, maxWorkers: 1 } },
    ],
  },
});
