import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm install` in a clone brings what the service, its build, lint and the unit tests need, and
 * none of the system tests' and benchmarks' tools (test/package.json, which npm test installs into
 * test/node_modules): the install's measured size (docs/testing.md) holds only while the root
 * lock file holds none of them.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
type Lock = { packages: Record<string, { hasInstallScript?: boolean }> };
const installed = (lock: Lock) =>
  Object.keys(lock.packages).filter(
    (path) => path.startsWith('node_modules/') && !path.slice('node_modules/'.length).includes('node_modules/'),
  );

describe("the service's install", () => {
  it("holds none of the system tests' tools (TypeScript aside: the root's 7 builds, the tests' 5 prints the generated client)", () => {
    const tools = Object.keys(
      (read('test/package.json') as { devDependencies: Record<string, string> }).devDependencies,
    ).filter((name) => name !== 'typescript');
    const manifest = read('package.json') as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(tools.filter((name) => name in manifest.dependencies || name in manifest.devDependencies)).toEqual([]);
    const rootPackages = new Set(
      installed(read('package-lock.json') as Lock).map((path) => path.slice('node_modules/'.length)),
    );
    for (const heavy of [
      'workerd',
      'lighthouse',
      'puppeteer-core',
      'playwright-core',
      'date-holidays',
      '@modelcontextprotocol/sdk',
    ])
      expect(rootPackages.has(heavy), heavy).toBe(false);
  });

  it("runs no install script but esbuild's", () => {
    const scripted = Object.entries((read('package-lock.json') as Lock).packages).filter(
      ([, entry]) => entry.hasInstallScript === true,
    );
    expect(scripted.map(([path]) => path)).toEqual(['node_modules/esbuild']);
  });
});
