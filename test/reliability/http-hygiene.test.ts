import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, exchange } from './raw-http.js';
import { type RunningService, killAll, startService } from './service.js';

let service: RunningService;
beforeAll(async () => {
  service = await startService();
});
afterAll(killAll);

/** The headers every answer carries, whatever refused the request. */
function expectEveryAnswersHeaders(answer: RawAnswer) {
  expect(answer.headers).toMatchObject({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'cross-origin',
    'x-request-id': expect.stringMatching(/^[\w-]{8,}$/),
  });
}

function expectValidationError(
  answer: RawAnswer,
  message: RegExp,
  [statusLine, code] = ['HTTP/1.1 400 Bad Request', 'VALIDATION_ERROR'],
) {
  expect(answer.statusLine).toBe(statusLine);
  expect(JSON.parse(answer.body)).toEqual({
    error: { code, message: expect.stringMatching(message), suggestions: [] },
  });
  expectEveryAnswersHeaders(answer);
}

describe('answers to what the HTTP parser refuses', { timeout: 20_000 }, () => {
  it('answers a 1 MB header streamed in 16 KB writes with its 431, every time, before closing', async () => {
    const chunks = [
      'GET /v1/states HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ',
      ...Array.from({ length: 64 }, () => 'a'.repeat(16 * 1024)),
    ];
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await exchange(service.port, chunks);
      expectValidationError(answer, /16 KB/, ['HTTP/1.1 431 Request Header Fields Too Large', 'HEADERS_TOO_LARGE']);
      expect(answer.ending).toBe('close');
    }
  });

  it('answers a malformed header line with every header of an answer', async () => {
    expectValidationError(
      await exchange(service.port, ['GET /v1/states HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n']),
      /not valid HTTP/,
    );
  });

  it('answers a URL the router cannot read with every header of an answer', async () => {
    expectValidationError(
      await exchange(service.port, ['GET /v1/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']),
      /could not be read/,
    );
  });
});

describe('Host, as RFC 9112 §3.2 says', { timeout: 10_000 }, () => {
  it.each([
    ['missing in HTTP/1.1', 'GET /v1/states HTTP/1.1\r\nConnection: close\r\n\r\n', /needs a Host/],
    [
      'sent twice',
      'GET /v1/states HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n',
      /more than one Host/,
    ],
    ['with a space', 'GET /v1/states HTTP/1.1\r\nHost: a example\r\nConnection: close\r\n\r\n', /not a valid host/],
    ['with a path', 'GET /v1/states HTTP/1.1\r\nHost: a.example/x\r\nConnection: close\r\n\r\n', /not a valid host/],
  ])('answers a Host %s with 400 VALIDATION_ERROR in the envelope', async (_case, raw, message) => {
    expectValidationError(await exchange(service.port, [raw]), message);
  });

  it.each([
    ['a name and port', 'GET /v1/states HTTP/1.1\r\nHost: api.example:8080\r\nConnection: close\r\n\r\n'],
    ['an IPv6 literal', 'GET /v1/states HTTP/1.1\r\nHost: [::1]:3000\r\nConnection: close\r\n\r\n'],
    ['none, in HTTP/1.0', 'GET /v1/states HTTP/1.0\r\n\r\n'],
  ])('answers a request with %s as usual', async (_case, raw) => {
    expect((await exchange(service.port, [raw])).statusLine).toMatch(/^HTTP\/1\.[01] 200 OK$/);
  });
});
