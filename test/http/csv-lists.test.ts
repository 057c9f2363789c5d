import { parse } from 'csv-parse/sync';
import { createCalendar } from 'malaysia-calendar';
import { describe, expect, it } from 'vitest';
import { readCompiledData } from '../../packages/malaysia-calendar/src/loading/compiled-data.js';
import { buildApp } from '../../src/http/app.js';
import { FIXED_NOW, appForTests } from '../support/fixtures.js';

const server = appForTests();

/** Every list, with the name of its download; its records are its JSON answer's `data`. */
const LISTS: { url: string; file: string; records?: (data: never) => Record<string, unknown>[] }[] = [
  { url: '/v1/holidays?year=2026&state=sabah&status=all', file: 'malaysia-calendar-holidays-2026-sabah.csv' },
  { url: '/v1/holidays/next?state=kedah&limit=5', file: 'malaysia-calendar-holidays-next-kedah.csv' },
  {
    url: '/v1/holidays/between?start=2026-01-01&end=2026-06-30&state=johor',
    file: 'malaysia-calendar-holidays-between-johor-2026-01-01-2026-06-30.csv',
  },
  {
    url: '/v1/holidays/long-weekends?year=2026&state=selangor&bridgeDays=1',
    file: 'malaysia-calendar-holidays-long-weekends-2026-selangor.csv',
  },
  { url: '/v1/school/terms?year=2026&state=kedah', file: 'malaysia-calendar-school-terms-2026-kedah.csv' },
  { url: '/v1/school/holidays?year=2026&state=sarawak', file: 'malaysia-calendar-school-holidays-2026-sarawak.csv' },
  { url: '/v1/school/exams', file: 'malaysia-calendar-school-exams.csv' },
  { url: '/v1/states', file: 'malaysia-calendar-states.csv' },
  // The leave plan's records are its breaks.
  {
    url: '/v1/leave-plans?year=2026&state=selangor&leaveDays=5&start=2026-01-01',
    file: 'malaysia-calendar-leave-plans-2026-selangor-2026-01-01-2026-12-31.csv',
    records: (data: { breaks: never }) => data.breaks,
  },
];

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The rows of a CSV answer, read by csv-parse as a spreadsheet would: the header names the fields. */
function rowsOf(body: Buffer): Record<string, string>[] {
  return parse(body, { bom: true, columns: true, record_delimiter: '\r\n' });
}

/**
 * A record's cell as docs/api.md ("CSV") describes it: `name_ms` is name.ms; arrays of values
 * joined by ";", of records by their ids, of other objects as JSON; absent or null empty.
 */
function documentedCell(record: Record<string, unknown>, column: string): string {
  let value: unknown = record;
  for (const key of column.split('_')) value = (value as Record<string, unknown> | null | undefined)?.[key];
  if (value === undefined || value === null) return '';
  if (!Array.isArray(value)) return String(value);
  if (value.every((item) => typeof item !== 'object')) return value.join(';');
  return value.every((item) => typeof item.id === 'string')
    ? value.map((item) => item.id).join(';')
    : JSON.stringify(value);
}

/** The paths of a record's values, nested objects descended into (`name_en`): each must have a column. */
function leafPaths(record: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(record).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leafPaths(value as Record<string, unknown>, `${prefix}${key}_`)
      : [`${prefix}${key}`],
  );
}

