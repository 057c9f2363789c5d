import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATES } from '../../scripts/answer-requests.js';
import { type RunningService, killAll, startService } from './service.js';
import { cpuMs } from '../../scripts/process-cpu.js';
import { START_FLAGS } from '../../scripts/start-command.js';

/**
 * What the dearest input the schema accepts costs the started service, for every question,
 * against a date check asked in the same minutes (docs/threat-model.md, "Cost per request"):
 * the rate limit counts requests, so no request may cost more than a small multiple of the
 * cheapest one. Every request is new (another date, state, year or language), so that none is
 * answered from the kept answers: the cost measured is the cost of making the answer. The
 * service runs as `npm start` runs it, with its 4 MB semi-spaces and its old generation grown
 * twice what a full collection keeps.
 */
const MOST_TIMES_A_DATE_CHECK = 30;
/**
 * Answers that list a century of one state's holidays (763 KB of JSON) cost their size: making
 * the text, hashing and compressing it, as the threat model measures (56-86). The coverage
 * (2001-2100) bounds them; the rate limit bounds how many a client asks.
 */
const MOST_FOR_A_CENTURY_LIST = 200;
/** A page of a year for people: about 60 KB of HTML, its month grids, long weekends and leave plan (42-57). */
const MOST_FOR_A_YEAR_PAGE = 120;
const LANGUAGES = ['en', 'ms', 'zh', 'ta'];
/** Requests of each question before any is measured: its code compiled, the indexes it reads built. */
const WARM_UP = 16;
/**
 * Rounds of date checks and the question in turns, so that a busy moment of the machine weighs on
 * both, and the median round's ratio: nine rounds of five, so that the two or three rounds in
 * which V8 optimises again code that the new states and languages reach (`--trace-opt` shows
 * them) do not make the median.
 */
const ROUNDS = 9;
const PER_ROUND = 5;

/** The nth day from 1 January 2001, as YYYY-MM-DD. */
function day(n: number): string {
  return new Date(Date.UTC(2001, 0, 1 + n)).toISOString().slice(0, 10);
}

/** Every other day of 2026 from the given one: 183 one-day runs, the most a list of single days can hold apart. */
function alternateDays(first: number): string {
  const days: string[] = [];
  for (let index = first; index < 365; index += 2) days.push(day(9131 + index));
  return days.join(',');
}
const CLOSED = alternateDays(0);
const OPEN = alternateDays(1);

/**
 * A workplace's feed, new each time, the dearest way to ask it: its subscription (three years,
 * every part) in a state and language not asked before, so that it writes its head and the
 * models of its state's own events. The 16 asked to warm up are every state, four in each
 * language, so that the code each state's records and each language's text run through is
 * compiled before anything is measured; the 48 measured are the other pairs, the languages in
 * turn, so that every round holds each. Past those, a pair comes round again with other days.
 */
function workplaceFeed(): (n: number) => string {
  let asked = 0;
  return (n) => {
    const k = asked++ % 64;
    return `/v1/feed/ical/${STATES[k % 16]}?include=holidays,school,exams&lang=${LANGUAGES[(k + (k >> 4)) % 4]}&closed=${CLOSED.replace('2026-12-31', day(9500 + (n % 1000)))}&open=${OPEN}`;
  };
}

