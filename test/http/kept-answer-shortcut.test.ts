import { request as httpRequest } from 'node:http';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from '../../src/http/app.js';
import { MIRRORED_HOOKS } from '../../src/http/caching/kept-answer-shortcut.js';
import { Drain } from '../../src/http/edge/draining.js';
import { exchange } from '../reliability/raw-http.js';
import { testApp } from '../support/fixtures.js';

interface Answer {
  status: number;
  /** Header lines in the order sent, names in lower case. */
  headers: [string, string][];
  body: Buffer;
}

/** Per connection and per moment, not per answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive']);

let app: FastifyInstance;
let origin: string;
/** The URLs of the requests that reached Fastify: the shortcut answers the others. */
let reachedFastify: string[];
let logLines: Record<string, unknown>[];

async function serve(options: Partial<AppOptions> = {}, addRoutes: (app: FastifyInstance) => void = () => undefined) {
  logLines = [];
  reachedFastify = [];
  app = await testApp({
    ...options,
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
  });
  addRoutes(app);
  app.addHook('onRequest', (request, _reply, done) => {
    reachedFastify.push(request.url);
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

afterEach(() => app.close());

/** One request over a socket, as sent by the server: header lines in order, bytes undecoded. */
function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const lines: [string, string][] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          lines.push([response.rawHeaders[index]!.toLowerCase(), response.rawHeaders[index + 1]!]);
        resolve({
          status: response.statusCode!,
          headers: lines.filter(([name]) => !CONNECTION_HEADERS.has(name)),
          body: Buffer.concat(chunks),
        });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The same request answered by Fastify's own way for kept answers (inject never meets the shortcut). */
async function askFastify(path: string, headers: Record<string, string>): Promise<Answer> {
  const response = await app.inject({ url: path, headers });
  const lines = Object.entries(response.headers).map(([name, value]) => [name, String(value)] as [string, string]);
  return {
    status: response.statusCode,
    headers: lines.filter(([name]) => !CONNECTION_HEADERS.has(name)),
    body: response.rawPayload,
  };
}

/** An access line without what differs from one request to the next (its time, and the client's port). */
function accessLineOf(requestId: string) {
  const line = logLines.find((entry) => entry.reqId === requestId && entry.msg === 'request completed');
  expect(line, `access line of ${requestId}`).toBeDefined();
  const {
    time: _time,
    responseTime,
    req,
    ...rest
  } = line as { time: number; responseTime: number; req: Record<string, unknown>; reqId: string };
  expect(typeof responseTime).toBe('number');
  const { remotePort: _port, ...client } = req;
  return { ...rest, req: client };
}

const ANSWERS: [string, Record<string, string>][] = [
  ['/v1/holidays/check?date=2026-08-31&state=selangor', {}],
  ['/v1/holidays?year=2026&state=johor', { 'accept-encoding': 'gzip, deflate, br' }],
  ['/v1/business-days?start=2025-01-01&end=2026-12-31&state=kedah', { 'accept-encoding': 'gzip' }],
  ['/v1/states', {}],
  ['/v1/school/is-school-day?date=2026-11-10&state=sarawak', {}],
  ['/v1/feed/ical/penang?include=holidays,school,exams', { 'accept-encoding': 'br' }],
  ['/v1/school/terms?year=2026', { accept: 'text/csv', 'accept-encoding': 'gzip' }],
];

describe('the kept-answer shortcut', () => {
  it('sends the bytes, headers (in their order) and access line that Fastify sends for a kept answer', async () => {
    await serve({ trustProxy: ['127.0.0.1'] });
    let n = 0;
    for (const [path, headers] of ANSWERS) {
      const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'calendar.example', ...headers };
      const ids = [`first-${n}`, `shortcut-${n}`, `fastify-${n}`];
      n++;
      const first = await ask(path, { ...forwarded, 'x-request-id': ids[0]! });
      const shortcut = await ask(path, { ...forwarded, 'x-request-id': ids[1]! });
      const fastify = await askFastify(path, { ...forwarded, 'x-request-id': ids[2]! });
      expect(reachedFastify.filter((url) => url === path)).toHaveLength(2);
      expect(first.status).toBe(200);
      expect(shortcut.body.equals(first.body)).toBe(true);
      expect(shortcut.body.equals(fastify.body)).toBe(true);
      // The same lines in the same order; the request id is each request's own, and the count one more each time.
      const differing = new Set(['x-request-id', 'x-ratelimit-remaining']);
      expect(shortcut.headers.map(([name]) => name)).toEqual(fastify.headers.map(([name]) => name));
      expect(shortcut.headers.filter(([name]) => !differing.has(name))).toEqual(
        fastify.headers.filter(([name]) => !differing.has(name)),
      );
      const header = (answer: Answer, name: string) => answer.headers.find(([line]) => line === name)?.[1];
      expect(header(shortcut, 'x-request-id')).toBe(ids[1]);
      expect(Number(header(shortcut, 'x-ratelimit-remaining'))).toBe(
        Number(header(fastify, 'x-ratelimit-remaining')) + 1,
      );
      expect(Number(header(first, 'x-ratelimit-remaining'))).toBe(
        Number(header(shortcut, 'x-ratelimit-remaining')) + 1,
      );
      // The client behind the trusted proxy, and the host it asked for, in both lines.
      const { reqId: shortcutId, ...shortcutLine } = accessLineOf(ids[1]!);
      const { reqId: fastifyId, ...fastifyLine } = accessLineOf(ids[2]!);
      expect([shortcutId, fastifyId]).toEqual([ids[1], ids[2]]);
      expect(shortcutLine).toEqual(fastifyLine);
      expect(shortcutLine.req).toEqual({
        method: 'GET',
        url: path,
        host: 'calendar.example',
        remoteAddress: '203.0.113.7',
      });
    }
  });

  it('keeps a list’s CSV and JSON apart at one URL: Accept: text/csv never gets the kept JSON, nor the reverse', async () => {
    await serve();
    const path = '/v1/holidays?year=2026&state=melaka';
    const typeOf = (answer: Answer) => answer.headers.find(([name]) => name === 'content-type')![1];
    const json = await ask(path);
    const csv = await ask(path, { accept: 'text/csv' });
    const jsonAgain = await ask(path, { accept: 'application/json' });
    const csvAgain = await ask(path, { accept: 'text/csv, application/json;q=0.9' });
    expect([typeOf(json), typeOf(csv), typeOf(jsonAgain), typeOf(csvAgain)]).toEqual([
      'application/json; charset=utf-8',
      'text/csv; charset=utf-8',
      'application/json; charset=utf-8',
      'text/csv; charset=utf-8',
    ]);
    expect(jsonAgain.body.equals(json.body)).toBe(true);
    expect(csvAgain.body.equals(csv.body)).toBe(true);
    // The first of each went through Fastify; the repeats were the shortcut's.
    expect(reachedFastify).toEqual([path, path]);
  });

  it('counts its requests in the rate limit, and leaves the 429 to Fastify', async () => {
    await serve({ rateLimitPerMinute: 2 });
    const path = '/v1/states';
    expect((await ask(path)).status).toBe(200);
    expect((await ask(path)).status).toBe(200);
    expect(reachedFastify).toEqual([path]);
    const refused = await ask(path);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString()).error.code).toBe('RATE_LIMITED');
    expect(refused.headers.find(([name]) => name === 'retry-after')).toBeDefined();
  });

  it('leaves HEAD, conditional requests and a refused Host to Fastify', async () => {
    await serve();
    const path = '/v1/states';
    const first = await ask(path);
    const etag = first.headers.find(([name]) => name === 'etag')![1];
    expect((await ask(path, {}, 'HEAD')).status).toBe(200);
    expect((await ask(path, { 'if-none-match': etag })).status).toBe(304);
    // Only Fastify's host check answers 400 (before this test's hook sees the request); the shortcut would send the states.
    expect((await ask(path, { host: 'bad host' })).status).toBe(400);
    expect(reachedFastify).toEqual([path, path, path]);
    const feed = '/v1/feed/changes';
    const modified = (await ask(feed)).headers.find(([name]) => name === 'last-modified')![1];
    expect((await ask(feed, { 'if-modified-since': modified })).status).toBe(304);
    expect(reachedFastify).toEqual([path, path, path, feed, feed]);
  });

  it('closes the connection after its answer while the instance drains', async () => {
    const drain = new Drain();
    await serve({ drain });
    const path = '/v1/states';
    await ask(path);
    drain.start();
    const answer = await new Promise<string | undefined>((resolve, reject) => {
      httpRequest(`${origin}${path}`, (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers.connection));
      })
        .on('error', reject)
        .end();
    });
    expect(answer).toBe('close');
    expect(reachedFastify).toEqual([path]);
  });
});