describe('every list as CSV', () => {
  it.each(LISTS)(
    '$url: format=csv parses into exactly the records of the JSON answer',
    async ({ url, records = (data) => data, file }) => {
      const json = await server.app.inject(url);
      const csv = await server.app.inject(`${url}${url.includes('?') ? '&' : '?'}format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(csv.rawPayload.subarray(0, 3).equals(BOM)).toBe(true);
      // RFC 4180: every record ends with CRLF.
      expect(csv.rawPayload.toString('utf8').endsWith('\r\n')).toBe(true);
      expect(csv.headers['cache-control']).toBe(json.headers['cache-control']);
      expect(csv.headers.etag).toMatch(/^"[^"]+"$/);
      expect(csv.headers.etag).not.toBe(json.headers.etag);

      const expected = records(json.json().data as never);
      expect(expected.length).toBeGreaterThan(0);
      const rows = rowsOf(csv.rawPayload);
      const header = Object.keys(rows[0]!);
      expect(rows).toEqual(
        expected.map((record) => Object.fromEntries(header.map((column) => [column, documentedCell(record, column)]))),
      );
      for (const record of expected) expect(header).toEqual(expect.arrayContaining(leafPaths(record)));
    },
  );

  it('holiday columns come in the order of the v1 contract’s Holiday table, its name in its three languages', async () => {
    const csv = await server.app.inject('/v1/holidays?year=2026&format=csv');
    const header: string[] = parse(csv.rawPayload, { bom: true, to_line: 1 })[0]!;
    // The v1 contract's Holiday fields in its order, with name split into ms, en and zh.
    const contract = [
      'id',
      'date',
      'endDate',
      'name_ms',
      'name_en',
      'name_zh',
      'type',
      'status',
      'states',
      'gazetteLevel',
      'gazetteRef',
      'hijriDate',
      'isReplacementFor',
      'source',
    ];
    expect(header.filter((column) => contract.includes(column))).toEqual(contract);
    // Chinese and Malay names arrive intact (UTF-8 after the byte-order mark): Chinese New Year 2026 is 17 February.
    const row = rowsOf(csv.rawPayload).find((candidate) => candidate.date === '2026-02-17')!;
    expect(row.name_zh).toBe('农历新年');
    expect(row.name_ms).toBe('Tahun Baharu Cina');
  });

  it('quotes names with commas and double quotes (RFC 4180), and a parser reads them back whole', async () => {
    const data = readCompiledData();
    const tricky = { ms: 'Hari "Ujian", Satu', en: 'Test "day", one; two', zh: '测试，"日"' };
    const holiday = data.holidays.find((record) => record.id === '2026-hari-kebangsaan')!;
    holiday.name = tricky;
    const app = await buildApp({
      calendar: createCalendar({ data, now: () => FIXED_NOW }),
      rateLimitPerMinute: 1_000_000,
    });
    const csv = await app.inject('/v1/holidays?year=2026&format=csv');
    await app.close();
    expect(csv.body).toContain('"Hari ""Ujian"", Satu"');
    const row = rowsOf(csv.rawPayload).find((candidate) => candidate.id === '2026-hari-kebangsaan')!;
    expect([row.name_ms, row.name_en, row.name_zh]).toEqual([tricky.ms, tricky.en, tricky.zh]);
    // The real data has commas too: Sabah's second Kaamatan day.
    const sabah = rowsOf((await server.app.inject('/v1/holidays?year=2026&state=sabah&format=csv')).rawPayload);
    expect(sabah.map((candidate) => candidate.name_en)).toContain('Harvest Festival (Kaamatan, Second Day)');
  });
});

describe('CSV and spreadsheets', () => {
  it("writes a text cell a spreadsheet would run as a formula with a leading ' (OWASP, CSV Injection), and leaves the JSON alone", async () => {
    const data = readCompiledData();
    // Cells that begin with each character OWASP names: = + - @, a tab, a carriage return.
    const hostile = { ms: '=HYPERLINK("http://example.com","x")', en: '-2+3', zh: '@SUM(A1)' };
    const holiday = data.holidays.find((record) => record.id === '2026-hari-kebangsaan')!;
    holiday.name = hostile;
    // Another nationwide holiday of the year, listed without a state.
    const other = data.holidays.find(
      (record) =>
        record.id !== holiday.id &&
        record.date.startsWith('2026') &&
        record.states.includes('*') &&
        record.status === 'confirmed',
    )!;
    other.name = { ms: '+1', en: '\tTab', zh: '\rReturn' };
    const app = await buildApp({
      calendar: createCalendar({ data, now: () => FIXED_NOW }),
      rateLimitPerMinute: 1_000_000,
    });
    const csv = rowsOf((await app.inject('/v1/holidays?year=2026&format=csv')).rawPayload);
    const json = (await app.inject('/v1/holidays?year=2026')).json();
    await app.close();
    const row = csv.find((candidate) => candidate.id === holiday.id)!;
    expect([row.name_ms, row.name_en, row.name_zh]).toEqual([`'${hostile.ms}`, `'${hostile.en}`, `'${hostile.zh}`]);
    const second = csv.find((candidate) => candidate.id === other.id)!;
    expect([second.name_ms, second.name_en, second.name_zh]).toEqual(["'+1", "'\tTab", "'\rReturn"]);
    // Ordinary cells are as they were, and JSON carries the names as they are.
    expect(csv.find((candidate) => candidate.id !== holiday.id && candidate.id !== other.id)!.name_ms).toMatch(
      /^\p{L}/u,
    );
    expect(json.data.find((candidate: { id: string }) => candidate.id === holiday.id).name).toEqual(hostile);
  });
});

describe('choosing CSV', () => {
  const url = '/v1/holidays?year=2026&state=kedah';

  it('Accept: text/csv gets the same answer as format=csv, at the same URL, and both say Vary: Accept', async () => {
    const byAccept = await server.app.inject({ url, headers: { accept: 'text/csv' } });
    const byFormat = await server.app.inject(`${url}&format=csv`);
    expect(byAccept.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byAccept.rawPayload.equals(byFormat.rawPayload)).toBe(true);
    expect(byAccept.headers.vary).toBe('accept, accept-encoding');
    expect((await server.app.inject(url)).headers.vary).toBe('accept, accept-encoding');
  });

  it.each([
    [undefined, 'application/json'],
    ['*/*', 'application/json'],
    ['text/*', 'application/json'],
    ['application/json', 'application/json'],
    ['application/json, text/csv', 'application/json'],
    ['text/csv;q=0.5, application/json', 'application/json'],
    ['TEXT/CSV', 'text/csv'],
    ['text/csv, application/json', 'text/csv'],
    ['application/json;q=0.8, text/csv', 'text/csv'],
    ['text/html, text/csv;q=0.9, */*;q=0.1', 'text/csv'],
  ])('Accept %s is answered %s', async (accept, type) => {
    const response = await server.app.inject({ url, headers: accept === undefined ? {} : { accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(new RegExp(`^${type.replace('/', '\\/')}`));
  });

  it('format wins over Accept: format=json with Accept: text/csv is JSON', async () => {
    const response = await server.app.inject({ url: `${url}&format=json`, headers: { accept: 'text/csv' } });
    expect(response.json().data.length).toBeGreaterThan(0);
  });

  it('another format is VALIDATION_ERROR naming the parameter and suggesting json and csv', async () => {
    const response = await server.app.inject(`${url}&format=xlsx`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.suggestions.toSorted()).toEqual(['csv', 'json']);
    expect(response.json().error.message).toContain("'format'");
    // Read in any case, as every allowed value is.
    expect((await server.app.inject(`${url}&format=CSV`)).headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('an error asked as CSV is still the JSON envelope', async () => {
    for (const response of [
      await server.app.inject(`/v1/holidays?state=atlantis&format=csv`),
      await server.app.inject({ url: '/v1/holidays?year=1999', headers: { accept: 'text/csv' } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().error.code).toMatch(/STATE_NOT_FOUND|YEAR_NOT_COVERED/);
    }
  });

  it('a single answer (a date check) asked with Accept: text/csv answers JSON, and format is not one of its parameters', async () => {
    const check = await server.app.inject({
      url: '/v1/holidays/check?date=2026-08-31&state=selangor',
      headers: { accept: 'text/csv' },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.isHoliday).toBe(true);
    expect(
      (await server.app.inject('/v1/holidays/check?date=2026-08-31&state=selangor&format=csv')).json().error.code,
    ).toBe('VALIDATION_ERROR');
  });

  it('kept answers never cross: JSON then CSV then JSON at one URL, each its own bytes, and a 304 for each tag', async () => {
    const fresh = '/v1/holidays?year=2026&state=perlis';
    const first = await server.app.inject(fresh);
    const csv = await server.app.inject({ url: fresh, headers: { accept: 'text/csv' } });
    const again = await server.app.inject(fresh);
    const csvAgain = await server.app.inject({ url: fresh, headers: { accept: 'text/csv' } });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(csvAgain.rawPayload.equals(csv.rawPayload)).toBe(true);
    const notModified = await server.app.inject({
      url: fresh,
      headers: { accept: 'text/csv', 'if-none-match': csv.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(
      (await server.app.inject({ url: fresh, headers: { 'if-none-match': csv.headers.etag as string } })).statusCode,
    ).toBe(200);
  });
});

describe('a CSV’s header row in the reader’s language', () => {
  const headerOf = async (url: string) =>
    (parse((await server.app.inject(url)).body, { bom: true, to_line: 1 }) as string[][])[0]!;

  it.each(['ms', 'zh', 'ta'])('titles every column of every list in %s, the rows unchanged', async (lang) => {
    for (const list of LISTS) {
      const url = list.url.includes('?') ? list.url : `${list.url}?`;
      const english = await headerOf(`${url}&format=csv`);
      const titled = await headerOf(`${url}&format=csv&lang=${lang}`);
      expect(titled).toHaveLength(english.length);
      // No title is left a field path (camelCase, name_en); in Chinese and Tamil none is in Latin letters but the record's id, a key.
      expect(
        titled.filter((title) => /[a-z][A-Z]|_/.test(title)),
        url,
      ).toEqual([]);
      if (lang !== 'ms')
        expect(
          titled.filter((title) => /^[\x20-\x7e]+$/.test(title) && title !== 'id'),
          url,
        ).toEqual([]);
      const rows = async (asked: string) =>
        (parse((await server.app.inject(asked)).body, { bom: true, from_line: 2 }) as string[][]).length;
      expect(await rows(`${url}&format=csv&lang=${lang}`)).toBe(await rows(`${url}&format=csv`));
    }
  });

  it('keeps the field paths in English, names the Chinese columns as a reader would, and refuses a language it lacks', async () => {
    const url = '/v1/holidays?year=2026&state=selangor&format=csv';
    expect((await headerOf(url)).slice(0, 4)).toEqual(['id', 'date', 'endDate', 'name_ms']);
    expect((await headerOf(`${url}&lang=zh`)).slice(0, 4)).toEqual(['id', '日期', '结束日期', '名称（马来文）']);
    const refused = await server.app.inject(`${url}&lang=fr`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_ERROR');
  });
});
