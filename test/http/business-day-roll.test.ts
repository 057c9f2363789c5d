import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;

const rolled = async (date: string, state: string, roll: string) => {
  const { status, body } = await get(`/v1/business-days/add?date=${date}&days=0&state=${state}&roll=${roll}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.resultDate as string;
};

describe('GET /v1/business-days/add?days=0&roll=: business-day conventions', () => {
  // Selangor, Sat 30 May 2026: Sun 31 May is Wesak, Mon 1 June the Agong's birthday, Tue 2 June
  // Wesak's replacement day (data/notes/2026.md), so the next business day is Wed 3 June, in another month.
  it.each([
    ['following', '2026-06-03'],
    ['preceding', '2026-05-29'],
    ['modified_following', '2026-05-29'],
    ['modified_preceding', '2026-05-29'],
  ])('Sat 30 May 2026 in Selangor, roll=%s → %s', async (roll, expected) => {
    expect(await rolled('2026-05-30', 'selangor', roll)).toBe(expected);
  });

  it.each([
    ['preceding', '2026-07-31'],
    ['modified_preceding', '2026-08-03'],
    ['following', '2026-08-03'],
    ['modified_following', '2026-08-03'],
  ])(
    'Sat 1 Aug 2026 in Selangor, roll=%s → %s (modified conventions stay within the month)',
    async (roll, expected) => {
      expect(await rolled('2026-08-01', 'selangor', roll)).toBe(expected);
    },
  );

  it("uses the state's weekend: Fri 10 July 2026 in Kedah rolls forward to Sunday and back to Thursday", async () => {
    expect(await rolled('2026-07-10', 'kedah', 'following')).toBe('2026-07-12');
    expect(await rolled('2026-07-10', 'kedah', 'preceding')).toBe('2026-07-09');
  });

  it('leaves a business day where it is, whatever the convention', async () => {
    for (const roll of ['following', 'preceding', 'modified_following', 'modified_preceding'])
      expect(await rolled('2026-06-03', 'selangor', roll)).toBe('2026-06-03');
  });

  it('echoes the convention in meta, and without it keeps the contract: days=0 returns the date unchanged', async () => {
    const { body } = await get('/v1/business-days/add?date=2026-05-30&days=0&state=selangor&roll=following');
    expect(body.meta).toMatchObject({ date: '2026-05-30', days: 0, state: 'selangor', roll: 'following' });
    const plain = await get('/v1/business-days/add?date=2026-05-30&days=0&state=selangor');
    expect(plain.body.data.resultDate).toBe('2026-05-30');
    expect(plain.body.meta).not.toHaveProperty('roll');
  });

  it('changes nothing when days is not 0: the result is a business day already', async () => {
    const withRoll = await get('/v1/business-days/add?date=2026-05-29&days=1&state=selangor&roll=preceding');
    expect(withRoll.body.data.resultDate).toBe('2026-06-03');
  });

  it('refuses an unknown convention with VALIDATION_ERROR listing the allowed ones', async () => {
    const { status, body } = await get(
      '/v1/business-days/add?date=2026-05-30&days=0&state=selangor&roll=modified-following',
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain("'roll'");
    expect(body.error.suggestions[0]).toBe('modified_following');
    expect([...body.error.suggestions].sort()).toEqual([
      'following',
      'modified_following',
      'modified_preceding',
      'preceding',
    ]);
  });

  it('refuses to roll onto a day outside the years served: Fri 31 Dec 2100 is a weekend day in Kedah', async () => {
    expect((await get('/v1/business-days/add?date=2100-12-31&days=0&state=kedah&roll=following')).body.error.code).toBe(
      'YEAR_NOT_COVERED',
    );
    // Any day after it is in another month, so modified following rolls back within December.
    expect(await rolled('2100-12-31', 'kedah', 'modified_following')).toBe('2100-12-30');
  });
});
