import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../support/fixtures.js';
import { testTools, toolCommand } from '../support/test-tools.js';

/**
 * A client generated from /v1/openapi.json with openapi-typescript, called with openapi-fetch
 * (tools/openapi-client/every-operation.ts): it compiles under strict TypeScript with a call
 * to every operation, and each call gets its answer over a real socket.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const calls = join(root, 'tools', 'openapi-client', 'every-operation.ts');
// Inside the tests' node_modules, where the generated client finds openapi-fetch and the type check never looks.
const work = mkdtempSync(join(testTools, 'node_modules', '.generated-client-'));
let app: FastifyInstance;
let baseUrl: string;
let document: { paths: Record<string, Record<string, { operationId: string }>> };

beforeAll(async () => {
  app = await testApp();
  baseUrl = (await app.listen({ host: '127.0.0.1', port: 0 })).replace(/\/$/, '');
  document = (await app.inject('/v1/openapi.json')).json();
  writeFileSync(join(work, 'openapi.json'), JSON.stringify(document));
  execFileSync(toolCommand('openapi-typescript'), [join(work, 'openapi.json'), '--output', join(work, 'api.ts')], {
    stdio: 'pipe',
  });
  copyFileSync(calls, join(work, 'every-operation.ts'));
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a typed client generated from the OpenAPI document', () => {
  it('has the records, the error envelope and the feed as text', () => {
    const types = readFileSync(join(work, 'api.ts'), 'utf8');
    for (const name of ['Holiday', 'DateCheck', 'StateRecord', 'SchoolDay', 'ErrorEnvelope'])
      expect(types).toMatch(new RegExp(`\\b${name}: \\{`));
    expect(types).toContain('"text/calendar": string;');
  });

  it('compiles a call to every operation under strict TypeScript', () => {
    const compile = (source: string) => {
      writeFileSync(join(work, 'every-operation.ts'), source);
      const tsc = join(root, 'node_modules', '.bin', 'tsc');
      const options = [
        '--ignoreConfig',
        '--singleThreaded',
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--lib',
        'es2022,dom',
        '--skipLibCheck',
      ];
      return spawnSync(tsc, [...options, 'every-operation.ts'], { cwd: work, encoding: 'utf8' });
    };
    const everyCall = readFileSync(calls, 'utf8');
    // The types bite: a misspelt parameter does not compile.
    const misspelt = compile(everyCall.replace("{ date: '2026-08-31' }", "{ day: '2026-08-31' }"));
    expect(misspelt.status).not.toBe(0);
    expect(misspelt.stdout).toMatch(/'day'/);
    const compiled = compile(everyCall);
    expect(compiled.stdout).toBe('');
    expect(compiled.status).toBe(0);
  }, 60_000);

  it('answers every operation, the feed as RFC 5545 text', async () => {
    // Typed by the compile above; here only what the test reads.
    const { callEveryOperation } = (await import(pathToFileURL(join(work, 'every-operation.ts')).href)) as {
      callEveryOperation: (baseUrl: string) => Promise<Record<string, unknown>>;
    };
    const answers = await callEveryOperation(baseUrl);
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(Object.keys(answers).sort()).toEqual(operationIds.sort());
    expect(answers).toMatchObject({
      checkDate: false,
      checkAllStates: 16,
      addBusinessDays: '2026-05-29',
      resolveState: 'STATE_NOT_FOUND',
      getCalendarFeed: 'BEGIN:VCALENDAR',
      getChangeFeed: '<?xml',
      getChangeFeedJson: 'https://jsonfeed.org/version/1.1',
      getCoverage: 2100,
      getEntitlements: 5,
      listMarkets: 'XKLS',
      // Bursa's 2026 trading days: the weekdays less the 16 of its list (packages/malaysia-calendar/test/truth/xkls.yaml).
      listSessions: 261 - 16,
      getMarketCalendarFeed: 'BEGIN:VCALENDAR',
    });
  });
});
