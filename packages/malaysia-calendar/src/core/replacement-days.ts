import { type DayNumber, formatIsoDate, weekday } from './civil-date.js';
import { appliesTo, byFirstDayThenId, type DatedHoliday, isInForce } from './dated-holiday.js';
import type { State, StateCode } from './state.js';
import { WeekendRules } from './weekend-rule.js';
import { ALL_STATES, type LocalizedName } from '../model/common.js';
import { type Language, REPLACEMENT_NAME } from '../model/language.js';
import type { HolidayStatus } from '../model/holiday.js';

/** The records with the replacement days they give, in the calendar's order: by first day, then id. */
export function withReplacementDays(records: readonly DatedHoliday[], states: readonly State[]): DatedHoliday[] {
  const rules = new Map(states.map((state) => [state.code, new WeekendRules(state)]));
  return [...records, ...deriveReplacementDays(records, states, (code) => rules.get(code)!)].sort(byFirstDayThenId);
}

/**
 * Replacement days (cuti ganti) under Holidays Act 1951 s.3 and the Sabah and Sarawak
 * ordinances: a holiday on the state's weekly rest day gives the next day that is neither a
 * weekend day nor already a holiday. Several holidays on one rest day give one day; an
 * explicit replacement record in the data (a gazetted exception) overrides the rule for the
 * states it names.
 */
export function deriveReplacementDays(
  records: readonly DatedHoliday[],
  states: readonly State[],
  rulesOf: (code: StateCode) => WeekendRules,
): DatedHoliday[] {
  const found = new Map<string, Replacement>();
  const inForce = records.filter(isInForce);
  const first = Math.min(...inForce.map((record) => record.first));
  // A replacement falls after its holiday, past the weekend and the holidays that follow it: a month is room enough.
  const span = { first, length: Math.max(...inForce.map((record) => record.last)) - first + 31 };
  const taken = new Uint8Array(span.length);
  for (const state of states) {
    for (const { originals, day } of replacementsIn(state.code, inForce, rulesOf(state.code), span, taken)) {
      const primary = originals[0]!;
      const key = `${primary.holiday.id}|${day}`;
      const entry = found.get(key) ?? { primary, day, states: [], status: primary.holiday.status, estimated: false };
      entry.states.push(state.code);
      entry.status = mostCertain([entry.status, ...originals.map((original) => original.holiday.status)]);
      entry.estimated ||= originals.some((original) => original.holiday.estimated === true);
      found.set(key, entry);
    }
  }
  return nameReplacements([...found.values()], states.length);
}

interface Replacement {
  primary: DatedHoliday;
  day: DayNumber;
  states: string[];
  status: HolidayStatus;
  /** A replacement for a projected day is projected too. */
  estimated: boolean;
}

/** The span of days a state's holidays and their replacements can fall in: from the first record's day, with room after the last for the replacements. */
interface DaySpan {
  first: DayNumber;
  length: number;
}

/**
 * The replacement days of one state, from the records in force. Days off are marked by their
 * offset in the span (a hundred years are some 36,500 days) and only the holidays on a rest day
 * are listed: that keeps the work of 16 states over a hundred years to a few milliseconds.
 */
function replacementsIn(
  code: StateCode,
  records: readonly DatedHoliday[],
  rules: WeekendRules,
  span: DaySpan,
  taken: Uint8Array,
): { originals: DatedHoliday[]; day: DayNumber }[] {
  taken.fill(0);
  const onRestDays = new Map<number, DatedHoliday[]>();
  const gazettedReplacements = new Set<string>();
  for (const record of records) {
    if (!appliesTo(record, code)) continue;
    if (record.holiday.isReplacementFor !== undefined) gazettedReplacements.add(record.holiday.isReplacementFor);
    for (let day = record.first; day <= record.last; day++) {
      taken[day - span.first] = 1;
      if (weekday(day) !== rules.on(day)?.restDay) continue;
      const listed = onRestDays.get(day);
      if (listed === undefined) onRestDays.set(day, [record]);
      else listed.push(record);
    }
  }

  const result: { originals: DatedHoliday[]; day: DayNumber }[] = [];
  for (const day of [...onRestDays.keys()].sort((a, b) => a - b)) {
    const originals = onRestDays
      .get(day)!
      .filter((record) => record.replaceable && !gazettedReplacements.has(record.holiday.id))
      .sort((a, b) => a.holiday.id.localeCompare(b.holiday.id));
    if (originals.length === 0) continue;
    let replacement = day + 1;
    while (taken[replacement - span.first] === 1 || rules.on(replacement)?.isWeekend(replacement)) replacement++;
    taken[replacement - span.first] = 1;
    result.push({ originals, day: replacement });
  }
  return result;
}

const CERTAINTY: readonly HolidayStatus[] = ['confirmed', 'announced', 'tentative', 'cancelled'];

function mostCertain(statuses: HolidayStatus[]): HolidayStatus {
  return CERTAINTY.find((status) => statuses.includes(status))!;
}

/**
 * Ids follow `{original id}-replacement`; when one original gives different days in
 * different states, the largest group keeps the plain id and the others add their states.
 */
function nameReplacements(replacements: Replacement[], stateCount: number): DatedHoliday[] {
  const byOriginal = new Map<string, Replacement[]>();
  for (const replacement of replacements) {
    const id = replacement.primary.holiday.id;
    byOriginal.set(id, [...(byOriginal.get(id) ?? []), replacement]);
  }
  const holidays: DatedHoliday[] = [];
  for (const group of byOriginal.values()) {
    group.sort((a, b) => b.states.length - a.states.length || a.day - b.day);
    group.forEach((replacement, index) => {
      const suffix = index === 0 ? '' : `-${replacement.states.join('-')}`;
      holidays.push(toDatedHoliday(replacement, `${replacement.primary.holiday.id}-replacement${suffix}`, stateCount));
    });
  }
  return holidays;
}

function toDatedHoliday(
  { primary: { holiday: primary }, day, states, status, estimated }: Replacement,
  id: string,
  stateCount: number,
): DatedHoliday {
  const name = Object.fromEntries(
    Object.entries(primary.name).map(([language, original]) => [
      language,
      REPLACEMENT_NAME[language as Language](original),
    ]),
  ) as LocalizedName;
  return {
    holiday: {
      id,
      date: formatIsoDate(day),
      name,
      type: 'replacement',
      status,
      states: states.length === stateCount ? [ALL_STATES] : states,
      gazetteLevel: primary.gazetteLevel,
      isReplacementFor: primary.id,
      source: primary.source,
      ...(estimated ? { estimated: true as const } : {}),
    },
    first: day,
    last: day,
    replaceable: false,
  };
}
