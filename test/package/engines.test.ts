import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The service and both packages promise Node 20.19 or later: every package npm installs for
 * them (the lockfile's whole tree, development tools included) must accept it, or
 * `npm install` warns EBADENGINE and the package may not run there. The tests' own tools
 * (test/package.json) run on that Node too.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

describe('the Node versions', () => {
  it('are the same promise in the service and both packages', () => {
    for (const manifest of [
      'package.json',
      'packages/malaysia-calendar/package.json',
      'packages/malaysia-calendar-cli/package.json',
    ]) {
      expect(read(manifest).engines, manifest).toEqual({ node: '>=20.19' });
    }
  });

  it.each(['package-lock.json', 'test/package-lock.json'])('that every package %s installs accepts', (lockFile) => {
    const oldest = semver.minVersion(read('package.json').engines.node)!.version;
    const lock = read(lockFile) as { packages: Record<string, { version?: string; engines?: { node?: string } }> };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node !== undefined && !semver.satisfies(oldest, entry.engines.node))
      .map(([path, entry]) => `${path}@${entry.version} wants node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
