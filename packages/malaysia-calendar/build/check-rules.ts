import { parseIsoDate } from '../src/core/civil-date.js';
import { appliesInYear } from '../src/core/rule-records.js';
import { ALL_STATES } from '../src/model/common.js';
import type { HolidayRecord } from '../src/model/holiday.js';
import { FIRST_CALENDAR_YEAR, type HolidayRule, LAST_CALENDAR_YEAR } from '../src/model/holiday-rule.js';

/**
 * Cross-record rules of `rules.yaml` and `history/holidays.yaml` (the schema has checked each
 * field): known states, year ranges in order, two rules of one slug never in force in the same
 * year, and the history's records dated before the gazetted years, each once, never estimated.
 */
export function checkRules(
  rules: readonly HolidayRule[],
  history: readonly HolidayRecord[],
  firstGazettedYear: number,
  stateCodes: readonly string[],
  rulesLabel: string,
  historyLabel: string,
  problems: string[],
): void {
  const known = new Set(stateCodes);
  for (const [index, rule] of rules.entries()) {
    const where = `${rulesLabel}: rules[${index}] (${rule.slug})`;
    if (rule.states.includes(ALL_STATES) && rule.states.length > 1)
      problems.push(`${where}: "*" must stand alone in states`);
    for (const code of rule.states)
      if (code !== ALL_STATES && !known.has(code)) problems.push(`${where}: unknown state code "${code}"`);
    if (rule.from !== undefined && rule.until !== undefined && rule.from > rule.until)
      problems.push(`${where}: from ${rule.from} is after until ${rule.until}`);
    const overlapping = rules.slice(0, index).find((other) => other.slug === rule.slug && overlaps(other, rule));
    if (overlapping !== undefined)
      problems.push(`${where}: in force in the same years as another rule of the same slug`);
    if ((rule.type === 'islamic' || rule.type === 'islamic_state') && !('hijri' in rule.on))
      problems.push(`${where}: an Islamic holiday falls on a hijri date`);
  }
  const ids = new Set<string>();
  for (const [index, record] of history.entries()) {
    const where = `${historyLabel}: holidays[${index}] (${record.id})`;
    const year = Number(record.date.slice(0, 4));
    if (parseIsoDate(record.date) === undefined) problems.push(`${where}: date ${record.date} does not exist`);
    if (year < FIRST_CALENDAR_YEAR || year >= firstGazettedYear)
      problems.push(
        `${where}: not a year before the gazetted data (${FIRST_CALENDAR_YEAR} to ${firstGazettedYear - 1})`,
      );
    if (!record.id.startsWith(`${year}-`)) problems.push(`${where}: id must start with the year of its date`);
    if (ids.has(record.id)) problems.push(`${where}: id is not unique`);
    ids.add(record.id);
    if (record.estimated !== undefined) problems.push(`${where}: a record on file is never estimated`);
    for (const code of record.states)
      if (code !== ALL_STATES && !known.has(code)) problems.push(`${where}: unknown state code "${code}"`);
  }
}

function overlaps(a: HolidayRule, b: HolidayRule): boolean {
  for (let year = FIRST_CALENDAR_YEAR; year <= LAST_CALENDAR_YEAR; year++)
    if (appliesInYear(a, year) && appliesInYear(b, year)) return true;
  return false;
}
