/**
 * Two builds of the service side by side, in the same minutes: this checkout's and another's
 * (an earlier commit's worktree, built), both started as `npm start` starts the service, pinned
 * to core 0 and driven by autocannon from core 1 (50 connections), the small answers in turn,
 * the order of the two alternating each round. Prints each build's median requests a second
 * and CPU time a request (every thread's, from /proc's schedstat) per answer, for a before and
 * after that a busy moment of the machine weighs on both alike.
 *
 *   npm run build && npm run compare-builds -- /path/to/other/checkout [rounds]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './free-port.js';
import { START_FLAGS } from './start-command.js';
import { cpuMs } from './process-cpu.js';

const other = process.argv[2];
if (other === undefined) throw new Error('usage: compare-builds <other checkout, built> [rounds]');
const ROUNDS = Number(process.argv[3] ?? 5);
const SECONDS = 3;
const BUILDS = { this: fileURLToPath(new URL('..', import.meta.url)), other };
const ANSWERS: Record<string, string> = {
  'date check': '/v1/holidays/check?date=2026-08-31&state=selangor',
  states: '/v1/states',
  "a state's holiday list": '/v1/holidays?year=2026&state=johor',
  'business days over 2 years': '/v1/business-days?start=2025-01-01&end=2026-12-31&state=kedah',
  'add business days': '/v1/business-days/add?date=2026-05-29&days=250&state=sarawak',
  'is-school-day': '/v1/school/is-school-day?date=2026-11-10&state=sarawak',
  'iCal feed': '/v1/feed/ical/penang?include=holidays,school,exams',
};

const started: Record<string, { child: ChildProcess; port: number }> = {};
for (const [name, root] of Object.entries(BUILDS)) {
  const port = await freePort();
  const child = spawn('taskset', ['-c', '0', process.execPath, ...START_FLAGS, join(root, 'dist/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000000000' },
    stdio: 'ignore',
  });
  started[name] = { child, port };
}
await sleep(3000);

const measured = new Map<string, { perSecond: number[]; cpuMicroseconds: number[] }>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [answer, path] of Object.entries(ANSWERS)) {
    for (const name of round % 2 === 0 ? ['this', 'other'] : ['other', 'this']) {
      const { child, port } = started[name]!;
      const before = cpuMs(child.pid!);
      const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 50, duration: SECONDS });
      const spent = cpuMs(child.pid!) - before;
      const key = `${answer}|${name}`;
      const entry = measured.get(key) ?? { perSecond: [], cpuMicroseconds: [] };
      entry.perSecond.push(result.requests.average);
      entry.cpuMicroseconds.push((spent * 1000) / result.requests.total);
      measured.set(key, entry);
    }
  }
}
for (const { child } of Object.values(started)) child.kill();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`| answer | requests/s (this / other) | CPU µs a request (this / other) |`);
console.log('|---|---|---|');
for (const answer of Object.keys(ANSWERS)) {
  const mine = measured.get(`${answer}|this`)!;
  const theirs = measured.get(`${answer}|other`)!;
  console.log(
    `| ${answer} | ${Math.round(median(mine.perSecond))} / ${Math.round(median(theirs.perSecond))} | ${median(mine.cpuMicroseconds).toFixed(1)} / ${median(theirs.cpuMicroseconds).toFixed(1)} |`,
  );
}
