/** The whole festival table: Hijri month starts 1421-10 onwards and each festival's date per Gregorian year. */
import { chineseNewYear } from './chinese-new-year.js';
import { deepavali } from './deepavali.js';
import { goodFriday } from './good-friday.js';
import { islamicMonths, type HijriMonthStart } from './islamic-months.js';
import { thaipusam } from './thaipusam.js';
import { wesak } from './wesak.js';

export const FIRST_YEAR = 2001;
export const LAST_YEAR = 2100;
/** Rejab 1421 (September 2000): the table's first month, before every Islamic festival of 2001. */
const FIRST_HIJRI_MONTH = { year: 1421, month: 7 };

export type YearTable = Record<number, string>;

export interface FestivalTable {
  /** 'AH-MM' to the month's first day; ends with the first month beginning after the last year. */
  islamicMonths: Record<string, string>;
  chineseNewYear: YearTable;
  wesak: YearTable;
  deepavali: YearTable;
  thaipusam: YearTable;
  goodFriday: YearTable;
}

function hijriKey(month: HijriMonthStart): string {
  return `${month.year}-${String(month.month).padStart(2, '0')}`;
}

function byYear(compute: (year: number) => string, firstYear: number, lastYear: number): YearTable {
  const table: YearTable = {};
  for (let year = firstYear; year <= lastYear; year++) table[year] = compute(year);
  return table;
}

export function festivalTable(firstYear = FIRST_YEAR, lastYear = LAST_YEAR): FestivalTable {
  const months = islamicMonths(FIRST_HIJRI_MONTH, `${lastYear}-12-31`);
  return {
    islamicMonths: Object.fromEntries(months.map((month) => [hijriKey(month), month.start])),
    chineseNewYear: byYear(chineseNewYear, firstYear, lastYear),
    wesak: byYear(wesak, firstYear, lastYear),
    deepavali: byYear(deepavali, firstYear, lastYear),
    thaipusam: byYear(thaipusam, firstYear, lastYear),
    goodFriday: byYear(goodFriday, firstYear, lastYear),
  };
}
