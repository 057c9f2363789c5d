import { formatIsoDate } from './civil-date.js';
import type { MovingDates } from './moving-dates.js';
import { ruleDays } from './rule-days.js';
import type { HolidayRecord } from '../model/holiday.js';
import type { HolidayRule } from '../model/holiday-rule.js';

/** Whether a rule-made year is history (before the gazetted data: days on record are not estimates) or projected (after it: every day is). */
export type RuleYearKind = 'history' | 'projected';

/** A rule as the calendar reads it: its reviewer's note stays in the data file. */
type CalendarRule = Omit<HolidayRule, 'note'>;

export function appliesInYear(rule: CalendarRule, year: number): boolean {
  return (rule.from === undefined || rule.from <= year) && (rule.until === undefined || year <= rule.until);
}

/**
 * The records the rules give for a year, with the ids the gazetted records have (`{year}-{slug}`;
 * an Islamic date that falls twice in one Gregorian year adds the Islamic year to each, as the
 * gazetted records of 2027 do: `2027-israk-mikraj-1448`, `2027-israk-mikraj-1449`).
 * A projected day, or a day whose date no source gives, is `tentative` and `estimated`; a day of
 * history whose date is on record is `confirmed`.
 */
export function recordsFromRules(
  rules: readonly CalendarRule[],
  year: number,
  kind: RuleYearKind,
  moving: MovingDates,
): HolidayRecord[] {
  const records: HolidayRecord[] = [];
  for (const rule of rules) {
    if (!appliesInYear(rule, year)) continue;
    const days = ruleDays(rule.on, year, moving);
    for (const found of days) {
      const estimated = kind === 'projected' || !found.onRecord;
      records.push({
        id: `${year}-${rule.slug}${days.length > 1 ? `-${found.ahYear}` : ''}`,
        date: formatIsoDate(found.day),
        name: rule.name,
        type: rule.type,
        status: estimated ? 'tentative' : 'confirmed',
        states: rule.states,
        gazetteLevel: rule.gazetteLevel,
        source: rule.source,
        ...(found.hijriDate === undefined ? {} : { hijriDate: found.hijriDate }),
        ...(rule.replaceable === undefined ? {} : { replaceable: rule.replaceable }),
        ...(estimated ? { estimated: true as const } : {}),
      });
    }
  }
  return records;
}

/** A history year's records: the rules' days, each replaced by the record on file with its id, and the one-off days on file added. */
export function historyYear(ruleMade: readonly HolidayRecord[], onFile: readonly HolidayRecord[]): HolidayRecord[] {
  const byId = new Map(onFile.map((record) => [record.id, record]));
  return [
    ...ruleMade.map((record) => byId.get(record.id) ?? record),
    ...onFile.filter((record) => !ruleMade.some((made) => made.id === record.id)),
  ];
}
