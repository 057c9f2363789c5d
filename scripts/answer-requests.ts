/**
 * The requests whose answers record-answers.ts keeps: every 2026 date check and school-day
 * answer for the 16 states (and both groups), every list, count, feed and index, and the
 * usual errors. Built from the state codes and years it names, not from the data under test.
 */
/** The 16 canonical state codes, in the v1 contract's order (the order /v1/states and check-all answer in). */
export const STATES = [
  'johor',
  'kedah',
  'kelantan',
  'melaka',
  'negeri-sembilan',
  'pahang',
  'perak',
  'perlis',
  'pulau-pinang',
  'sabah',
  'sarawak',
  'selangor',
  'terengganu',
  'kuala-lumpur',
  'wp-labuan',
  'wp-putrajaya',
];
const YEARS = [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027];
const STATUSES = ['confirmed', 'tentative', 'announced', 'cancelled'];
/** Years before the gazetted ones (from the rules and the record of history) and after them (projected), to 2100. */
const RULE_MADE_YEARS = [2001, 2008, 2015, 2019, 2030, 2045, 2077, 2091, 2100];

interface RecordedRequest {
  method?: 'GET' | 'HEAD';
  url: string;
  headers: Record<string, string>;
}

function daysOf(year: number): string[] {
  const days: string[] = [];
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

export function* answerRequests(): Generator<RecordedRequest> {
  const plain = (path: string): RecordedRequest => ({ url: `/v1${path}`, headers: {} });
  for (const state of STATES)
    for (const date of daysOf(2026)) yield plain(`/holidays/check?date=${date}&state=${state}`);
  for (const scope of [...STATES.map((state) => `state=${state}`), 'group=A', 'group=B']) {
    for (const date of daysOf(2026)) yield plain(`/school/is-school-day?date=${date}&${scope}`);
  }
  for (const year of YEARS) {
    for (const state of ['', ...STATES.map((code) => `&state=${code}`)]) {
      for (const status of STATUSES) yield plain(`/holidays?year=${year}${state}&status=${status}`);
      yield plain(`/holidays?year=${year}${state}`);
    }
    for (const month of [1, 2, 6, 12]) yield plain(`/holidays?year=${year}&month=${month}&state=kedah`);
    for (const type of ['federal', 'state', 'islamic', 'islamic_state', 'replacement', 'adhoc'])
      yield plain(`/holidays?year=${year}&type=${type}&state=sabah`);
    for (const state of STATES) {
      for (const bridgeDays of [0, 1, 2, 3])
        yield plain(`/holidays/long-weekends?year=${year}&state=${state}&bridgeDays=${bridgeDays}`);
      yield plain(`/business-days?start=${year}-01-01&end=${year}-12-31&state=${state}`);
    }
  }
  for (const year of RULE_MADE_YEARS) {
    for (const state of ['', ...STATES.map((code) => `&state=${code}`)])
      yield plain(`/holidays?year=${year}${state}&status=all`);
    for (const state of STATES) yield plain(`/business-days?start=${year}-01-01&end=${year}-12-31&state=${state}`);
    yield plain(`/holidays/check?date=${year}-06-15&state=sarawak`);
  }
  // The change feeds name the records of every year, the rule-made ones included.
  for (const query of ['', '?state=johor', '?state=sabah', '?state=kl'])
    for (const feed of ['/feed/changes', '/feed/changes.json']) yield plain(`${feed}${query}`);
  for (const state of ['', ...STATES.map((code) => `&state=${code}`)]) {
    yield plain(`/holidays/between?start=2026-01-01&end=2027-12-31${state}`);
    yield plain(`/holidays/between?start=2025-12-20&end=2026-01-10${state}`);
    for (const limit of [1, 5, 50]) yield plain(`/holidays/next?limit=${limit}${state}`);
    yield plain(`/holidays/next?type=islamic${state}`);
  }
  for (const state of STATES) {
    yield plain(`/holidays/today?state=${state}`);
    yield plain(`/business-days?start=2020-01-01&end=2027-12-31&state=${state}`);
    yield plain(`/business-days?start=2026-03-02&end=2026-03-08&state=${state}`);
    for (const days of [-365, -20, -1, 0, 1, 5, 20, 365]) {
      for (const date of ['2026-03-20', '2026-05-31', '2026-12-25', '2024-06-15'])
        yield plain(`/business-days/add?date=${date}&days=${days}&state=${state}`);
    }
    yield plain(`/states/resolve?q=${state}`);
    for (const year of [2026, 2027]) {
      yield plain(`/school/terms?year=${year}&state=${state}`);
      yield plain(`/school/holidays?year=${year}&state=${state}`);
    }
    for (const query of [
      '',
      '?year=2026',
      '?year=2027',
      '?include=holidays,school,exams',
      '?year=2026&include=school&lang=ms',
      '?lang=zh',
      '?year=2025&include=exams',
      // A workplace's feed: its own days off, ranges among them, and a holiday it opens on.
      '?include=holidays,school,exams&lang=ta&closed=2026-12-24,2026-12-28..2026-12-31,2027-01-02&open=2026-08-31,2027-01-01',
    ]) {
      yield plain(`/feed/ical/${state}${query}`);
    }
    yield plain(`/feed/ical/${state}.ics`);
  }
  for (const path of [
    '',
    '/',
    '/states',
    '/changelog',
    '/changelog?limit=100',
    '/changelog?since=2026-06-01',
    '/openapi.json',
    '/school/terms',
    '/school/terms?group=A',
    '/school/terms?group=B',
    '/school/holidays',
    '/school/holidays?group=A',
    '/school/exams',
    '/school/exams?year=2026',
    '/school/exams?type=stpm',
    '/school/exams?year=2027',
    '/holidays',
    '/holidays/next',
    '/holidays/between?start=2020-01-01&end=2027-12-31',
    '/states/resolve?q=Penang',
    '/states/resolve?q=MY-1',
    '/states/resolve?q=selangr',
    '/states/resolve?q=panang',
    '/states/resolve?q=W.P.%20Labuan',
    // Errors.
    '/holidays/check?date=2026-02-30&state=selangor',
    '/holidays/check?date=2026-3-5&state=selangor',
    '/holidays/check?date=2019-12-31&state=selangor',
    '/holidays/check?date=2028-01-01&state=selangor',
    '/holidays/check?date=2026-03-05&state=atlantis',
    '/holidays/check?date=2026-03-05',
    '/holidays/check?date=2026-03-05&state=kl&stat=x',
    '/holidays?year=2019',
    '/holidays?year=26',
    '/holidays?month=13',
    '/holidays?status=maybe',
    '/holidays?type=x',
    '/holidays/next?limit=51',
    '/holidays/next?limit=0',
    '/holidays/between?start=2026-05-01&end=2026-04-01',
    '/business-days?from=2026-01-01&to=2026-02-01&state=johor',
    '/business-days?start=2026-01-01&end=2026-02-01',
    '/business-days/add?date=2026-01-01&days=366&state=johor',
    '/business-days/add?date=2026-01-01&days=1.5&state=johor',
    '/business-days/add?date=2027-12-30&days=10&state=johor',
    '/business-days/add?date=2026-01-01&days=&state=johor',
    '/school/is-school-day?date=2026-03-05',
    '/school/is-school-day?date=2027-03-05&state=johor',
    '/school/is-school-day?date=2026-03-05&state=kedah&group=B',
    '/school/terms?year=2025',
    '/school/exams?year=2019',
    '/feed/ical/atlantis',
    '/feed/ical/johor?include=nope',
    '/feed/ical/johor?year=2019',
    '/changelog?limit=0',
    '/nope',
    `/holidays/check?date=2026-03-05&state=${'x'.repeat(101)}`,
  ]) {
    yield plain(path);
  }
  for (const path of [
    '/business-days?start=2020-01-01&end=2027-12-31&state=selangor',
    '/feed/ical/selangor?include=holidays,school,exams',
    '/states',
    '/holidays?year=2026&state=johor',
    // Over 128 KiB: compressed at the fastest levels.
    '/holidays/between?start=2001-01-01&end=2100-12-31&state=selangor',
  ]) {
    for (const coding of ['gzip', 'br']) yield { url: `/v1${path}`, headers: { 'accept-encoding': coding } };
    for (const headers of [
      {},
      { 'accept-encoding': 'gzip' },
      { 'if-none-match': '*' },
      { 'if-none-match': '"other", W/"x"' },
    ] as Record<string, string>[]) {
      yield { method: 'HEAD', url: `/v1${path}`, headers };
      yield { url: `/v1${path}`, headers };
    }
  }
  for (const headers of [
    { 'if-none-match': '*' },
    { 'accept-encoding': 'gzip', 'if-none-match': '*' },
    { 'accept-encoding': 'x-gzip;q=0.5, identity' },
    { 'accept-encoding': '*' },
  ] as Record<string, string>[]) {
    yield { url: '/v1/holidays/check?date=2026-03-05&state=atlantis', headers };
    yield { url: '/v1/holidays/check?date=2026-08-31&state=selangor', headers };
    yield { url: '/v1/business-days?start=2020-01-01&end=2027-12-31&state=johor', headers };
  }
}
