import { describe, expect, it } from 'vitest';
import { fromParts, parseIsoDate } from '../../src/core/civil-date.js';
import { statesOf } from '../../src/core/state.js';
import { examEvents, holidayEvents, schoolHolidayEvents, workplaceEvents } from '../../src/feed/feed-events.js';
import { Kept } from '../../src/feed/kept.js';
import { FEED_WORDS } from '../../src/feed/feed-words.js';
import { foldLines } from 'ical-generator';
import { type EventModel, foldedText, writeEvent, writtenEvents } from '../../src/feed/ical-feed.js';
import { createCalendar } from '../../src/index.js';
import { readCompiledData } from '../../src/loading/compiled-data.js';
import { LOADED_CALENDARS } from '../../src/loading/loaded-calendar.js';
import { FEED_LANGUAGES } from '../../src/model/parameters.js';

const states = statesOf(readCompiledData().states);

describe('events written from models', () => {
  it("are written as ical-generator writes each of them, byte for byte: holidays, school holidays, exams and a workplace's days, in every state and language", () => {
    const calendar = createCalendar({ now: () => new Date('2026-11-22T02:00:00Z') });
    const loaded = LOADED_CALENDARS.get(calendar)!;
    const day = (text: string) => parseIsoDate(text)!;
    // Runs of one day and of several, across a month's end and a year's end.
    const workplace = {
      closed: [
        { start: day('2026-01-30'), end: day('2026-02-02') },
        { start: day('2026-12-24'), end: day('2026-12-24') },
        { start: day('2026-12-28'), end: day('2027-01-01') },
      ],
      open: [
        { start: day('2026-02-17'), end: day('2026-02-17') },
        { start: day('2026-08-31'), end: day('2026-09-01') },
      ],
    };
    // One store of models for every state and language, as a calendar keeps them, and one that
    // keeps a single model, so that every event but a repeat of the one before is written anew.
    const shared = new Kept<EventModel>(100_000);
    let events = 0;
    let foldedUids = 0;
    for (const state of states)
      for (const lang of FEED_LANGUAGES) {
        const words = FEED_WORDS.get(lang)!;
        // Gazetted years and projected ones (their days tentative), 2001 and 2100 the ends of the coverage.
        const holidays = [2001, 2025, 2026, 2027, 2060, 2100].flatMap((year) =>
          loaded.calendar.holidaysOfState(state.code, fromParts(year, 1, 1), fromParts(year, 12, 31)),
        );
        const school = [2026, 2027].flatMap((year) => loaded.school.holidaysOf(year, undefined, { state }));
        const feedEvents = [
          ...holidayEvents(
            holidays.map((dated) => dated.holiday),
            words,
            lang,
            loaded.revisions,
          ),
          ...schoolHolidayEvents(
            school.map((dated) => dated.record),
            words,
            lang,
            loaded.revisions,
          ),
          ...examEvents(loaded.school.examsOf({ years: [2026, 2027] }), words, loaded.revisions),
          ...workplaceEvents(workplace, day('2025-01-01'), day('2027-12-31'), words),
        ];
        const each = feedEvents.map((event) => writeEvent(event, state, words, loaded.releaseDate));
        for (const models of [shared, new Kept<EventModel>(1)]) {
          const written = writtenEvents(feedEvents, state, words, loaded.releaseDate, { holiday: false, models });
          expect(
            written.map((event) => event.text),
            `${state.code} ${lang}`,
          ).toEqual(each);
        }
        events += each.length;
        foldedUids += each.filter((text) => /\r\nUID:[^\r]*\r\n /.test(text)).length;
      }
    // Long UIDs, folded, are among them; and most events were copies of a model.
    expect(foldedUids).toBeGreaterThan(100);
    expect(shared.size).toBeLessThan(events / 4);
  });
});

describe('lines folded', () => {
  it("are folded as ical-generator's foldLines folds them, for every line of every state's feed in every language", () => {
    const calendar = createCalendar();
    const lines = new Set<string>();
    for (const state of states)
      for (const lang of FEED_LANGUAGES) {
        const feed = calendar.ics(state.code, { include: 'holidays,school,exams', lang });
        for (const line of feed.replaceAll('\r\n ', '').split('\r\n')) lines.add(line);
      }
    // Characters of one to four octets, about a fold: ASCII, Latin, Chinese and Tamil, and an emoji (a surrogate pair).
    for (let length = 70; length <= 80; length++)
      for (const character of ['a', 'é', '节', 'த', '😀']) {
        lines.add(`SUMMARY:${'a'.repeat(length - 9)}${character.repeat(3)}b`);
        lines.add(character.repeat(length));
      }
    expect(lines.size).toBeGreaterThan(1000);
    const differing = [...lines].filter((line) => foldedText(line) !== foldLines(line));
    expect(differing).toEqual([]);
    // And as one text, lines after lines.
    const text = [...lines].join('\r\n');
    expect(foldedText(text) === foldLines(text)).toBe(true);
  });
});
