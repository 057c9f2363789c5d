import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../src/core/civil-date.js';
import { statesOf } from '../../src/core/state.js';
import { workplaceEvents } from '../../src/feed/feed-events.js';
import { FEED_WORDS } from '../../src/feed/feed-words.js';
import { foldLines } from 'ical-generator';
import { foldedText, writeAlikeEvents, writeEvents } from '../../src/feed/ical-feed.js';
import { createCalendar } from '../../src/index.js';
import { readCompiledData } from '../../src/loading/compiled-data.js';
import { FEED_LANGUAGES } from '../../src/model/parameters.js';

const states = statesOf(readCompiledData().states);

describe("a workplace's days in a feed", () => {
  it('are written as ical-generator writes each of them, byte for byte, in every state and language', () => {
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
    for (const state of states) {
      for (const lang of FEED_LANGUAGES) {
        const words = FEED_WORDS.get(lang)!;
        const events = workplaceEvents(workplace, day('2025-01-01'), day('2027-12-31'), words);
        expect(events).toHaveLength(5);
        const each = writeEvents(events, state, words, '2026-11-27', false);
        // Written once with the models made, and again from the models kept, as a workplace's next feed is.
        const models = new Map();
        expect(writeAlikeEvents(events, state, words, '2026-11-27', models), `${state.code} ${lang}`).toEqual(each);
        expect(writeAlikeEvents(events, state, words, '2026-11-27', models), `${state.code} ${lang}, again`).toEqual(
          each,
        );
      }
    }
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
