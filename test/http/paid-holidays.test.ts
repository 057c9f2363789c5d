import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

/**
 * `holidays=paid` (issue 51): an employee's working days counted from their own paid holidays
 * and substitute days (Employment Act 1955 s.60D(1) and its proviso, as GET /v1/entitlements
 * lists them), not from the state's list. The model here is a day-by-day walk over the
 * entitlements answer: it shares no code with the working-day index the questions use.
 */
const api = appForTests();

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const dayOf = (text: string) => Date.parse(`${text}T00:00:00Z`) / 86_400_000;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

interface Entry {
  holiday: { id: string; date: string; endDate?: string };
  paidOn: string | null;
}

/** The employee's days off in a year, from the entitlements answer: the week's, the paid holidays' and their substitutes'. */
function daysOffOf(answer: { workweek: string[]; compulsory: Entry[]; additional: Entry[]; employerChoice: Entry[] }) {
  const off = new Set<number>();
  for (const entry of [...answer.compulsory, ...answer.additional, ...answer.employerChoice]) {
    for (let day = dayOf(entry.holiday.date); day <= dayOf(entry.holiday.endDate ?? entry.holiday.date); day++)
      off.add(day);
    if (entry.paidOn !== null) off.add(dayOf(entry.paidOn));
  }
  return (day: number) => off.has(day) || !answer.workweek.includes(WEEKDAYS[new Date(day * 86_400_000).getUTCDay()]!);
}

