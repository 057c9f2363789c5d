/**
 * Load test of the whole service over loopback with autocannon: starts the app on
 * 127.0.0.1 (rate limit raised out of the way), drives each scenario for a fixed time with
 * a fixed number of connections, prints throughput and latency, and stops by itself.
 * Results are recorded in docs/benchmarks.md.
 */
import autocannon from 'autocannon';
import { createCalendar } from 'malaysia-calendar';
import { buildApp } from '../src/http/app.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = 50;

const SCENARIOS = [
  ['date check', '/v1/holidays/check?date=2026-08-31&state=selangor'],
  ['holiday list', '/v1/holidays?year=2026&state=johor'],
  ['business days, 8 years', '/v1/business-days?start=2020-01-01&end=2027-12-31&state=kedah'],
  ['business days, 8 years, gzip', '/v1/business-days?start=2020-01-01&end=2027-12-31&state=kedah', { 'accept-encoding': 'gzip' }],
  ['add business days', '/v1/business-days/add?date=2026-05-29&days=250&state=sarawak'],
  ['long weekends, bridge 2', '/v1/holidays/long-weekends?year=2026&state=selangor&bridgeDays=2'],
  ['school day', '/v1/school/is-school-day?date=2026-11-10&state=sarawak'],
  ['iCal feed', '/v1/feed/ical/penang?include=holidays,school,exams'],
  ['validation error', '/v1/holidays/check?date=2026-3-5&state=selangor'],
] as ReadonlyArray<readonly [string, string, Record<string, string>?]>;

const app = await buildApp({ calendar: createCalendar(), rateLimitPerMinute: 100_000_000 });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const rows = [];
for (const [name, path, headers] of SCENARIOS) {
  const result = await autocannon({ url: `${address}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  rows.push({
    scenario: name,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx - (path.includes('2026-3-5') ? result.non2xx : 0),
  });
}
console.table(rows);
await app.close();
