import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { appForTests, testApp } from '../support/fixtures.js';

const api = appForTests();

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  status: string;
}

/** Parses a feed with ical.js, as a subscribing client would. */
function eventsOf(body: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      status: String(vevent.getFirstPropertyValue('status')),
    };
  });
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe('GET /v1/feed/ical/{state}', () => {
  it.each([
    ['selangor', '', 'en'],
    ['MY-13.ics', '?year=2026', 'en'],
    ['penang', '?year=2025&lang=ms', 'ms'],
    ['johor', '?year=2027&lang=zh', 'zh'],
  ])('%s%s has one all-day event per holiday of /holidays/between, named in %s', async (path, query, lang) => {
    const feed = await api.app.inject(`/v1/feed/ical/${path}${query}`);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['content-disposition']).toMatch(/filename="malaysia-calendar-[a-z-]+\.ics"/);
    const state = (await api.app.inject(`/v1/states/resolve?q=${path.replace('.ics', '')}`)).json().data.canonical;
    const year = /year=(\d{4})/.exec(query)?.[1];
    const [start, end] = year === undefined ? ['2025-01-01', '2027-12-31'] : [`${year}-01-01`, `${year}-12-31`];
    const expected = (await api.app.inject(`/v1/holidays/between?start=${start}&end=${end}&state=${state}`)).json()
      .data as {
      id: string;
      date: string;
      endDate?: string;
      status: string;
      name: Record<string, string>;
    }[];
    const events = eventsOf(feed.body);
    expect(events).toHaveLength(expected.length);
    for (const holiday of expected) {
      const event = events.find((candidate) => candidate.uid === `${holiday.id}.${state}@malaysia-calendar-service`);
      expect(event, holiday.id).toBeDefined();
      expect(event!.start).toBe(holiday.date);
      expect(event!.end).toBe(nextDay(holiday.endDate ?? holiday.date));
      // A tentative title says so (calendar-feed-language.test.ts); the name comes first.
      expect(event!.summary.startsWith((holiday.name[lang] ?? holiday.name.en)!)).toBe(true);
      expect(event!.status).toBe(holiday.status === 'tentative' ? 'TENTATIVE' : 'CONFIRMED');
    }
  });

  it("with include=holidays,school,exams adds the state's school holidays and the exams, as /school/holidays and /school/exams list them", async () => {
    const feed = await api.app.inject('/v1/feed/ical/sarawak?year=2026&include=holidays,school,exams&lang=ms');
    expect(feed.statusCode).toBe(200);
    const events = eventsOf(feed.body);
    const schoolHolidays = (await api.app.inject('/v1/school/holidays?year=2026&state=sarawak')).json().data as {
      id: string;
      startDate: string;
      endDate: string;
      name: { ms: string };
    }[];
    const exams = (await api.app.inject('/v1/school/exams?year=2026')).json().data as {
      id: string;
      startDate: string;
      endDate: string;
      name: string;
      status: string;
    }[];
    const holidays = (await api.app.inject('/v1/holidays/between?start=2026-01-01&end=2026-12-31&state=sarawak')).json()
      .data as unknown[];
    expect(events).toHaveLength(holidays.length + schoolHolidays.length + exams.length);
    for (const record of [...schoolHolidays, ...exams]) {
      const event = events.find((candidate) => candidate.uid === `${record.id}.sarawak@malaysia-calendar-service`);
      expect(event, record.id).toBeDefined();
      expect(event!.start).toBe(record.startDate);
      expect(event!.end).toBe(nextDay(record.endDate));
      const name = typeof record.name === 'string' ? record.name : record.name.ms;
      expect(event!.summary).toBe('status' in record && record.status === 'tentative' ? `${name} (tentatif)` : name);
    }
    const only = eventsOf((await api.app.inject('/v1/feed/ical/sarawak?year=2026&include=school')).body);
    expect(only).toHaveLength(schoolHolidays.length);
    expect((await api.app.inject('/v1/feed/ical/sarawak?year=2025&include=school')).json().error.code).toBe(
      'YEAR_NOT_COVERED',
    );
  });

  it('marks the tentative 2027 school holidays tentative, as /school/holidays lists them', async () => {
    const feed = await api.app.inject('/v1/feed/ical/selangor?year=2027&include=school');
    const schoolHolidays = (await api.app.inject('/v1/school/holidays?year=2027&state=selangor')).json().data as {
      status: string;
      name: { en: string };
    }[];
    expect(schoolHolidays.every((record) => record.status === 'tentative')).toBe(true);
    const events = eventsOf(feed.body);
    expect(events.map((event) => event.summary).sort()).toEqual(
      schoolHolidays.map((record) => `${record.name.en} (tentative)`).sort(),
    );
    expect(feed.body.match(/STATUS:TENTATIVE/g)).toHaveLength(schoolHolidays.length);
  });

  it('writes what calendar clients need: CRLF, lines folded at 75 octets, escaped text, UTF-8', async () => {
    const body = (await api.app.inject('/v1/feed/ical/sabah?year=2026&lang=zh')).body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(body).toContain('X-WR-TIMEZONE:Asia/Kuala_Lumpur');
    expect(body).toContain('REFRESH-INTERVAL;VALUE=DURATION:P1D');
    expect(body).toContain('X-PUBLISHED-TTL:P1D');
    expect(Buffer.from(body, 'utf8').toString('utf8')).toBe(body);
    // Descriptions hold commas and semicolons; unfolded, every one is escaped.
    const unfolded = body.replace(/\r\n /g, '');
    const descriptions = unfolded.split('\r\n').filter((line) => line.startsWith('DESCRIPTION:'));
    expect(descriptions.length).toBeGreaterThan(0);
    for (const line of descriptions) {
      expect(line).toContain('\\,');
      expect(line).toContain('\\;');
      expect(line.slice('DESCRIPTION:'.length)).not.toMatch(/(?<!\\)[,;]/);
    }
    expect(eventsOf(body).some((event) => /[\u4e00-\u9fff]/.test(event.summary))).toBe(true);
  });

  it('takes its stamps from the data release, so a second request gives the same bytes and a 304', async () => {
    const first = await api.app.inject('/v1/feed/ical/kl');
    const later = await testApp({ now: () => new Date('2026-11-22T09:59:00Z') });
    const second = await later.inject('/v1/feed/ical/kl');
    await later.close();
    expect(second.body).toBe(first.body);
    // DTSTAMP is the release date: the newest change-log entry's date, as the data file holds it.
    const newest = (
      parse(readFileSync(new URL('../../data/changelog.yaml', import.meta.url), 'utf8')) as {
        entries: { date: string }[];
      }
    ).entries[0]!.date;
    expect(first.body).toContain(`DTSTAMP:${String(newest).replaceAll('-', '')}T000000Z`);
    const cached = await api.app.inject({
      url: '/v1/feed/ical/kl',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('marks tentative holidays and leaves cancelled ones out', async () => {
    const events = eventsOf((await api.app.inject('/v1/feed/ical/selangor?year=2027')).body);
    expect(events.some((event) => event.status === 'TENTATIVE')).toBe(true);
  });

  it('answers JSON errors: unknown state, bad year, bad include, bad lang', async () => {
    const unknown = await api.app.inject('/v1/feed/ical/selangr.ics');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'STATE_NOT_FOUND',
      suggestions: expect.arrayContaining(['selangor']),
    });
    expect((await api.app.inject('/v1/feed/ical/selangor?year=2101')).json().error.code).toBe('YEAR_NOT_COVERED');
    expect((await api.app.inject('/v1/feed/ical/selangor?year=2031&estimates=exclude')).json().error.code).toBe(
      'YEAR_NOT_COVERED',
    );
    expect((await api.app.inject('/v1/feed/ical/selangor?include=holidays,parties')).json().error.code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await api.app.inject('/v1/feed/ical/selangor?lang=fr')).json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      suggestions: ['en', 'ms', 'zh', 'ta'],
    });
  });

  it('is listed in the endpoint index with its parameters', async () => {
    const endpoints = (await api.app.inject('/v1')).json().data.endpoints as {
      path: string;
      parameters: { name: string }[];
    }[];
    const feed = endpoints.find((endpoint) => endpoint.path === '/v1/feed/ical/{state}');
    // The workplace's days, and the employee's paid holidays (issue 51), beside the feed's own.
    expect(feed?.parameters.map((parameter) => parameter.name).sort()).toEqual([
      'chosen',
      'closed',
      'estimates',
      'holidays',
      'include',
      'lang',
      'open',
      'restDay',
      'state',
      'workweek',
      'year',
    ]);
    expect(endpoints.map((endpoint) => endpoint.path)).toContain('/v1/changelog');
  });
});

describe('GET /v1/feed/ical/{state} with a badly written include', () => {
  const api = appForTests();
  it('names the parameter and the form it takes, not a date rule', async () => {
    const { status, body } = await api.get('/v1/feed/ical/johor?include=holidays;school');
    expect(status).toBe(400);
    expect(body.error.message).toContain(
      "Parameter 'include' is not written as expected (Comma-separated: holidays, school, exams)",
    );
    expect(body.error.message).not.toContain('date');
  });
});
