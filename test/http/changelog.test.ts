import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { appForTests, calendar } from '../support/fixtures.js';

const api = appForTests();

describe('GET /v1/changelog', () => {
  it('lists entries newest first, 20 by default, each with its changes', async () => {
    const body = (await api.app.inject('/v1/changelog')).json();
    expect(body.data.length).toBe(Math.min(20, calendar.changelog({ limit: 100 }).length));
    const dates = body.data.map((entry: { date: string }) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = body.data[0];
    expect(first).toMatchObject({ id: expect.any(String), date: expect.any(String), summary: expect.any(String) });
    expect(first.changes[0]).toMatchObject({
      action: expect.stringMatching(/^(added|updated|removed|status_changed)$/),
      entity: expect.any(String),
      id: expect.any(String),
    });
    expect(body.meta).toMatchObject({ limit: 20, since: null, releaseDate: calendar.releaseDate });
  });

  it('names the initial release of every covered year', async () => {
    const ids = (await api.app.inject('/v1/changelog?limit=100')).json().data.map((entry: { id: string }) => entry.id);
    for (let year = 2020; year <= 2027; year++) expect(ids).toContain(`2026-11-22-holidays-${year}`);
  });

  it('filters by since and limit', async () => {
    // The entries since 2026-11-24 are read from the data file, and grow with it; nothing is dated after 2026-11-28.
    const file = parse(readFileSync(new URL('../../data/changelog.yaml', import.meta.url), 'utf8')) as {
      entries: { date: string }[];
    };
    const sinceNov24 = file.entries.filter((entry) => String(entry.date) >= '2026-11-24').length;
    expect(sinceNov24).toBeGreaterThan(0);
    expect((await api.app.inject('/v1/changelog?since=2026-11-29')).json().data).toEqual([]);
    expect((await api.app.inject('/v1/changelog?since=2026-11-24')).json().data).toHaveLength(sinceNov24);
    expect((await api.app.inject('/v1/changelog?since=2026-11-22&limit=2')).json().data).toHaveLength(2);
    expect((await api.app.inject('/v1/changelog?limit=101')).statusCode).toBe(400);
    expect((await api.app.inject('/v1/changelog?since=2026-13-01')).statusCode).toBe(400);
  });

  /**
   * A correction to a year of history reaches the users of the states whose days it changed,
   * under the ids they were served: Thaipusam 2006 moved to 11 February (Bernama, 8 February
   * 2006) is a holiday of the seven Thaipusam states, never of Kelantan.
   */
  it('names corrections to the years of history, for the states whose days they changed', async () => {
    const ids = async (state: string) =>
      ((await api.app.inject(`/v1/changelog?state=${state}`)).json().data as { id: string }[]).map((entry) => entry.id);
    expect(await ids('selangor')).toContain('2026-11-27-thaipusam-2006');
    expect(await ids('kelantan')).not.toContain('2026-11-27-thaipusam-2006');
    expect(await ids('kelantan')).toContain('2026-11-27-history-festival-dates');
    const feed = (await api.app.inject('/v1/feed/changes.json?state=selangor')).json() as {
      items: { id: string; title: string }[];
    };
    // A state's feed tells that state's change only, not every state the correction touched.
    expect(feed.items.find((item) => item.id.endsWith('change/2026-11-27-thaipusam-2006'))?.title).toBe(
      'Selangor: Thaipusam moved from 15 January 2006 to 11 February 2006, now confirmed',
    );
  });

  /**
   * Kedah moved the Sultan's birthday of 2026 from 21 June to 5 July (the state's notice of
   * 7 May 2026, data/notes/2026.md): each language's feed says which day moved, from when to when.
   */
  it.each([
    ['en', 'Birthday of the Sultan of Kedah moved from 21 June 2026 to 5 July 2026'],
    ['ms', 'Hari Keputeraan Sultan Kedah dipindahkan dari 21 Jun 2026 ke 5 Julai 2026'],
    ['zh', '吉打苏丹诞辰由2026年6月21日改至2026年7月5日'],
    ['ta', 'கெடா சுல்தான் பிறந்தநாள் 5 ஜூலை 2026க்கு மாற்றப்பட்டது (முன்பு 21 ஜூன் 2026)'],
  ])('tells a moved day in %s with its date before and after, which /changelog leaves out', async (lang, said) => {
    const feed = (await api.app.inject(`/v1/feed/changes.json?state=kedah&lang=${lang}`)).json() as {
      items: { id: string; summary: string }[];
    };
    const item = feed.items.find((each) => each.id.endsWith('change/2026-11-22-kedah-2026'))!;
    expect(item.summary.split('\n')).toContain(said);
    const entries = (await api.app.inject('/v1/changelog?state=kedah&limit=100')).json().data as {
      changes: Record<string, unknown>[];
    }[];
    expect(entries.flatMap((entry) => entry.changes).filter((change) => 'dateBefore' in change)).toEqual([]);
  });
});
