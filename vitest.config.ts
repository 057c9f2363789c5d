import { defineConfig } from 'vitest/config';

/**
 * Tests run on the package's TypeScript sources, not its build: the `malaysia-calendar-source`
 * export condition points the package's entry points at src/. The compiled data comes from
 * the build (npm test builds first).
 */
const conditions = ['malaysia-calendar-source', 'node', 'import', 'default'];

/**
 * The tests that need more than the sources, the compiled data and the tests' tools: the built
 * service, command line or packages, a browser, Redis, HAProxy, Python's feed reader, other
 * Node lines. `npm run test:unit` runs every other file, in under a minute (README).
 */
const SYSTEM = [
  'test/reliability/**/*.test.ts',
  'test/package/**/*.test.ts',
  'packages/malaysia-calendar-cli/test/command-line.test.ts',
  'packages/malaysia-calendar-cli/test/workplace-commands.test.ts',
  'test/mcp/**/*.test.ts',
  'test/web/*.browser.test.ts',
  'test/web/public-origin.test.ts',
  'test/web/static-export.test.ts',
  'test/school/school-2027.test.ts',
  'test/http/change-feeds.test.ts',
  'test/http/rate-limit-redis.test.ts',
];
const ALL = ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  // 30 s: a guard against a hang, not a measure of speed (that is the benchmark's); tests that
  // start the command line or the service several times take seconds on a busy two-core machine.
  test: {
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ALL, exclude: ['**/node_modules/**', ...SYSTEM] } },
      { extends: true, test: { name: 'system', include: SYSTEM } },
    ],
  },
});