/** Each question's dearest input, new on each call `n`, and the most it may cost (in new date checks) when not MOST_TIMES_A_DATE_CHECK. */
const DEAREST: [string, (n: number) => string, number?][] = [
  ['check-all: the 16 states', (n) => `/v1/holidays/check-all?date=${day(n)}`],
  ['holidays: a year, every state and status', (n) => `/v1/holidays?year=${2001 + (n % 100)}&status=all`],
  [
    'between: 100 years of one state',
    (n) => `/v1/holidays/between?start=${day(n % 365)}&end=2100-12-31&state=${STATES[n % 16]}`,
    MOST_FOR_A_CENTURY_LIST,
  ],
  [
    'between: 100 years as CSV',
    (n) => `/v1/holidays/between?start=${day(n % 365)}&end=2100-12-31&state=${STATES[n % 16]}&format=csv`,
    MOST_FOR_A_CENTURY_LIST,
  ],
  ['next: 50 holidays', (n) => `/v1/holidays/next?state=${STATES[n % 16]}&limit=${1 + (n % 50)}`],
  [
    'business days: 100 years, 366 closed and 366 open days',
    (n) =>
      `/v1/business-days?start=${day(n % 365)}&end=2100-12-31&state=${STATES[n % 16]}&closed=${CLOSED}&open=${OPEN}`,
    MOST_FOR_A_CENTURY_LIST,
  ],
  [
    "business days: 100 years of an employee's own paid holidays, six chosen",
    (n) =>
      `/v1/business-days?start=${day(n % 365)}&end=2100-12-31&state=${STATES[n % 16]}&holidays=paid&workweek=mon-sat&chosen=tahun-baharu-cina-1,tahun-baharu-cina-2,hari-raya-aidilfitri-1,hari-raya-aidilfitri-2,hari-kebangsaan,hari-krismas`,
    MOST_FOR_A_CENTURY_LIST,
  ],
  [
    'add: 365 business days past 366 closed and open days',
    (n) =>
      `/v1/business-days/add?date=${day(9000 + (n % 300))}&days=365&state=${STATES[n % 16]}&closed=${CLOSED}&open=${OPEN}`,
  ],
  [
    'long weekends: 3 bridge days, 183 closed days',
    (n) => `/v1/holidays/long-weekends?year=${2001 + (n % 100)}&state=${STATES[n % 16]}&bridgeDays=3&closed=${CLOSED}`,
  ],
  [
    'leave plans: 60 days, 183 closed days',
    (n) => `/v1/leave-plans?year=2026&state=${STATES[n % 16]}&leaveDays=${1 + (n % 60)}&minBreak=3&closed=${CLOSED}`,
  ],
  ['entitlements', (n) => `/v1/entitlements?year=${2001 + (n % 100)}&state=${STATES[n % 16]}`],
  ['market sessions: a year of trading days', (n) => `/v1/markets/xkls/sessions?year=${2015 + (n % 86)}`],
  [
    'business days of a market: 85 years',
    (n) => `/v1/business-days?start=${day(5114 + (n % 365))}&end=2100-12-31&market=xkls`,
    MOST_FOR_A_CENTURY_LIST,
  ],
  ['market iCal feed: a year', (n) => `/v1/feed/ical/markets/xkls?year=${2015 + (n % 86)}&lang=${LANGUAGES[n % 4]}`],
  ['changelog: 100 entries', (n) => `/v1/changelog?limit=100&since=${day(n % 9000)}`],
  ['change feed', (n) => `/v1/feed/changes?lang=${LANGUAGES[n % 4]}&state=${STATES[(n >> 2) % 16]}`],
  ['iCal feed: a workplace with 732 days, every part', workplaceFeed()],
  [
    'unknown parameters: 8 KB of them',
    (n) =>
      `/v1/holidays?year=2026&${Array.from({ length: 1000 }, (_, index) => `p${index}=${n}`).join('&')}`.slice(0, 8000),
  ],
  ['year page', (n) => `/${STATES[n % 16]}/${2001 + (n % 100)}?lang=${LANGUAGES[(n >> 4) % 4]}`, MOST_FOR_A_YEAR_PAGE],
  [
    'paid holidays page, six days ticked',
    (n) =>
      `/${STATES[n % 16]}/${2020 + (n % 8)}/paid-holidays?lang=${LANGUAGES[(n >> 4) % 4]}&chosen=tahun-baharu-cina-1&chosen=tahun-baharu-cina-2&chosen=hari-raya-aidilfitri-1&chosen=hari-raya-aidilfitri-2&chosen=deepavali&chosen=hari-krismas`,
  ],
];

describe('cost per request', () => {
  let service: RunningService;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let asked = 0;

  /** A GET asking gzip, the dearer of the two codings to make (Brotli's fastest level costs about half of gzip's). */
  function get(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      request(
        { host: '127.0.0.1', port: service.port, path, agent, headers: { 'accept-encoding': 'gzip' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode!));
        },
      )
        .on('error', reject)
        .end();
    });
  }

  /** The service's CPU per request, in ms, over `times` new requests. */
  async function spent(path: (n: number) => string, times: number): Promise<{ ms: number; statuses: Set<number> }> {
    const statuses = new Set<number>();
    const before = cpuMs(service.child.pid!);
    for (let i = 0; i < times; i++) statuses.add(await get(path(asked++)));
    return { ms: (cpuMs(service.child.pid!) - before) / times, statuses };
  }

  beforeAll(async () => {
    service = await startService(
      { RATE_LIMIT_PER_MINUTE: '1000000000' },
      [process.execPath, ...START_FLAGS, 'dist/main.js'],
      undefined,
      { keepLogs: false },
    );
    // Warm: every route compiled and every state's index built before anything is measured.
    for (const [, path] of DEAREST) await spent(path, WARM_UP);
    await spent((n) => `/v1/holidays/check?date=${day(n)}&state=${STATES[n % 16]}`, 200);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await killAll();
  });

  it(`costs at most ${MOST_TIMES_A_DATE_CHECK} times a new date check for the dearest input of every question, a workplace's feed with 732 days among them (a century's list ${MOST_FOR_A_CENTURY_LIST}, a year's page ${MOST_FOR_A_YEAR_PAGE})`, async () => {
    const ratios: Record<string, number> = {};
    const over: string[] = [];
    for (const [name, path, most = MOST_TIMES_A_DATE_CHECK] of DEAREST) {
      const rounds: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const check = (await spent((n) => `/v1/holidays/check?date=${day(n % 36_500)}&state=${STATES[n % 16]}`, 250))
          .ms;
        const { ms, statuses } = await spent(path, PER_ROUND);
        rounds.push(ms / check);
        // Answered, or (unknown parameters) refused: a refusal of another would measure nothing.
        expect([...statuses], name).toEqual([name.startsWith('unknown') ? 400 : 200]);
      }
      ratios[name] = Math.round(rounds.sort((a, b) => a - b)[ROUNDS >> 1]! * 10) / 10;
      if (ratios[name] > most) over.push(`${name}: ${ratios[name]} > ${most}`);
    }
    console.log('cost of the dearest input, in new date checks:', ratios);
    expect(over).toEqual([]);
  }, 300_000);
});
