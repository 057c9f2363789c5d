import type { Calendar } from '../core/calendar.js';
import { fromParts } from '../core/civil-date.js';
import type { SchoolCalendar } from '../core/school-calendar.js';
import type { State } from '../core/state.js';
import type { FeedLanguage, FeedPart } from '../model/parameters.js';
import { daysOf } from '../core/dated-holiday.js';
import { inRuns } from '../core/day-runs.js';
import type { Workplace } from '../core/workplace.js';
import { examEvents, holidayEvents, schoolHolidayEvents, workplaceEvents } from './feed-events.js';
import type { FeedRevisions } from './feed-revisions.js';
import { FEED_WORDS } from './feed-words.js';
import { type FeedEvent, icalFeed } from './ical-feed.js';

/** What a state's feed is written from: the calendars, the change log's revisions and the release date that stamps it. */
interface FeedSources {
  readonly calendar: Calendar;
  readonly school: SchoolCalendar;
  readonly revisions: FeedRevisions;
  readonly releaseDate: string;
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
 * of the years; every event by start date, then id.
 */
export function stateFeed(sources: FeedSources, { state, years, parts, lang, workplace }: StateFeedQuestion): string {
  const words = FEED_WORDS.get(lang)!;
  const events: FeedEvent[] = [];
  const [first, last] = [fromParts(years[0]!, 1, 1), fromParts(years.at(-1)!, 12, 31)];
  if (parts.has('holidays')) {
    // A holiday the workplace opens on every day of is not a day off of its team.
    const holidays = sources.calendar
      .holidaysOfState(state.code, first, last)
      .filter((dated) => workplace === undefined || daysOf(dated).some((day) => !inRuns(workplace.open, day)));
    events.push(
      ...holidayEvents(
        holidays.map((dated) => dated.holiday),
        words,
        lang,
        sources.revisions,
      ),
    );
  }
  if (workplace !== undefined) events.push(...workplaceEvents(workplace, first, last, words));
  if (parts.has('school')) {
    const schoolYears = years.filter((year) => sources.school.coversYear(year));
    const holidays = schoolYears.flatMap((year) => sources.school.holidaysOf(year, undefined, { state }));
    events.push(
      ...schoolHolidayEvents(
        holidays.map((dated) => dated.record),
        words,
        lang,
        sources.revisions,
      ),
    );
  }
  if (parts.has('exams')) events.push(...examEvents(sources.school.examsOf({ years }), words, sources.revisions));
  events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
  const description = words.calendarDescription(state, years[0]!, years.at(-1)!);
  return icalFeed(
    { name: words.calendarName(state), description, owner: state.code, events },
    words,
    lang,
    sources.releaseDate,
  );
}
