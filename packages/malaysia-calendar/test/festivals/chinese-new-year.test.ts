import { describe, expect, it } from 'vitest';
import { chineseNewYear } from '../../build/festivals/chinese-new-year.js';

/**
 * Chinese New Year 2001-2100 (month-day, one per year from 2001) as python-holidays tabulates it
 * (vacanza/holidays, holidays/calendars/chinese.py, LUNAR_NEW_YEAR_DATES, commit c382fde): an
 * independent table for the years the back-test cannot reach, leap-month years included (the
 * leap 11th month of 2033).
 */
const PUBLISHED = [
  '01-24', '02-12', '02-01', '01-22', '02-09', '01-29', '02-18', '02-07', '01-26', '02-14',
  '02-03', '01-23', '02-10', '01-31', '02-19', '02-08', '01-28', '02-16', '02-05', '01-25',
  '02-12', '02-01', '01-22', '02-10', '01-29', '02-17', '02-06', '01-26', '02-13', '02-03',
  '01-23', '02-11', '01-31', '02-19', '02-08', '01-28', '02-15', '02-04', '01-24', '02-12',
  '02-01', '01-22', '02-10', '01-30', '02-17', '02-06', '01-26', '02-14', '02-02', '01-23',
  '02-11', '02-01', '02-19', '02-08', '01-28', '02-15', '02-04', '01-24', '02-12', '02-02',
  '01-21', '02-09', '01-29', '02-17', '02-05', '01-26', '02-14', '02-03', '01-23', '02-11',
  '01-31', '02-19', '02-07', '01-27', '02-15', '02-05', '01-24', '02-12', '02-02', '01-22',
  '02-09', '01-29', '02-17', '02-06', '01-26', '02-14', '02-03', '01-24', '02-10', '01-30',
  '02-18', '02-07', '01-27', '02-15', '02-05', '01-25', '02-12', '02-01', '01-21', '02-09',
];

describe('Chinese New Year', () => {
  it('matches the published dates for every year 2001-2100', () => {
    const computed = PUBLISHED.map((_, index) => chineseNewYear(2001 + index).slice(5));
    expect(computed).toEqual(PUBLISHED);
  }, 30_000);
});
