import ICAL from 'ical.js';
import { createCalendar } from 'malaysia-calendar';
import { describe, expect, it } from 'vitest';
import { readCompiledData } from '../../packages/malaysia-calendar/src/loading/compiled-data.js';

/** A calendar whose clock reads this instant (without projected years, unless asked). */
const at = (instant: string, estimates: 'include' | 'exclude' = 'exclude') =>
  createCalendar({ now: () => new Date(instant), estimates });

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

const yearsOf = (text: string) => [...new Set(parsed(text).events.map((event) => event.startDate.year))].sort();

describe('a subscribed feed (no year asked) keeps a window of years and never empties', () => {
  it('holds the previous, the current and the next year, as far as the data goes', () => {
    const covered = at('2026-11-22T02:00:00Z').coverage().holidays;
    expect(covered.lastYear).toBe(2027);
    expect(yearsOf(at('2026-11-22T02:00:00Z').ics('selangor'))).toEqual([2025, 2026, 2027]);
    // Six weeks after New Year, last year's holidays are still there.
    expect(yearsOf(at('2027-02-15T02:00:00Z').ics('selangor'))).toEqual([2026, 2027]);
    expect(yearsOf(at('2028-03-01T02:00:00Z').ics('selangor'))).toEqual([2027]);
    // With projected years, the window is whole, the projected events tentative.
    const projected = at('2028-03-01T02:00:00Z', 'include').ics('selangor');
    expect(yearsOf(projected)).toEqual([2027, 2028, 2029]);
    expect(
      parsed(projected)
        .events.filter((event) => event.startDate.year === 2029)
        .every((event) => event.component.getFirstPropertyValue('status') === 'TENTATIVE'),
    ).toBe(true);
  });

  it('past the data, holds the newest covered years and says which in its description', () => {
    const feed = at('2031-06-01T02:00:00Z').ics('johor', { lang: 'en' });
    expect(yearsOf(feed)).toEqual([2025, 2026, 2027]);
    expect(feed.replace(/\r\n /g, '')).toContain('2025 to 2027');
  });

  it('an asked year outside the data is still refused, not answered empty', () => {
    expect(() => at('2026-11-22T02:00:00Z').ics('selangor', { year: 2031 })).toThrow(/2031 has projected/);
    expect(() => at('2026-11-22T02:00:00Z', 'include').ics('selangor', { year: 2101 })).toThrow(/2001 to 2100/);
  });
});

describe('the feed’s calendar properties and events', () => {
  const calendar = at('2026-11-22T02:00:00Z');

  it('writes the calendar properties, time zone included, before the first event', () => {
    const text = calendar.ics('selangor');
    const firstEvent = text.indexOf('BEGIN:VEVENT');
    for (const property of ['X-WR-CALNAME:', 'X-WR-CALDESC:', 'X-WR-TIMEZONE:Asia/Kuala_Lumpur', 'REFRESH-INTERVAL']) {
      expect(text.indexOf(property), property).toBeGreaterThan(0);
      expect(text.indexOf(property), property).toBeLessThan(firstEvent);
    }
    expect(text.match(/X-WR-TIMEZONE/g)).toHaveLength(1);
  });

  it('escapes the commas of its description, so parsers read it whole', () => {
    const text = calendar.ics('pulau-pinang', { lang: 'en' });
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toMatch(
      /^X-WR-CALDESC:Public holidays \(replacement and additional days included\) for Penang\\, 2025 to 2027\\, from/m,
    );
    // RFC 5545 §3.3.11: a TEXT value escapes every comma and semicolon; none is left bare.
    const value = /^X-WR-CALDESC:(.*)$/m.exec(unfolded)![1]!;
    expect(value.replace(/\\[\\;,]/g, '')).not.toMatch(/[;,]/);
  });

  it.each([
    ['ms', /^Cuti umum (persekutuan|negeri|Islam)/, 'disahkan'],
    ['zh', /^(联邦公共假期|州公共假期|伊斯兰节日假期)/, '已确认'],
  ] as const)('describes each event in the feed’s language (%s)', (lang, kind, confirmed) => {
    const { events } = parsed(calendar.ics('selangor', { lang, year: 2026 }));
    const newYear = events.find((event) => event.startDate.toString() === '2026-01-01')!;
    expect(newYear.description).toMatch(kind);
    expect(newYear.description).toContain(confirmed);
    expect(events.every((event) => !/holiday, confirmed/.test(event.description))).toBe(true);
  });

  it('names the state in Chinese in a Chinese feed', () => {
    expect(parsed(calendar.ics('penang', { lang: 'zh' })).calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      '马来西亚日历：槟城',
    );
  });

  it('raises SEQUENCE and LAST-MODIFIED when the change log records a change to the record', () => {
    const data = readCompiledData();
    const before = parsed(
      createCalendar({ data, now: () => new Date('2026-11-22T02:00:00Z') }).ics('selangor', { year: 2027 }),
    );
    const wesak = (feed: ReturnType<typeof parsed>) =>
      feed.events.find((event) => event.uid.startsWith('2027-hari-wesak.'))!;
    const changed = {
      ...data,
      changelog: [
        {
          id: '2026-12-01-wesak-2027',
          date: '2026-12-01',
          summary: 'Wesak 2027: note corrected.',
          changes: [
            { action: 'updated' as const, entity: 'holiday' as const, id: '2027-hari-wesak', fields: ['note'] },
          ],
        },
        ...data.changelog,
      ],
    };
    const after = parsed(
      createCalendar({ data: changed, now: () => new Date('2026-12-02T02:00:00Z') }).ics('selangor', { year: 2027 }),
    );
    expect(wesak(after).sequence).toBe(wesak(before).sequence + 1);
    expect(wesak(after).component.getFirstPropertyValue('last-modified')!.toString()).toMatch(/^2026-12-01/);
    // A record the new entry does not name keeps its revision.
    const thaipusam = (feed: ReturnType<typeof parsed>) =>
      feed.events.find((event) => event.uid.startsWith('2027-thaipusam.'))!;
    expect(thaipusam(after).sequence).toBe(thaipusam(before).sequence);
    // The change log's status change of Thaipusam 2027 (2026-11-23) is one revision after it was added.
    expect(thaipusam(before).sequence).toBeGreaterThanOrEqual(1);
    expect(thaipusam(before).component.getFirstPropertyValue('last-modified')!.toString()).toMatch(/^2026-11-23/);
  });
});
