import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { STATES } from '../../scripts/answer-requests.js';
import { exchange } from './raw-http.js';
import { cpuMs } from '../../scripts/process-cpu.js';
import { freePort } from '../../scripts/free-port.js';
import { START_FLAGS } from '../../scripts/start-command.js';
import { ROOT, eventually, killAll, startService, track, within } from './service.js';

/** A process's resident memory now and at its peak, in MiB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** A GET over a keep-alive agent: its status. */
function get(port: number, path: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The service's CPU time, in ms, for one request sent raw on its own connection (answered,
 * then closed): its threads' own time, so another test file running beside this one does not
 * count, as wall time would.
 */
async function spentMs(pid: number, port: number, raw: string): Promise<number> {
  const before = cpuMs(pid);
  const answer = await exchange(port, [raw], 10_000);
  expect(answer.statusLine).toMatch(/^HTTP\/1\.1 [2-4]\d\d /);
  return cpuMs(pid) - before;
}

/**
 * The hostile request's median cost over the ordinary one's, `times` of each sent in turns: a
 * collection or a compilation of the service's counts against one request, not the median.
 */
async function costRatio(pid: number, port: number, hostile: string, ordinary: string, times: number): Promise<number> {
  const spent = { hostile: [] as number[], ordinary: [] as number[] };
  for (let i = 0; i < times; i++) {
    spent.ordinary.push(await spentMs(pid, port, ordinary));
    spent.hostile.push(await spentMs(pid, port, hostile));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(times / 2)]!;
  return median(spent.hostile) / median(spent.ordinary);
}

/**
 * Each attack of issue 36 on one instance, against the started service: what it tried to make
 * the service spend, and that the bounds of docs/threat-model.md held.
 */
