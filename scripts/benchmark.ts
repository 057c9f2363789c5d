/**
 * The service against a bare node:http server that sends the very same bytes (issue: "serve
 * at the speed of Node"). The service runs as in production (`node dist/main.js`: rate limit
 * on, default logging, CORS, ETag, compression, security headers), pinned to core 0; the bare
 * server replays the service's recorded answers, pinned to core 0 too; autocannon drives
 * both from this process on core 1, 50 connections, rounds alternating to cancel drift. Then
 * the cold start, the service's resident memory after the load, the library's first answer
 * and the installed package's size. All of it for two services side by side: one counting the
 * rate limit in process, one in Redis (REDIS_URL set; `npm run benchmark` starts a throw-away
 * redis-server through scripts/with-redis.sh, which sets REDIS_TEST_URL, pinned to core 1 here as it would run elsewhere in production), loaded in turn in the
 * same rounds, so that the two are compared within the same minutes (issue 31's goal: Redis
 * keeps ≥ 0.85× of the in-process throughput, p99 ≤ 1.5×). The access log is on, at its default
 * level, written to a file whose lines are counted against the requests made.
 * Prints a Markdown report (docs/benchmarks.md keeps them).
 *
 *   npm run build && npm run benchmark    (BENCH_SECONDS=5 BENCH_ROUNDS=3 by default)
 *
 * BENCH_ROOT=DIR measures the service built in another checkout (an earlier commit, for a
 * before/after); the library figures are then skipped if it has no calendar package, and
 * BENCH_RATE_LIMIT sets its rate limit (earlier versions accept at most 1000000).
 * BENCH_ONLY=cold-start measures the cold starts alone (BENCH_COLD_STARTS of them, 5 by default),
 * with the CPU time each start took, which other work on the machine disturbs less than the wall time.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { STATES } from './answer-requests.js';
import { freePort } from './free-port.js';
import { type Recording, recordingKey } from './recordings.js';
import { START_FLAGS as COMMAND_FLAGS } from './start-command.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const root = process.env.BENCH_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const here = fileURLToPath(new URL('..', import.meta.url));
const RATE_LIMIT = process.env.BENCH_RATE_LIMIT ?? '1000000000';
const COLD_START_URL = '/v1/holidays?year=2026&state=selangor';
/** Node's flags for the service: the start command's (`npm start`, the Dockerfile's CMD), or BENCH_START_FLAGS. */
const START_FLAGS = process.env.BENCH_START_FLAGS?.split(' ').filter(Boolean) ?? COMMAND_FLAGS;
const COLD_START_ONLY = process.env.BENCH_ONLY === 'cold-start';
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 5);

interface Scenario {
  name: string;
  paths: string[];
  acceptEncoding?: string;
}

const rotation = STATES.flatMap((state) =>
  Array.from(
    { length: 50 },
    (_, index) =>
      `/v1/holidays/check?date=${new Date(Date.UTC(2026, 0, 1 + index * 7)).toISOString().slice(0, 10)}&state=${state}`,
  ),
);

const SCENARIOS: Scenario[] = [
  { name: 'date check', paths: ['/v1/holidays/check?date=2026-08-31&state=selangor'] },
  { name: 'business days over 2 years', paths: ['/v1/business-days?start=2025-01-01&end=2026-12-31&state=kedah'] },
  { name: 'add business days', paths: ['/v1/business-days/add?date=2026-05-29&days=250&state=sarawak'] },
  { name: "a state's holiday list", paths: ['/v1/holidays?year=2026&state=johor'] },
  { name: 'states', paths: ['/v1/states'] },
  { name: 'is-school-day', paths: ['/v1/school/is-school-day?date=2026-11-10&state=sarawak'] },
  { name: 'iCal feed', paths: ['/v1/feed/ical/penang?include=holidays,school,exams'] },
  { name: `${rotation.length} distinct date checks in rotation`, paths: rotation },
  {
    name: 'business days over 2 years, gzip client',
    paths: ['/v1/business-days?start=2025-01-01&end=2026-12-31&state=kedah'],
    acceptEncoding: 'gzip, deflate, br',
  },
  { name: 'date check in a projected year', paths: ['/v1/holidays/check?date=2030-08-30&state=selangor'] },
  { name: "a projected year's holiday list", paths: ['/v1/holidays?year=2030&state=johor&status=all'] },
];