describe('holidays=paid: the employee’s own working days', () => {
  it('counting, adding and checking agree with a day-by-day walk over the employee’s own days off, for random states, years, weeks and chosen days', async () => {
    const states = (await api.get('/v1/states')).body.data.map((state: { code: string }) => state.code);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...states),
        fc.integer({ min: 2020, max: 2030 }),
        fc.option(fc.integer({ min: 1, max: 126 }), { nil: undefined }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 15 }),
        async (state, year, mask, startOffset, length, seed, addDays) => {
          const workweek =
            mask === undefined ? '' : `&workweek=${WEEKDAYS.filter((_, day) => (mask & (1 << day)) !== 0).join(',')}`;
          const plain = (await api.get(`/v1/entitlements?state=${state}&year=${year}${workweek}`)).body.data;
          // A random choice of at most the number the law leaves the employer, its ids less their year.
          const candidates = plain.employerChoice.map((entry: Entry) => entry.holiday.id.slice(5)) as string[];
          const chosen = candidates.filter((_, index) => ((seed >> index) & 1) === 1).slice(0, plain.employerChooses);
          const chosenQuery = chosen.length === 0 ? '' : `&chosen=${chosen.join(',')}`;
          const asked = (await api.get(`/v1/entitlements?state=${state}&year=${year}${workweek}${chosenQuery}`)).body
            .data;
          const isOff = daysOffOf(asked);
          const first = dayOf(`${year}-01-01`) + startOffset;
          const last = Math.min(first + length, dayOf(`${year}-12-31`));
          const paid = `&state=${state}${workweek}&holidays=paid${chosenQuery}`;

          const count = (await api.get(`/v1/business-days?start=${iso(first)}&end=${iso(last)}${paid}`)).body.data;
          let working = 0;
          for (let day = first; day <= last; day++) if (!isOff(day)) working++;
          expect(count.businessDays).toBe(working);
          expect(count.totalDays).toBe(count.businessDays + count.holidays + count.weekendDays);

          let walked = first;
          for (let left = addDays; left > 0; ) if (!isOff(++walked)) left--;
          if (walked <= dayOf(`${year}-12-31`)) {
            const added = (await api.get(`/v1/business-days/add?date=${iso(first)}&days=${addDays}${paid}`)).body.data;
            expect(added.resultDate).toBe(iso(walked));
          }

          const check = (await api.get(`/v1/holidays/check?date=${iso(last)}${paid}`)).body.data;
          expect(check.isWorkingDay).toBe(!isOff(last));
          expect(check.dayOff === null).toBe(!isOff(last));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("Kuala Lumpur, May 2022, an employer that did not choose Hari Raya: Workers' Day (Sunday 1 May) is paid on Monday 2 May, and Tuesday 3 May is worked", async () => {
    // The proviso of s.60D(1) places Workers' Day on the working day after the rest day; Hari Raya, not chosen, is a working day (issue 51).
    const paid =
      '&state=kuala-lumpur&holidays=paid&chosen=tahun-baharu-cina-1,tahun-baharu-cina-2,hari-wesak,deepavali,hari-krismas,hari-raya-haji-1';
    const second = (await api.get(`/v1/holidays/check?date=2022-05-02${paid}`)).body;
    expect(second.data).toMatchObject({ isWorkingDay: false, dayOff: 'substitute_day' });
    expect(second.meta).toMatchObject({ holidays: 'paid' });
    const third = (await api.get(`/v1/holidays/check?date=2022-05-03${paid}`)).body.data;
    expect(third).toMatchObject({ isHoliday: true, isWorkingDay: true, dayOff: null });
    // May 2022: 31 days, 9 Saturdays and Sundays, the substitutes of Workers' Day (2 May) and of Wesak (Sunday 15 May, on 16 May).
    const may = (await api.get(`/v1/business-days?start=2022-05-01&end=2022-05-31${paid}`)).body.data;
    expect(may.businessDays).toBe(20);
    // The state's calendar: Hari Raya on 2 and 3 May, the replacement day of Workers' Day on 4 May.
    const state = (await api.get('/v1/business-days?start=2022-05-01&end=2022-05-31&state=kuala-lumpur')).body.data;
    expect(state.businessDays).toBe(18);
  });

  it('a closed weekday says why it is no working day', async () => {
    const check = (await api.get('/v1/holidays/check?date=2026-12-24&state=selangor&closed=2026-12-24')).body.data;
    expect(check).toMatchObject({ isHoliday: false, isWeekend: false, isWorkingDay: false, dayOff: 'closed' });
  });

  it('holidays=state is the default: the answer is the same, byte for byte', async () => {
    for (const url of [
      '/v1/business-days?start=2026-01-01&end=2026-12-31&state=kedah',
      '/v1/holidays/check?date=2026-05-01&state=kedah',
      '/v1/holidays/long-weekends?year=2026&state=kedah',
    ]) {
      const plain = await api.app.inject(url);
      const stated = await api.app.inject(`${url}&holidays=state`);
      expect(stated.body).toBe(plain.body);
    }
  });

  it('the iCal feed of an employee: the substitute day is a day off, the holiday not chosen is none', async () => {
    const feed = await api.app.inject(
      '/v1/feed/ical/kuala-lumpur?year=2022&holidays=paid&chosen=tahun-baharu-cina-1,tahun-baharu-cina-2,hari-wesak,deepavali,hari-krismas,hari-raya-haji-1',
    );
    expect(feed.statusCode).toBe(200);
    // The substitute of Workers' Day is a day off (an event of its own); the second day of Hari Raya, not chosen, is a working day, as is the state's replacement day of 4 May.
    const events = feed.body.split('BEGIN:VEVENT').slice(1);
    const event = (start: string, summary: string) =>
      events.some((text) => text.includes(`DTSTART;VALUE=DATE:${start}`) && text.includes(`SUMMARY:${summary}`));
    expect(event('20220502', 'Workplace closed')).toBe(true);
    expect(event('20220503', 'Workplace open')).toBe(true);
    expect(feed.body).not.toContain('SUMMARY:Hari Raya Aidilfitri (Second Day)');
  });

  it('chosen and restDay without holidays=paid, an unknown day, and too many days are 400s naming the parameter', async () => {
    const stray = await api.get('/v1/business-days?start=2026-01-01&end=2026-01-31&state=selangor&restDay=sun');
    expect(stray.status).toBe(400);
    expect(stray.body.error.message).toContain("'restDay'");
    const unknown = await api.get(
      '/v1/business-days?start=2026-01-01&end=2026-01-31&state=selangor&holidays=paid&chosen=hari-nope',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain("'chosen'");
    const many = await api.get(
      '/v1/entitlements?state=selangor&year=2026&chosen=thaipusam,tahun-baharu-cina-1,tahun-baharu-cina-2,hari-wesak,deepavali,hari-krismas,hari-raya-haji-1',
    );
    expect(many.status).toBe(400);
    expect(many.body.error.message).toContain("'chosen'");
  });
});

describe('lists and day names', () => {
  it('a list parameter takes both spellings: a,b and x=a&x=b', async () => {
    const pairs = [
      [
        '/v1/business-days?start=2026-12-01&end=2026-12-31&state=johor&closed=2026-12-24,2026-12-28..2026-12-31',
        '/v1/business-days?start=2026-12-01&end=2026-12-31&state=johor&closed=2026-12-24&closed=2026-12-28..2026-12-31',
      ],
      [
        '/v1/holidays?year=2026&state=selangor&status=confirmed,tentative',
        '/v1/holidays?year=2026&state=selangor&status=confirmed&status=tentative',
      ],
      [
        '/v1/entitlements?state=kuala-lumpur&year=2022&chosen=hari-wesak,deepavali',
        '/v1/entitlements?state=kuala-lumpur&year=2022&chosen=hari-wesak&chosen=deepavali',
      ],
      [
        '/v1/business-days?start=2026-01-01&end=2026-01-31&state=kedah&workweek=mon-fri',
        '/v1/business-days?start=2026-01-01&end=2026-01-31&state=kedah&workweek=mon,tue&workweek=wed-fri',
      ],
    ];
    for (const [comma, repeated] of pairs) {
      const a = await api.get(comma!);
      const b = await api.get(repeated!);
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
    }
    // A parameter that takes one value still takes it once.
    expect((await api.get('/v1/holidays?year=2026&year=2027')).status).toBe(400);
  });

  it('restDay takes a full day name in any case', async () => {
    const answer = await api.get('/v1/entitlements?state=selangor&year=2027&workweek=mon-fri&restDay=Saturday');
    expect(answer.status).toBe(200);
    expect(answer.body.data.restDay).toBe('sat');
    expect((await api.get('/v1/entitlements?state=selangor&year=2027&restDay=funday')).status).toBe(400);
  });

  it('the entitlements as CSV: a row per paid holiday, with its group, the day paid and its basis', async () => {
    const json = (await api.get('/v1/entitlements?state=kuala-lumpur&year=2022')).body.data;
    const csv = await api.app.inject('/v1/entitlements?state=kuala-lumpur&year=2022&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^group,holiday_id,.*,basis,fallsOn,paidOn,substitution_reason,substitution_basis$/);
    expect(lines).toHaveLength(1 + json.compulsory.length + json.additional.length + json.employerChoice.length);
    expect(lines.find((line) => line.startsWith('compulsory,2022-hari-pekerja,'))).toContain(',rest_day,2022-05-04,');
  });
});
