import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { withBuildLock } from '../../scripts/build-lock.js';

describe("the build's lock (scripts/build-lock.ts)", () => {
  const folder = mkdtempSync(join(tmpdir(), 'build-lock-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('runs one build at a time, and is gone after each', async () => {
    const lock = join(folder, 'one-at-a-time.lock');
    const events: string[] = [];
    const build = (name: string) =>
      withBuildLock(lock, async () => {
        events.push(`${name} starts`);
        await sleep(50);
        events.push(`${name} ends`);
      });
    await Promise.all([build('first'), build('second')]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    expect(existsSync(lock)).toBe(false);
  });

  it('is released when the build fails', async () => {
    const lock = join(folder, 'failed.lock');
    await expect(withBuildLock(lock, () => Promise.reject(new Error('broken data')))).rejects.toThrow('broken data');
    expect(existsSync(lock)).toBe(false);
  });

  it('is taken over from a process that no longer runs', async () => {
    const lock = join(folder, 'stale.lock');
    // The id of a process that has exited.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(lock, String(gone));
    expect(await withBuildLock(lock, async () => 'built')).toBe('built');
  });
});
