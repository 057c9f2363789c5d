import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ROOT } from './service.js';

/** `npm start`'s build (its prestart), run in the built checkout: its exit code and what it wrote to stderr. */
async function build(): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-service.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, stderr };
}

describe("the service's build, run again with nothing changed", { timeout: 60_000 }, () => {
  it('runs no step, two at once in one checkout', async () => {
    // npm test builds first: every step's inputs are as its record says (scripts/build-record.ts).
    const builds = await Promise.all([build(), build()]);
    for (const { code, stderr } of builds) {
      expect(code, stderr).toBe(0);
      expect(stderr).not.toMatch(/built the/);
    }
  });
});