/** Every year served, each asked a date check and a holiday list, in states taken in turn: what a hundred different years cost in memory. */
const EVERY_YEAR = Array.from({ length: 100 }, (_, index) => 2001 + index).flatMap((year, index) => {
  const state = STATES[index % STATES.length]!;
  return [
    `/v1/holidays/check?date=${year}-06-15&state=${state}`,
    `/v1/holidays?year=${year}&state=${state}&status=all`,
  ];
});

/** The first answer of a year no request has asked yet, as a client waits for it (ms). */
async function firstAnswerMs(port: number, path: string): Promise<number> {
  const started = performance.now();
  const { status } = await fetchRaw(port, path);
  if (status !== 200) throw new Error(`${path}: ${status}`);
  return performance.now() - started;
}

/** Whether a build answers a path (an earlier commit under BENCH_ROOT may not serve every year or route). */
async function answers(port: number, path: string): Promise<boolean> {
  return (await fetchRaw(port, path)).status === 200;
}

/** One raw GET: status, headers and body bytes, nothing decoded. */
function fetchRaw(
  port: number,
  path: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = get(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** One answer of the service as the bare server will replay it (the per-connection headers left to it). */
async function record(port: number, path: string, acceptEncoding?: string): Promise<Recording> {
  const { status, headers, body } = await fetchRaw(port, path, acceptEncoding);
  const {
    date: _date,
    connection: _connection,
    'keep-alive': _keepAlive,
    'transfer-encoding': _chunked,
    ...kept
  } = headers;
  return { key: recordingKey(path, acceptEncoding), status, headers: kept, body: body.toString('base64') };
}

/** The rate limit's counters: in the process, or in Redis. */
type Counting = { name: string; env: Record<string, string> };

/**
 * Spawns the service as production runs it, and resolves with the time to its first 200 on
 * COLD_START_URL. Its log goes to a file (the writes cost the service's core, as any log
 * destination's would; no reader shares the load generator's core), whose lines `logLines`
 * counts once the service has stopped.
 */
async function startService(
  counting: Counting,
  core?: number,
): Promise<{
  child: ChildProcess;
  port: number;
  coldStartMs: number;
  coldStartCpuMs: number;
  logLines: () => Promise<number>;
}> {
  const port = await freePort();
  const logFile = join(work, `service-${port}.log`);
  const log = openSync(logFile, 'w');
  const node = [process.execPath, ...START_FLAGS, 'dist/main.js'];
  const command = core === undefined ? node : ['taskset', '-c', String(core), ...node];
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, ...counting.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: RATE_LIMIT },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const logLines = async () => {
    let lines = 0;
    for await (const chunk of createReadStream(logFile))
      for (let index = (chunk as Buffer).indexOf(10); index !== -1; index = (chunk as Buffer).indexOf(10, index + 1))
        lines++;
    rmSync(logFile);
    return lines;
  };
  for (;;) {
    const status = await fetchRaw(port, COLD_START_URL).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200)
      return {
        child,
        port,
        coldStartMs: performance.now() - started,
        coldStartCpuMs: threadsCpuMs(child.pid!),
        logLines,
      };
    if (performance.now() - started > 20_000) throw new Error('the service did not answer within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function residentMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** CPU time (user and system) a process has used so far, in microseconds (/proc counts 10 ms ticks). */
function cpuMicroseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** CPU time a process's threads have run so far, in milliseconds (each thread's schedstat counts nanoseconds). */
function threadsCpuMs(pid: number): number {
  return (
    readdirSync(`/proc/${pid}/task`).reduce(
      (sum, thread) => sum + Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]),
      0,
    ) / 1e6
  );
}

/** CPU time the Redis server at this URL has used so far, in microseconds. */
function redisCpuMicroseconds(url: string): number {
  const info = execFileSync('redis-cli', ['-u', url, 'info', 'cpu'], { encoding: 'utf8' });
  const seconds = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)![1]);
  return (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1e6;
}

/**
 * Redis on the load generator's core: in production it runs on a machine of its own, and here,
 * left to the scheduler, it woke on the service's core and took its time from the service
 * (writes and reads on the socket cost the service two to three times as much while Redis
 * shared its core, by strace). Its CPU time is still counted per request (`redisCpuMicroseconds`).
 */
function pinRedis(url: string, core: number): void {
  const info = execFileSync('redis-cli', ['-u', url, 'info', 'server'], { encoding: 'utf8' });
  const pid = /^process_id:(\d+)/m.exec(info)![1]!;
  execFileSync('taskset', ['-a', '-cp', String(core), pid], { stdio: 'ignore' });
}

