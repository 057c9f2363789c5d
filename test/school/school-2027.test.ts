import { CalendarError, createCalendar } from 'malaysia-calendar';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/command-line.js';
import { appForTests } from '../support/fixtures.js';

/**
 * The 2027 school year, served as tentative before the ministry's circular is found. The facts
 * come from the two public transcriptions of Kalendar Akademik 2027 (data/notes/school.md §10):
 * the TAKWIM-2027 app (github.com/syedsyukofficial/TAKWIM-2027, index.html) and the Takwim
 * Akademik Sekolah app (github.com/SAZAHLIE/Takwim_Akademik_Sekolah, app.py). Group B's breaks:
 * term 1 6-14 Mar, mid-year 22 May - 6 Jun, term 2 28 Aug - 5 Sep, year-end 4-31 Dec; group A's
 * a day earlier (Friday-Saturday weekend). Both transcriptions end the 2026 year-end break on
 * Sun 3 Jan 2027 and start week one on Mon 4 Jan.
 */
const api = appForTests();

const BREAKS = {
  A: [
    ['cuti_penggal_1', '2027-03-05', '2027-03-13'],
    ['cuti_pertengahan', '2027-05-21', '2027-06-05'],
    ['cuti_penggal_2', '2027-08-27', '2027-09-04'],
    ['cuti_akhir', '2027-12-03', '2027-12-31'],
  ],
  B: [
    ['cuti_penggal_1', '2027-03-06', '2027-03-14'],
    ['cuti_pertengahan', '2027-05-22', '2027-06-06'],
    ['cuti_penggal_2', '2027-08-28', '2027-09-05'],
    ['cuti_akhir', '2027-12-04', '2027-12-31'],
  ],
};

describe('the 2027 school calendar over HTTP: tentative', () => {
  it.each(['A', 'B'] as const)('lists group %s breaks and festive days, every record tentative', async (group) => {
    const { status, body } = await api.get(`/v1/school/holidays?year=2027&group=${group}`);
    expect(status).toBe(200);
    const records = body.data as { type: string; startDate: string; endDate: string; status: string; group: string }[];
    expect(records.every((record) => record.status === 'tentative' && record.group === group)).toBe(true);
    const breaks = records
      .filter((record) => record.type !== 'cuti_perayaan_kpm')
      .map((record) => [record.type, record.startDate, record.endDate]);
    expect(breaks).toEqual(BREAKS[group]);
    // Chinese New Year (Sat-Sun 6-7 Feb), Aidiladha (Mon 17 May) and Deepavali (Thu 28 Oct).
    const festive = records
      .filter((record) => record.type === 'cuti_perayaan_kpm')
      .map((record) => record.startDate.slice(5, 7));
    expect(festive).toEqual(group === 'A' ? ['02', '05', '10'] : ['02', '05', '10', '10']);
  });

  it('gives group B its Chinese New Year days 5-12 Feb, and Sarawak its own Deepavali day (Deepavali is no Sarawak public holiday)', async () => {
    const { body } = await api.get('/v1/school/holidays?year=2027&state=sarawak');
    const festive = (body.data as { type: string; startDate: string; endDate: string }[]).filter(
      (record) => record.type === 'cuti_perayaan_kpm',
    );
    expect(festive.map((record) => `${record.startDate}/${record.endDate}`)).toEqual([
      '2027-02-05/2027-02-12',
      '2027-05-18/2027-05-19',
      '2027-10-28/2027-10-28',
    ]);
  });

  it.each([
    ['2027-03-10', 'B', false, 'cuti_penggal_1'],
    ['2027-01-12', 'B', true, null],
    ['2027-01-04', 'B', true, null],
    ['2027-02-09', 'B', false, 'cuti_perayaan_kpm'],
    ['2027-12-03', 'B', true, null],
    ['2027-12-03', 'A', false, 'cuti_akhir'],
    // The transcriptions disagree on group A's Thu 11 Feb and Sun 14 Mar; the finer one (app.py) keeps both school days.
    ['2027-02-11', 'A', true, null],
    ['2027-03-14', 'A', true, null],
  ])('is-school-day %s group %s is %s', async (date, group, expected, holidayType) => {
    const { status, body } = await api.get(`/v1/school/is-school-day?date=${date}&group=${group}`);
    expect(status).toBe(200);
    expect(body.data.isSchoolDay).toBe(expected);
    expect(body.data.holiday?.type ?? null).toBe(holidayType);
    expect(body.data.holiday?.status ?? body.data.term.status).toBe('tentative');
  });

  it('has two tentative terms per group, starting Mon 4 Jan, school days counted from the calendar', async () => {
    const terms = (await api.get('/v1/school/terms?year=2027')).body.data as {
      id: string;
      startDate: string;
      endDate: string;
      status: string;
      totalSchoolDays: number;
    }[];
    expect(terms.map((term) => term.id).sort()).toEqual(['2027-1-A', '2027-1-B', '2027-2-A', '2027-2-B']);
    expect(terms.every((term) => term.status === 'tentative' && term.totalSchoolDays > 0)).toBe(true);
    expect(terms.filter((term) => term.id.startsWith('2027-1-')).map((term) => term.startDate)).toEqual([
      '2027-01-04',
      '2027-01-04',
    ]);
    expect(terms.find((term) => term.id === '2027-2-B')!.endDate).toBe('2027-12-03');
  });

  it('keeps 2026 confirmed, terms and holidays alike', async () => {
    const terms = (await api.get('/v1/school/terms?year=2026')).body.data as { status: string }[];
    const holidays = (await api.get('/v1/school/holidays?year=2026')).body.data as { status: string }[];
    expect(terms.length).toBe(4);
    expect(new Set([...terms, ...holidays].map((record) => record.status))).toEqual(new Set(['confirmed']));
  });

  it('documents the status in the OpenAPI document', async () => {
    const { schemas } = (await api.get('/v1/openapi.json')).body.components;
    for (const name of ['SchoolTerm', 'SchoolHoliday'])
      expect(schemas[name].properties.status.enum, name).toEqual(['confirmed', 'tentative']);
  });

  it('still answers a year with no source at all (2028) as not yet published', async () => {
    const { status, body } = await api.get('/v1/school/holidays?year=2028');
    expect(status).toBe(404);
    expect(body.error.code).toBe('YEAR_NOT_COVERED');
    expect(body.error.message).toContain(
      'The Ministry of Education has not yet published the 2028 school calendar (Kalendar Akademik 2028): school data covers 2026, 2027.',
    );
    expect(body.error.suggestions).toEqual(['2026', '2027']);
  });
});

describe('the 2027 school calendar in the library and on the command line', () => {
  const calendar = createCalendar();

  it('the library answers with the status, and refuses 2028', () => {
    expect(calendar.isSchoolDay('2027-03-10', { state: 'selangor' })).toMatchObject({
      isSchoolDay: false,
      holiday: { type: 'cuti_penggal_1', status: 'tentative' },
    });
    expect(calendar.schoolTerms({ year: 2027, state: 'kedah' }).map((term) => [term.id, term.status])).toEqual([
      ['2027-1-A', 'tentative'],
      ['2027-2-A', 'tentative'],
    ]);
    expect(() => calendar.schoolTerms({ year: 2028 })).toThrow(CalendarError);
  });

  it('the command line shows the status of the term and of the school holiday', async () => {
    const run = await cli(['school-day', '2027-03-10', '--state', 'selangor']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/term\s+term 1 \(2027-1-B\) \[tentative\]/);
    expect(run.stdout).toMatch(/school holiday\s+Term 1 break \(2027-03-06 to 2027-03-14\) \[tentative\]/);
  });
});
