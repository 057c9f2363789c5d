import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;

type Holiday = { id: string; date: string; status: string };

const ids = (list: Holiday[]) => list.map((holiday) => holiday.id);

describe('GET /v1/holidays?status=: one status, several, or all', () => {
  it('takes a comma-separated list: Selangor 2027 confirmed National Day and tentative Aidilfitri together', async () => {
    // National Day is fixed by statute and on the 2027 list; Aidilfitri (10 Mar) hangs on the Syawal proclamation (data/notes/2027.md §3).
    const { status, body } = await get('/v1/holidays?year=2027&state=selangor&status=confirmed,tentative');
    expect(status).toBe(200);
    expect(ids(body.data)).toEqual(expect.arrayContaining(['2027-hari-kebangsaan', '2027-hari-raya-aidilfitri-1']));
    expect(new Set(body.data.map((holiday: Holiday) => holiday.status))).toEqual(new Set(['confirmed', 'tentative']));
    expect(body.meta.status).toBe('confirmed,tentative');
  });

  it('answers the same list whatever the order and repetitions, sorted by date then id', async () => {
    const one = (await get('/v1/holidays?year=2027&state=sarawak&status=confirmed,tentative')).body;
    const other = (await get('/v1/holidays?year=2027&state=sarawak&status=tentative,confirmed,tentative')).body;
    expect(other.data).toEqual(one.data);
    expect(other.meta.status).toBe('confirmed,tentative');
    const keys = one.data.map((holiday: Holiday) => `${holiday.date} ${holiday.id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('takes all: every record of Sarawak 2027, each status once, as the four single lists together', async () => {
    const all = (await get('/v1/holidays?year=2027&state=sarawak&status=all')).body;
    expect(all.meta.status).toBe('confirmed,tentative,announced,cancelled');
    const singles = await Promise.all(
      ['confirmed', 'tentative', 'announced', 'cancelled'].map(
        async (status) => (await get(`/v1/holidays?year=2027&state=sarawak&status=${status}`)).body.data as Holiday[],
      ),
    );
    expect(new Set(ids(all.data))).toEqual(new Set(singles.flatMap(ids)));
    expect(all.data).toHaveLength(singles.flat().length);
    // Every day off that /business-days counts is one of these records (it counts every status but cancelled).
    const counted = (await get('/v1/business-days?start=2027-01-01&end=2027-12-31&state=sarawak')).body.data
      .holidayList as Holiday[];
    expect(ids(all.data)).toEqual(expect.arrayContaining(ids(counted)));
    expect(all.data.length).toBeGreaterThan(singles[0]!.length);
  });

  it('keeps confirmed as the default', async () => {
    const { body } = await get('/v1/holidays?year=2027&state=sarawak');
    expect(body.meta.status).toBe('confirmed');
    for (const holiday of body.data) expect(holiday.status).toBe('confirmed');
  });

  it.each(['confirmed,maybe', 'confirmed,', 'all,confirmed', 'Confirmed,Maybe'])(
    'refuses status=%s, naming the values it takes',
    async (query) => {
      const { status, body } = await get(`/v1/holidays?year=2027&status=${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.message).toContain(`'status'`);
      expect(body.error.message).toContain(JSON.stringify(query));
      expect([...body.error.suggestions].sort()).toEqual(['all', 'announced', 'cancelled', 'confirmed', 'tentative']);
    },
  );

  it('suggests the likeliest status first', async () => {
    expect((await get('/v1/holidays?status=confirmed,tentativ')).body.error.suggestions[0]).toBe('tentative');
  });
});
