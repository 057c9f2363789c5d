import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
/** Bursa's own list of 2019 (test/truth/xkls.yaml, its source there): the weekdays without trading and the half days. */
const truth = parse(
  readFileSync(new URL('../../packages/malaysia-calendar/test/truth/xkls.yaml', import.meta.url), 'utf8'),
) as Record<string, { closed: { date: string }[]; halfDays?: string[] }>;

/** Each event's UID and start date. */
const events = (text: string) =>
  [...text.matchAll(/UID:([^\r\n]+)\r\n(?:[^\r\n]*\r\n)*?DTSTART;VALUE=DATE:(\d{4})(\d{2})(\d{2})/g)].map((match) => ({
    uid: match[1]!,
    date: `${match[2]}-${match[3]}-${match[4]}`,
  }));

describe("the market's calendar feed", () => {
  it("holds 2019's closures and half days as Bursa's 2019 list has them", async () => {
    const response = await api.app.inject('/v1/feed/ical/markets/xkls.ics?year=2019');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('inline; filename="malaysia-calendar-xkls.ics"');
    const all = events(response.body);
    const of = (kind: string) => all.filter((event) => event.uid.includes(`-${kind}.xkls@`)).map((event) => event.date);
    expect(of('closed')).toEqual(truth[2019]!.closed.map((day) => String(day.date)));
    expect(of('half-day')).toEqual(truth[2019]!.halfDays!.map(String));
    expect(response.body).toContain('SUMMARY:Bursa Malaysia Securities: half day\\, closes 12:30');
  });

  it('marks a projected year tentative, and refuses an unknown market and a year before the data', async () => {
    expect((await api.app.inject('/v1/feed/ical/markets/xkls?year=2031')).body).toContain('STATUS:TENTATIVE');
    expect((await api.get('/v1/feed/ical/markets/nyse')).status).toBe(400);
    expect((await api.get('/v1/feed/ical/markets/xkls?year=2014')).body.error.code).toBe('YEAR_NOT_COVERED');
  });
});
