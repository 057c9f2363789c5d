import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../build/load-dataset.js';
import { MovingDates } from '../../src/core/moving-dates.js';
import { recordsFromRules } from '../../src/core/rule-records.js';
import type { HolidayRecord } from '../../src/model/holiday.js';
import type { FestivalRecord } from '../../src/model/holiday-rule.js';
import { FESTIVALS } from '../festivals/official-festivals.js';

/**
 * The rules of data/rules.yaml against every gazetted record of 2020-2027 (data/holidays, each
 * record from the official lists and announcements its note names). The moving festivals' days
 * are taken from those records themselves, so what is tested is the rules: which holidays, on
 * which day, in which states, of which type and level. Ad-hoc and replacement records are not
 * rules' work. Each record the rules do not reproduce is listed below with the reason, from
 * data/notes/history.md ("Exceptions 2020-2027"); the list must be exact, so a rule that
 * starts reproducing an exception fails the test as surely as a new miss.
 */
const EXCEPTIONS: Record<string, string> = {
  '2024-hari-keputeraan-sultan-kedah': 'moved to 30 June: the third Sunday was Hari Arafah (notes 2024)',
  '2025-hari-keputeraan-sultan-kedah': 'moved to 22 June by Kedah (notes 2025)',
  '2026-hari-keputeraan-sultan-kedah': 'moved to 5 July, amended by Kedah on 2026-05-07 (notes 2026)',
  '2024-thaipusam': 'Kedah printed in the HKA 2024 list; other years Kedah has an adhoc record (notes 2024)',
  ...Object.fromEntries(
    [
      '2021-hari-keputeraan-sultan-kelantan-1',
      '2021-hari-keputeraan-sultan-kelantan-2',
      '2022-hari-keputeraan-sultan-kelantan-1',
    ].map((id) => [id, 'replaceable: false settled for that year only (notes 2021, 2022)']),
  ),
  ...Object.fromEntries(
    ['2023', '2024', '2025', '2026'].flatMap((year) =>
      [1, 2].map((day) => [
        `${year}-pesta-kaamatan-${day}`,
        'the record omits replaceable: false; neither day fell on a Sunday unreplaced, so the days off agree (notes 2020, 2027)',
      ]),
    ),
  ),
};

const data = loadDataset();
const gazetted = data.holidays.filter(
  (record) => record.type !== 'adhoc' && record.type !== 'replacement' && record.status !== 'cancelled',
);

/** The festivals' days as the gazetted records give them (an Islamic one twice in a year: both). */
function festivalsOnRecord(): FestivalRecord {
  const record: Record<string, Record<string, string | string[]>> = {};
  for (const [name, { slug }] of Object.entries(FESTIVALS)) {
    const byYear: Record<string, string | string[]> = {};
    for (const holiday of data.holidays.filter((candidate) =>
      new RegExp(`^\\d{4}-${slug}(-\\d{4})?$`).test(candidate.id),
    )) {
      const year = holiday.id.slice(0, 4);
      const before = byYear[year];
      byYear[year] = before === undefined ? holiday.date : [before, holiday.date].flat().sort();
    }
    record[name] = byYear;
  }
  return record as FestivalRecord;
}

/** The fields a rule decides, in a form that compares. */
function decided(record: HolidayRecord) {
  return {
    date: record.date,
    states: [...record.states].sort(),
    type: record.type,
    replaceable: record.replaceable !== false,
  };
}

describe('the holiday rules reproduce the gazetted records of 2020-2027', () => {
  const moving = new MovingDates(data.festivals, festivalsOnRecord());
  const made = new Map<string, HolidayRecord>();
  for (let year = data.coverage.firstYear; year <= data.coverage.lastYear; year++) {
    for (const record of recordsFromRules(data.rules, year, 'history', moving)) made.set(record.id, record);
  }

  it('gives every gazetted record its day, states and type, but the listed exceptions', () => {
    const misses = gazetted.filter((record) => {
      const rule = made.get(record.id);
      return rule === undefined || JSON.stringify(decided(rule)) !== JSON.stringify(decided(record));
    });
    expect(Object.fromEntries(misses.map((record) => [record.id, made.get(record.id)?.date ?? 'no rule']))).toEqual(
      Object.fromEntries(Object.keys(EXCEPTIONS).map((id) => [id, made.get(id)?.date ?? 'no rule'])),
    );
  });

  it('makes no day the gazette does not have in those years', () => {
    const ids = new Set(data.holidays.map((record) => record.id));
    expect([...made.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('says which records the rules do not make: only ad-hoc and replacement days', () => {
    expect(gazetted.filter((record) => !made.has(record.id)).map((record) => record.id)).toEqual([]);
  });
});
