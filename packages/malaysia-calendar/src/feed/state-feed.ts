import type { Calendar } from '../core/calendar.js';
import { fromParts, parseIsoDate } from '../core/civil-date.js';
import type { SchoolCalendar } from '../core/school-calendar.js';
import type { State } from '../core/state.js';
import type { FeedLanguage, FeedPart } from '../model/parameters.js';
import { type DayRun, inRuns } from '../core/day-runs.js';
import type { Workplace } from '../core/workplace.js';
import { examEvents, holidayEvents, schoolHolidayEvents, workplaceEvents } from './feed-events.js';
import type { FeedRevisions } from './feed-revisions.js';
import { FEED_WORDS } from './feed-words.js';
import type { FeedCache } from './feed-cache.js';
import {
  type FeedEvent,
  type WrittenEvent,
  byStartThenId,
  calendarText,
  writeHead,
  writtenEvents,
} from './ical-feed.js';

/** What a state's feed is written from: the calendars, the change log's revisions, the release date that stamps it, and what the feeds keep of what they wrote. */
interface FeedSources {
  readonly calendar: Calendar;
  readonly school: SchoolCalendar;
  readonly revisions: FeedRevisions;
  readonly releaseDate: string;
  readonly feeds: FeedCache;
}

/** A feed asked for: the state, its years (in order), the parts it holds, its language, and a workplace's own days if given. */
export interface StateFeedQuestion {
  state: State;
  years: readonly number[];
  parts: ReadonlySet<FeedPart>;
  lang: FeedLanguage;
  workplace?: Pick<Workplace, 'closed' | 'open'>;
}

/**
 * The RFC 5545 calendar of a state: with `holidays` its holidays of the years, with `school`
 * its school holidays of those of the years with school data, with `exams` the national exams
 * of the years; every event by start date, then id. A workplace's feed is the state's, less the
 * holidays it opens on every day of, with an event for each run of its closed and open days.
 * Every event is written from the models the calendar keeps (ical-feed.ts, writtenEvents).
 */
export function stateFeed(sources: FeedSources, question: StateFeedQuestion): string {
  const { state, years, lang, workplace } = question;
  const words = FEED_WORDS.get(lang)!;
  const [firstYear, lastYear] = [years[0]!, years.at(-1)!];
  const head = sources.feeds.heads.get([state.code, firstYear, lastYear, lang].join('|'), () =>
    writeHead({ state, firstYear, lastYear }, words, lang),
  );
  const events = stateEvents(sources, question);
  if (workplace === undefined) return calendarText(head, events);
  const ownDays = written(
    sources,
    workplaceEvents(workplace, fromParts(firstYear, 1, 1), fromParts(lastYear, 12, 31), words),
    question,
    false,
  );
  const kept = events.filter((event) => !event.holiday || !openOnEveryDay(workplace.open, event));
  return calendarText(head, [...kept, ...ownDays].sort(byStartThenId));
}

/** Whether the workplace opens on every day of the event. */
function openOnEveryDay(open: readonly DayRun[], event: WrittenEvent): boolean {
  const last = parseIsoDate(event.endDate)!;
  for (let day = parseIsoDate(event.startDate)!; day <= last; day++) if (!inRuns(open, day)) return false;
  return true;
}

/** The state's own events of the feed asked, written, in the feed's order. */
function stateEvents(sources: FeedSources, question: StateFeedQuestion): WrittenEvent[] {
  const { state, years, parts, lang } = question;
  const words = FEED_WORDS.get(lang)!;
  const events: WrittenEvent[] = [];
  const [first, last] = [fromParts(years[0]!, 1, 1), fromParts(years.at(-1)!, 12, 31)];
  if (parts.has('holidays')) {
    const holidays = sources.calendar.holidaysOfState(state.code, first, last).map((dated) => dated.holiday);
    events.push(...written(sources, holidayEvents(holidays, words, lang, sources.revisions), question, true));
  }
  if (parts.has('school')) {
    const schoolYears = years.filter((year) => sources.school.coversYear(year));
    const holidays = schoolYears.flatMap((year) => sources.school.holidaysOf(year, undefined, { state }));
    const records = holidays.map((dated) => dated.record);
    events.push(...written(sources, schoolHolidayEvents(records, words, lang, sources.revisions), question, false));
  }
  if (parts.has('exams'))
    events.push(
      ...written(sources, examEvents(sources.school.examsOf({ years }), words, sources.revisions), question, false),
    );
  return events.sort(byStartThenId);
}

/** The events written in the state's feed, from the models kept; `holiday` marks public holidays. */
function written(
  sources: FeedSources,
  events: FeedEvent[],
  { state, lang }: StateFeedQuestion,
  holiday: boolean,
): WrittenEvent[] {
  return writtenEvents(events, state, FEED_WORDS.get(lang)!, sources.releaseDate, {
    holiday,
    models: sources.feeds.models,
  });
}