/** A server under load: where it listens, and the CPU time it (and the Redis it counts in) has used. */
interface Server {
  port: number;
  cpu: () => number;
}

async function load({ port, cpu }: Server, scenario: Scenario, seconds: number) {
  const cpuBefore = cpu();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: scenario.paths.map((path) => ({
      method: 'GET',
      path,
      headers: scenario.acceptEncoding === undefined ? {} : { 'accept-encoding': scenario.acceptEncoding },
    })),
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${scenario.name}: ${failures} failed requests on port ${port}`);
  // CPU per request: what the load costs, whatever else the machine's cores are busy with.
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    cpuPerRequest: (cpu() - cpuBefore) / result.requests.total,
  };
}

type Measured = Awaited<ReturnType<typeof load>>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
const work = mkdtempSync(join(tmpdir(), 'mycal-bench-'));

/**
 * The scenarios against every way of counting at once: one service per counting and the bare
 * server run side by side (all pinned to core 0, only the one under load busy), and each round
 * loads them in turn, the order reversed every other round, so that the ways of counting are
 * compared within the same minutes, whatever else the machine is doing. Then cold start and memory.
 */
async function measure(countings: Counting[]) {
  // Record every answer from a service of its own, so the measured ones start cold.
  const recorder = await startService(countings[0]!);
  const recordings: Recording[] = [];
  // A scenario the build does not answer (an earlier commit's, under BENCH_ROOT) is left out.
  const scenarios: Scenario[] = [];
  for (const scenario of SCENARIOS) {
    const recorded = [];
    for (const path of scenario.paths) recorded.push(await record(recorder.port, path, scenario.acceptEncoding));
    if (recorded.some((recording) => recording.status !== 200)) continue;
    scenarios.push(scenario);
    recordings.push(...recorded);
  }
  const servesProjectedYears = await answers(recorder.port, '/v1/holidays?year=2030&state=johor');
  await stop(recorder.child);

  const services = [];
  for (const counting of countings) services.push(await startService(counting, 0));
  const startRss = services.map((service) => residentMiB(service.child.pid!));
  const loadStarted = performance.now();
  // Every server's code paths compiled by the JIT first, on answers the scenarios do not ask for.
  const warmUp: Scenario = {
    name: 'warm-up',
    paths: [
      '/v1/holidays/check?date=2025-03-05&state=perak',
      '/v1/holidays?year=2025&state=perak',
      '/v1/business-days?start=2025-01-01&end=2025-12-31&state=perak',
    ],
  };
  for (const path of warmUp.paths) recordings.push(await record(services[0]!.port, path));
  writeFileSync(join(work, 'recordings.json'), JSON.stringify(recordings));
  const bare = spawn(
    'taskset',
    ['-c', '0', process.execPath, '--import', 'tsx', 'scripts/bare-server.ts', join(work, 'recordings.json')],
    { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const barePort = await new Promise<number>((resolve) =>
    bare.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  const servers: Server[] = [
    { port: barePort, cpu: () => cpuMicroseconds(bare.pid!) },
    ...services.map((service, c) => {
      const redis = countings[c]!.env.REDIS_URL;
      return {
        port: service.port,
        cpu: () => cpuMicroseconds(service.child.pid!) + (redis === undefined ? 0 : redisCpuMicroseconds(redis)),
      };
    }),
  ];
  for (const server of servers) await load(server, warmUp, 2);
  // Once the routes are compiled (by the warm-up), a year and a state no request has asked yet: what a projected year costs the first time.
  const firstProjected: number[][] = [];
  if (servesProjectedYears)
    for (const service of services)
      firstProjected.push([
        await firstAnswerMs(service.port, '/v1/holidays?year=2077&state=kelantan&status=all'),
        await firstAnswerMs(service.port, '/v1/holidays/check?date=2091-03-04&state=sabah'),
      ]);

  // rows[0]: the first counting against the others (docs/benchmarks.md); rows[1 + c]: counting c against bare Node.
  const rows: string[][] = [[], ...countings.map(() => [])];
  const requests = countings.map(() => 0);
  for (const scenario of scenarios) {
    const measured: Measured[][] = servers.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      const order = servers.map((_, index) => index);
      if (round % 2 === 1) order.reverse();
      for (const index of order) measured[index]!.push(await load(servers[index]!, scenario, SECONDS));
    }
    const rps = measured.map((runs) => median(runs.map((m) => m.rps)));
    const p99 = measured.map((runs) => median(runs.map((m) => m.p99)));
    const cpu = measured.map((runs) => median(runs.map((m) => m.cpuPerRequest)));
    countings.forEach((counting, c) => {
      requests[c]! += measured[1 + c]!.reduce((sum, run) => sum + run.total, 0);
      rows[1 + c]!.push(
        comparison(scenario.name, { rps: rps[1 + c]!, p99: p99[1 + c]! }, { rps: rps[0]!, p99: p99[0]! }),
      );
      console.error(`${counting.name}: ${rows[1 + c]!.at(-1)}`);
      if (c === 0) return;
      rows[0]!.push(
        `${comparison(scenario.name, { rps: rps[1 + c]!, p99: p99[1 + c]! }, { rps: rps[1]!, p99: p99[1]! })} ${cpu[1 + c]!.toFixed(1)} / ${cpu[1]!.toFixed(1)} µs | **${(cpu[1 + c]! / cpu[1]!).toFixed(2)}×** |`,
      );
      console.error(`${counting.name} against ${countings[0]!.name}: ${rows[0]!.at(-1)}`);
    });
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  for (const service of services) for (const path of EVERY_YEAR) await fetchRaw(service.port, path);
  const endRss = services.map((service) => residentMiB(service.child.pid!));
  const logged: number[] = [];
  for (const service of services) {
    await stop(service.child);
    // Every request answered has its access line (the warm-up's and the recordings' too), even after a SIGKILL here.
    logged.push(await service.logLines());
  }
  await stop(bare);

  const starts = await coldStarts(countings);
  const results = countings.map((counting, c) => ({
    counting,
    rows: rows[1 + c]!,
    startRss: startRss[c]!,
    endRss: endRss[c]!,
    loadSeconds,
    ...starts[c]!,
    requests: requests[c]!,
    logged: logged[c]!,
    firstProjected: firstProjected[c],
  }));
  return { results, againstFirst: rows[0]! };
}

/** Each way of counting started COLD_STARTS times, in turn: the wall time to the first 200, and the CPU time the start took. */
async function coldStarts(countings: Counting[]): Promise<{ coldStarts: number[]; coldStartCpu: number[] }[]> {
  const starts = countings.map(() => ({ coldStarts: [] as number[], coldStartCpu: [] as number[] }));
  for (let run = 0; run < COLD_STARTS; run++) {
    for (const [c, counting] of countings.entries()) {
      // Each service on a core of its own, as under load: this process polls from the other.
      const started = await startService(counting, 0);
      starts[c]!.coldStarts.push(started.coldStartMs);
      starts[c]!.coldStartCpu.push(started.coldStartCpuMs);
      await stop(started.child);
    }
  }
  return starts;
}

/** The cold-start line of the report. */
function coldStartLine({ coldStarts, coldStartCpu }: { coldStarts: number[]; coldStartCpu: number[] }): string {
  return `- Cold start (spawn of \`node ${START_FLAGS.join(' ')} dist/main.js\`, pinned to core 0, to the first 200 on ${COLD_START_URL}), median of ${coldStarts.length}: **${Math.round(median(coldStarts))} ms** (${coldStarts.map(Math.round).join(', ')}); CPU time to it ${Math.round(median(coldStartCpu))} ms (${coldStartCpu.map(Math.round).join(', ')})`;
}

/** One table row: a server's median throughput and p99 against another's, and whether it is within the goal (≥ 0.85×, p99 ≤ 1.5×). */
function comparison(
  name: string,
  measured: { rps: number; p99: number },
  against: { rps: number; p99: number },
): string {
  const ratio = measured.rps / against.rps;
  const p99Ratio = measured.p99 / Math.max(1, against.p99);
  const meets = ratio >= 0.85 && p99Ratio <= 1.5 ? 'yes' : 'no';
  return `| ${name} | ${Math.round(measured.rps).toLocaleString('en')} | ${Math.round(against.rps).toLocaleString('en')} | **${ratio.toFixed(2)}×** | ${measured.p99} / ${against.p99} ms | ${p99Ratio.toFixed(1)}× | ${meets} |`;
}

const countings: Counting[] = [{ name: 'in process', env: {} }];
const redisUrl = process.env.REDIS_TEST_URL;
if (redisUrl !== undefined) {
  countings.push({ name: 'in Redis (REDIS_URL set)', env: { REDIS_URL: redisUrl } });
  pinRedis(redisUrl, 1);
}
if (COLD_START_ONLY) {
  const starts = await coldStarts(countings);
  rmSync(work, { recursive: true, force: true });
  console.log(
    `Measured ${new Date().toISOString().slice(0, 16)} on ${cpus().length} × ${cpus()[0]!.model.trim()}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(2)}.\n`,
  );
  for (const [c, start] of starts.entries())
    console.log(`#### Rate limit counted ${countings[c]!.name}\n\n${coldStartLine(start)}\n`);
  process.exit(0);
}
const { results, againstFirst } = await measure(countings);

// The library: process start to its first answer, read inside the process (performance.now() counts from process start).
const hasLibrary = existsSync(join(root, 'packages', 'malaysia-calendar'));
const firstAnswers: number[] = [];
let installed: { tarball: number; tree: number; own: number } | undefined;
if (hasLibrary) {
  for (let run = 0; run < 5; run++) {
    const script =
      "const { createCalendar } = await import('malaysia-calendar'); createCalendar().check('2026-08-31', 'selangor'); console.log(performance.now());";
    firstAnswers.push(
      Number(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }).trim(),
      ),
    );
  }
  execFileSync('npm', ['pack', '--workspace', 'malaysia-calendar', '--pack-destination', work], {
    cwd: root,
    stdio: 'ignore',
  });
  const tarball = join(work, readdirSync(work).find((name) => name.endsWith('.tgz'))!);
  writeFileSync(join(work, 'package.json'), '{"name":"user-project","private":true}');
  execFileSync('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: work,
    stdio: 'ignore',
  });
  const kib = (path: string) => Number(execFileSync('du', ['-sk', path], { encoding: 'utf8' }).split('\t')[0]);
  installed = {
    tarball: kib(tarball),
    tree: kib(join(work, 'node_modules')),
    own: kib(join(work, 'node_modules', 'malaysia-calendar')),
  };
}
rmSync(work, { recursive: true, force: true });

