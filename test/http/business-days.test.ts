import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;

describe('GET /v1/business-days', () => {
  it('counts June 2026 in Selangor: 30 days, 8 weekend days, 3 holidays', async () => {
    // HKA 2026: Mon 1 June (Agong), Tue 2 June (Wesak replacement), Wed 17 June (Awal Muharram);
    // 4 Saturdays and 4 Sundays.
    const { status, body } = await get('/v1/business-days?start=2026-06-01&end=2026-06-30&state=selangor');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ totalDays: 30, businessDays: 19, holidays: 3, weekendDays: 8 });
    expect(body.data.holidayList.map((h: { id: string }) => h.id)).toEqual([
      '2026-hari-keputeraan-agong',
      '2026-hari-wesak-replacement',
      '2026-awal-muharram',
    ]);
  });

  it('counts a holiday on a weekend once, as a holiday', async () => {
    // Sat 30 May - Sun 31 May 2026 in Selangor: Saturday, and Wesak on Sunday.
    const { body } = await get('/v1/business-days?start=2026-05-30&end=2026-05-31&state=selangor');
    expect(body.data).toMatchObject({ totalDays: 2, businessDays: 0, holidays: 1, weekendDays: 1 });
  });

  it("uses each day's weekend: Johor across its change on 1 January 2025", async () => {
    // Fri 27 Dec 2024 - Sun 5 Jan 2025: Fri, Sat weekend (2024 rule); Sat 4, Sun 5 weekend (2025 rule);
    // Wed 1 Jan 2025 is not a holiday in Johor; Sun 29 Dec 2024 and Mon 30, Tue 31, Thu 2, Fri 3 work.
    const { body } = await get('/v1/business-days?start=2024-12-27&end=2025-01-05&state=johor');
    expect(body.data).toMatchObject({ totalDays: 10, weekendDays: 4, holidays: 0, businessDays: 6 });
  });

  it('refuses a range reaching past the years served instead of counting unknown days as working days', async () => {
    const { status, body } = await get('/v1/business-days?start=2100-12-01&end=2101-01-31&state=selangor');
    expect(status).toBe(404);
    expect(body.error.code).toBe('YEAR_NOT_COVERED');
  });

  it('answers a range straddling the gazetted and the projected years, marked estimated; refuses it with estimates=exclude', async () => {
    const straddling = await get('/v1/business-days?start=2027-12-01&end=2028-01-31&state=selangor');
    expect(straddling.status).toBe(200);
    expect(straddling.body.meta.estimated).toBe(true);
    const gazetted = await get('/v1/business-days?start=2026-12-01&end=2027-01-31&state=selangor');
    expect(gazetted.body.meta).not.toHaveProperty('estimated');
    const excluded = await get('/v1/business-days?start=2027-12-01&end=2028-01-31&state=selangor&estimates=exclude');
    expect([excluded.status, excluded.body.error.code]).toEqual([404, 'YEAR_NOT_COVERED']);
  });

  it('refuses start after end, and requires state', async () => {
    expect((await get('/v1/business-days?start=2026-02-01&end=2026-01-01&state=selangor')).body.error.code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await get('/v1/business-days?start=2026-01-01&end=2026-02-01')).status).toBe(400);
  });
});

describe('GET /v1/business-days/add', () => {
  it('adds business days over holidays: 1 business day after Fri 29 May 2026 in Selangor is Wed 3 June', async () => {
    const { body } = await get('/v1/business-days/add?date=2026-05-29&days=1&state=selangor');
    expect(body.data).toEqual({ startDate: '2026-05-29', businessDays: 1, resultDate: '2026-06-03' });
  });

  it('subtracts with a negative number', async () => {
    const { body } = await get('/v1/business-days/add?date=2026-06-03&days=-1&state=selangor');
    expect(body.data.resultDate).toBe('2026-05-29');
  });

  it('returns the date unchanged for 0 days, even on a weekend', async () => {
    expect((await get('/v1/business-days/add?date=2026-05-30&days=0&state=selangor')).body.data.resultDate).toBe(
      '2026-05-30',
    );
  });

  it('counts from the next day when starting on a weekend: Kedah Friday + 1 = Sunday', async () => {
    expect((await get('/v1/business-days/add?date=2026-07-10&days=1&state=kedah')).body.data.resultDate).toBe(
      '2026-07-12',
    );
  });

  it.each(['366', '-366', '1.5', 'ten', ''])('refuses days=%s', async (days) => {
    const { status, body } = await get(`/v1/business-days/add?date=2026-05-29&days=${days}&state=selangor`);
    expect(status).toBe(400);
    expect(body.error.message).toContain("'days'");
  });

  it('refuses a result outside the years served', async () => {
    expect((await get('/v1/business-days/add?date=2100-12-01&days=300&state=selangor')).body.error.code).toBe(
      'YEAR_NOT_COVERED',
    );
  });

  it('adds 60 business days to 1 November 2027 in Selangor into the projected year, marked estimated', async () => {
    const { status, body } = await get('/v1/business-days/add?date=2027-11-01&days=60&state=selangor');
    expect(status).toBe(200);
    expect(body.data.resultDate > '2028-01-01').toBe(true);
    expect(body.meta.estimated).toBe(true);
    expect(
      (await get('/v1/business-days/add?date=2027-11-01&days=60&state=selangor&estimates=exclude')).body.error.code,
    ).toBe('YEAR_NOT_COVERED');
    expect((await get('/v1/business-days/add?date=2027-11-01&days=6&state=selangor')).body.meta).not.toHaveProperty(
      'estimated',
    );
  });
});
