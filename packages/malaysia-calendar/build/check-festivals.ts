/**
 * The festival tables' schemas and checks: data/festivals.yaml (computed, `npm run compute-festivals`)
 * and data/history/festivals.yaml (the official dates on record). Each is checked when present.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from '../src/model/common.js';
import { readDataFile } from './read-data-file.js';

const Year = Type.String({ pattern: '^\\d{4}$' });
const ByYear = Type.Record(Year, IsoDate);
/** A year may hold two dates of an Islamic festival (the Hijri year is 11 days shorter). */
const ByYearOnRecord = Type.Record(Year, Type.Union([IsoDate, Type.Array(IsoDate, { minItems: 2, maxItems: 2 })]));

export const COMPUTED_FESTIVALS = ['chineseNewYear', 'wesak', 'deepavali', 'thaipusam', 'goodFriday'] as const;
export const RECORDED_FESTIVALS = [
  'awalMuharram', 'maulidurRasul', 'israkMikraj', 'awalRamadan', 'nuzulAlQuran', 'aidilfitri', 'hariArafah', 'aidiladha',
  ...COMPUTED_FESTIVALS,
] as const;

export const FestivalTableFile = Type.Object(
  {
    islamicMonths: Type.Record(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }), IsoDate),
    chineseNewYear: ByYear,
    wesak: ByYear,
    deepavali: ByYear,
    thaipusam: ByYear,
    goodFriday: ByYear,
  },
  { additionalProperties: false },
);
export type FestivalTableFile = Static<typeof FestivalTableFile>;

export const FestivalHistoryFile = Type.Object(
  Object.fromEntries(RECORDED_FESTIVALS.map((name) => [name, ByYearOnRecord])) as Record<(typeof RECORDED_FESTIVALS)[number], typeof ByYearOnRecord>,
  { additionalProperties: false },
);
export type FestivalHistoryFile = Static<typeof FestivalHistoryFile>;

/** Every date in a year-keyed table falls in its year. */
function checkYears(table: Record<string, string | string[]>, label: string, problems: string[]): void {
  for (const [year, dates] of Object.entries(table)) {
    for (const date of [dates].flat()) if (!date.startsWith(`${year}-`)) problems.push(`${label}.${year}: ${date} is not in ${year}`);
  }
}

export function checkFestivalFiles(dataDir: string, problems: string[]): void {
  const tablePath = join(dataDir, 'festivals.yaml');
  if (existsSync(tablePath)) {
    const table = readDataFile(tablePath, 'data/festivals.yaml', FestivalTableFile, problems);
    if (table !== undefined) {
      for (const name of COMPUTED_FESTIVALS) checkYears(table[name], `data/festivals.yaml: ${name}`, problems);
      const starts = Object.values(table.islamicMonths);
      starts.forEach((start, index) => {
        const next = starts[index + 1];
        const length = next === undefined ? 29 : (Date.parse(next) - Date.parse(start)) / 86_400_000;
        if (length !== 29 && length !== 30) problems.push(`data/festivals.yaml: islamicMonths: the month beginning ${start} has ${length} days`);
      });
    }
  }
  const historyPath = join(dataDir, 'history', 'festivals.yaml');
  if (existsSync(historyPath)) {
    const history = readDataFile(historyPath, 'data/history/festivals.yaml', FestivalHistoryFile, problems);
    if (history !== undefined) for (const name of RECORDED_FESTIVALS) checkYears(history[name], `data/history/festivals.yaml: ${name}`, problems);
  }
}
