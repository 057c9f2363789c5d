import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from '../../packages/malaysia-calendar/src/core/civil-date.js';
import { appForTests, stateCodes } from '../support/fixtures.js';

/**
 * Facts from the Ministry of Education's Kalendar Akademik 2026 (Lampiran A and B, the
 * festive-day annex) as reported by Malay Mail / NST (10-11 March 2026) and transcribed by
 * school calendars, and KPM's 18 March 2026 extra holiday (Bernama, 11 March 2026); see
 * data/notes/school.md. Written here from those sources, not read from the data files.
 */
const GROUP_A = ['kedah', 'kelantan', 'terengganu'];
const GROUP_B = stateCodes.filter((code) => !GROUP_A.includes(code));

const api = appForTests();
const get = api.get;

async function schoolDay(date: string, scope: string) {
  return (await get(`/v1/school/is-school-day?date=${date}&${scope}`)).body.data;
}

describe('terms of 2026', () => {
  it.each([
    [
      'A',
      [
        ['2026-01-11', '2026-03-19'],
        ['2026-03-29', '2026-05-21'],
        ['2026-06-07', '2026-08-27'],
        ['2026-09-06', '2026-12-03'],
      ],
    ],
    [
      'B',
      [
        ['2026-01-12', '2026-03-20'],
        ['2026-03-30', '2026-05-22'],
        ['2026-06-08', '2026-08-28'],
        ['2026-09-07', '2026-12-04'],
      ],
    ],
  ])("group %s has two terms with the circular's segments", async (group, segments) => {
    const { body } = await get(`/v1/school/terms?year=2026&group=${group}`);
    expect(body.data.map((term: { id: string }) => term.id)).toEqual([`2026-1-${group}`, `2026-2-${group}`]);
    const served = body.data.flatMap((term: { segments: { startDate: string; endDate: string }[] }) =>
      term.segments.map((s) => [s.startDate, s.endDate]),
    );
    expect(served).toEqual(segments);
    for (const term of body.data) {
      expect(term.totalSchoolDays).toBe(
        term.segments.reduce((sum: number, s: { schoolDays: number }) => sum + s.schoolDays, 0),
      );
      expect(term.startDate).toBe(term.segments[0].startDate);
      expect(term.endDate).toBe(term.segments.at(-1).endDate);
    }
  });

  it("group B's school days match the circular's printed counts (43, 39, 58, 62), less the 18 March day declared later", async () => {
    const { body } = await get('/v1/school/terms?year=2026&group=B');
    const counts = body.data.flatMap((term: { segments: { schoolDays: number }[] }) =>
      term.segments.map((s) => s.schoolDays),
    );
    expect(counts).toEqual([43 - 1, 39, 58, 62]);
  });

  it('group A starts on Sunday 11 January 2026 and group B on Monday 12 January', async () => {
    for (const state of GROUP_A) {
      expect((await schoolDay('2026-01-11', `state=${state}`)).isSchoolDay, state).toBe(true);
      expect((await schoolDay('2026-01-10', `state=${state}`)).isSchoolDay, state).toBe(false);
    }
    for (const state of GROUP_B) {
      expect((await schoolDay('2026-01-12', `state=${state}`)).isSchoolDay, state).toBe(true);
      expect((await schoolDay('2026-01-09', `state=${state}`)).isSchoolDay, state).toBe(false);
    }
  });

  it('a state implies its group; Johor is in group B from 2025', async () => {
    const { body } = await get('/v1/school/terms?year=2026&state=johor');
    expect(body.data.map((term: { id: string }) => term.id)).toEqual(['2026-1-B', '2026-2-B']);
    expect(body.meta).toMatchObject({ state: 'johor', group: 'B' });
  });

  it('counts each segment for a state as a day-by-day walk of /school/is-school-day for that state', async () => {
    for (const state of ['kedah', 'selangor', 'sarawak', 'johor']) {
      const terms = (await get(`/v1/school/terms?year=2026&state=${state}`)).body.data;
      for (const segment of terms.flatMap((term: { segments: unknown[] }) => term.segments) as {
        startDate: string;
        endDate: string;
        schoolDays: number;
      }[]) {
        let walked = 0;
        for (let day = parseIsoDate(segment.startDate)!; day <= parseIsoDate(segment.endDate)!; day++) {
          if ((await schoolDay(formatIsoDate(day), `state=${state}`)).isSchoolDay) walked++;
        }
        expect(segment.schoolDays, `${state} ${segment.startDate}`).toBe(walked);
      }
    }
  });

  it('lists the terms of both groups by date, then id', async () => {
    const { body } = await get('/v1/school/terms?year=2026');
    // Circular: group A starts Sun 11 Jan and term 2 Sun 7 Jun; group B Mon 12 Jan and Mon 8 Jun.
    expect(body.data.map((term: { id: string; startDate: string }) => `${term.startDate} ${term.id}`)).toEqual([
      '2026-01-11 2026-1-A',
      '2026-01-12 2026-1-B',
      '2026-06-07 2026-2-A',
      '2026-06-08 2026-2-B',
    ]);
  });

  it('refuses 2028 (not yet published) and 2025 (not maintained) with YEAR_NOT_COVERED', async () => {
    for (const year of [2025, 2028]) {
      const { status, body } = await get(`/v1/school/terms?year=${year}`);
      expect(status).toBe(404);
      expect(body.error).toMatchObject({ code: 'YEAR_NOT_COVERED', suggestions: ['2026', '2027'] });
    }
  });
});

