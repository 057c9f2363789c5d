import { describe, expect, it, vi } from 'vitest';
import { createCalendar } from '../../src/index.js';
import { FEEDS_KEPT, FeedCache } from '../../src/feed/feed-cache.js';
import type { WrittenFeed } from '../../src/feed/ical-feed.js';

/** A cache of `bound` feeds whose writer counts the feeds it writes. */
function countingCache(bound: number) {
  const cache = new FeedCache(bound);
  const written: string[] = [];
  const ask = (key: string) =>
    cache.feed(key, () => {
      written.push(key);
      return {
        head: `head ${key}`,
        events: [{ id: key, startDate: '2026-01-01', endDate: '2026-01-01', holiday: true, text: `event ${key}` }],
      };
    });
  return { ask, written };
}

/** Every calendar's feed cache, counting the feeds it writes (by key) until `spy.mockRestore()`. */
function countingCalendarWrites() {
  const written: string[] = [];
  const feed = FeedCache.prototype.feed;
  const spy = vi.spyOn(FeedCache.prototype, 'feed').mockImplementation(function (
    this: FeedCache,
    key: string,
    write: () => WrittenFeed,
  ) {
    return feed.call(this, key, () => {
      written.push(key);
      return write();
    });
  });
  return { written, spy };
}

describe('the feed cache', () => {
  it('writes a feed once while it is kept, and answers it again as written', () => {
    const { ask, written } = countingCache(3);
    const first = ask('a');
    expect(first.events.map((event) => event.text)).toEqual(['event a']);
    expect(ask('a')).toBe(first);
    expect(written).toEqual(['a']);
  });

  it('never keeps more than its bound: past it, the feed asked longest ago is written again', () => {
    const { ask, written } = countingCache(3);
    for (const key of ['a', 'b', 'c', 'd']) ask(key);
    written.length = 0;
    // Three of the four are kept, not all four: asking all of them again writes exactly one.
    for (const key of ['b', 'c', 'd']) ask(key);
    expect(written).toEqual([]);
    ask('a');
    expect(written).toEqual(['a']);
  });

  it('keeps the feed asked most recently, not the one written first', () => {
    const { ask, written } = countingCache(2);
    ask('a');
    ask('b');
    ask('a'); // a is now the most recent
    ask('c'); // goes past the bound: b goes
    written.length = 0;
    ask('a');
    ask('c');
    expect(written).toEqual([]);
    ask('b');
    expect(written).toEqual(['b']);
  });

  it("keeps at most FEEDS_KEPT of a calendar's feeds, and writes an evicted feed again byte for byte", () => {
    const { written, spy } = countingCalendarWrites();
    try {
      const calendar = createCalendar({ now: () => new Date('2026-11-22T02:00:00Z') });
      const languages = ['en', 'ms', 'zh'] as const;
      const asked = Array.from({ length: FEEDS_KEPT + 1 }, (_, index) => ({
        year: 2001 + Math.floor(index / 3),
        lang: languages[index % 3]!,
      }));
      const bodies = asked.map((options) => calendar.ics('selangor', options));
      expect(written).toHaveLength(FEEDS_KEPT + 1);
      // The newest FEEDS_KEPT are kept (asked by an alias, they are not written again)…
      for (const [index, options] of asked.entries())
        if (index > 0) expect(calendar.ics('SGR', options)).toBe(bodies[index]);
      expect(written).toHaveLength(FEEDS_KEPT + 1);
      // …and the first, asked longest ago, was let go: it is written again, the same bytes.
      expect(calendar.ics('selangor', asked[0])).toBe(bodies[0]);
      expect(written).toHaveLength(FEEDS_KEPT + 2);
      expect(written.at(-1)).toBe(written[0]);
    } finally {
      spy.mockRestore();
    }
  });

  it("writes a workplace's feed from its state's kept feed: only the workplace's own days are written each time", () => {
    const { written, spy } = countingCalendarWrites();
    try {
      const calendar = createCalendar({ now: () => new Date('2026-11-22T02:00:00Z') });
      const state = calendar.ics('selangor', { include: 'holidays,school' });
      // Two different teams of the same state: the state's events are written once, for the first.
      const team = calendar.ics('selangor', { include: 'holidays,school', closed: '2026-12-24' });
      const other = calendar.ics('selangor', { include: 'holidays,school', open: '2026-08-31', closed: '2026-12-28' });
      expect(written).toHaveLength(1);
      // Selangor's National Day (31 August 2026, the 2026 federal list): the team that opens then has no event for it.
      expect(state).toContain('UID:2026-hari-kebangsaan.selangor@');
      expect(team).toContain('UID:2026-hari-kebangsaan.selangor@');
      expect(other).not.toContain('UID:2026-hari-kebangsaan.selangor@');
      expect(team).toContain('UID:workplace-closed-2026-12-24.selangor@');
      expect(other).toContain('UID:workplace-open-2026-08-31.selangor@');
    } finally {
      spy.mockRestore();
    }
  });
});