console.log(
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]!.model.trim()}, Node ${process.version}; ` +
    `${SECONDS} s per run, ${ROUNDS} alternating rounds, ${CONNECTIONS} connections, medians; access log at the default level (info).\n`,
);
for (const result of results) {
  console.log(`#### Rate limit counted ${result.counting.name}\n`);
  console.log(
    '| scenario | service req/s | bare req/s | ratio | p99 service / bare | p99 ratio | goal (≥ 0.85×, p99 ≤ 1.5×) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of result.rows) console.log(row);
  console.log(`\n${coldStartLine(result)}`);
  if (result.firstProjected !== undefined)
    console.log(
      `- First answer of a projected year and state not asked before, after the warm-up (a 2077 holiday list in Kelantan, a 2091 date check in Sabah): **${result.firstProjected.map((ms) => ms.toFixed(1)).join(' ms, ')} ms**`,
    );
  console.log(
    `- Resident memory of the service: ${Math.round(result.startRss)} MiB at start, **${Math.round(result.endRss)} MiB** after ${Math.round(result.loadSeconds)} s of load and a date check and a holiday list in each of the 100 years 2001-2100`,
  );
  console.log(
    `- Access lines in the service's log: ${result.logged.toLocaleString('en')} for ${result.requests.toLocaleString('en')} measured requests (and the warm-up's)\n`,
  );
}
if (againstFirst.length > 0) {
  console.log(
    `#### Rate limit counted ${countings[1]!.name}, against counted ${countings[0]!.name} (the same rounds)\n`,
  );
  console.log(
    `| scenario | req/s ${countings[1]!.name} | req/s ${countings[0]!.name} | ratio | p99 | p99 ratio | goal (≥ 0.85×, p99 ≤ 1.5×) | CPU per request (service and Redis / service) | CPU ratio |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of againstFirst) console.log(row);
  console.log('');
}
if (installed !== undefined) {
  console.log(
    `- Library, process start to its first answer, median of 5: **${Math.round(median(firstAnswers))} ms** (${firstAnswers.map(Math.round).join(', ')})`,
  );
  console.log(
    `- Installed package: tarball ${installed.tarball} KiB; malaysia-calendar itself ${installed.own} KiB; with its dependencies ${(installed.tree / 1024).toFixed(1)} MiB`,
  );
}
