import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();

describe('HTTP details integrators meet', () => {
  it('refuses other methods with 405 and Allow before reading the body (a body that is not even JSON)', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await api.app.inject({
        method,
        url: '/v1/states',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(response.json().error.code).toBe('METHOD_NOT_ALLOWED');
    }
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/v1/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('sends no Content-Length on a 304 (it would have to be the representation’s length)', async () => {
    const first = await api.app.inject('/v1/states');
    const cached = await api.app.inject({
      url: '/v1/states',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.headers['content-length']).toBeUndefined();
    expect(cached.headers.etag).toBe(first.headers.etag);
  });

  it('lets browser code read the ETag, rate-limit, Retry-After, request-id and Content-Disposition headers, on answers and errors', async () => {
    for (const url of ['/v1/states', '/v1/states', '/v1/holidays?year=2031', '/v1/feed/ical/selangor']) {
      const exposed = String(
        (await api.app.inject({ url, headers: { origin: 'https://example.org' } })).headers[
          'access-control-expose-headers'
        ] ?? '',
      )
        .toLowerCase()
        .split(/,\s*/);
      expect(exposed, url).toEqual(
        expect.arrayContaining([
          'etag',
          'x-ratelimit-limit',
          'x-ratelimit-remaining',
          'x-ratelimit-reset',
          'retry-after',
          'x-request-id',
          'content-disposition',
        ]),
      );
    }
  });

  it('quotes an unknown parameter name at most 64 characters long', async () => {
    const name = 'a'.repeat(300);
    const { status, body } = await api.get(`/v1/states?${name}=1`);
    expect(status).toBe(400);
    const quoted = /Unknown parameter '([^']*)'/.exec(body.error.message)![1]!;
    expect(quoted.length).toBe(64);
    expect(quoted.endsWith('…')).toBe(true);
    expect(body.error.message.length).toBeLessThan(200);
  });
});
