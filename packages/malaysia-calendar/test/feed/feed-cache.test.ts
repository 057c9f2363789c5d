import { describe, expect, it, vi } from 'vitest';
import { createCalendar } from '../../src/index.js';
import { MODELS_KEPT } from '../../src/feed/feed-cache.js';
import { Kept } from '../../src/feed/kept.js';
import { LOADED_CALENDARS } from '../../src/loading/loaded-calendar.js';
import { FEED_LANGUAGES } from '../../src/model/parameters.js';

/** A store of `bound` values whose writer counts the values it writes. */
function countingStore(bound: number) {
  const kept = new Kept<string>(bound);
  const written: string[] = [];
  const ask = (key: string) =>
    kept.get(key, () => {
      written.push(key);
      return `value ${key}`;
    });
  return { ask, written };
}

/** Every calendar's stores, counting the values they write (by key) until `spy.mockRestore()`. */
function countingCalendarWrites() {
  const written: string[] = [];
  const get = Kept.prototype.get;
  const spy = vi.spyOn(Kept.prototype, 'get').mockImplementation(function (
    this: Kept<object | string>,
    key: string,
    write: () => object | string,
  ) {
    return get.call(this, key, () => {
      written.push(key);
      return write();
    });
  });
  return { written, spy };
}

describe('a store of what is written', () => {
  it('writes a value once while it is kept, and gives it again as written', () => {
    const { ask, written } = countingStore(3);
    expect(ask('a')).toBe('value a');
    expect(ask('a')).toBe('value a');
    expect(written).toEqual(['a']);
  });

  it('never keeps more than its bound: past it, the value asked longest ago is written again', () => {
    const { ask, written } = countingStore(3);
    for (const key of ['a', 'b', 'c', 'd']) ask(key);
    written.length = 0;
    // Three of the four are kept, not all four: asking all of them again writes exactly one.
    for (const key of ['b', 'c', 'd']) ask(key);
    expect(written).toEqual([]);
    ask('a');
    expect(written).toEqual(['a']);
  });

  it('lets the value written first go first, however recently it was asked', () => {
    const { ask, written } = countingStore(2);
    ask('a');
    ask('b');
    ask('a');
    ask('c'); // goes past the bound: a, written first, goes
    written.length = 0;
    ask('b');
    ask('c');
    expect(written).toEqual([]);
    ask('a');
    expect(written).toEqual(['a']);
  });
});

describe("a calendar's feeds", () => {
  it("keep the models of every state's subscription, every part, in every language, well within their bound", () => {
    const calendar = createCalendar({ now: () => new Date('2026-11-22T02:00:00Z') });
    const ask = () =>
      calendar
        .states()
        .flatMap((state) =>
          FEED_LANGUAGES.map((lang) => calendar.ics(state.code, { include: 'holidays,school,exams', lang })),
        );
    const first = ask();
    const models = LOADED_CALENDARS.get(calendar)!.feeds.models.size;
    expect(models).toBeLessThan(MODELS_KEPT / 4);
    const { written, spy } = countingCalendarWrites();
    try {
      // Asked again, nothing is written anew, and every feed is the same bytes.
      expect(ask()).toEqual(first);
      expect(written).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it("write a workplace's feed from models: once its state's events and one day of each kind are written, no other event is", () => {
    const calendar = createCalendar({ now: () => new Date('2026-11-22T02:00:00Z') });
    const { written, spy } = countingCalendarWrites();
    try {
      const state = calendar.ics('selangor', { include: 'holidays,school' });
      calendar.ics('selangor', { include: 'holidays,school', closed: '2026-12-24', open: '2026-02-17' });
      // The first feeds wrote the federal holidays' models and the workplace's.
      expect(written.filter((key) => key.includes('Federal holiday')).length).toBeGreaterThan(10);
      expect(written.filter((key) => key.includes('Workplace')).length).toBe(2);
      written.length = 0;
      // Another team of the same state, with other days, and a state that shares the federal holidays.
      const team = calendar.ics('selangor', { include: 'holidays,school', closed: '2026-12-28', open: '2026-08-31' });
      expect(written).toEqual([]);
      calendar.ics('johor', { include: 'holidays,school', closed: '2026-12-28' });
      // Johor's own days are written (its state holidays, its school group's), the federal ones and the workplace's are not.
      expect(written.length).toBeGreaterThan(0);
      expect(written.filter((key) => key.includes('Federal holiday') || key.includes('Workplace'))).toEqual([]);
      // Selangor's National Day (31 August 2026, the 2026 federal list): the team that opens then has no event for it.
      expect(state).toContain('UID:2026-hari-kebangsaan.selangor@');
      expect(team).not.toContain('UID:2026-hari-kebangsaan.selangor@');
      expect(team).toContain('UID:workplace-closed-2026-12-28.selangor@');
      expect(team).toContain('UID:workplace-open-2026-08-31.selangor@');
    } finally {
      spy.mockRestore();
    }
  });
});
