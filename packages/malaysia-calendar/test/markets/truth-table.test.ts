import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { MalaysiaCalendar } from '../../src/calendar/malaysia-calendar.js';
import { data } from '../support/fixtures.js';

/**
 * Bursa Malaysia's own lists and statements, year by year (test/truth/xkls.yaml, each year and
 * each correction with its source; data/notes/xkls.md), not the data file: every weekday the
 * market does not trade, and every half day. The market's calendar must reproduce each year.
 */
interface TruthYear {
  source: string;
  closed: { date: string; name: string }[] | null;
  halfDays?: string[];
}
const truth = parse(readFileSync(new URL('../truth/xkls.yaml', import.meta.url), 'utf8')) as Record<string, TruthYear>;
const calendar = new MalaysiaCalendar(data);

function weekdaysOf(year: number): string[] {
  const days: string[] = [];
  for (let time = Date.UTC(year, 0, 1); time <= Date.UTC(year, 11, 31); time += 86_400_000) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

describe.each(Object.keys(truth).map(Number))('Bursa Malaysia Securities in %i', (year) => {
  const table = truth[year]!;
  const sessions = calendar.sessions('xkls', year);

  it(`closes on the weekdays of its list (${table.source.slice(0, 60)}…)`, () => {
    const trading = new Set(sessions.map((day) => day.date));
    const closed = weekdaysOf(year).filter((day) => !trading.has(day));
    expect(closed).toEqual((table.closed ?? []).map((day) => String(day.date)).sort());
  });

  it('closes at 12:30 on its half days, at 17:00 on every other trading day', () => {
    const halfDays = sessions.filter((day) => day.halfDay);
    expect(halfDays.map((day) => day.date)).toEqual((table.halfDays ?? []).map(String).sort());
    for (const day of halfDays) expect([day.open, day.close, day.breakStart]).toEqual(['09:00', '12:30', null]);
    for (const day of sessions.filter((one) => !one.halfDay))
      expect([day.open, day.breakStart, day.breakEnd, day.close]).toEqual(['09:00', '12:30', '14:30', '17:00']);
  });
});
