import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests, stateCodes } from '../support/fixtures.js';

/**
 * Every endpoint of the OpenAPI document, driven with generated queries that mix plausible
 * values (edge dates, aliases, out-of-range numbers) with junk: the answer is always a 2xx
 * with `{data, meta}` (or a feed, or a list's CSV, each as its format begins) or a 4xx in the
 * error envelope, never a 500 or another shape.
 */
const api = appForTests();
let operations: { path: string; parameters: { name: string; in: string }[] }[] = [];
beforeAll(async () => {
  const document = (await api.app.inject('/v1/openapi.json')).json() as {
    paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
  };
  operations = Object.entries(document.paths).map(([path, item]) => ({ path, parameters: item.get?.parameters ?? [] }));
});

const junk = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%00',
    '+',
    '1e3',
    '0x1F',
    '-0',
    '9'.repeat(40),
    '2026-02-30',
    '2026-13-01',
    '20260101',
    ' 2026',
    'null',
    '[]',
  ),
);
const date = fc
  .tuple(fc.integer({ min: 2017, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const integer = (min: number, max: number) =>
  fc
    .oneof(
      { arbitrary: fc.integer({ min, max }), weight: 4 },
      fc.integer({ min: -400, max: 400 }),
      fc.constant(2 ** 53),
    )
    .map(String);
const plausible: Record<string, fc.Arbitrary<string>> = {
  date,
  start: date,
  end: date,
  since: date,
  year: integer(2018, 2029),
  month: integer(0, 13),
  days: integer(-300, 300),
  limit: integer(0, 120),
  bridgeDays: integer(-1, 5),
  state: fc.oneof(
    fc.constantFrom(...stateCodes),
    fc.constantFrom('KL', 'Pulau%20Pinang', 'n9', 'johore', 'kuala_lumpur'),
  ),
  q: fc.constantFrom('kl', 'Melaka', 'Negeri%20Sembilan', 'sabahh', ''),
  group: fc.constantFrom('A', 'B', 'a', 'C'),
  type: fc.constantFrom('federal', 'adhoc', 'spm', 'stpm', 'bogus'),
  status: fc.constantFrom('confirmed', 'tentative', 'announced', 'cancelled', 'maybe'),
  include: fc.constantFrom('holidays', 'holidays,school,exams', 'school', 'exams,exams', 'nope'),
  lang: fc.constantFrom('en', 'ms', 'zh', 'fr'),
  format: fc.constantFrom('json', 'csv', 'CSV', 'xlsx'),
};

/** The answers that are not the JSON envelope, by media type, and how each begins. */
const OTHER_FORMATS: [string, RegExp][] = [
  ['text/calendar', /^BEGIN:VCALENDAR/],
  // A header row of non-empty cells: field paths in English, titles in the language `lang` asks.
  ['text/csv', /^\uFEFF(?:[^,\r\n"]+|"[^"]+")(?:,(?:[^,\r\n"]+|"[^"]+"))*\r\n/],
  [
    'application/atom+xml',
    /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/,
  ],
  ['application/feed+json', /^\{"version":"https:\/\/jsonfeed\.org\/version\/1\.1"/],
];
const queryValue = (name: string) =>
  fc.oneof({ arbitrary: plausible[name] ?? junk, weight: 3 }, { arbitrary: junk, weight: 1 });

describe('robustness', () => {
  it("answers every endpoint in the contract's shapes, whatever the query", async () => {
    expect(operations.length).toBeGreaterThan(15);
    for (const { path, parameters } of operations) {
      // Each parameter three times in four, once; sometimes an unknown or a repeated one.
      const names = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const chosen = fc
        .tuple(fc.tuple(...names.map(() => fc.nat(3))), fc.subarray(['extra', ...names], { maxLength: 1 }), fc.nat(4))
        .map(([keep, more, addMore]) => [...names.filter((_, i) => keep[i] !== 0), ...(addMore === 0 ? more : [])]);
      const query = chosen.chain((picked) =>
        fc.tuple(...picked.map((name) => queryValue(name).map((value) => `${name}=${value}`))),
      );
      const pathState = path.includes('{state}') ? queryValue('state') : fc.constant('');
      await fc.assert(
        fc.asyncProperty(query, pathState, async (pairs, state) => {
          const url = `${path.replace('{state}', state || 'kl')}${pairs.length === 0 ? '' : `?${pairs.join('&')}`}`;
          const response = await api.app.inject(url);
          expect(response.statusCode, url).toBeLessThan(500);
          const other = OTHER_FORMATS.find(([type]) => response.headers['content-type']?.startsWith(type));
          if (other !== undefined) {
            expect(response.statusCode, url).toBe(200);
            expect(response.body, url).toMatch(other[1]);
            return;
          }
          const body = response.json();
          if (response.statusCode === 200) expect(Object.keys(body).sort(), url).toEqual(['data', 'meta']);
          else
            expect(body.error, url).toMatchObject({
              code: expect.stringMatching(/^[A-Z_]+$/),
              message: expect.any(String),
            });
        }),
        { numRuns: 150 },
      );
    }
  }, 120_000);
});
