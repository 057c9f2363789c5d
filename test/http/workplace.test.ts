import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const dayOf = (text: string) => Date.parse(`${text}T00:00:00Z`) / 86_400_000;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** A workplace in the API's words: a week mask written as day names, closed and open days as lists. */
function query(workweek: number | undefined, closed: string[], open: string[]): string {
  const parts: string[] = [];
  if (workweek !== undefined)
    parts.push(`workweek=${WEEKDAYS.filter((_, day) => (workweek & (1 << day)) !== 0).join(',')}`);
  if (closed.length > 0) parts.push(`closed=${closed.join(',')}`);
  if (open.length > 0) parts.push(`open=${open.join(',')}`);
  return parts.map((part) => `&${part}`).join('');
}

describe('the workplace through the API', () => {
  it('/business-days equals a day-by-day count over /holidays/between and the given days, totalDays = businessDays + holidays + weekendDays', async () => {
    const states = (await api.get('/v1/states')).body.data.map((state: { code: string }) => state.code);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...states),
        fc.integer({ min: dayOf('2025-01-01'), max: dayOf('2027-10-01') }),
        fc.integer({ min: 0, max: 80 }),
        fc.option(fc.integer({ min: 1, max: 126 }), { nil: undefined }),
        fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 6 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 6 }),
        async (state, start, length, workweek, closedOffsets, openOffsets) => {
          const end = start + length;
          const closed = closedOffsets.map((offset) => start + offset);
          const open = openOffsets.map((offset) => start + offset).filter((day) => !closed.includes(day));
          const asked = query(workweek, closed.map(iso), open.map(iso));
          const answer = await api.get(`/v1/business-days?start=${iso(start)}&end=${iso(end)}&state=${state}${asked}`);
          expect(answer.status).toBe(200);
          // The plain definition, from the state's holidays and weekend as the API lists them.
          const holidays = (await api.get(`/v1/holidays/between?start=${iso(start)}&end=${iso(end)}&state=${state}`))
            .body.data as { date: string; endDate?: string; status: string }[];
          const holidayDays = new Set(
            holidays
              .filter((holiday) => holiday.status !== 'cancelled')
              .flatMap((holiday) => {
                const days: number[] = [];
                for (let day = dayOf(holiday.date); day <= dayOf(holiday.endDate ?? holiday.date); day++)
                  days.push(day);
                return days;
              }),
          );
          const counts = { businessDays: 0, holidays: 0, weekendDays: 0 };
          for (let day = start; day <= end; day++) {
            const check =
              workweek === undefined
                ? (await api.get(`/v1/holidays/check?date=${iso(day)}&state=${state}`)).body.data
                : undefined;
            const weekWorks =
              workweek === undefined
                ? !check.isWeekend
                : (workweek & (1 << new Date(day * 86_400_000).getUTCDay())) !== 0;
            if (open.includes(day)) counts.businessDays++;
            else if (holidayDays.has(day)) counts.holidays++;
            else if (closed.includes(day) || !weekWorks) counts.weekendDays++;
            else counts.businessDays++;
          }
          expect({ ...answer.body.data, holidayList: undefined }).toEqual({
            totalDays: length + 1,
            ...counts,
            holidayList: undefined,
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('adds then counts back, both ways, for a workplace', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: dayOf('2025-01-01'), max: dayOf('2027-06-01') }),
        fc.integer({ min: 1, max: 60 }),
        async (start, n) => {
          const asked = '&workweek=mon-sat&closed=2026-12-24,2026-12-28..2026-12-31&open=2026-08-31';
          const added = (await api.get(`/v1/business-days/add?date=${iso(start)}&days=${n}&state=johor${asked}`)).body;
          const result = added.data.resultDate as string;
          const counted = (await api.get(`/v1/business-days?start=${iso(start + 1)}&end=${result}&state=johor${asked}`))
            .body.data;
          expect(counted.businessDays).toBe(n);
          const back = (await api.get(`/v1/business-days/add?date=${result}&days=${-n}&state=johor${asked}`)).body.data
            .resultDate as string;
          // Back n working days from the result lands on the start, or on the working day before it when the start is a day off.
          expect(
            (await api.get(`/v1/business-days?start=${back}&end=${iso(start)}&state=johor${asked}`)).body.data
              .businessDays,
          ).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('echoes the workplace it used in meta, canonical; without it, meta is as before', async () => {
    const answer = await api.get(
      '/v1/business-days?start=2026-12-01&end=2026-12-31&state=johor&workweek=Sat,mon-fri&closed=2026-12-31,2026-12-28..2026-12-30,2026-12-24',
    );
    expect(answer.body.data).toMatchObject({ totalDays: 31, businessDays: 21, holidays: 1, weekendDays: 9 });
    expect(answer.body.meta).toMatchObject({
      state: 'johor',
      workweek: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      closed: ['2026-12-24', '2026-12-28..2026-12-31'],
    });
    const plain = await api.get('/v1/business-days?start=2026-12-01&end=2026-12-31&state=johor');
    expect(Object.keys(plain.body.meta)).not.toContain('workweek');
    const added = await api.get(
      '/v1/business-days/add?date=2026-12-14&days=10&state=johor&workweek=mon-sat&closed=2026-12-24,2026-12-28..2026-12-31',
    );
    // Johor keeps no New Year's Day holiday: Friday 1 January 2027 is the tenth working day.
    expect(added.body.data.resultDate).toBe('2027-01-01');
  });

  it('checks a day for a workplace: a Kedah bank works Sunday? no; Friday? yes', async () => {
    const friday = (await api.get('/v1/holidays/check?date=2026-11-27&state=kedah&workweek=mon-fri')).body;
    expect(friday.data).toMatchObject({
      isWeekend: false,
      isWorkingDay: true,
      state: { code: 'kedah', weekendDays: ['Friday', 'Saturday'] },
    });
    expect(friday.meta.workweek).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    const sunday = (await api.get('/v1/holidays/check?date=2026-11-29&state=kedah&workweek=mon-fri')).body.data;
    expect(sunday).toMatchObject({ isWeekend: true, isWorkingDay: false });
    // Open on National Day: a holiday still, but a working day of this workplace.
    const open = (await api.get('/v1/holidays/check?date=2026-08-31&state=selangor&open=2026-08-31')).body.data;
    expect(open).toMatchObject({ isHoliday: true, isWorkingDay: true });
  });

  it('refuses a workplace it cannot read, saying which parameter and why', async () => {
    const cases: [string, RegExp][] = [
      ['workweek=mon-sun', /every day/],
      ['workweek=mon-fry', /'workweek'/],
      ['closed=2026-02-30', /'closed'.*not a real date/],
      ['closed=2026-12-31..2026-12-01', /ends before it starts/],
      ['closed=1999-01-01', /covered years, 2001 to 2100/],
      ['closed=2026-12-24&open=2026-12-20..2026-12-26', /both name 2026-12-24/],
      [
        `closed=${Array.from({ length: 367 }, (_, i) => iso(dayOf('2026-01-01') + i)).join(',')}`,
        /367 entries: at most 366/,
      ],
    ];
    for (const [asked, message] of cases) {
      const answer = await api.get(`/v1/business-days?start=2026-01-01&end=2026-12-31&state=selangor&${asked}`);
      expect(answer.status, asked).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_ERROR');
      expect(answer.body.error.message, asked).toMatch(message);
    }
  });

  it("plans leave on the workplace's days, never on closed or blackout days, and long weekends count its days off", async () => {
    const plan = (
      await api.get(
        '/v1/leave-plans?year=2027&state=kedah&leaveDays=10&workweek=mon-fri&closed=2027-12-24&blackout=2027-06-21..2027-06-30',
      )
    ).body;
    expect(plan.meta).toMatchObject({
      workweek: ['mon', 'tue', 'wed', 'thu', 'fri'],
      closed: ['2027-12-24'],
      blackout: ['2027-06-21..2027-06-30'],
    });
    const leave = plan.data.breaks.flatMap((stretch: { leaveDates: string[] }) => stretch.leaveDates) as string[];
    expect(leave).toHaveLength(plan.data.leaveDaysUsed);
    for (const day of leave) {
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
      expect(day === '2027-12-24' || (day >= '2027-06-21' && day <= '2027-06-30')).toBe(false);
    }
    // Long weekends of a Monday-Friday bank in Kedah: runs of its own days off, each maximal, by its own date checks.
    const week = '&workweek=mon-fri';
    const stretches = (await api.get(`/v1/holidays/long-weekends?year=2027&state=kedah${week}`)).body.data as {
      startDate: string;
      endDate: string;
      totalDays: number;
    }[];
    expect(stretches.length).toBeGreaterThan(0);
    const working = async (day: number) =>
      (await api.get(`/v1/holidays/check?date=${iso(day)}&state=kedah${week}`)).body.data.isWorkingDay as boolean;
    for (const stretch of stretches) {
      const [first, last] = [dayOf(stretch.startDate), dayOf(stretch.endDate)];
      expect(last - first + 1).toBe(stretch.totalDays);
      expect(stretch.totalDays).toBeGreaterThanOrEqual(3);
      for (let day = first; day <= last; day++) expect(await working(day), iso(day)).toBe(false);
      expect(await working(first - 1)).toBe(true);
      expect(await working(last + 1)).toBe(true);
    }
    // Its Saturday-Sunday weekend, not the state's Friday-Saturday: no stretch starts on a Friday that is no holiday.
    expect(stretches.some((stretch) => new Date(`${stretch.startDate}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
  });

  it("puts a team's closing in its iCal feed, and leaves out a holiday it opens on", async () => {
    const response = await api.app.inject(
      '/v1/feed/ical/selangor?year=2026&closed=2026-12-24,2026-12-28..2026-12-31&open=2026-12-25',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('SUMMARY:Workplace closed');
    expect(response.body).toContain('DTSTART;VALUE=DATE:20261228');
    expect(response.body).toContain('DTEND;VALUE=DATE:20270101');
    expect(response.body).not.toContain('UID:2026-hari-krismas.selangor');
    expect((await api.app.inject('/v1/feed/ical/selangor?year=2026')).body).toContain('UID:2026-hari-krismas.selangor');
  });

  it('answers /v1/entitlements with the law and the day paid: Selangor 2029, Malaysia Day on the Sunday rest day paid on Monday 17 September', async () => {
    const answer = await api.get('/v1/entitlements?state=selangor&year=2029');
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toMatchObject({ state: 'selangor', year: 2029, estimated: true });
    const malaysiaDay = answer.body.data.compulsory.find(
      (entry: { holiday: { id: string } }) => entry.holiday.id === '2029-hari-malaysia',
    );
    expect(malaysiaDay).toMatchObject({
      fallsOn: 'rest_day',
      paidOn: '2029-09-17',
      substitution: { reason: 'rest_day' },
    });
    const kedah = await api.get('/v1/entitlements?state=kedah&year=2026&workweek=mon-fri');
    expect(kedah.body.meta).toMatchObject({ workweek: ['mon', 'tue', 'wed', 'thu', 'fri'], restDay: 'sun' });
    const refused = await api.get('/v1/entitlements?state=selangor&year=2027&workweek=mon-fri&restDay=mon');
    expect(refused.status).toBe(400);
    expect(refused.body.error.suggestions).toEqual(['sun', 'sat']);
  });
});

describe('the paid holidays answer in the reader’s language', () => {
  it('names the law and writes the notes in the language asked, echoes it, and refuses one it does not speak', async () => {
    const english = await api.get('/v1/entitlements?state=selangor&year=2026');
    const chinese = await api.get('/v1/entitlements?state=selangor&year=2026&lang=zh');
    // Kwong Wah Yit Poh, 16 Nov 2022 (data/glossary.yaml): 《1955年雇佣法令》.
    expect(chinese.body.data.law).toMatch(/^《1955年雇佣法令》/);
    expect(chinese.body.data.notes.join('')).not.toMatch(/[A-Za-z]{4,}/);
    expect(chinese.body.data.compulsory).toEqual(english.body.data.compulsory);
    expect(chinese.body.meta.lang).toBe('zh');
    expect(english.body.meta.lang).toBeUndefined();
    const refused = await api.get('/v1/entitlements?state=selangor&year=2026&lang=fr');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_ERROR');
  });
});
