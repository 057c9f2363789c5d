import { describe, expect, it } from 'vitest';
import { appForTests, testApp } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;

describe('GET /v1/holidays', () => {
  it('without state lists only nationwide records, and without status only confirmed ones', async () => {
    const { status, body } = await get('/v1/holidays?year=2026');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(5);
    for (const holiday of body.data) {
      expect(holiday.states).toEqual(['*']);
      expect(holiday.status).toBe('confirmed');
    }
    expect(body.data.map((h: { id: string }) => h.id)).toContain('2026-hari-kebangsaan');
    expect(body.meta).toMatchObject({ total: body.data.length, year: 2026, state: null, status: 'confirmed' });
  });

  it('with a state (any alias) lists what applies there, replacement days included, sorted by date then id', async () => {
    const { body } = await get('/v1/holidays?year=2026&state=Penang');
    expect(body.meta.state).toBe('pulau-pinang');
    const ids = body.data.map((h: { id: string }) => h.id);
    expect(ids).toContain('2026-hari-warisan-george-town');
    expect(ids).toContain('2026-deepavali-replacement');
    expect(ids).not.toContain('2026-hari-gawai-1');
    const keys = body.data.map((h: { date: string; id: string }) => `${h.date} ${h.id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('filters by month and type', async () => {
    const { body } = await get('/v1/holidays?year=2026&state=selangor&month=6&type=replacement');
    expect(body.data.map((h: { id: string; date: string }) => [h.id, h.date])).toEqual([
      ['2026-hari-wesak-replacement', '2026-06-02'],
    ]);
  });

  it('defaults the year to the current year in Kuala Lumpur', async () => {
    expect((await get('/v1/holidays')).body.meta.year).toBe(2026);
  });

  it.each([1999, 2000, 2101])(
    'answers YEAR_NOT_COVERED for %i, outside the years served, naming the range 2001 to 2100',
    async (year) => {
      const { status, body } = await get(`/v1/holidays?year=${year}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe('YEAR_NOT_COVERED');
      expect(body.error.suggestions).toEqual(['2001', '2100']);
      expect(body.error.message).toMatch(/2001 to 2100/);
    },
  );

  it('with estimates=exclude, answers YEAR_NOT_COVERED for a projected year, naming the years without estimates', async () => {
    const { status, body } = await get('/v1/holidays?year=2031&estimates=exclude');
    expect(status).toBe(404);
    expect(body.error.code).toBe('YEAR_NOT_COVERED');
    expect(body.error.message).toMatch(/2031 has projected/);
    expect(body.error.suggestions).toContain('2027');
  });

  it.each([
    ['month=13', 'month'],
    ['month=0', 'month'],
    ['year=26', 'year'],
    ['year=abc', 'year'],
    ['type=bank', 'type'],
    ['status=maybe', 'status'],
    ['stat=selangor', 'stat'],
    ['state=', 'state'],
    ['year=2026&year=2027', 'year'],
  ])('refuses %s with VALIDATION_ERROR naming %s', async (query, parameter) => {
    const { status, body, headers } = await get(`/v1/holidays?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain(`'${parameter}'`);
    expect(Array.isArray(body.error.suggestions)).toBe(true);
    expect(headers['cache-control']).toBe('no-store');
  });

  it('suggests the allowed values for an enum and the nearest parameter for a typo', async () => {
    expect((await get('/v1/holidays?type=federl')).body.error.suggestions[0]).toBe('federal');
    expect((await get('/v1/holidays?stat=x')).body.error.suggestions).toEqual(['state', 'status']);
  });
});

describe('GET /v1/holidays/check', () => {
  it('2026-08-31 in Selangor is a Monday holiday and not a working day', async () => {
    const { body } = await get('/v1/holidays/check?date=2026-08-31&state=selangor');
    expect(body.data).toMatchObject({
      date: '2026-08-31',
      dayOfWeek: 'Monday',
      isHoliday: true,
      isWeekend: false,
      isWorkingDay: false,
      state: { code: 'selangor', weekendDays: ['Saturday', 'Sunday'], group: 'B' },
      school: { group: 'B' },
    });
    expect(body.data.holidays.map((h: { id: string }) => h.id)).toEqual(['2026-hari-kebangsaan']);
  });

  it("Kedah's Friday 2026-07-10 is a weekend day and its Sunday 2026-07-12 a working day", async () => {
    const friday = (await get('/v1/holidays/check?date=2026-07-10&state=kedah')).body.data;
    expect(friday).toMatchObject({ dayOfWeek: 'Friday', isWeekend: true, isWorkingDay: false, isHoliday: false });
    expect(friday.state.weekendDays).toEqual(['Friday', 'Saturday']);
    const sunday = (await get('/v1/holidays/check?date=2026-07-12&state=KDH')).body.data;
    expect(sunday).toMatchObject({ dayOfWeek: 'Sunday', isWeekend: false, isWorkingDay: true });
  });

  it("Johor's Friday 2024-12-27 is a weekend day (group A) and its Friday 2025-01-03 is not (group B)", async () => {
    const before = (await get('/v1/holidays/check?date=2024-12-27&state=johor')).body.data;
    expect(before).toMatchObject({
      isWeekend: true,
      isWorkingDay: false,
      school: { group: 'A' },
      state: { group: 'A' },
    });
    const after = (await get('/v1/holidays/check?date=2025-01-03&state=johor')).body.data;
    expect(after).toMatchObject({
      isWeekend: false,
      isWorkingDay: true,
      school: { group: 'B' },
      state: { group: 'B' },
    });
  });

  it('a holiday on a weekend day is both', async () => {
    const { body } = await get('/v1/holidays/check?date=2026-05-31&state=selangor');
    expect(body.data).toMatchObject({ isHoliday: true, isWeekend: true, isWorkingDay: false });
  });

  it('refuses 2026-02-30, suggesting the last day of February', async () => {
    const { status, body } = await get('/v1/holidays/check?date=2026-02-30&state=selangor');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', suggestions: ['2026-02-28'] });
  });

  it('refuses 2026-3-5, suggesting 2026-03-05', async () => {
    const { status, body } = await get('/v1/holidays/check?date=2026-3-5&state=selangor');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', suggestions: ['2026-03-05'] });
    expect(body.error.message).toContain("'date'");
  });

  it('refuses 20260201, suggesting 2026-02-01', async () => {
    expect((await get('/v1/holidays/check?date=20260201&state=selangor')).body.error.suggestions).toEqual([
      '2026-02-01',
    ]);
  });

  it('requires date and state', async () => {
    const missingDate = await get('/v1/holidays/check?state=selangor');
    expect(missingDate.status).toBe(400);
    expect(missingDate.body.error.message).toBe("Parameter 'date' is required.");
    const missingState = await get('/v1/holidays/check?date=2026-01-01');
    expect(missingState.body.error.suggestions).toContain('selangor');
  });

  it('state=selangr gets STATE_NOT_FOUND suggesting selangor', async () => {
    const { status, body } = await get('/v1/holidays/check?date=2026-08-31&state=selangr');
    expect(status).toBe(404);
    expect(body.error.code).toBe('STATE_NOT_FOUND');
    expect(body.error.suggestions[0]).toBe('selangor');
  });

  it('refuses a date outside the data with YEAR_NOT_COVERED', async () => {
    expect((await get('/v1/holidays/check?date=2000-12-31&state=selangor')).body.error.code).toBe('YEAR_NOT_COVERED');
    expect((await get('/v1/holidays/check?date=2028-06-01&state=selangor&estimates=exclude')).body.error.code).toBe(
      'YEAR_NOT_COVERED',
    );
  });
});

describe('GET /v1/holidays/today', () => {
  it('checks today in Kuala Lumpur, cached for 15 minutes', async () => {
    const { body, headers } = await get('/v1/holidays/today?state=selangor');
    expect(body.data).toMatchObject({ date: '2026-11-22', dayOfWeek: 'Sunday', isWeekend: true });
    expect(headers['cache-control']).toBe('public, max-age=900');
  });

  it('uses the Kuala Lumpur date when UTC is still on the previous day', async () => {
    const late = await testApp({ now: () => new Date('2026-08-30T16:30:00Z') });
    const response = await late.inject('/v1/holidays/today?state=selangor');
    expect(response.json().data).toMatchObject({ date: '2026-08-31', isHoliday: true });
    await late.close();
  });
});

describe('GET /v1/holidays/next', () => {
  it('lists upcoming holidays from today, across years, every status but cancelled', async () => {
    const { body } = await get('/v1/holidays/next?state=selangor&limit=5');
    expect(body.data).toHaveLength(5);
    expect(body.data[0].date >= '2026-11-22').toBe(true);
    expect(body.data.some((h: { date: string }) => h.date.startsWith('2027'))).toBe(true);
    expect(body.meta).toMatchObject({ from: '2026-11-22', limit: 5, state: 'selangor', total: 5 });
  });

  it('defaults to one holiday and refuses a limit over 50', async () => {
    expect((await get('/v1/holidays/next')).body.data).toHaveLength(1);
    const { status, body } = await get('/v1/holidays/next?limit=51');
    expect(status).toBe(400);
    expect(body.error.suggestions).toEqual(['50']);
  });
});

describe('GET /v1/holidays/between', () => {
  it('lists every holiday with a day in the range, both ends included', async () => {
    const { body } = await get('/v1/holidays/between?start=2026-05-31&end=2026-06-02&state=sarawak');
    expect(body.data.map((h: { id: string }) => h.id)).toEqual([
      '2026-hari-wesak',
      '2026-hari-gawai-1',
      '2026-hari-keputeraan-agong',
      '2026-hari-gawai-2',
    ]);
  });

  it('refuses start after end and ranges outside the data', async () => {
    expect((await get('/v1/holidays/between?start=2026-06-02&end=2026-05-31')).body.error.code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await get('/v1/holidays/between?start=2026-01-01&end=2101-01-01')).body.error.code).toBe(
      'YEAR_NOT_COVERED',
    );
    expect((await get('/v1/holidays/between?start=2026-01-01&end=2028-01-01&estimates=exclude')).body.error.code).toBe(
      'YEAR_NOT_COVERED',
    );
  });
});

describe('GET /v1/holidays/long-weekends', () => {
  it('lists the stretches of 3 or more days off starting in the year', async () => {
    const { body } = await get('/v1/holidays/long-weekends?year=2026&state=selangor');
    const wesak = body.data.find((item: { startDate: string }) => item.startDate === '2026-05-30');
    expect(wesak).toMatchObject({ endDate: '2026-06-02', totalDays: 4, bridgeDaysNeeded: 0, bridgeDates: [] });
    expect(wesak.holidays.map((h: { id: string }) => h.id)).toContain('2026-hari-keputeraan-agong');
  });

  it('with bridgeDays lists the stretches one day of leave would create', async () => {
    const { body } = await get('/v1/holidays/long-weekends?year=2026&state=selangor&bridgeDays=1');
    expect(body.data.some((item: { bridgeDaysNeeded: number }) => item.bridgeDaysNeeded === 1)).toBe(true);
    expect(body.meta.bridgeDays).toBe(1);
  });

  it('requires state and refuses bridgeDays over 3', async () => {
    expect((await get('/v1/holidays/long-weekends?year=2026')).status).toBe(400);
    expect((await get('/v1/holidays/long-weekends?year=2026&state=selangor&bridgeDays=4')).status).toBe(400);
  });
});
