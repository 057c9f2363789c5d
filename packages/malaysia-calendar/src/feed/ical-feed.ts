import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { formatIsoDate, parseIsoDate } from '../core/civil-date.js';
import type { State } from '../core/state.js';
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
  /** Whose feed it is, a state or a market: its code ends each UID. */
  state: { readonly code: string },
  words: FeedWords,
  releaseDate: string,
  holiday: boolean,
): WrittenEvent[] {
  const calendar = ical();
  const stamp = utcMidnight(releaseDate);
  return events.map((event) => {
    const written = calendar.createEvent({
      id: `${event.id}.${state.code}@malaysia-calendar-service`,
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
      text: foldedText(written.toString()),
    };
  });
}

/**
 * Events alike but for their dates (a workplace's closed days, and its open ones), written as
 * ical-generator writes the first of each category, with their own id and dates in its lines:
 * their title, description, category and stamps are the same, and ical-generator costs
 * microseconds an event (a workplace's 366 runs took most of a 5 ms feed). The first of each
 * category, cut around its dated lines, is kept in `models` (the calendar's FeedCache keeps them
 * for each state and language), so that a workplace's next feed writes none with ical-generator.
 * Where a line to change is not found whole (folded, as a UID past 74 octets would be), the event
 * is written by ical-generator.
 */
export function writeAlikeEvents(
  events: readonly FeedEvent[],
  state: State,
  words: FeedWords,
  releaseDate: string,
  models: Map<string, AlikeModel>,
): WrittenEvent[] {
  return events.map((event) => {
    const kind = models.get(event.category);
    if (kind?.redated !== undefined)
      return {
        ...kind.model,
        id: event.id,
        startDate: event.startDate,
        endDate: event.endDate,
        text: kind.redated(event),
      };
    const [written] = writeEvents([event], state, words, releaseDate, false);
    if (kind === undefined) models.set(event.category, { model: written!, redated: redating(written!, state) });
    return written!;
  });
}

/** The first event written of a category, and how its text is redated for another (none where it cannot be). */
export interface AlikeModel {
  model: WrittenEvent;
  redated: Redated | undefined;
}

/** An event's text with another event's UID, start and end in place of the model's. */
type Redated = (event: FeedEvent) => string;

/**
 * The model event's text cut once around its UID, DTSTART and DTEND lines, so that another
 * event's text is the pieces with its own three lines between them; undefined where a line is
 * not found whole, at the start of a line.
 */
function redating(model: WrittenEvent, state: State): Redated | undefined {
  const linesOf = (event: { id: string; startDate: string; endDate: string }) => [
    `UID:${event.id}.${state.code}@malaysia-calendar-service\r\n`,
    `DTSTART;VALUE=DATE:${compactDate(event.startDate, 0)}\r\n`,
    `DTEND;VALUE=DATE:${compactDate(event.endDate, 1)}\r\n`,
  ];
  const text = model.text;
  const lines = linesOf(model);
  const found = lines.map((line) => text.indexOf(`\r\n${line}`));
  if (found.includes(-1)) return undefined;
  const at = found.map((index) => index + 2);
  // The three lines in the order they come in the text.
  const order = [0, 1, 2].sort((a, b) => at[a]! - at[b]!);
  const pieces: string[] = [];
  let from = 0;
  for (const line of order) {
    pieces.push(text.slice(from, at[line]));
    from = at[line]! + lines[line]!.length;
  }
  pieces.push(text.slice(from));
  const [a, b, c] = order as [number, number, number];
  return (event) => {
    const own = linesOf(event);
    return pieces[0]! + own[a] + pieces[1] + own[b] + pieces[2] + own[c] + pieces[3];
  };
}

/** A day, `after` days on, as iCalendar writes a DATE: YYYYMMDD. */
function compactDate(isoDate: string, after: number): string {
  const date = after === 0 ? isoDate : formatIsoDate(parseIsoDate(isoDate)! + after);
  return date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10);
}

/** The most octets of UTF-8 a line holds before ical-generator folds it. */
const LINE_OCTETS = 74;
/** A line ends with a carriage return and a line feed. */
const CR = 13;
const LF = 10;

/**
 * Lines folded (RFC 5545 §3.1) as ical-generator's foldLines folds them: a line break and a
 * space before the character that would take a line past 74 octets of UTF-8, never inside a
 * character, the space not counted. Not foldLines itself: in version 10 (version 11 needs
 * Node 22) it makes a TextEncoder for every character, 60 % of writing a state's feed; the
 * octets of a UTF-16 code unit are known without one, and the text is read in one pass, not
 * split into lines and joined again. A test holds the two to the same text for every line of
 * every state's feed in every language.
 */
export function foldedText(text: string): string {
  let folded = '';
  let octets = 0;
  let from = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === CR && text.charCodeAt(index + 1) === LF) {
      octets = 0;
      index++;
      continue;
    }
    const pair = code >= 0xd800 && code <= 0xdbff && index + 1 < text.length;
    const size = pair ? 4 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    octets += size;
    if (octets > LINE_OCTETS) {
      folded += `${text.slice(from, index)}\r\n `;
      from = index;
      octets = size;
    }
    if (pair) index++;
  }
  return folded + text.slice(from);
}

/** Events in a feed's order: by start date, then id. */
export function byStartThenId(a: { startDate: string; id: string }, b: { startDate: string; id: string }): number {
  return a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id);
}

/** A state's feed as written: its head (the calendar's properties) and its events, in order. */
export interface WrittenFeed {
  head: string;
  events: readonly WrittenEvent[];
}

/**
 * The head of an RFC 5545 calendar for one state: its name and description in the feed's
 * language (the description names the years it holds), and the time zone.
 */
export function writeHead(
  content: { state: State; firstYear: number; lastYear: number },
  words: FeedWords,
  language: string,
): string {
  const { state, firstYear, lastYear } = content;
  return headOf(words.calendarName(state), words.calendarDescription(state, firstYear, lastYear), language);
}

/** The head of an RFC 5545 calendar (a state's or a market's): its name, description and time zone. */
export function headOf(name: string, description: string, language: string): string {
  const calendar = ical({
    // ical-generator writes these two as they are: commas and semicolons are escaped here (RFC 5545 §3.3.11).
    name: escapeText(name),
    description: escapeText(description),
    prodId: { company: 'Malaysian Calendar Service', product: 'Calendar feed', language: language.toUpperCase() },
    ttl: REFRESH_SECONDS,
  });
  // Calendar properties precede the components (RFC 5545 §3.6): ical-generator writes its custom
  // properties after the events, and its time-zone option turns DTSTAMP into local time, so the
  // time zone is written with the other calendar properties here. ical-generator ends every line
  // but the last with CRLF; RFC 5545 ends every content line so.
  const empty = calendar.toString();
  return `${empty.slice(0, empty.lastIndexOf(END))}${TIME_ZONE}\r\n`;
}

/** The calendar: its head, then the events as they are. */
export function calendarText(head: string, events: readonly WrittenEvent[]): string {
  let text = head;
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
