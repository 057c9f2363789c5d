import { describe, expect, it } from 'vitest';
import { checkSettled } from '../../build/check-settled.js';
import type { HolidayYear } from '../../build/check-holidays.js';
import type { HolidayRecord } from '../../src/model/holiday.js';
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
  return years.map((year) => ({ year, label: `data/holidays/${year}.yaml`, holidays: data.holidays.filter((holiday) => holiday.id.startsWith(`${year}-`)) }));
}

describe('the data check: a day that has passed is settled', () => {
  it('refuses a past tentative record, naming the file, the record and the rule', () => {
    const problems = problemsOf([record({ id: '2025-cuti-peristiwa-ujian', date: '2025-03-30', status: 'tentative' })], '2026-11-24');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('data/holidays/2025.yaml: holidays[0] (2025-cuti-peristiwa-ujian)');
    expect(problems[0]).toMatch(/last day 2025-03-30 is before the data's release date 2026-11-24 but its status is tentative/);
    expect(problems[0]).toMatch(/must be confirmed .* or cancelled, or be removed/);
  });

  it('refuses a past announced record', () => {
    const problems = problemsOf([record({ id: '2025-cuti-peristiwa-ujian', date: '2025-03-30', status: 'announced' })], '2026-11-24');
    expect(problems.join('\n')).toMatch(/2025-cuti-peristiwa-ujian.*status is announced/);
  });

  it('judges a multi-day record by its last day', () => {
    const spanning = record({ id: '2025-cuti-peristiwa-ujian', date: '2025-12-30', endDate: '2026-01-02', status: 'tentative' });
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
