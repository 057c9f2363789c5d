import { defineConfig } from 'vitest/config';

/**
 * Tests run on the package's TypeScript sources, not its build: the `malaysia-calendar-source`
 * export condition points the package's entry points at src/. The compiled data comes from
 * the build (npm test builds first).
 */
const conditions = ['malaysia-calendar-source', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  // 30 s: a guard against a hang, not a measure of speed (that is the benchmark's); tests that
  // start the command line or the service several times take seconds on a busy two-core machine.
  test: { include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'], testTimeout: 30_000 },
});
