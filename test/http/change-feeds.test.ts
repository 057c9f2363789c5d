import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractFromJson } from '@extractus/feed-extractor';
import { parse } from 'yaml';
import { appForTests, testApp } from '../support/fixtures.js';

const api = appForTests();

/** The change log as the data file holds it, newest first: the facts the feeds are checked against. */
const LOG = (
  parse(readFileSync(new URL('../../data/changelog.yaml', import.meta.url), 'utf8')) as {
    entries: { id: string; date: string }[];
  }
).entries.map((entry) => ({ ...entry, date: String(entry.date) }));
const READ_FEED = fileURLToPath(new URL('../support/read-feed.py', import.meta.url));

interface Parsed {
  bozo: boolean;
  problem: string;
  version: string;
  title: string;
  language: string | null;
  entries: { id: string; title: string; link: string; updated: string; summary: string; tags: string[] }[];
}

/**
 * The feed as a feed reader reads it: Atom by Debian's python3-feedparser (scripts/with-feedparser.sh
 * installs it), JSON Feed by @extractus/feed-extractor (that feedparser reads no JSON Feed).
 */
function readFeed(response: { rawPayload: Buffer; headers: Record<string, unknown> }): Parsed {
  if (String(response.headers['content-type']).startsWith('application/atom+xml')) {
    return JSON.parse(execFileSync('/usr/bin/python3', [READ_FEED], { input: response.rawPayload, encoding: 'utf8' }));
  }
  const raw = JSON.parse(response.rawPayload.toString('utf8'));
  // The reader's own normalisation drops a link's fragment and turns dates to UTC: these are read as written.
  const asWritten = (item: Record<string, unknown>) => ({
    link: item.url,
    updated: item.date_published,
    summary: item.summary,
    tags: item.tags,
  });
  const feed = extractFromJson(raw, { getExtraEntryFields: asWritten }) as unknown as Parsed;
  // JSON Feed 1.1's required fields (https://www.jsonfeed.org/version/1.1/): version, title, and each item's id as a string.
  const complete =
    typeof raw.title === 'string' && raw.items.every((item: { id: unknown }) => typeof item.id === 'string');
  return {
    ...feed,
    bozo: !complete,
    problem: '',
    version: raw.version === 'https://jsonfeed.org/version/1.1' ? 'json11' : raw.version,
  };
}