describe('the kept-answer shortcut and spellings of one question', () => {
  it('answers every spelling of a question with one kept answer, and leads only its plain spelling straight to it', async () => {
    await serve();
    const plain = '/v1/holidays?year=2026&state=selangor';
    const padded = [
      '/v1/holidays?year=02026&state=selangor',
      '/v1/holidays?&&year=2026&state=selangor',
      '/v1/holidays?year=2026&%73tate=selangor',
      '/v1/holidays?year=2026&state=%73elangor',
      '/v1/holidays?state=selangor&year=2026&',
    ];
    const first = await ask(padded[0]!);
    for (const url of [...padded, plain]) expect((await ask(url)).body.equals(first.body)).toBe(true);
    // Asked again, the padded spellings go through Fastify every time (no entry of their own);
    // the plain one, once Fastify has found its answer, is answered before it.
    for (const url of padded) await ask(url);
    await ask(plain);
    expect(reachedFastify).toEqual([padded[0], ...padded, plain, ...padded]);
  });
});

describe('the kept-answer shortcut, fenced', () => {
  it('mirrors every hook Fastify runs for a kept route: a hook added there fails this test until the shortcut does its work', async () => {
    // The app as built, without the hook the other tests add to see which requests reach Fastify.
    app = await testApp();
    await app.ready();
    const printed = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const expected = Object.fromEntries(
      Object.entries(MIRRORED_HOOKS).map(([hook, names]) => [hook, Object.keys(names)]),
    );
    // Each route's block: its line, then one line per kind of hook, `• (onRequest) ["name()", …]`.
    const blocks: Record<string, string[]>[] = [];
    for (const line of printed) {
      const hooks = /• \((\w+)\) (\[.*\])$/.exec(line);
      if (hooks === null) blocks.push({});
      else blocks.at(-1)![hooks[1]!] = (JSON.parse(hooks[2]!) as string[]).map((name) => name.replace(/\(\)$/, ''));
    }
    const kept = blocks.filter((block) => block.onRequest?.includes('answerFromCache'));
    // Every GET of the API but its docs page: the index, openapi.json and 19 questions.
    expect(kept.length).toBeGreaterThanOrEqual(20);
    for (const block of kept) expect(block).toEqual(expected);
  });

  it('leaves a request with a body to Fastify, which reads its framing: an invalid chunked body is refused, not answered 200', async () => {
    await serve();
    const path = '/v1/states';
    await ask(path);
    const { port } = app.server.address() as { port: number };
    const chunked = await exchange(port, [
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nnot a chunk size\r\n\r\n`,
    ]);
    expect(chunked.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(chunked.body).error.code).toBe('VALIDATION_ERROR');
    // A declared body goes Fastify's way too; a GET that says it has none (Content-Length: 0) is the shortcut's.
    const declared = await exchange(port, [
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    ]);
    expect(declared.statusLine).toMatch(/^HTTP\/1\.1 [24]\d\d /);
    const empty = await exchange(port, [
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    ]);
    expect(empty.statusLine).toBe('HTTP/1.1 200 OK');
    // The first request, the chunked one and the declared body; not the one without a body.
    expect(reachedFastify).toEqual([path, path, path]);
  });

  it('never keeps an answer whose Vary names anything but Accept-Encoding and Accept (the format, which is in the key)', async () => {
    await serve({}, (built) => {
      built.get('/v1/by-language', (request, reply) =>
        reply.header('vary', 'Accept-Language').send({ asked: request.headers['accept-language'] ?? null }),
      );
      built.get('/v1/by-format', (request, reply) =>
        reply.header('vary', 'accept-encoding, accept').send({ asked: request.headers['accept-language'] ?? null }),
      );
    });
    expect(JSON.parse((await ask('/v1/by-language', { 'accept-language': 'ms' })).body.toString())).toEqual({
      asked: 'ms',
    });
    expect(JSON.parse((await ask('/v1/by-language', { 'accept-language': 'en' })).body.toString())).toEqual({
      asked: 'en',
    });
    expect(JSON.parse((await ask('/v1/by-format', { 'accept-language': 'ms' })).body.toString())).toEqual({
      asked: 'ms',
    });
    // Varying by the coding and the format alone, the answer is kept: the second request, of the same format, gets the first one's.
    expect(JSON.parse((await ask('/v1/by-format', { 'accept-language': 'en' })).body.toString())).toEqual({
      asked: 'ms',
    });
    // Another format is another kept answer.
    expect(
      JSON.parse((await ask('/v1/by-format', { 'accept-language': 'zh', accept: 'text/csv' })).body.toString()),
    ).toEqual({ asked: 'zh' });
    expect(reachedFastify).toEqual(['/v1/by-language', '/v1/by-language', '/v1/by-format', '/v1/by-format']);
  });

  it('counts a request over the limit once, and answers its 429 as the rate limit does', async () => {
    await serve({ rateLimitPerMinute: 2 });
    const path = '/v1/states';
    const counts = vi.spyOn(LocalStore.prototype, 'incr');
    try {
      await ask(path);
      await ask(path);
      const shortcutRefused = await ask(path);
      const counted = counts.mock.calls.length;
      expect(counted).toBe(3);
      expect(shortcutRefused.status).toBe(429);
      // The same 429 as one Fastify's way refuses itself (inject never meets the shortcut), headers in the same order.
      const fastifyRefused = await askFastify(path, {});
      expect(counts.mock.calls.length).toBe(counted + 1);
      const differing = new Set(['x-request-id', 'x-ratelimit-reset', 'retry-after', 'content-length']);
      expect(shortcutRefused.headers.map(([name]) => name)).toEqual(fastifyRefused.headers.map(([name]) => name));
      expect(shortcutRefused.headers.filter(([name]) => !differing.has(name))).toEqual(
        fastifyRefused.headers.filter(([name]) => !differing.has(name)),
      );
      expect(JSON.parse(shortcutRefused.body.toString()).error.code).toBe('RATE_LIMITED');
      // The first request, and the refusal by the rate limit's own hook: the shortcut's is refused before this test's hook.
      expect(reachedFastify).toEqual([path, path]);
    } finally {
      counts.mockRestore();
    }
  });
});
