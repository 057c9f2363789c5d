import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BatchedStdout } from '../src/log-destination.js';

const destination = fileURLToPath(new URL('../src/log-destination.ts', import.meta.url));

/** Runs a script in a fresh Node process with a BatchedStdout named `log`, and returns what reached its stdout. */
function runWithLog(body: string) {
  const script = `import { BatchedStdout } from ${JSON.stringify(destination)}; const log = new BatchedStdout(); ${body}`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 10_000,
  });
}

describe('the log destination', () => {
  it('writes the lines of one turn of the event loop together, once the loop turns', async () => {
    const writes: string[] = [];
    const log = new BatchedStdout({ write: (text: string) => writes.push(text) });
    log.write('{"n":1}\n');
    log.write('{"n":2}\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n']);
    log.write('{"n":3}\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n']);
  });

  it('writes a large batch at once, without waiting for the turn', () => {
    const writes: string[] = [];
    const log = new BatchedStdout({ write: (text: string) => writes.push(text) });
    const line = `${'x'.repeat(1023)}\n`;
    for (let index = 0; index < 64; index++) log.write(line);
    expect(writes.join('')).toBe(line.repeat(64));
  });

  it('loses no line when the process exits before the loop turns', () => {
    const run = runWithLog("log.write('first\\n'); log.write('last\\n'); process.exit(0);");
    expect(run.stdout).toBe('first\nlast\n');
  });

  it('loses no line when an uncaught error ends the process', () => {
    const run = runWithLog("log.write('before the error\\n'); throw new Error('fatal');");
    expect(run.status).not.toBe(0);
    expect(run.stdout).toBe('before the error\n');
    expect(run.stderr).toContain('fatal');
  });
});