/** A link without its origin, which is the service's configured one. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

const FEEDS = [
  { path: '/v1/feed/changes', type: 'application/atom+xml; charset=utf-8', version: 'atom10' },
  { path: '/v1/feed/changes.json', type: 'application/feed+json; charset=utf-8', version: 'json11' },
];

describe.each(FEEDS)('$path', ({ path, type, version }) => {
  it('is read by feedparser without a problem: one entry per change-log entry, newest first, unique ids', async () => {
    const response = await api.app.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    const feed = readFeed(response);
    expect(feed.problem).toBe('');
    expect(feed.bozo).toBe(false);
    expect(feed.version).toBe(version);
    expect(feed.language).toBe('en');
    expect(feed.entries.map((entry) => entry.id)).toEqual(
      LOG.slice(0, 50).map((entry) => `tag:malaysia-calendar-service,2026:change/${entry.id}`),
    );
    expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(feed.entries.length);
    expect(feed.entries.map((entry) => entry.updated.slice(0, 10))).toEqual(
      LOG.slice(0, 50).map((entry) => entry.date),
    );
    for (const entry of feed.entries) {
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.summary.length).toBeGreaterThan(0);
      expect(pathOf(entry.link)).toMatch(/^\/(\?lang=en|[a-z-]+\/\d{4}\?lang=en#\d{4}-\d{2}-\d{2})$/);
    }
  });

  it('is the same bytes, ids and ETag after a restart, and answers 304 to its ETag', async () => {
    // With PUBLIC_ORIGIN, as a production instance runs: its links are the operator's, so the feed is for every cache.
    const published = await testApp({ publicOrigin: 'https://calendar.example.my' });
    const first = await published.inject(`${path}?state=kedah&lang=ms`);
    const restarted = await testApp({ publicOrigin: 'https://calendar.example.my' });
    const again = await restarted.inject(`${path}?state=kedah&lang=ms`);
    await restarted.close();
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await published.inject({
      url: `${path}?state=kedah&lang=ms`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    // Cached like the change log; Last-Modified is the newest entry's day, from midnight in Kuala Lumpur.
    expect(first.headers['cache-control']).toBe((await published.inject('/v1/changelog')).headers['cache-control']);
    await published.close();
    // Without it, its links carry the request's Host: for that client only, never kept for another.
    const own = await api.app.inject({ url: `${path}?state=kedah&lang=ms`, headers: { host: 'evil.example' } });
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
    expect(String(own.headers.vary)).toMatch(/host/i);
    expect(
      (await api.app.inject({ url: `${path}?state=kedah&lang=ms`, headers: { host: 'calendar.example.my' } })).body,
    ).not.toContain('evil.example');
    expect(first.headers['last-modified']).toBe(new Date(`${LOG[0]!.date}T00:00:00+08:00`).toUTCString());
  });

  it('answers If-Modified-Since by Last-Modified, unless If-None-Match is sent (RFC 9110 §13.2.2)', async () => {
    const url = `${path}?lang=zh`;
    const first = await api.app.inject(url);
    const modified = String(first.headers['last-modified']);
    const ask = (headers: Record<string, string>) => api.app.inject({ url, headers });
    expect((await ask({ 'if-modified-since': modified })).statusCode).toBe(304);
    expect(
      (await ask({ 'if-modified-since': new Date(Date.parse(modified) + 86_400_000).toUTCString() })).statusCode,
    ).toBe(304);
    expect((await ask({ 'if-modified-since': new Date(Date.parse(modified) - 1000).toUTCString() })).statusCode).toBe(
      200,
    );
    expect((await ask({ 'if-modified-since': 'yesterday' })).statusCode).toBe(200);
    expect((await ask({ 'if-modified-since': modified, 'if-none-match': '"another"' })).statusCode).toBe(200);
  });

  it('keeps, with state, the entries that touch its records, by any alias', async () => {
    const kedah = readFeed(await api.app.inject(`${path}?state=kedah`));
    const ids = kedah.entries.map((entry) => entry.id.split('/').at(-1));
    // data/changelog.yaml: Kedah's 2026 entry changes Kedah holidays; the Negeri Sembilan alias entry changes only that state.
    expect(ids).toContain('2026-11-22-kedah-2026');
    expect(ids).toContain('2026-11-24-kedah-2025-settled');
    expect(ids).not.toContain('2026-11-22-state-aliases');
    const n9 = await api.app.inject(`${path}?state=N9`);
    expect(n9.rawPayload.equals((await api.app.inject(`${path}?state=negeri-sembilan`)).rawPayload)).toBe(true);
    expect(readFeed(n9).entries.map((entry) => entry.id.split('/').at(-1))).toContain('2026-11-22-state-aliases');
  });

  it('titles say what changed and for whom, summaries are in the feed’s language, links go to the day on the year view', async () => {
    const entryOf = (feed: Parsed, id: string) => feed.entries.find((entry) => entry.id.endsWith(`/${id}`))!;
    const en = readFeed(await api.app.inject(`${path}?state=kedah`));
    // One change, to Negeri Sembilan's own record (its aliases).
    expect(entryOf(readFeed(await api.app.inject(`${path}?lang=en`)), '2026-11-22-state-aliases').title).toBe(
      'Negeri Sembilan: Negeri Sembilan updated',
    );
    // The entry removed Kedah's Aidilfitri day of Sun 30 Mar 2025 (its first record, known by what
    // the log says it was) and confirmed the Sultan's birthday, Sun 22 Jun 2025 (data/holidays/2025.yaml).
    const settled = entryOf(en, '2026-11-24-kedah-2025-settled');
    expect(pathOf(settled.link)).toBe('/kedah/2025?lang=en#2025-03-30');
    expect(settled.summary).toContain('(22 June 2025) now confirmed');
    const ms = readFeed(await api.app.inject(`${path}?state=kedah&lang=ms`));
    expect(ms.language).toBe('ms');
    expect(entryOf(ms, '2026-11-24-kedah-2025-settled').summary).toContain('(22 Jun 2025) kini disahkan');
    const zh = readFeed(await api.app.inject(`${path}?state=kedah&lang=zh`));
    expect(zh.title).toBe('马来西亚日历：吉打的数据变更');
    expect(entryOf(zh, '2026-11-24-kedah-2025-settled').summary).toContain('（2025年6月22日）现为已确认');
  });

  it('refuses an unknown state (404 STATE_NOT_FOUND), another language and an unknown parameter (400), in the JSON envelope', async () => {
    const unknown = await api.app.inject(`${path}?state=atlantis`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('STATE_NOT_FOUND');
    const language = await api.app.inject(`${path}?lang=fr`);
    expect(language.statusCode).toBe(400);
    expect(language.json().error.suggestions.toSorted()).toEqual(['en', 'ms', 'ta', 'zh']);
    expect((await api.app.inject(`${path}?since=2026-11-24`)).json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('the change log filters', () => {
  it('state keeps the entries that touch its records (any alias), and echoes its code', async () => {
    const kedah = (await api.app.inject('/v1/changelog?state=KDH&limit=100')).json();
    expect(kedah.meta.state).toBe('kedah');
    const ids = kedah.data.map((entry: { id: string }) => entry.id);
    expect(ids).toContain('2026-11-22-kedah-2026');
    expect(ids).not.toContain('2026-11-22-state-aliases');
    // Every entry names every state's record, a Kedah record, or one of group A's school records (Kedah is in group A).
    expect(ids.length).toBeLessThan(LOG.length);
    expect((await api.app.inject('/v1/changelog?limit=100')).json().meta.state).toBeNull();
  });

  it('since and state together: the entries of that day on or after that touch the state', async () => {
    const body = (await api.app.inject('/v1/changelog?since=2026-11-24&state=kedah&limit=100')).json();
    expect(body.data.every((entry: { date: string }) => entry.date >= '2026-11-24')).toBe(true);
    expect(body.data.map((entry: { id: string }) => entry.id)).toContain('2026-11-24-kedah-2025-settled');
    expect(body.meta).toMatchObject({ since: '2026-11-24', state: 'kedah' });
  });

  it.each([
    ['since=2026-13-01', 400, 'VALIDATION_ERROR'],
    ['since=24-11-2026', 400, 'VALIDATION_ERROR'],
    ['since=', 400, 'VALIDATION_ERROR'],
    ['state=atlantis', 404, 'STATE_NOT_FOUND'],
    ['state=-1', 404, 'STATE_NOT_FOUND'],
    ['state=kedah&state=johor', 400, 'VALIDATION_ERROR'],
  ])('%s is %i %s', async (query, status, code) => {
    const response = await api.app.inject(`/v1/changelog?${query}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });

  it('a day-first since suggests the ISO date', async () => {
    expect((await api.app.inject('/v1/changelog?since=24-11-2026')).json().error.suggestions).toEqual(['2026-11-24']);
  });
});
