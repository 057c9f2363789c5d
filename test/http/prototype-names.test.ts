import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();

/** The names a plain object answers without holding them: a lookup of user input in one finds them. */
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const CASES = NAMES.flatMap((name) => [name, name.toUpperCase()]);

/** A request to every operation of the OpenAPI document, with its required parameters filled in. */
async function everyOperation(): Promise<string[]> {
  const document = (await api.get('/v1/openapi.json')).body as {
    paths: Record<string, { get: { parameters?: { name: string; in: string; required?: boolean }[] } }>;
  };
  const filled: Record<string, string> = {
    date: '2026-08-31',
    start: '2026-01-01',
    end: '2026-12-31',
    state: 'selangor',
    days: '3',
    q: 'kl',
    leaveDays: '3',
  };
  return Object.entries(document.paths).map(([path, item]) => {
    const query = (item.get.parameters ?? [])
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => `${p.name}=${filled[p.name]}`);
    return `${path.replace('{state}', 'selangor')}?${query.join('&')}`;
  });
}

describe('parameter names and values that a plain object holds already', () => {
  it('are answered in the envelope, never with a 500, on every operation and page, as names and as values', async () => {
    const urls = [...(await everyOperation()), '/?', '/selangor/2026?', '/selangor?'];
    expect(urls.length).toBeGreaterThanOrEqual(18);
    for (const url of urls) {
      for (const name of CASES) {
        for (const asked of [`${url}&${name}=x`, `${url}&state=${name}`, `${url}&${name}[x]=1`]) {
          const response = await api.app.inject(asked);
          expect(response.statusCode, asked).toBeLessThan(500);
          const body = response.headers['content-type']?.toString().startsWith('application/json')
            ? response.json()
            : undefined;
          if (response.statusCode >= 400) expect(body?.error?.code, asked).toMatch(/^[A-Z_]+$/);
        }
      }
    }
    // Some 800 requests, growing with the operations: seconds on a busy machine.
  }, 30_000);

  it('names the unknown parameter, as for any other name', async () => {
    const { status, body } = await api.get('/v1/states?constructor=x');
    expect(status).toBe(400);
    expect(body.error.message).toContain("Unknown parameter 'constructor'");
    expect((await api.get('/v1/holidays?__proto__=x')).status).toBe(400);
    const resolved = await api.get('/v1/states/resolve?q=__proto__');
    expect([resolved.status, resolved.body.error.code]).toEqual([404, 'STATE_NOT_FOUND']);
  });
});
