import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The built command as npm links it: the one test that starts it (command-line.test.ts runs it in process). */
const cliPackage = fileURLToPath(new URL('..', import.meta.url));

describe('the malaysia-calendar binary', () => {
  it('is linked by npm install in a fresh clone, before any build, and exits with the code of its run', () => {
    const { bin, files } = JSON.parse(readFileSync(join(cliPackage, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      files: string[];
    };
    // npm links a workspace's command only if its file exists at install; dist/ is written later, by the build.
    expect(bin['malaysia-calendar']).toBe('./bin/malaysia-calendar.js');
    expect(existsSync(join(cliPackage, bin['malaysia-calendar']!))).toBe(true);
    expect(files).toContain('bin');
    const binary = (args: string[]) =>
      spawnSync(process.execPath, [join(cliPackage, 'bin', 'malaysia-calendar.js'), ...args], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
    // National Day, 31 August (Holidays Act 1951, First Schedule): no working day anywhere.
    const answered = binary(['check', '2026-08-31', '--state', 'selangor']);
    expect(answered.status).toBe(0);
    expect(answered.stdout).toMatch(/^working day\s+no$/m);
    const refused = binary(['check', '2026-02-30', '--state', 'selangor']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('<date> must be a real date');
  });
});