describe('school holidays of 2026', () => {
  it.each([
    ['A', 'cuti_penggal_1', '2026-03-20', '2026-03-28'],
    ['A', 'cuti_pertengahan', '2026-05-22', '2026-06-06'],
    ['A', 'cuti_penggal_2', '2026-08-28', '2026-09-05'],
    ['A', 'cuti_akhir', '2026-12-04', '2026-12-31'],
    ['B', 'cuti_penggal_1', '2026-03-21', '2026-03-29'],
    ['B', 'cuti_pertengahan', '2026-05-23', '2026-06-07'],
    ['B', 'cuti_penggal_2', '2026-08-29', '2026-09-06'],
    ['B', 'cuti_akhir', '2026-12-05', '2026-12-31'],
  ])('group %s %s runs %s to %s', async (group, type, start, end) => {
    const { body } = await get(`/v1/school/holidays?year=2026&group=${group}`);
    const record = body.data.find((holiday: { type: string }) => holiday.type === type);
    expect(record).toMatchObject({ group, startDate: start, endDate: end, states: ['*'], excludeStates: [] });
    expect(record.days).toBe(parseIsoDate(end)! - parseIsoDate(start)! + 1);
    const state = group === 'A' ? 'kelantan' : 'perak';
    for (const date of [start, end]) {
      const status = await schoolDay(date, `state=${state}`);
      expect(status.isSchoolDay, date).toBe(false);
      expect(status.holiday.type, date).toBe(type);
    }
  });

  it.each([
    ['A', ['2026-02-15', '2026-02-16', '2026-02-19'], 'tahun-baharu-cina'],
    ['B', ['2026-02-16', '2026-02-19', '2026-02-20'], 'tahun-baharu-cina'],
    ['A', ['2026-03-19'], 'hari-raya-aidilfitri'],
    ['B', ['2026-03-19', '2026-03-20'], 'hari-raya-aidilfitri'],
  ])('group %s festive days %s (%s) apply to the whole group', async (group, dates, festival) => {
    const members = group === 'A' ? GROUP_A : GROUP_B;
    for (const date of dates) {
      for (const state of members) {
        const status = await schoolDay(date, `state=${state}`);
        expect(status.isSchoolDay, `${state} ${date}`).toBe(false);
        if (!status.isPublicHoliday && !status.isWeekend)
          expect(status.holiday?.type, `${state} ${date}`).toBe('cuti_perayaan_kpm');
      }
    }
    const records = (await get(`/v1/school/holidays?year=2026&group=${group}`)).body.data.filter(
      (holiday: { festival?: string; annex?: string }) => holiday.festival === festival && holiday.annex === 'C',
    );
    expect(records.length).toBeGreaterThan(0);
  });

  it('Deepavali: group A gets 9 November; group B 10 November except Sarawak, which gets 9 November', async () => {
    for (const state of GROUP_A)
      expect((await schoolDay('2026-11-09', `state=${state}`)).isSchoolDay, state).toBe(false);
    for (const state of GROUP_B.filter((code) => code !== 'sarawak')) {
      expect((await schoolDay('2026-11-10', `state=${state}`)).isSchoolDay, state).toBe(false);
    }
    const sarawak9 = await schoolDay('2026-11-09', 'state=sarawak');
    expect(sarawak9).toMatchObject({
      isSchoolDay: false,
      isPublicHoliday: false,
      holiday: { type: 'cuti_perayaan_kpm' },
    });
    expect((await schoolDay('2026-11-10', 'state=sarawak')).isSchoolDay).toBe(true);

    const sarawakRecords = (await get('/v1/school/holidays?year=2026&state=sarawak')).body.data;
    const deepavali = sarawakRecords.filter((holiday: { festival?: string }) => holiday.festival === 'deepavali');
    expect(deepavali.map((holiday: { startDate: string }) => holiday.startDate)).toEqual(['2026-11-09']);
    const groupB = (await get('/v1/school/holidays?year=2026&group=B')).body.data;
    expect(
      groupB.find(
        (holiday: { festival?: string; startDate: string }) =>
          holiday.festival === 'deepavali' && holiday.startDate === '2026-11-10',
      ).excludeStates,
    ).toEqual(['sarawak']);
  });

  it('the extra holiday of Wednesday 18 March 2026 closes every school', async () => {
    for (const state of stateCodes)
      expect((await schoolDay('2026-03-18', `state=${state}`)).isSchoolDay, state).toBe(false);
  });
});

