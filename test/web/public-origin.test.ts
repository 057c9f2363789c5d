import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange } from '../reliability/raw-http.js';
import { type RunningService, killAll, startService } from '../reliability/service.js';
import { testApp } from '../support/fixtures.js';

/** A request that tries to put its own host into the links: Host, the forwarded host and scheme. */
const ATTACK = { host: 'evil-host.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' };
const PUBLIC_ORIGIN = 'https://calendar.example.my';
const PAGES = ['/', '/selangor/2026', '/selangor/2026?leave=5', '/atlantis/2026'];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function overSocket(origin: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${origin}${path}`, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** The origins of a page's absolute links (webcal:// counted as the http(s) origin it stands for). */
function originsIn(body: string): Set<string> {
  return new Set(
    [...body.matchAll(/(?:https?|webcal):\/\/[^/"?&\s]+/g)]
      .map((match) => match[0].replace(/^webcal:/, 'https:'))
      .filter((origin) => !origin.includes('calendar.google.com')),
  );
}

/** Checks a page answer against the origin its links must use and the caching it may have. */
function expectLinks(answer: Answer, origin: string, cacheControl: string, path: string) {
  expect(answer.body, path).not.toContain('evil');
  const expected = new Set([origin.replace(/^http:/, 'https:')]);
  expect(new Set([...originsIn(answer.body)].map((found) => found.replace(/^http:/, 'https:'))), path).toEqual(
    expected,
  );
  if (answer.status === 200) expect(answer.headers['cache-control'], path).toBe(cacheControl);
  else expect(answer.headers['cache-control'], path).toBe('no-store');
}

describe('links use the operator’s origin, never a client’s (over inject)', () => {
  it('with PUBLIC_ORIGIN: every absolute link, the OpenAPI servers included, whatever Host and X-Forwarded-Host say', async () => {
    const app = await testApp({ publicOrigin: PUBLIC_ORIGIN, trustProxy: true });
    for (const path of PAGES) {
      const response = await app.inject({ url: path, headers: ATTACK });
      expectLinks(
        { status: response.statusCode, headers: response.headers as Answer['headers'], body: response.body },
        PUBLIC_ORIGIN,
        'public, max-age=3600',
        path,
      );
    }
    const year = await app.inject({ url: '/selangor/2026', headers: ATTACK });
    expect(year.body).toContain('href="webcal://calendar.example.my/v1/feed/ical/selangor.ics?lang=en"');
    expect(year.body).toContain('value="https://calendar.example.my/v1/feed/ical/selangor.ics?lang=en"');
    const document = await app.inject({ url: '/v1/openapi.json', headers: ATTACK });
    expect(document.json().servers).toEqual([{ url: PUBLIC_ORIGIN, description: 'This service' }]);
    await app.close();
  });

  it('without it: the request’s Host only, never a forwarded host or scheme, and such a page is private to the browser', async () => {
    const app = await testApp({ trustProxy: true });
    for (const path of PAGES) {
      const response = await app.inject({ url: path, headers: { ...ATTACK, host: 'calendar.test:8080' } });
      expectLinks(
        { status: response.statusCode, headers: response.headers as Answer['headers'], body: response.body },
        'http://calendar.test:8080',
        'private, max-age=3600',
        path,
      );
    }
    const year = await app.inject({ url: '/selangor/2026', headers: { ...ATTACK, host: 'calendar.test:8080' } });
    expect(year.body).toContain('href="webcal://calendar.test:8080/v1/feed/ical/selangor.ics?lang=en"');
    // The document names no host at all: its servers are relative to wherever it was read.
    expect((await app.inject({ url: '/v1/openapi.json', headers: ATTACK })).json().servers).toEqual([
      { url: '/', description: 'This service' },
    ]);
    await app.close();
  });
});

describe('links use the operator’s origin, never a client’s (the started service, behind a trusted proxy)', () => {
  let configured: RunningService;
  let unconfigured: RunningService;
  beforeAll(async () => {
    [configured, unconfigured] = await Promise.all([
      startService({ PUBLIC_ORIGIN: `${PUBLIC_ORIGIN}/`, TRUST_PROXY: 'true' }),
      startService({ TRUST_PROXY: 'true' }),
    ]);
  });
  afterAll(killAll);

  it('with PUBLIC_ORIGIN: the configured origin in every page and in the OpenAPI document', async () => {
    for (const path of PAGES)
      expectLinks(await overSocket(configured.origin, path, ATTACK), PUBLIC_ORIGIN, 'public, max-age=3600', path);
    const document = JSON.parse((await overSocket(configured.origin, '/v1/openapi.json', ATTACK)).body) as {
      servers: unknown;
    };
    expect(document.servers).toEqual([{ url: PUBLIC_ORIGIN, description: 'This service' }]);
  });

  it('without it: the Host the request was sent with, never the forwarded one, and not for shared caches', async () => {
    for (const path of PAGES) {
      expectLinks(
        await overSocket(unconfigured.origin, path, { ...ATTACK, host: 'calendar.test' }),
        'http://calendar.test',
        'private, max-age=3600',
        path,
      );
    }
    // The same page asked by its plain address links there: the Host decides, nothing the proxy forwards.
    const plain = await overSocket(unconfigured.origin, '/selangor/2026', { 'x-forwarded-host': 'evil.example' });
    expect(plain.body).toContain(`href="webcal://127.0.0.1:${unconfigured.port}/v1/feed/ical/selangor.ics?lang=en"`);
    // HTTP/1.0 may omit Host: then the address the connection reached, never the forwarded host.
    const withoutHost = await exchange(unconfigured.port, [
      'GET /selangor/2026 HTTP/1.0\r\nX-Forwarded-Host: evil.example\r\n\r\n',
    ]);
    expect(withoutHost.statusLine).toMatch(/^HTTP\/1\.1 200/);
    expectLinks(
      { status: 200, headers: withoutHost.headers, body: withoutHost.body },
      `http://127.0.0.1:${unconfigured.port}`,
      'private, max-age=3600',
      'HTTP/1.0',
    );
  });
});
