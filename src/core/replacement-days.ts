import { type DayNumber, formatIsoDate, weekday } from './civil-date.js';
import { appliesTo, daysOf, isInForce } from './holiday-days.js';
import type { Holiday, HolidayRecord, HolidayStatus, State } from './types.js';
import { ALL_STATES } from './types.js';
import type { WeekendRules } from './weekend-rule.js';

/**
 * Replacement days (cuti ganti) under Holidays Act 1951 s.3 and the Sabah and Sarawak
 * ordinances: a holiday on the state's weekly rest day gives the next day that is neither a
 * weekend day nor already a holiday. Several holidays on one rest day give one day; an
 * explicit replacement record in the data (a gazetted exception) overrides the rule for the
 * states it names.
 */
export function deriveReplacementDays(
  records: readonly HolidayRecord[],
  states: readonly State[],
  rulesByState: ReadonlyMap<string, WeekendRules>,
): Holiday[] {
  const found = new Map<string, Replacement>();
  for (const state of states) {
    for (const { originals, day } of replacementsIn(state.code, records, rulesByState.get(state.code)!)) {
      const primary = originals[0]!;
      const key = `${primary.id}|${day}`;
      const entry = found.get(key) ?? { primary, day, states: [], status: primary.status };
      entry.states.push(state.code);
      entry.status = mostCertain([entry.status, ...originals.map((original) => original.status)]);
      found.set(key, entry);
    }
  }
  return nameReplacements([...found.values()], states.length);
}

interface Replacement {
  primary: HolidayRecord;
  day: DayNumber;
  states: string[];
  status: HolidayStatus;
}

function replacementsIn(
  stateCode: string,
  records: readonly HolidayRecord[],
  rules: WeekendRules,
): { originals: HolidayRecord[]; day: DayNumber }[] {
  const holidaysOnDay = new Map<DayNumber, HolidayRecord[]>();
  const gazettedReplacements = new Set<string>();
  for (const record of records) {
    if (!isInForce(record) || !appliesTo(record, stateCode)) continue;
    if (record.isReplacementFor !== undefined) gazettedReplacements.add(record.isReplacementFor);
    for (const day of daysOf(record)) holidaysOnDay.set(day, [...(holidaysOnDay.get(day) ?? []), record]);
  }

  const result: { originals: HolidayRecord[]; day: DayNumber }[] = [];
  for (const day of [...holidaysOnDay.keys()].sort((a, b) => a - b)) {
    const rule = rules.on(day);
    if (rule === undefined || weekday(day) !== rule.restDay) continue;
    const originals = holidaysOnDay
      .get(day)!
      .filter((record) => isReplaceable(record) && !gazettedReplacements.has(record.id))
      .sort((a, b) => a.id.localeCompare(b.id));
    if (originals.length === 0) continue;
    let replacement = day + 1;
    while (holidaysOnDay.has(replacement) || rules.on(replacement)?.isWeekend(replacement)) replacement++;
    holidaysOnDay.set(replacement, []);
    result.push({ originals, day: replacement });
  }
  return result;
}

/**
 * Replacement days are not replaced again. Every other holiday is, ad-hoc days included
 * (the polling days of 18-19 November 2022 were); the data marks the exceptions.
 */
function isReplaceable(record: HolidayRecord): boolean {
  return record.type !== 'replacement' && record.replaceable !== false;
}

const CERTAINTY: readonly HolidayStatus[] = ['confirmed', 'announced', 'tentative', 'cancelled'];

function mostCertain(statuses: HolidayStatus[]): HolidayStatus {
  return CERTAINTY.find((status) => statuses.includes(status))!;
}

/**
 * Ids follow `{original id}-replacement`; when one original gives different days in
 * different states, the largest group keeps the plain id and the others add their states.
 */
function nameReplacements(replacements: Replacement[], stateCount: number): Holiday[] {
  const byOriginal = new Map<string, Replacement[]>();
  for (const replacement of replacements) {
    byOriginal.set(replacement.primary.id, [...(byOriginal.get(replacement.primary.id) ?? []), replacement]);
  }
  const holidays: Holiday[] = [];
  for (const group of byOriginal.values()) {
    group.sort((a, b) => b.states.length - a.states.length || a.day - b.day);
    group.forEach((replacement, index) => {
      const suffix = index === 0 ? '' : `-${replacement.states.join('-')}`;
      holidays.push(toHoliday(replacement, `${replacement.primary.id}-replacement${suffix}`, stateCount));
    });
  }
  return holidays;
}

function toHoliday({ primary, day, states, status }: Replacement, id: string, stateCount: number): Holiday {
  const name = {
    ms: `Cuti ${primary.name.ms}`,
    en: `${primary.name.en} (replacement)`,
    ...(primary.name.zh === undefined ? {} : { zh: `${primary.name.zh}（补假）` }),
  };
  return {
    id,
    date: formatIsoDate(day),
    name,
    type: 'replacement',
    status,
    states: states.length === stateCount ? [ALL_STATES] : states,
    gazetteLevel: primary.gazetteLevel,
    isReplacementFor: primary.id,
    source: primary.source,
  };
}
