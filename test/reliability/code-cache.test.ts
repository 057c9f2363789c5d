import { execFileSync } from 'node:child_process';
import { isAscii } from 'node:buffer';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { START_FLAGS } from '../../scripts/start-command.js';
import { ROOT, killAll, startService } from './service.js';

/** Whether V8 takes the code cache in `dist` under `flags`, as the start compiles the bundle. */
function taken(flags: readonly string[], dist = 'dist'): boolean {
  const printed = execFileSync(
    process.execPath,
    [...flags, '--import', 'tsx', join('test', 'support', 'code-cache-taken.ts'), dist],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return (JSON.parse(printed) as { taken: boolean }).taken;
}

/** Answers that depend on nothing but the data (no clock, no origin). */
const QUESTIONS = [
  '/v1/holidays?year=2026&state=selangor',
  '/v1/holidays/check?date=2026-08-31&state=kedah',
  '/v1/business-days?start=2026-01-01&end=2026-12-31&state=johor',
];

async function answersOf(command: string[]): Promise<string[]> {
  const service = await startService({}, command);
  return Promise.all(QUESTIONS.map(async (path) => (await fetch(service.origin + path)).text()));
}

describe('the built service and its code cache', { timeout: 60_000 }, () => {
  afterEach(killAll);
  mkdirSync(join(ROOT, '.scratch'), { recursive: true });
  const copy = mkdtempSync(join(ROOT, '.scratch', 'code-cache-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("is ASCII, read as one-byte text, and V8 takes its cache under the start command's flags alone", () => {
    expect(isAscii(readFileSync(join(ROOT, 'dist', 'service.cjs')))).toBe(true);
    expect(taken(START_FLAGS)).toBe(true);
    // V8 refuses a cache made under other flags (here one more).
    expect(taken([...START_FLAGS, '--stack-size=900'])).toBe(false);
  });

  it('answers the same without its cache: refused by V8, damaged, cut short or missing', async () => {
    const withCache = await answersOf([process.execPath, ...START_FLAGS, 'dist/main.js']);
    expect(withCache.map((body) => JSON.parse(body) as object)).toHaveLength(QUESTIONS.length);
    // Refused: another flag.
    expect(await answersOf([process.execPath, ...START_FLAGS, '--stack-size=900', 'dist/main.js'])).toEqual(withCache);
    // A copy of the build beside the repository's modules, its cache changed.
    const dist = join(copy, 'dist');
    cpSync(join(ROOT, 'dist'), dist, { recursive: true });
    const cache = readFileSync(join(dist, 'service.code-cache'));
    const damaged = Buffer.from(cache);
    for (let at = 1000; at < damaged.length; at += 997) damaged[at]! ^= 0xff;
    for (const file of [damaged, cache.subarray(0, cache.length >> 1), undefined]) {
      if (file === undefined) rmSync(join(dist, 'service.code-cache'));
      else writeFileSync(join(dist, 'service.code-cache'), file);
      expect(taken(START_FLAGS, dist)).toBe(false);
      expect(await answersOf([process.execPath, ...START_FLAGS, join(dist, 'main.js')])).toEqual(withCache);
    }
  });
});
