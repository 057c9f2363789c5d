/**
 * The festival tables' cross-checks (their schemas are in src/model/holiday-rule.ts):
 * data/festivals.yaml (computed, `npm run compute-festivals`) and data/history/festivals.yaml
 * (the official dates on record): every date in its year, and Islamic months of 29 or 30 days.
 */
import { FESTIVALS, type FestivalRecord, type FestivalTable, ISLAMIC_FESTIVALS } from '../src/model/holiday-rule.js';

/** Every date in a year-keyed table falls in its year. */
function checkYears(table: Record<string, string | string[]>, label: string, problems: string[]): void {
  for (const [year, dates] of Object.entries(table)) {
    for (const date of [dates].flat())
      if (!date.startsWith(`${year}-`)) problems.push(`${label}.${year}: ${date} is not in ${year}`);
  }
}

export function checkFestivalTable(table: FestivalTable, label: string, problems: string[]): void {
  for (const name of FESTIVALS) checkYears(table[name], `${label}: ${name}`, problems);
  const starts = Object.values(table.islamicMonths);
  starts.forEach((start, index) => {
    const next = starts[index + 1];
    const length = next === undefined ? 29 : (Date.parse(next) - Date.parse(start)) / 86_400_000;
    if (length !== 29 && length !== 30)
      problems.push(`${label}: islamicMonths: the month beginning ${start} has ${length} days`);
  });
}

export function checkFestivalRecord(record: FestivalRecord, label: string, problems: string[]): void {
  for (const name of [...Object.keys(ISLAMIC_FESTIVALS), ...FESTIVALS] as (keyof FestivalRecord)[])
    checkYears(record[name] ?? {}, `${label}: ${name}`, problems);
}
