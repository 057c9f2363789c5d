import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/fixtures.js';

/** Requests Node's HTTP parser refuses, sent as raw bytes over a real socket. */
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head, body] = answer.split('\r\n\r\n');
  const [statusLine, ...lines] = head!.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { statusLine, headers, body: JSON.parse(body!) };
}

describe('requests the HTTP parser refuses', () => {
  it('answers a malformed header line in the error envelope', async () => {
    const answer = parse(await exchange('GET /v1/states HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({
      error: { code: 'VALIDATION_ERROR', message: expect.stringContaining('not valid HTTP'), suggestions: [] },
    });
    expect(answer.headers).toMatchObject({
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      'content-type': 'application/json; charset=utf-8',
    });
  });

  it('answers a request line and headers over 16 KB with 431 in the error envelope', async () => {
    const answer = parse(await exchange(`GET /v1/states/resolve?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.body.error).toMatchObject({ code: 'HEADERS_TOO_LARGE', message: expect.stringContaining('16 KB') });
  });

  it('answers a URL over 8 KB (and under the 16 KB of the headers) with 414 in the error envelope', async () => {
    const answer = parse(
      await exchange(`GET /v1/states/resolve?q=${'a'.repeat(9_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 414 URI Too Long');
    expect(answer.body.error).toMatchObject({ code: 'URI_TOO_LONG', message: expect.stringContaining('8192') });
  });
});
