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
  test: { include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'] },
});
