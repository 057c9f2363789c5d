import ical, { ICalEventStatus, ICalEventTransparency, foldLines } from 'ical-generator';
import { parseIsoDate } from '../core/civil-date.js';
import type { Revision } from './feed-revisions.js';
import type { FeedWords } from './feed-words.js';

const ONE_DAY_MS = 86_400_000;
/** Subscribers refresh once a day (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 86_400;
const TIME_ZONE = 'X-WR-TIMEZONE:Asia/Kuala_Lumpur';
const END = 'END:VCALENDAR';

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

/** One event as the feed writes it: where it sorts (start date, then id), the days it covers, and its folded lines. */
export interface WrittenEvent {
  id: string;
  startDate: string;
  /** Last day, inclusive. */
  endDate: string;
  /** A public holiday's event, which a workplace's feed leaves out when the workplace opens on each of its days. */
  holiday: boolean;
  text: string;
}

/**
 * The events written as RFC 5545 lines with ical-generator, each on its own, in the order given:
 * all-day events with an exclusive DTEND, stable UIDs, and stamps from the data release (never
 * the clock), so the same data always gives the same bytes. A feed is its head, then its events,
 * in order (`calendarText`), so a workplace's feed reuses the state's written events and writes
 * only its own days (questions/feeds.ts).
 */
export function writeEvents(
  events: readonly FeedEvent[],
  /** Whose feed it is (a state's or a market's code): it ends each UID. */
  owner: string,
  words: Pick<FeedWords, 'tentativeTitle'>,
  releaseDate: string,
  holiday: boolean,
): WrittenEvent[] {
  const calendar = ical();
  const stamp = utcMidnight(releaseDate);
  return events.map((event) => {
    const written = calendar.createEvent({
      id: `${event.id}.${owner}@malaysia-calendar-service`,
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
    return {
      id: event.id,
      startDate: event.startDate,
      endDate: event.endDate,
      holiday,
      text: foldLines(written.toString()),
    };
  });
}

/** Events in a feed's order: by start date, then id. */
export function byStartThenId(a: { startDate: string; id: string }, b: { startDate: string; id: string }): number {
  return a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id);
}

/**
 * An RFC 5545 calendar for one state or market around its written events: its name and
 * description in the feed's language (the description names the years it holds), then the
 * events as they are.
 */
export function calendarText(
  content: { name: string; description: string },
  events: readonly WrittenEvent[],
  language: string,
): string {
  const calendar = ical({
    // ical-generator writes these two as they are: commas and semicolons are escaped here (RFC 5545 §3.3.11).
    name: escapeText(content.name),
    description: escapeText(content.description),
    prodId: { company: 'Malaysian Calendar Service', product: 'Calendar feed', language: language.toUpperCase() },
    ttl: REFRESH_SECONDS,
  });
  // Calendar properties precede the components (RFC 5545 §3.6): ical-generator writes its custom
  // properties after the events, and its time-zone option turns DTSTAMP into local time, so the
  // time zone is written with the other calendar properties here. ical-generator ends every line
  // but the last with CRLF; RFC 5545 ends every content line so.
  const empty = calendar.toString();
  const head = empty.slice(0, empty.lastIndexOf(END));
  let text = `${head}${TIME_ZONE}\r\n`;
  for (const event of events) text += event.text;
  return `${text}${END}\r\n`;
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');
}

/** An all-day date as a UTC midnight, which ical-generator writes as VALUE=DATE. */
function utcMidnight(isoDate: string): Date {
  return new Date(parseIsoDate(isoDate)! * ONE_DAY_MS);
}
