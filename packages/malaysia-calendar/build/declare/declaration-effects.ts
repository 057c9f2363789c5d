/**
 * What a declaration changes for users: the calendar made from the data before and after it,
 * asked the questions whose answers it can change, and every difference listed with the request
 * that gets it. For each state: the date checks of each declared day, the holidays of the year
 * (so a replacement day the s.3 rule now derives, or no longer derives, shows), the business
 * days of each month touched; the state's calendar feed for the year; the change log and the
 * change feeds, which gain the entry.
 */
// The feeds are compared too: their writer is handed to the calendar by this entry point.
import '../../src/ical.js';
import type { CalendarData } from '../../src/core/calendar-data.js';
import { MalaysiaCalendar } from '../../src/calendar/malaysia-calendar.js';
import type { HolidayRecord } from '../../src/model/holiday.js';

export interface AnswerChange {
  /** The request, as the HTTP API names it. */
  request: string;
  before: string;
  after: string;
}

export interface DeclarationEffects {
  /** Replacement days the s.3 rule derives after the declaration and not before, or the reverse. */
  replacementDays: { state: string; date: string; replaces: string; change: 'added' | 'removed' }[];
  answers: AnswerChange[];
  /** The feeds whose bytes change. */
  feeds: string[];
  /** The change feeds' title for the new entry. */
  changeFeedTitle: string;
}

function monthOf(day: string): { start: string; end: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${day.slice(0, 7)}-01`, end: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

const dayText = (calendar: MalaysiaCalendar, date: string, state: string) => {
  const check = calendar.check(date, state);
  return check.isHoliday
    ? `holiday (${check.holidays.map((holiday) => holiday.name.en).join('; ')}), working day: ${check.isWorkingDay}`
    : `not a holiday, working day: ${check.isWorkingDay}`;
};

export function declarationEffects(
  before: CalendarData,
  after: CalendarData,
  records: readonly HolidayRecord[],
): DeclarationEffects {
  const old = new MalaysiaCalendar(before);
  const now = new MalaysiaCalendar(after);
  const year = Number(records[0]!.date.slice(0, 4));
  const codes = records.some((record) => record.states.includes('*'))
    ? now.states().map((state) => state.code)
    : [...new Set(records.flatMap((record) => record.states))];
  const answers: AnswerChange[] = [];
  const replacementDays: DeclarationEffects['replacementDays'] = [];
  const feeds: string[] = [];
  const note = (request: string, was: string, is: string) => {
    if (was !== is) answers.push({ request, before: was, after: is });
  };
  for (const state of codes) {
    for (const { date } of records)
      note(`GET /v1/holidays/check?date=${date}&state=${state}`, dayText(old, date, state), dayText(now, date, state));
    const holidaysBefore = old.holidays({ year, state });
    const holidaysAfter = now.holidays({ year, state });
    note(
      `GET /v1/holidays?year=${year}&state=${state}`,
      `${holidaysBefore.length} holidays`,
      `${holidaysAfter.length} holidays`,
    );
    const key = (holiday: { id: string; date: string }) => `${holiday.id} ${holiday.date}`;
    const keysBefore = new Set(holidaysBefore.map(key));
    const keysAfter = new Set(holidaysAfter.map(key));
    for (const holiday of holidaysAfter) {
      if (holiday.isReplacementFor !== undefined && !keysBefore.has(key(holiday)))
        replacementDays.push({ state, date: holiday.date, replaces: holiday.isReplacementFor, change: 'added' });
    }
    for (const holiday of holidaysBefore) {
      if (holiday.isReplacementFor !== undefined && !keysAfter.has(key(holiday)))
        replacementDays.push({ state, date: holiday.date, replaces: holiday.isReplacementFor, change: 'removed' });
    }
    for (const { start, end } of new Map(
      records.map((record) => [record.date.slice(0, 7), monthOf(record.date)]),
    ).values()) {
      const count = (calendar: MalaysiaCalendar) =>
        `${calendar.businessDays(start, end, state).businessDays} business days`;
      note(`GET /v1/business-days?start=${start}&end=${end}&state=${state}`, count(old), count(now));
    }
    if (old.ics(state, { year }) !== now.ics(state, { year })) feeds.push(`/v1/feed/ical/${state}?year=${year}`);
    if (old.ics(state) !== now.ics(state)) feeds.push(`/v1/feed/ical/${state} (the subscription)`);
  }
  const entry = now.changeFeed().entries[0]!;
  feeds.push('/v1/feed/changes', '/v1/feed/changes.json', ...codes.map((state) => `/v1/feed/changes?state=${state}`));
  note('GET /v1/changelog (newest entry)', old.changelog({ limit: 1 })[0]!.id, now.changelog({ limit: 1 })[0]!.id);
  return { replacementDays, answers, feeds, changeFeedTitle: entry.title };
}
