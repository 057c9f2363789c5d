import { describe, expect, it } from 'vitest';
import { STATES as CANONICAL_ORDER } from '../../scripts/answer-requests.js';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;

describe('GET /v1/holidays/check-all', () => {
  it.each(['2026-08-31', '2026-06-02', '2027-03-10', '2020-01-01'])(
    '%s: 16 items in canonical order, each exactly the /holidays/check data for that state',
    async (date) => {
      const { status, body, headers } = await get(`/v1/holidays/check-all?date=${date}`);
      expect(status).toBe(200);
      expect(body.data.map((check: { state: { code: string } }) => check.state.code)).toEqual(CANONICAL_ORDER);
      for (const [index, state] of CANONICAL_ORDER.entries()) {
        expect(body.data[index], state).toEqual(
          (await get(`/v1/holidays/check?date=${date}&state=${state}`)).body.data,
        );
      }
      expect(body.meta).toEqual({ total: 16, date, dataVersion: expect.stringMatching(/^[0-9a-f]{12}$/) });
      expect(headers['cache-control']).toBe('public, max-age=3600');
    },
  );

  it('answers "which states are off": on National Day every one, with Kedah, Kelantan and Terengganu resting on a Friday weekend', async () => {
    const national = (await get('/v1/holidays/check-all?date=2026-08-31')).body.data as { isWorkingDay: boolean }[];
    expect(national.every((check) => !check.isWorkingDay)).toBe(true);
    // Fri 3 July 2026: a weekend day only where the weekend is Friday-Saturday (weekendHistory in data/states.yaml).
    const friday = (await get('/v1/holidays/check-all?date=2026-07-03')).body.data as {
      state: { code: string };
      isWeekend: boolean;
    }[];
    expect(friday.filter((check) => check.isWeekend).map((check) => check.state.code)).toEqual([
      'kedah',
      'kelantan',
      'terengganu',
    ]);
  });

  it('refuses a bad, missing or uncovered date, and any other parameter', async () => {
    expect((await get('/v1/holidays/check-all?date=2026-3-5')).body.error.suggestions).toEqual(['2026-03-05']);
    expect((await get('/v1/holidays/check-all')).body.error.message).toBe("Parameter 'date' is required.");
    expect((await get('/v1/holidays/check-all?date=2000-12-31')).body.error.code).toBe('YEAR_NOT_COVERED');
    expect((await get('/v1/holidays/check-all?date=2028-01-01&estimates=exclude')).body.error.code).toBe(
      'YEAR_NOT_COVERED',
    );
    const withState = await get('/v1/holidays/check-all?date=2026-08-31&state=kl');
    expect(withState.status).toBe(400);
    expect(withState.body.error.message).toContain("'state'");
  });
});
