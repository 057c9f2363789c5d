import { describe, expect, it } from 'vitest';
import { checkSchoolSettled, checkSettled } from '../../build/check-settled.js';
import type { HolidayYear } from '../../build/check-holidays.js';
import type { HolidayRecord } from '../../src/model/holiday.js';
import type { SchoolYearRecord } from '../../src/model/school.js';
import { data } from '../support/fixtures.js';

/** A holiday record made in memory, not read from data/. */
function record(fields: Partial<HolidayRecord> & Pick<HolidayRecord, 'id' | 'date'>): HolidayRecord {
  return {
    name: { ms: 'Cuti Peristiwa Ujian', en: 'Test occasional holiday' },
    type: 'adhoc',
    status: 'confirmed',
    states: ['kedah'],
    gazetteLevel: 'N',
    source: 'state-gov',
    ...fields,
  };
}

function problemsOf(holidays: HolidayRecord[], releaseDate: string): string[] {
  const year: HolidayYear = { year: 2025, label: 'data/holidays/2025.yaml', holidays };
  const problems: string[] = [];
  checkSettled([year], releaseDate, problems);
  return problems;
}

/** The real data's holiday files, rebuilt by year from the checked dataset. */
function realYears(): HolidayYear[] {
  const years = [...new Set(data.holidays.map((holiday) => Number(holiday.date.slice(0, 4))))];
  return years.map((year) => ({
    year,
    label: `data/holidays/${year}.yaml`,
    holidays: data.holidays.filter((holiday) => holiday.id.startsWith(`${year}-`)),
  }));
}

describe('the data check: a day that has passed is settled', () => {
  it('refuses a past tentative record, naming the file, the record and the rule', () => {
    const problems = problemsOf(
      [record({ id: '2025-cuti-peristiwa-ujian', date: '2025-03-30', status: 'tentative' })],
      '2026-11-24',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('data/holidays/2025.yaml: holidays[0] (2025-cuti-peristiwa-ujian)');
    expect(problems[0]).toMatch(
      /last day 2025-03-30 is before the data's release date 2026-11-24 but its status is tentative/,
    );
    expect(problems[0]).toMatch(/must be confirmed .* or cancelled, or be removed/);
  });

  it('refuses a past announced record', () => {
    const problems = problemsOf(
      [record({ id: '2025-cuti-peristiwa-ujian', date: '2025-03-30', status: 'announced' })],
      '2026-11-24',
    );
    expect(problems.join('\n')).toMatch(/2025-cuti-peristiwa-ujian.*status is announced/);
  });

  it('judges a multi-day record by its last day', () => {
    const spanning = record({
      id: '2025-cuti-peristiwa-ujian',
      date: '2025-12-30',
      endDate: '2026-01-02',
      status: 'tentative',
    });
    expect(problemsOf([spanning], '2026-01-02')).toEqual([]);
    expect(problemsOf([spanning], '2026-01-03').join('\n')).toMatch(/last day 2026-01-02/);
  });

  it('accepts confirmed and cancelled past days, and any status on or after the release date', () => {
    const holidays = [
      record({ id: '2025-a', date: '2025-03-30', status: 'confirmed' }),
      record({ id: '2025-b', date: '2025-03-30', status: 'cancelled' }),
      record({ id: '2025-c', date: '2026-11-24', status: 'announced' }),
      record({ id: '2025-d', date: '2026-12-25', status: 'tentative' }),
    ];
    expect(problemsOf(holidays, '2026-11-24')).toEqual([]);
  });

  it('accepts the real data as of its release date', () => {
    const problems: string[] = [];
    checkSettled(realYears(), data.releaseDate, problems);
    expect(problems).toEqual([]);
  });
});

describe('the data check: a school term or school holiday that has passed is settled', () => {
  /** A school year made in memory: one group B term and one break, both tentative. */
  const tentativeYear: SchoolYearRecord = {
    year: 2027,
    terms: [
      {
        id: '2027-1-B',
        term: 1,
        group: 'B',
        segments: [{ startDate: '2027-01-04', endDate: '2027-03-05' }],
        status: 'tentative',
      },
    ],
    holidays: [
      {
        id: '2027-b-cuti-penggal-1',
        type: 'cuti_penggal_1',
        group: 'B',
        name: { ms: 'Cuti Penggal 1', en: 'Term 1 break' },
        startDate: '2027-03-06',
        endDate: '2027-03-14',
        states: ['*'],
        excludeStates: [],
        status: 'tentative',
      },
    ],
  };
  const problemsAsOf = (releaseDate: string) => {
    const problems: string[] = [];
    checkSchoolSettled([tentativeYear], releaseDate, problems);
    return problems;
  };

  it('accepts tentative records that have not ended, and refuses each one once its last day is before the release date', () => {
    expect(problemsAsOf('2027-03-05')).toEqual([]);
    expect(problemsAsOf('2027-03-06')).toEqual([
      expect.stringMatching(/2027-1-B.*last day 2027-03-05 .* status is tentative/),
    ]);
    expect(problemsAsOf('2027-03-15')).toHaveLength(2);
  });

  it('accepts the real school data as of its release date', () => {
    const problems: string[] = [];
    checkSchoolSettled(data.school, data.releaseDate, problems);
    expect(problems).toEqual([]);
  });
});
