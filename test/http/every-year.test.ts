import { describe, expect, it } from 'vitest';
import { appForTests, stateCodes } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;

/**
 * 2005's festivals as Malaysia observed them: the federal list of public holidays for 2005 in
 * the Sabah State Gazette (https://www.sabah.gov.my/gazette/docs/001714.pdf, archived by the
 * Wayback Machine), which python-holidays' Malaysian tables cite for that year.
 */
const FESTIVALS_2005: Record<string, string> = {
  '2005-hari-raya-haji-1': '2005-01-21',
  '2005-tahun-baharu-cina-1': '2005-02-09',
  '2005-awal-muharram': '2005-02-10',
  '2005-maulidur-rasul': '2005-04-21',
  '2005-hari-wesak': '2005-05-22',
  '2005-hari-raya-aidilfitri-1': '2005-11-03',
};

interface Holiday {
  id: string;
  date: string;
  status: string;
  estimated?: true;
}

describe('every year from 2001 to 2100', () => {
  it.each([2005, 2030, 2099])(
    'answers %i for every state: the list, a date check, a count, long weekends and the feed',
    async (year) => {
      for (const state of stateCodes) {
        const list = await get(`/v1/holidays?year=${year}&state=${state}&status=all`);
        expect(list.status, state).toBe(200);
        expect(list.body.data.length, state).toBeGreaterThan(8);
        expect((await get(`/v1/holidays/check?date=${year}-08-31&state=${state}`)).body.data.isHoliday, state).toBe(
          true,
        );
        const count = (await get(`/v1/business-days?start=${year}-01-01&end=${year}-12-31&state=${state}`)).body.data;
        expect(count.businessDays + count.holidays + count.weekendDays, state).toBe(count.totalDays);
        expect((await get(`/v1/holidays/long-weekends?year=${year}&state=${state}`)).status, state).toBe(200);
        expect((await api.app.inject(`/v1/feed/ical/${state}.ics?year=${year}`)).statusCode, state).toBe(200);
      }
    },
  );

  it("gives 2005's festivals their official dates, as history: confirmed, not estimated", async () => {
    const { body } = await get('/v1/holidays?year=2005&state=selangor&status=all');
    const byId = new Map((body.data as Holiday[]).map((holiday) => [holiday.id, holiday]));
    for (const [id, date] of Object.entries(FESTIVALS_2005)) {
      expect(byId.get(id), id).toMatchObject({ date, status: 'confirmed' });
      expect(byId.get(id), id).not.toHaveProperty('estimated');
    }
  });

  /**
   * Days the record first had wrong, served as Malaysia observed them (data/notes/history.md):
   * Aidiladha 2009 on Friday 27 November (Bernama, 10 November 2009: the crescent sought on 17
   * November, 29 Zulkaedah; posts of the day), Aidilfitri 2011 on Tuesday 30 August (the Keeper
   * of the Rulers' Seal, as Bernama reported on 29 August 2011), Ramadan 2008 from Monday 1
   * September (the Keeper of the Rulers' Seal, as NU Online quoted Bernama on 31 August 2008),
   * Aidilfitri 2003 on Tuesday 25 November (the Kuala Lumpur exchange closed 24-26 November and
   * traded on the 27th: Raya's two days were the 25th and 26th).
   */
  it.each([
    ['2009-hari-raya-haji-1', '2009-11-27', 'kedah'],
    ['2009-hari-raya-haji-2', '2009-11-28', 'kedah'],
    ['2011-hari-raya-aidilfitri-1', '2011-08-30', 'selangor'],
    ['2008-awal-ramadan', '2008-09-01', 'johor'],
    ['2003-hari-raya-aidilfitri-1', '2003-11-25', 'kuala-lumpur'],
    ['2003-hari-raya-aidilfitri-2', '2003-11-26', 'kuala-lumpur'],
  ])('serves %s on its observed day, %s', async (id, date, state) => {
    const { body } = await get(`/v1/holidays?year=${date.slice(0, 4)}&state=${state}&status=all`);
    expect((body.data as Holiday[]).find((holiday) => holiday.id === id)).toMatchObject({ date, status: 'confirmed' });
  });

  /**
   * Thaipusam 2006 on Saturday 11 February, as Bernama reported on 8 February 2006 (Penang's
   * festival "on Saturday"), not on Sunday 15 January, the first of the two Pusam days of Thai:
   * no replacement Monday in January either.
   */
  it('serves Thaipusam 2006 on Saturday 11 February, confirmed, and nothing on 15-16 January', async () => {
    const { body } = await get('/v1/holidays?year=2006&state=selangor&status=all');
    expect((body.data as Holiday[]).find((holiday) => holiday.id === '2006-thaipusam')).toMatchObject({
      date: '2006-02-11',
      status: 'confirmed',
    });
    for (const date of ['2006-01-15', '2006-01-16'])
      expect((await get(`/v1/holidays/check?date=${date}&state=selangor`)).body.data.isHoliday, date).toBe(false);
  });

  it('marks every day of a projected year, replacement days included, tentative and estimated, with the id its gazetted record will have', async () => {
    const { body } = await get('/v1/holidays?year=2030&state=kelantan&status=all');
    for (const holiday of body.data as Holiday[]) {
      expect(holiday, holiday.id).toMatchObject({ status: 'tentative', estimated: true });
      expect(holiday.id.startsWith('2030-')).toBe(true);
    }
    expect((body.data as Holiday[]).map((holiday) => holiday.id)).toContain('2030-hari-kebangsaan');
    expect(body.meta.estimated).toBe(true);
  });

  it("never marks a gazetted record estimated, nor a gazetted year's answers", async () => {
    for (const year of [2020, 2026, 2027]) {
      const { body } = await get(`/v1/holidays?year=${year}&state=johor&status=all`);
      expect((body.data as Holiday[]).filter((holiday) => holiday.estimated !== undefined)).toEqual([]);
      expect(body.meta).not.toHaveProperty('estimated');
    }
  });

  it('lists nothing by default for a projected year (confirmed only) and says why in meta', async () => {
    const { body } = await get('/v1/holidays?year=2030&state=selangor');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ estimated: true, status: 'confirmed' });
    expect(body.meta.note).toMatch(/status=tentative/);
  });

  it('says meta.estimated on every answer resting on a projected day: a check, a count, long weekends, a leave plan', async () => {
    for (const path of [
      '/v1/holidays/check?date=2030-08-30&state=selangor',
      '/v1/holidays/check-all?date=2030-08-30',
      '/v1/holidays/between?start=2027-12-01&end=2028-01-31&state=selangor',
      '/v1/holidays/long-weekends?year=2030&state=selangor',
      '/v1/leave-plans?year=2030&state=selangor&leaveDays=5',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(body.meta.estimated, path).toBe(true);
    }
  });

  it('refuses every projected year with estimates=exclude, and years outside 2001-2100 always', async () => {
    for (const path of [
      '/v1/holidays/check?date=2030-08-30&state=selangor',
      '/v1/holidays/long-weekends?year=2099&state=selangor',
      '/v1/leave-plans?year=2030&state=selangor&leaveDays=5',
    ]) {
      const { status, body } = await get(`${path}&estimates=exclude`);
      expect([status, body.error.code], path).toEqual([404, 'YEAR_NOT_COVERED']);
    }
    for (const year of [2000, 2101])
      expect((await get(`/v1/holidays?year=${year}`)).body.error.message).toMatch(/2001 to 2100/);
    expect((await get('/v1/holidays?year=2026&estimates=exclude')).status).toBe(200);
  });

  it('refuses estimates=maybe with VALIDATION_ERROR and the allowed values', async () => {
    const { status, body } = await get('/v1/holidays?year=2030&estimates=maybe');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', suggestions: ['include', 'exclude'] });
  });

  it('lists the gazetted and the projected years in /v1', async () => {
    const { coverage } = (await get('/v1')).body.data;
    expect(coverage.holidays).toMatchObject({
      firstYear: 2001,
      lastYear: 2100,
      gazetted: { firstYear: 2020, lastYear: 2027 },
    });
    expect(coverage.holidays.estimated).toContain(2028);
    expect(coverage.holidays.estimated).toContain(2100);
    expect(coverage.holidays.estimated).not.toContain(2026);
  });

  it('carries projected days in the iCal feed as STATUS:TENTATIVE, described as projected in its language', async () => {
    for (const [lang, words] of [
      ['en', 'projected from the rules'],
      ['ms', 'unjuran daripada peraturan'],
      ['zh', '按规则推算'],
    ] as const) {
      const feed = (await api.app.inject(`/v1/feed/ical/selangor.ics?year=2030&lang=${lang}`)).body.replace(
        /\r\n /g,
        '',
      );
      const events = feed.split('BEGIN:VEVENT').slice(1);
      expect(events.length).toBeGreaterThan(10);
      for (const event of events) {
        expect(event).toContain('STATUS:TENTATIVE');
        expect(event).toContain(words);
      }
    }
    expect((await api.app.inject('/v1/feed/ical/selangor.ics?year=2026')).body).not.toContain(
      'projected from the rules',
    );
  });

  it('shows a projected year on the web, saying so in each language', async () => {
    for (const [language, words] of [
      ['en', 'Projected: dates computed from the rules'],
      ['ms', 'Unjuran'],
      ['zh', '预测'],
    ] as const) {
      const page = await api.app.inject(`/selangor/2030?lang=${language}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(words);
    }
    expect((await api.app.inject('/selangor/2026')).body).not.toContain('Projected: dates computed');
  });
});
