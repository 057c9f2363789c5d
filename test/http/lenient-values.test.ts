import { describe, expect, it } from 'vitest';
import { appForTests, calendar } from '../support/fixtures.js';

const api = appForTests();

describe('state values, suggestions and allowed values as people write them', () => {
  it('resolves a value with no letters only when it is a numeric code itself', async () => {
    for (const junk of ['-1', '%2', '1.', '(3)', '+5', '0-1']) {
      const { status, body } = await api.get(`/v1/states/resolve?q=${encodeURIComponent(junk)}`);
      expect([status, body.error?.code], junk).toEqual([404, 'STATE_NOT_FOUND']);
    }
    for (const [code, state] of [
      ['1', 'johor'],
      ['01', 'johor'],
      ['MY-01', 'johor'],
      ['16', 'wp-putrajaya'],
      ['MY 10', 'selangor'],
    ]) {
      expect((await api.get(`/v1/states/resolve?q=${encodeURIComponent(code!)}`)).body.data.canonical, code).toBe(
        state,
      );
    }
    expect(() => calendar.check('2026-08-31', '-1')).toThrow(/No state/);
  });

  it('suggests the three federal territories for a bare "WP"', async () => {
    for (const text of ['WP', 'W.P.', 'Wilayah Persekutuan']) {
      const { status, body } = await api.get(`/v1/states/resolve?q=${encodeURIComponent(text)}`);
      expect(status).toBe(404);
      expect([...body.error.suggestions].sort(), text).toEqual(['kuala-lumpur', 'wp-labuan', 'wp-putrajaya']);
    }
  });

  it('suggests a corrected date when one can be read (day first, as Malaysians write), and no made-up date otherwise', async () => {
    const suggested = async (date: string) =>
      (await api.get(`/v1/holidays/check?date=${encodeURIComponent(date)}&state=kl`)).body.error.suggestions;
    expect(await suggested('5/3/2026')).toEqual(['2026-03-05']);
    expect(await suggested('31-8-2026')).toEqual(['2026-08-31']);
    expect(await suggested('2026-3-5')).toEqual(['2026-03-05']);
    expect(await suggested('tomorrow-ish')).toEqual([]);
    expect(await suggested('xyz')).toEqual([]);
  });

  it('reads allowed values in any case, over HTTP and in the library alike', async () => {
    const pairs: [string, string][] = [
      ['/v1/school/terms?year=2026&group=a', '/v1/school/terms?year=2026&group=A'],
      ['/v1/school/exams?type=SPM', '/v1/school/exams?type=spm'],
      ['/v1/holidays?year=2026&type=Federal', '/v1/holidays?year=2026&type=federal'],
      ['/v1/holidays?year=2026&status=Confirmed,TENTATIVE', '/v1/holidays?year=2026&status=confirmed,tentative'],
      ['/v1/holidays?year=2026&status=ALL', '/v1/holidays?year=2026&status=all'],
      [
        '/v1/business-days/add?date=2026-05-30&days=0&state=kl&roll=Modified_Following',
        '/v1/business-days/add?date=2026-05-30&days=0&state=kl&roll=modified_following',
      ],
      ['/v1/school/is-school-day?date=2026-03-10&group=b', '/v1/school/is-school-day?date=2026-03-10&group=B'],
    ];
    for (const [written, canonical] of pairs) {
      const [a, b] = [await api.get(written), await api.get(canonical)];
      expect(a.status, written).toBe(200);
      expect(a.body.data, written).toEqual(b.body.data);
    }
    const feed = await api.app.inject('/v1/feed/ical/kl?lang=MS&include=Holidays,SCHOOL&year=2026');
    expect(feed.body).toBe((await api.app.inject('/v1/feed/ical/kl?lang=ms&include=holidays,school&year=2026')).body);
    expect(calendar.schoolTerms({ year: 2026, group: 'a' as 'A' })).toEqual(
      calendar.schoolTerms({ year: 2026, group: 'A' }),
    );
    expect(calendar.exams({ type: 'SPM' as 'spm' })).toEqual(calendar.exams({ type: 'spm' }));
  });
});
