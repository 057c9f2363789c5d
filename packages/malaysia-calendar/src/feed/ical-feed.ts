import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { type DayNumber, parseIsoDate, toParts } from '../core/civil-date.js';
import type { State } from '../core/state.js';
import type { Kept } from './kept.js';
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
 * An event as ical-generator writes it (all-day, with an exclusive DTEND, a stable UID, and
 * stamps from the data release, never the clock, so that the same data always gives the same
 * bytes), its lines folded. `owner` is whose feed it is, a state or a market: its code ends the UID.
 */
export function writeEvent(event: FeedEvent, owner: FeedOwner, words: FeedWords, releaseDate: string): string {
  const stamp = utcMidnight(releaseDate);
  const written = ical().createEvent({
    id: uidOf(event, owner),
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
  return foldedText(written.toString());
}

/** Whose feed it is: a state, or a market. */
export interface FeedOwner {
  readonly code: string;
}

/**
 * The events of a feed, in the order given, as `writeEvent` writes each. Events that differ only
 * in their id, their owner and their dates are written alike but for three lines (UID, DTSTART
 * and DTEND), and most events of a feed have many such: a federal holiday or an exam is the same
 * in every state, a workplace's closed days are all alike. So the first of each is written by
 * ical-generator and kept in `models`, cut around those lines (`EventModel`), and every other is
 * the model's pieces with its own three lines between them: ical-generator costs about 9
 * microseconds an event, a model's copy under one. A test holds the two to the same bytes for
 * every event of every feed.
 */
export function writtenEvents(
  events: readonly FeedEvent[],
  owner: FeedOwner,
  words: FeedWords,
  releaseDate: string,
  { holiday, models }: { holiday: boolean; models: Kept<EventModel> },
): WrittenEvent[] {
  // Events alike often come together (a workplace's closed days, then its open ones): the model
  // of the one before serves again without looking it up, when the fields it was found by are the same.
  let previous: { event: FeedEvent; model: EventModel } | undefined;
  return events.map((event) => {
    const model =
      previous !== undefined && alike(previous.event, event)
        ? previous.model
        : models.get(alikeKey(event, words), () => cutModel(writeEvent(event, owner, words, releaseDate)));
    previous = { event, model };
    const lines = datedLines(event, owner);
    return {
      id: event.id,
      startDate: event.startDate,
      endDate: event.endDate,
      holiday,
      text: model[0] + lines[0] + model[1] + lines[1] + model[2] + lines[2] + model[3],
    };
  });
}

/** Whether two events are written alike but for their id and dates: the fields of `alikeKey`. */
function alike(a: FeedEvent, b: FeedEvent): boolean {
  return (
    a.summary === b.summary &&
    a.description === b.description &&
    a.category === b.category &&
    a.tentative === b.tentative &&
    a.revision?.sequence === b.revision?.sequence &&
    a.revision?.lastModified === b.revision?.lastModified
  );
}

/**
 * What an event's text is written from but its id, owner and dates: its sequence, last
 * modification, status, category, title (as written) and description. The lengths make the key
 * one event's alone (no separator could be read two ways).
 */
function alikeKey(event: FeedEvent, words: FeedWords): string {
  const summary = event.tentative ? words.tentativeTitle(event.summary) : event.summary;
  return `${event.revision?.sequence ?? 0} ${event.revision?.lastModified ?? ''} ${event.tentative} ${event.category.length} ${event.category}${summary.length} ${summary}${event.description}`;
}

/** An event's text cut around its UID, DTSTART and DTEND lines: the four pieces about them, in that order. */
export type EventModel = readonly [string, string, string, string];

/** The text cut around its UID, DTSTART and DTEND lines, which ical-generator writes in that order. */
function cutModel(text: string): EventModel {
  const uid = lineAt(text, 'UID:', 0);
  const start = lineAt(text, 'DTSTART;VALUE=DATE:', uid.end);
  const end = lineAt(text, 'DTEND;VALUE=DATE:', start.end);
  return [text.slice(0, uid.at), text.slice(uid.end, start.at), text.slice(start.end, end.at), text.slice(end.end)];
}

/**
 * Where the first line from `from` on beginning with `name` begins and ends: past its CRLF and every
 * folded continuation (a CRLF and a space). A value's own line breaks are escaped, so a CRLF
 * followed by the name begins the line.
 */
function lineAt(text: string, name: string, from: number): { at: number; end: number } {
  // From the line end before `from`: the line may begin right there.
  const at = text.indexOf(`\r\n${name}`, from - 2) + 2;
  if (at === 1) throw new Error(`No ${name} line in the event written: ${text}`);
  let end = text.indexOf('\r\n', at);
  while (text.charCodeAt(end + 2) === SPACE) end = text.indexOf('\r\n', end + 2);
  return { at, end: end + 2 };
}

/** The event's own UID, DTSTART and DTEND lines, as ical-generator writes them (a long UID folded). */
function datedLines(event: FeedEvent, owner: FeedOwner): [string, string, string] {
  return [
    foldedText(`UID:${uidOf(event, owner)}\r\n`),
    `DTSTART;VALUE=DATE:${compactDate(parseIsoDate(event.startDate)!)}\r\n`,
    `DTEND;VALUE=DATE:${compactDate(parseIsoDate(event.endDate)! + 1)}\r\n`,
  ];
}

/** The event's UID: unique across feeds and stable across releases. */
function uidOf(event: FeedEvent, owner: FeedOwner): string {
  return `${event.id}.${owner.code}@malaysia-calendar-service`;
}

/** A day as iCalendar writes a DATE: YYYYMMDD (every day the calendar holds has a four-digit year). */
function compactDate(day: DayNumber): string {
  const { year, month, day: dayOfMonth } = toParts(day);
  return String(year * 10_000 + month * 100 + dayOfMonth);
}

/** The most octets of UTF-8 a line holds before ical-generator folds it. */
const LINE_OCTETS = 74;
/** A line ends with a carriage return and a line feed. */
const CR = 13;
const LF = 10;
const SPACE = 32;

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