describe('GET /v1/school/is-school-day', () => {
  it('with group alone uses the group standard: weekend and holidays', async () => {
    expect(await schoolDay('2026-07-10', 'group=A')).toMatchObject({ isSchoolDay: false, isWeekend: true, group: 'A' });
    expect(await schoolDay('2026-07-12', 'group=A')).toMatchObject({
      isSchoolDay: true,
      isWeekend: false,
      term: { id: '2026-2-A', term: 2 },
    });
    expect(await schoolDay('2026-08-31', 'group=B')).toMatchObject({ isSchoolDay: false, isPublicHoliday: true });
  });

  it('has null term and holiday outside them', async () => {
    const midYear = await schoolDay('2026-05-30', 'state=selangor');
    expect(midYear).toMatchObject({ isSchoolDay: false, term: null, holiday: { type: 'cuti_pertengahan' } });
    const ordinary = await schoolDay('2026-10-14', 'state=selangor');
    expect(ordinary).toMatchObject({ isSchoolDay: true, holiday: null, term: { id: '2026-2-B' } });
  });

  it('requires state or group, a date in a published school year, and consistent state and group', async () => {
    expect((await get('/v1/school/is-school-day?date=2026-03-02')).body.error.code).toBe('VALIDATION_ERROR');
    expect((await get('/v1/school/is-school-day?date=2025-03-03&group=A')).body.error.code).toBe('YEAR_NOT_COVERED');
    expect((await get('/v1/school/is-school-day?date=2026-03-02&state=kedah&group=B')).body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      suggestions: ['A'],
    });
    expect((await get('/v1/school/is-school-day?date=2026-03-02&group=C')).status).toBe(400);
  });
});

describe('GET /v1/holidays/check agrees with GET /v1/school/is-school-day', () => {
  it('on every date of 2026 for every state', async () => {
    for (const state of stateCodes) {
      for (let day = parseIsoDate('2026-01-01')!; day <= parseIsoDate('2026-12-31')!; day++) {
        const date = formatIsoDate(day);
        const check = (await api.app.inject(`/v1/holidays/check?date=${date}&state=${state}`)).json().data;
        const school = (await api.app.inject(`/v1/school/is-school-day?date=${date}&state=${state}`)).json().data;
        expect(check.isSchoolDay, `${state} ${date}`).toBe(school.isSchoolDay);
        expect(check.isWeekend, `${state} ${date}`).toBe(school.isWeekend);
        expect(check.isHoliday, `${state} ${date}`).toBe(school.isPublicHoliday);
        expect(check.school.group).toBe(school.group);
        expect(check.school.covered).toBe(true);
        expect(check.school.term?.id ?? null).toBe(school.term?.id ?? null);
        expect(check.school.holiday?.id ?? null).toBe(school.holiday?.id ?? null);
      }
    }
  }, 120_000);
});

describe('GET /v1/holidays/check outside the school calendar', () => {
  it('says the school calendar does not cover 2025 instead of passing "no data" off as "no school"', async () => {
    const check = (await get('/v1/holidays/check?date=2025-03-04&state=selangor')).body.data;
    expect(check).toMatchObject({
      isSchoolDay: false,
      school: { group: 'B', covered: false, term: null, holiday: null },
    });
    expect((await get('/v1/school/is-school-day?date=2025-03-04&state=selangor')).body.error.code).toBe(
      'YEAR_NOT_COVERED',
    );
  });
});

describe('GET /v1/school/exams', () => {
  it('lists the 2026 exams with their type, dates, status and source', async () => {
    const { body } = await get('/v1/school/exams?year=2026&type=spm');
    expect(body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: '2026-spm',
          type: 'spm',
          startDate: '2026-11-23',
          endDate: '2026-12-17',
          source: 'kpm',
          resultsDate: null,
        }),
      ]),
    );
  });

  // STPM 2026: semester 1 Wed 21 - Wed 28 Jan (SMK Sacred Heart takwim; Junhui20/malaysia-calendar-api);
  // semester 2 Mon 29 Jun - Sun 5 Jul (that API file; STPM 2026 cohort portal), disputed by the takwim (6 Jul).
  it('lists each STPM semester that has two sources, marking the disputed one tentative', async () => {
    const { body } = await get('/v1/school/exams?year=2026&type=stpm');
    expect(body.data).toEqual([
      {
        id: '2026-stpm-semester-1',
        year: 2026,
        name: expect.stringContaining('Semester 1'),
        type: 'stpm',
        startDate: '2026-01-21',
        endDate: '2026-01-28',
        status: 'confirmed',
        resultsDate: null,
        source: 'mpm',
      },
      {
        id: '2026-stpm-semester-2',
        year: 2026,
        name: expect.stringContaining('Semester 2'),
        type: 'stpm',
        startDate: '2026-06-29',
        endDate: '2026-07-05',
        status: 'tentative',
        resultsDate: null,
        source: 'mpm',
      },
    ]);
  });

  it('refuses an unknown type and a year without exam data', async () => {
    expect((await get('/v1/school/exams?type=upsr')).body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await get('/v1/school/exams?year=2019')).body.error.code).toBe('YEAR_NOT_COVERED');
  });
});
