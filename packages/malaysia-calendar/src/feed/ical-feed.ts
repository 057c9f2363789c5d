import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { parseIsoDate } from '../core/civil-date.js';
import type { State } from '../core/state.js';
import type { FeedLanguage } from '../model/parameters.js';
import { FEED_WORDS } from './feed-words.js';

const ONE_DAY_MS = 86_400_000;
/** Subscribers refresh once a day (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 86_400;

/** One all-day entry of a feed: a holiday, a school holiday or an exam. */
export interface FeedEvent {
  /** Unique within the state's feed and stable across releases. */
  id: string;
  startDate: string;
  /** Last day, inclusive. */
  endDate: string;
  summary: string;
  description: string;
  category: string;
  tentative: boolean;
  /** When the record last changed (a change-log date), else the release date is used. */
  lastModified: string | undefined;
}

/**
 * An RFC 5545 calendar for one state, written with ical-generator: all-day events with an
 * exclusive DTEND, stable UIDs, and stamps from the data release (never the clock), so the
 * same data always gives the same bytes. Titles and the calendar's name are in the feed's language.
 */
export function icalFeed(state: State, lang: FeedLanguage, releaseDate: string, events: readonly FeedEvent[]): string {
  const words = FEED_WORDS[lang];
  const calendar = ical({
    name: words.calendarName(state),
    description: words.calendarDescription(state),
    prodId: { company: 'Malaysian Calendar Service', product: 'Calendar feed', language: lang.toUpperCase() },
    ttl: REFRESH_SECONDS,
    x: [{ key: 'X-WR-TIMEZONE', value: 'Asia/Kuala_Lumpur' }],
  });
  const stamp = utcMidnight(releaseDate);
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}.${state.code}@malaysia-calendar-service`,
      start: utcMidnight(event.startDate),
      end: new Date(utcMidnight(event.endDate).getTime() + ONE_DAY_MS),
      allDay: true,
      summary: event.tentative ? words.tentativeTitle(event.summary) : event.summary,
      description: event.description,
      categories: [{ name: event.category }],
      status: event.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
      stamp,
      lastModified: utcMidnight(event.lastModified ?? releaseDate),
    });
  }
  // ical-generator ends every line but the last with CRLF; RFC 5545 ends every content line so.
  return `${calendar.toString()}\r\n`;
}

/** An all-day date as a UTC midnight, which ical-generator writes as VALUE=DATE. */
function utcMidnight(isoDate: string): Date {
  return new Date(parseIsoDate(isoDate)! * ONE_DAY_MS);
}