describe('hostile clients against one instance', () => {
  afterEach(killAll);

  it('a flood of 84,000 distinct URLs, padded and plain, leaves a 256 MiB heap alive and resident memory under 300 MiB', async () => {
    // As `npm start` and the image run it: a 256 MiB old generation, grown twice what a full collection keeps.
    const service = await startService(
      { RATE_LIMIT_PER_MINUTE: '1000000000' },
      [process.execPath, ...START_FLAGS, 'dist/main.js'],
      20_000,
      { keepLogs: false },
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    // Three in four are one question spelt anew: a year with leading zeros, empty pairs up to
    // 6 KB, a percent-encoded letter, the parameters in a new order. The fourth is a new,
    // ordinary date check (each a different answer to keep), over the years served.
    const url = (i: number) => {
      if (i % 4 === 3)
        return `/v1/holidays/check?date=${new Date(Date.UTC(2001, 0, 1) + (i >> 2) * 86_400_000).toISOString().slice(0, 10)}&state=${STATES[i % 16]}`;
      const month = (i % 12) + 1;
      const padding = '&'.repeat(1 + (i % 6000));
      return i % 2 === 0
        ? `/v1/holidays?year=0002026&month=${month}${padding}&type=state&state=%73elangor`
        : `/v1/holidays?${padding}state=selangor&type=state&month=0${month}&year=2026`;
    };
    const total = 84_000;
    const statuses = new Map<number, number>();
    let next = 0;
    let peakRss = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < total) {
          const status = await get(service.port, url(next++), agent);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (next % 4000 === 0) peakRss = Math.max(peakRss, memoryOf(service.child.pid!).rss);
        }
      }),
    );
    agent.destroy();
    expect(service.child.exitCode).toBeNull();
    expect(Object.fromEntries(statuses)).toEqual({ 200: total });
    // The bound stated in docs/threat-model.md: kept answers at most 32 MiB and their URLs 8 MiB
    // as counted, the whole process under 300 MiB resident (about 230 MiB measured).
    expect(memoryOf(service.child.pid!).peak).toBeLessThan(300);
    expect(peakRss).toBeLessThan(300);
    expect(service.stderr()).not.toMatch(/heap out of memory/);
  }, 600_000);

  it('12 addresses asking 100 distinct century lists each, inside the default limit, leave resident memory under 250 MiB', async () => {
    // Each answer is 763 KB of JSON with its Brotli or gzip form: the kept answers hold 32 MiB of
    // them at most, and an answer they let go is freed, whatever URLs named it. Before, the URL
    // index held every answer outside the count: about 1 GiB after these 1,200 requests.
    const service = await startService({}, [process.execPath, ...START_FLAGS, 'dist/main.js'], 60_000, {
      keepLogs: false,
    });
    const pid = service.child.pid!;
    const codings = ['br', 'gzip', 'br, gzip'];
    await Promise.all(
      Array.from({ length: 12 }, async (_, client) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (let index = 0; index < 100; index++) {
          const start = new Date(Date.UTC(2001, 0, 1 + client * 100 + index)).toISOString().slice(0, 10);
          const status = await new Promise<number>((resolve, reject) => {
            request(
              {
                host: '127.0.0.1',
                port: service.port,
                localAddress: `127.0.0.${client + 1}`,
                path: `/v1/holidays/between?start=${start}&end=2100-12-31&state=${STATES[index % 16]}`,
                headers: { 'accept-encoding': codings[index % 3]! },
                agent,
              },
              (response) => {
                response.resume();
                response.on('end', () => resolve(response.statusCode!));
              },
            )
              .on('error', reject)
              .end();
          });
          expect(status).toBe(200);
        }
        agent.destroy();
      }),
    );
    expect(memoryOf(pid).rss).toBeLessThan(250);
  }, 300_000);

  it('an integer no question needs (30 digits, or thousands of leading zeros) is refused before it is read or kept', async () => {
    const service = await startService();
    for (const year of ['1'.repeat(30), `${'0'.repeat(3000)}2026`]) {
      const response = await fetch(`${service.origin}/v1/holidays?year=${year}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('VALIDATION_ERROR');
    }
    // A few leading zeros are still plain decimal.
    expect((await fetch(`${service.origin}/v1/holidays?year=02026&month=02`)).status).toBe(200);
  });

  it('costs the same for 15 KB of hostile input to each header and parameter parser as for an ordinary request of that size', async () => {
    const service = await startService({ RATE_LIMIT_PER_MINUTE: '1000000000', TRUST_PROXY: '127.0.0.1' });
    const size = 15_000;
    // Each parser, a request that reaches it with pathological input, and an ordinary request
    // to the same route carrying as many bytes in a header nothing reads.
    const hostile: [string, string, string][] = [
      ['Accept-Language, one long tag', '/selangor/2026', `Accept-Language: ${'a'.repeat(size)}-`],
      ['Accept-Language, many ranges', '/selangor/2026', `Accept-Language: ${'a-b;q=0.5,'.repeat(size / 10)}`],
      ['Accept', '/v1/holidays?year=2026&state=johor', `Accept: ${'text/csv,'.repeat(size / 9)}`],
      ['Accept, parameters', '/v1/holidays?year=2026&state=johor', `Accept: text/csv;${'a=b;'.repeat(size / 4)}`],
      ['Accept-Encoding', '/v1/holidays?year=2026&state=johor', `Accept-Encoding: ${'gzip;q=0.5,'.repeat(size / 12)}`],
      ['If-None-Match', '/v1/holidays?year=2026&state=johor', `If-None-Match: ${'W/"a",'.repeat(size / 6)}`],
      ['If-None-Match, unterminated', '/v1/holidays?year=2026&state=johor', `If-None-Match: "${'a'.repeat(size)}`],
      ['If-Modified-Since', '/v1/holidays?year=2026&state=johor', `If-Modified-Since: ${'1 '.repeat(size / 2)}`],
      ['Host', '/v1/holidays?year=2026&state=johor', `X-Host-Is-Below: 1\r\nHost: ${'a'.repeat(size)}:x`],
      ['X-Request-Id', '/v1/holidays?year=2026&state=johor', `X-Request-Id: ${'a'.repeat(size)}`],
      ['X-Forwarded-For', '/v1/holidays?year=2026&state=johor', `X-Forwarded-For: ${'1.2.3.4,'.repeat(size / 8)}`],
      ['X-Forwarded-Host', '/v1/holidays?year=2026&state=johor', `X-Forwarded-Host: ${'a,'.repeat(size / 2)}`],
    ];
    // Parameters: the URL is read up to 8 KB (a longer one is refused 414 before any parser),
    // so 8 KB of each, against an ordinary question to the same route.
    const url = 8000;
    const parameters: [string, string, string][] = [
      ['query string, empty pairs', `/v1/holidays?${'&'.repeat(url)}year=2026`, '/v1/holidays?year=2026'],
      ['query string, many pairs', `/v1/holidays?${'a=1&'.repeat(url / 4)}`, '/v1/holidays?year=2026'],
      ['state in a page path', `/${'a'.repeat(url)}/2026`, '/selangor/2026'],
      [
        'state in the query',
        `/v1/holidays?year=2026&state=${'ab'.repeat(url / 2)}`,
        '/v1/holidays?year=2026&state=johor',
      ],
      ['status list', `/v1/holidays?year=2026&status=${'a,'.repeat(url / 2)}a`, '/v1/holidays?year=2026&status=all'],
      [
        'feed parts',
        `/v1/feed/ical/selangor?include=${'a,'.repeat(url / 2)}a`,
        '/v1/feed/ical/selangor?include=holidays',
      ],
      [
        'page language and leave',
        `/selangor/2026?lang=${'a'.repeat(url / 2)}&leave=${'1'.repeat(url / 2)}`,
        '/selangor/2026?lang=ms&leave=5',
      ],
    ];
    const raw = (path: string, header: string) =>
      `GET ${path} HTTP/1.1\r\n${header.includes('Host:') ? '' : 'Host: x\r\n'}${header}\r\nConnection: close\r\n\r\n`;
    const filler = (length: number) => `X-Filler: ${'a'.repeat(length)}`;
    const costs: Record<string, number> = {};
    for (const [name, path, header] of hostile)
      costs[name] = await costRatio(
        service.child.pid!,
        service.port,
        raw(path, header),
        raw(path, filler(header.length)),
        7,
      );
    for (const [name, path, ordinaryPath] of parameters)
      costs[name] = await costRatio(
        service.child.pid!,
        service.port,
        raw(path, 'X-Filler: a'),
        raw(ordinaryPath, filler(path.length)),
        7,
      );
    // Generous: a quadratic parser (0.2-0.5 s for the first, against 5 ms for the page) is 40 to
    // 100 times an ordinary request, far outside 8. Linear parsing of the most a request carries
    // measures 1.6-3.6 times alone, and once 4.2 with the suite's other files running beside it
    // (2,000 `a=1` pairs): a collection or a compilation during the measured requests, or a busy
    // neighbour, stays within 8.
    expect(Object.entries(costs).filter(([, ratio]) => ratio >= 8)).toEqual([]);
  }, 120_000);

  it('answers a GET whose chunked body never ends, then closes its connection; another client is served meanwhile', async () => {
    const service = await startService();
    const socket = connect(service.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.write('GET /v1/states HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n');
    const drip = setInterval(() => !socket.destroyed && socket.write('1\r\na\r\n'), 100);
    const closed = once(socket, 'close');
    expect((await fetch(`${service.origin}/v1/states`)).status).toBe(200);
    expect(await within(closed, 3000)).not.toBe('timed out');
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('cuts off a client whose headers never end once the headers timeout (10 s) has passed, while others are served', async () => {
    const service = await startService();
    const started = performance.now();
    const socket = connect(service.port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('GET /v1/states HTTP/1.1\r\nHost: x\r\n');
    // One header line every half second, never the blank line that ends them.
    const drip = setInterval(() => !socket.destroyed && socket.write('X-Slow: a\r\n'), 500);
    const closed = once(socket, 'close');
    for (let i = 0; i < 3; i++) expect((await fetch(`${service.origin}/v1/states`)).status).toBe(200);
    expect(await within(closed, 16_000)).not.toBe('timed out');
    clearInterval(drip);
    const seconds = (performance.now() - started) / 1000;
    // Node looks for late headers once a second (edge/connection-limits.ts).
    expect(seconds).toBeGreaterThanOrEqual(9.5);
    expect(seconds).toBeLessThan(14);
  }, 30_000);

  it('closes a connection past MAX_CONNECTIONS on arrival, and serves again once one is free', async () => {
    const service = await startService({ MAX_CONNECTIONS: '20' });
    const idle = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const socket = connect(service.port, '127.0.0.1');
        await once(socket, 'connect');
        return socket;
      }),
    );
    const refused = await exchange(
      service.port,
      ['GET /v1/states HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      3000,
    );
    expect(refused.statusLine).toBe('');
    expect(refused.ending).not.toBe('timed out');
    for (const socket of idle) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${service.origin}/v1/states`)).status).toBe(200);
  });

  it('holds one address to MAX_CONNECTIONS_PER_CLIENT connections, so that its idle ones never crowd out another client', async () => {
    // The attack review's case, scaled to the test: one address opens as many connections as the
    // instance holds and leaves them idle; another address asks 25 questions meanwhile.
    const service = await startService({ MAX_CONNECTIONS: '100' });
    const opened = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const socket = connect({ port: service.port, host: '127.0.0.1', localAddress: '127.0.0.1' });
        // The ones past the cap are closed by the service, some before they connect.
        socket.on('error', () => {});
        await Promise.race([once(socket, 'connect'), once(socket, 'close')]);
        return socket;
      }),
    );
    const held = () => opened.filter((socket) => socket.readyState === 'open').length;
    await eventually(() => held() === 50, 5000);
    expect(held()).toBe(50);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push(
        await new Promise<number>((resolve, reject) => {
          request(
            { host: '127.0.0.1', port: service.port, path: '/v1/states', localAddress: '127.0.0.2', agent: false },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode!));
            },
          )
            .on('error', reject)
            .end();
        }),
      );
    }
    expect(statuses).toEqual(Array(25).fill(200));
    for (const socket of opened) socket.destroy();
  });

  it('holds neither memory nor files for docs-page downloads that are cut short or never read', async () => {
    const service = await startService({ RATE_LIMIT_PER_MINUTE: '1000000000' });
    const pid = service.child.pid!;
    const files = () => readdirSync(`/proc/${pid}/fd`).length;
    const ask = 'GET /v1/docs/static/swagger-ui-bundle.js HTTP/1.1\r\nHost: x\r\n\r\n';
    // swagger-ui's bundle, 1.7 MB: the first answer makes the docs application.
    expect((await fetch(`${service.origin}/v1/docs/static/swagger-ui-bundle.js`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = { files: files(), rss: memoryOf(pid).rss };
    // A hundred downloads cut off after their first 64 KB.
    for (let i = 0; i < 100; i++) {
      const socket = connect(service.port, '127.0.0.1', () => socket.write(ask));
      let received = 0;
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 65_536) socket.destroy();
      });
      await once(socket, 'close');
    }
    // Two hundred that ask and never read.
    const stalled = Array.from({ length: 200 }, () => {
      const socket = connect(service.port, '127.0.0.1', () => socket.write(ask));
      socket.pause();
      return socket;
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Each file goes out as the socket takes it, not held whole: 200 × 1.7 MB would be 340 MiB.
    expect(memoryOf(pid).rss - before.rss).toBeLessThan(120);
    for (const socket of stalled) socket.destroy();
    expect(await eventually(() => files() <= before.files, 5000), `${files()} files open, ${before.files} before`).toBe(
      true,
    );
  });

  it('links to the address the connection reached when Host is empty, never to http:///', async () => {
    const service = await startService();
    const answer = await exchange(
      service.port,
      ['GET /selangor/2026 HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n'],
      5000,
    );
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
    expect(answer.body).not.toContain('http:///');
    expect(answer.body).toContain(`http://127.0.0.1:${service.port}/v1`);
  });

  it('answers GET * with an error, not the landing page', async () => {
    const service = await startService();
    const answer = await exchange(service.port, ['GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'], 5000);
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.body).error.code).toBe('VALIDATION_ERROR');
  });

  it('answers the first 100 of 101 requests pipelined in one packet, and refuses the last', async () => {
    const service = await startService();
    const burst =
      'GET /v1/states HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(100) +
      'GET /v1/states HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    const socket = connect(service.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    await once(socket, 'connect');
    socket.write(burst);
    await within(once(socket, 'close'), 15_000);
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    expect(statuses).toEqual([...Array(100).fill(200), 429]);
  });

  it('answers a docs-page path that climbs out of the docs page (`curl --path-as-is`) NOT_FOUND in the envelope, reading no file', async () => {
    const service = await startService();
    for (const path of [
      '/v1/docs/static/../../../../etc/passwd',
      '/v1/docs/static/../../../selangor/2026',
      '/v1/docs/static/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/v1/docs/../holidays?year=2026',
    ]) {
      const answer = await exchange(
        service.port,
        [`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
        5000,
      );
      expect(answer.statusLine, path).toBe('HTTP/1.1 404 Not Found');
      expect(JSON.parse(answer.body).error.code, path).toBe('NOT_FOUND');
      expect(answer.body, path).not.toContain('root:');
    }
  });

  // npm passes SIGTERM on to node; it dies of SIGHUP alone, and node then stops as npm has gone.
  it.each(['SIGTERM', 'SIGHUP'] as const)(
    '`kill -%s PID` of `npm start` stops the service and frees its port',
    async (signal) => {
      const port = await freePort();
      // --ignore-scripts: the script itself, without its prestart build (the tests run on a built tree).
      const npm = track(
        spawn('npm', ['start', '--ignore-scripts'], {
          cwd: ROOT,
          env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), SHUTDOWN_DRAIN_MS: '0' },
          stdio: 'ignore',
        }),
      );
      const answers = async () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
      for (let i = 0; i < 150 && !(await answers()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await answers()).toBe(true);
      npm.kill(signal);
      await within(once(npm, 'exit'), 15_000);
      // The port is free: a new server can listen on it.
      const freed = async () => {
        const server = createServer();
        const listening = await new Promise<boolean>((resolve) => {
          server.once('error', () => resolve(false));
          server.listen(port, '127.0.0.1', () => resolve(true));
        });
        server.close();
        return listening;
      };
      let free = await freed();
      for (let i = 1; i < 100 && !free; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        free = await freed();
      }
      expect(free).toBe(true);
    },
    30_000,
  );

  it('SIGUSR2 writes a diagnostic report and the service answers on; SIGHUP stops it gracefully', async () => {
    const service = await startService();
    service.child.kill('SIGUSR2');
    // Node's diagnostic report, one line of JSON.
    await eventually(() => service.stderr().endsWith('\n'), 5000);
    expect(JSON.parse(service.stderr()).header.trigger).toBe('GetReport');
    expect((await fetch(`${service.origin}/v1/states`)).status).toBe(200);
    service.child.kill('SIGHUP');
    expect(await within(service.exited, 15_000)).toEqual({ code: 0, signal: null });
    expect(service.logs.some((line) => line.msg === 'shutting down: draining' && line.signal === 'SIGHUP')).toBe(true);
  }, 30_000);
});
