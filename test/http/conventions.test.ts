import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
beforeAll(async () => {
  // A route that fails unexpectedly, to see what a client gets from a bug.
  api.app.get('/v1/test-failure', async () => {
    throw new Error('secret detail at /srv/app/src/file.ts:12');
  });
});

describe('HTTP conventions', () => {
  it('sends CORS on successes and errors, and answers the preflight', async () => {
    for (const url of ['/v1/states', '/v1/holidays?year=1999', '/v1/nope']) {
      expect((await api.app.inject(url)).headers['access-control-allow-origin'], url).toBe('*');
    }
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/v1/holidays',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    // An OPTIONS without the preflight headers is answered the same way, not refused as text.
    const bare = await api.app.inject({ method: 'OPTIONS', url: '/v1/holidays' });
    expect(bare.statusCode).toBe(204);
    expect(bare.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends hardening headers that still let any origin read the answers', async () => {
    for (const url of ['/v1/holidays?year=2026', '/v1/feed/ical/kl', '/v1/nope']) {
      const { headers } = await api.app.inject(url);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['x-frame-options'], url).toBe('DENY');
    }
    // The docs page runs swagger-ui's own scripts and styles, so it keeps swagger-ui's policy.
    const docs = await api.app.inject('/v1/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers HEAD wherever GET works, without a body', async () => {
    const head = await api.app.inject({ method: 'HEAD', url: '/v1/holidays?year=2026' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe((await api.app.inject('/v1/holidays?year=2026')).headers.etag);
  });

  it('answers other methods on a known path with 405 METHOD_NOT_ALLOWED and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await api.app.inject({ method, url: '/v1/holidays', payload: { a: 1 } });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(response.json().error.code).toBe('METHOD_NOT_ALLOWED');
    }
  });

  it('answers an unknown path with 404 NOT_FOUND', async () => {
    // The feed path without its state matches no route, though it looks like a GET route's prefix.
    for (const url of ['/v1/holiday', '/v1/feed/ical/', '/v1/feed/ical']) {
      const response = await api.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toMatchObject({ code: 'NOT_FOUND', suggestions: ['/v1'] });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers an unexpected failure with 500 INTERNAL_ERROR that leaks nothing', async () => {
    const response = await api.app.inject('/v1/test-failure');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again later.' },
    });
    expect(response.body).not.toContain('secret');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives identical bytes and a strong ETag for identical requests, and 304 on If-None-Match', async () => {
    const first = await api.app.inject('/v1/holidays/check?date=2026-08-31&state=selangor');
    const second = await api.app.inject('/v1/holidays/check?date=2026-08-31&state=selangor');
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    const cached = await api.app.inject({
      url: '/v1/holidays/check?date=2026-08-31&state=selangor',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('sets Cache-Control by what is asked', async () => {
    const maxAge = async (url: string) => (await api.app.inject(url)).headers['cache-control'];
    expect(await maxAge('/v1/holidays?year=2026')).toBe('public, max-age=3600');
    expect(await maxAge('/v1/holidays?year=2025')).toBe('public, max-age=86400');
    expect(await maxAge('/v1/states/resolve?q=kl')).toBe('public, max-age=86400');
    expect(await maxAge('/v1/holidays/today?state=kl')).toBe('public, max-age=900');
    expect(await maxAge('/v1/business-days?start=2026-01-01&end=2026-01-31&state=kl')).toBe('public, max-age=3600');
  });

  it('echoes the resolved inputs and the data version in meta', async () => {
    const body = (await api.app.inject('/v1/holidays/check?date=2026-08-31&state=Selangor%20Darul%20Ehsan')).json();
    expect(body.meta).toEqual({
      date: '2026-08-31',
      state: 'selangor',
      dataVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
  });
});

describe('the endpoint index and documentation', () => {
  it('GET /v1 lists every endpoint with its parameters, the coverage and the data version', async () => {
    const body = (await api.app.inject('/v1')).json();
    const paths = body.data.endpoints.map((endpoint: { path: string }) => endpoint.path);
    for (const path of [
      '/v1/holidays',
      '/v1/holidays/check',
      '/v1/holidays/check-all',
      '/v1/holidays/today',
      '/v1/holidays/next',
      '/v1/holidays/between',
      '/v1/holidays/long-weekends',
      '/v1/business-days',
      '/v1/business-days/add',
      '/v1/states',
      '/v1/states/resolve',
      '/v1/entitlements',
      '/v1/markets',
      '/v1/markets/{market}/sessions',
    ]) {
      expect(paths).toContain(path);
    }
    const check = body.data.endpoints.find((endpoint: { path: string }) => endpoint.path === '/v1/holidays/check');
    // The workplace's parameters (issue 38), the employee's paid holidays (issue 51) and the market in place of the state (issue 52) beside the contract's.
    expect(check.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'chosen',
      'closed',
      'date',
      'estimates',
      'holidays',
      'market',
      'open',
      'restDay',
      'state',
      'workweek',
    ]);
    const parametersOf = (path: string) =>
      body.data.endpoints.find((endpoint: { path: string }) => endpoint.path === path).parameters as {
        name: string;
        description: string;
      }[];
    expect(parametersOf('/v1/holidays/check-all').map((parameter) => parameter.name)).toEqual(['date', 'estimates']);
    expect(parametersOf('/v1/business-days/add').find((parameter) => parameter.name === 'roll')?.description).toContain(
      'modified_following',
    );
    expect(parametersOf('/v1/holidays').find((parameter) => parameter.name === 'status')?.description).toContain(
      'comma-separated',
    );
    const projected = Array.from({ length: 2100 - 2027 }, (_, index) => 2028 + index);
    expect(body.data.coverage).toMatchObject({
      holidays: { firstYear: 2001, lastYear: 2100, gazetted: { firstYear: 2020, lastYear: 2027 } },
      school: [2026, 2027],
      exams: [2026],
    });
    expect(body.data.coverage.holidays.estimated).toEqual(expect.arrayContaining(projected));
    for (const path of [
      '/v1/school/terms',
      '/v1/school/holidays',
      '/v1/school/exams',
      '/v1/school/is-school-day',
      '/v1/feed/ical/{state}',
      '/v1/changelog',
    ]) {
      expect(paths).toContain(path);
    }
    expect(body.meta.dataVersion).toMatch(/^[0-9a-f]{12}$/);
  });

  it('GET /v1/openapi.json is an OpenAPI 3.1 document of the same schemas', async () => {
    const document = (await api.app.inject('/v1/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    const days = document.paths['/v1/business-days/add'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'days',
    );
    expect(days.schema).toMatchObject({ type: 'integer', minimum: -365, maximum: 365 });
    expect(document.paths['/v1/holidays/check'].get.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
    expect(document.components.schemas.ErrorEnvelope.properties.error.required).toEqual(['code', 'message']);
  });

  it('GET /v1/docs serves a readable reference page', async () => {
    const response = await api.app.inject('/v1/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('integers with leading zeros', () => {
  it('reads month=02 and year=02026 as plain decimal', async () => {
    const response = await api.app.inject('/v1/holidays?year=02026&month=02&state=kl');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toMatchObject({ year: 2026, month: 2 });
  });
});

describe('malformed requests', () => {
  it.each([
    ['/v1/business-days/add?date=2026-01-01&days=0x10&state=kl', "'days'", ['16']],
    ['/v1/business-days/add?date=2026-01-01&days=1e1&state=kl', "'days'", ['10']],
    ['/v1/holidays?year=%202026', "'year'", ['2026']],
    ['/v1/holidays/check?date=2026-11-22T08:00&state=kl', "'date'", ['2026-11-22']],
    ['/v1/holidays/check?date=2026-08-31&state=selangor&date=2026-08-30', 'given once', ['2026-08-31']],
    ['/v1/feed/ical/%E0%A4%A', 'could not be read', []],
  ])('%s is VALIDATION_ERROR (%s) in the envelope, with CORS', async (url, words, suggestions) => {
    const response = await api.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain(words);
    expect(error.suggestions).toEqual(suggestions);
  });
});
