import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { parseIsoDate } from '../core/civil-date.js';
import type { Revision } from './feed-revisions.js';
import type { FeedWords } from './feed-words.js';

const ONE_DAY_MS = 86_400_000;
/** Subscribers refresh once a day (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 86_400;
const TIME_ZONE = 'X-WR-TIMEZONE:Asia/Kuala_Lumpur';

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
  /** The record's revision from the change log; without one, the release date and sequence 0. */
  revision: Revision | undefined;
}

/** What a feed holds: its name and description, whose it is (a state's or a market's code, which ends each UID), and its events. */
interface FeedContent {
  name: string;
  description: string;
  owner: string;
  events: readonly FeedEvent[];
}

/**
 * An RFC 5545 calendar for one state or market, written with ical-generator: all-day events
 * with an exclusive DTEND, stable UIDs, and stamps from the data release (never the clock), so
 * the same data always gives the same bytes. Titles, descriptions and the calendar's name are
 * in the feed's language; the description names the years it holds.
 */
export function icalFeed(
  content: FeedContent,
  words: Pick<FeedWords, 'tentativeTitle'>,
  language: string,
  releaseDate: string,
): string {
  const calendar = ical({
    // ical-generator writes these two as they are: commas and semicolons are escaped here (RFC 5545 §3.3.11).
    name: escapeText(content.name),
    description: escapeText(content.description),
    prodId: { company: 'Malaysian Calendar Service', product: 'Calendar feed', language: language.toUpperCase() },
    ttl: REFRESH_SECONDS,
  });
  const stamp = utcMidnight(releaseDate);
  for (const event of content.events) {
    calendar.createEvent({
      id: `${event.id}.${content.owner}@malaysia-calendar-service`,
      sequence: event.revision?.sequence ?? 0,
      start: utcMidnight(event.startDate),
      end: new Date(utcMidnight(event.endDate).getTime() + ONE_DAY_MS),
      allDay: true,
      summary: event.tentative ? words.tentativeTitle(event.summary) : event.summary,
      description: event.description,
      categories: [{ name: event.category }],
      status: event.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
      stamp,
      lastModified: utcMidnight(event.revision?.lastModified ?? releaseDate),
    });
  }
  // Calendar properties precede the components (RFC 5545 §3.6): ical-generator writes its custom
  // properties after the events, and its time-zone option turns DTSTAMP into local time, so the
  // time zone is written with the other calendar properties here. ical-generator ends every line
  // but the last with CRLF; RFC 5545 ends every content line so.
  const text = calendar.toString();
  const firstComponent = text.indexOf('\r\nBEGIN:VEVENT');
  const end = text.lastIndexOf('\r\nEND:VCALENDAR');
  const header = firstComponent < 0 ? text.slice(0, end) : text.slice(0, firstComponent);
  return `${header}\r\n${TIME_ZONE}${text.slice(header.length)}\r\n`;
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');
}

/** An all-day date as a UTC midnight, which ical-generator writes as VALUE=DATE. */
function utcMidnight(isoDate: string): Date {
  return new Date(parseIsoDate(isoDate)! * ONE_DAY_MS);
}
