import { describe, expect, it } from 'vitest';
import { testApp } from '../support/fixtures.js';

/**
 * Answers are kept once worked out and served again from memory: these pin what must not
 * change when they are, whatever the path an answer takes.
 */
/** An answer's headers less those that change from one request to the next. */
function lastingHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const { date: _date, 'x-ratelimit-remaining': _count, 'x-request-id': _id, ...lasting } = headers;
  return lasting;
}

describe('kept answers', () => {
  it('are the same bytes and headers as the first answer, in every coding', async () => {
    const app = await testApp();
    for (const headers of [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }]) {
      const url = '/v1/business-days?start=2020-01-01&end=2027-12-31&state=selangor';
      const first = await app.inject({ url, headers });
      const again = await app.inject({ url, headers });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      // Only the date, the rate limit's count and the request id differ from one request to the next.
      expect(lastingHeaders(again.headers)).toEqual(lastingHeaders(first.headers));
    }
    await app.close();
  });

  it('follow the date in Kuala Lumpur: today, next and the default year change at its midnight, not at UTC midnight', async () => {
    // 31 Dec 2026, 23:59:59 in Kuala Lumpur is 15:59:59 UTC; one second later it is 2027 there.
    let now = new Date('2026-12-31T15:59:59Z');
    const app = await testApp({ now: () => now });
    const ask = async (url: string) => (await app.inject(url)).json();
    const before = {
      today: await ask('/v1/holidays/today?state=selangor'),
      next: await ask('/v1/holidays/next'),
      list: await ask('/v1/holidays'),
    };
    expect(before.today.data.date).toBe('2026-12-31');
    expect(before.next.meta.from).toBe('2026-12-31');
    expect(before.list.meta.year).toBe(2026);
    // Asked again within the same day: kept, and unchanged.
    expect((await ask('/v1/holidays/today?state=selangor')).data.date).toBe('2026-12-31');
    now = new Date('2026-12-31T16:00:00Z');
    expect((await ask('/v1/holidays/today?state=selangor')).data.date).toBe('2027-01-01');
    // New Year's Day is a holiday in Selangor (federal list), so "next" from 1 January 2027 starts with it.
    const next = await ask('/v1/holidays/next?state=selangor');
    expect(next.meta.from).toBe('2027-01-01');
    expect(next.data[0].date).toBe('2027-01-01');
    expect((await ask('/v1/holidays')).meta.year).toBe(2027);
    await app.close();
  });

  it('are still counted by the rate limit', async () => {
    const app = await testApp({ rateLimitPerMinute: 3 });
    const url = '/v1/holidays/check?date=2026-08-31&state=selangor';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject({ url, remoteAddress: '203.0.113.9' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await app.close();
  });

  it('are never errors: a refused question is worked out each time', async () => {
    const app = await testApp();
    const url = '/v1/holidays/check?date=2026-02-30&state=selangor';
    expect((await app.inject(url)).statusCode).toBe(400);
    expect((await app.inject(url)).json().error.suggestions).toEqual(['2026-02-28']);
    await app.close();
  });
});
