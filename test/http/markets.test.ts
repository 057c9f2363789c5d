import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();

describe('the market through the API', () => {
  it('/v1/markets lists Bursa Malaysia Securities with its sessions and its settlement cycle', async () => {
    const { status, body } = await api.get('/v1/markets');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(1);
    const [xkls] = body.data;
    expect(xkls).toMatchObject({ id: 'xkls', mic: 'XKLS', holidaysOf: 'kuala-lumpur', timezone: 'Asia/Kuala_Lumpur' });
    expect(xkls.sessions.at(-1).sessions).toEqual([
      { open: '09:00', close: '12:30' },
      { open: '14:30', close: '17:00' },
    ]);
    expect(xkls.settlement.map((rule: { days: number }) => rule.days)).toEqual([3, 2]);
  });

  it('/v1/markets/xkls/sessions lists each trading day with its local hours and break', async () => {
    const { status, body } = await api.get('/v1/markets/xkls/sessions?year=2019');
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ market: 'xkls', year: 2019 });
    const days = new Map(body.data.map((day: { date: string }) => [day.date, day]));
    // 4 Feb 2019, the eve of Chinese New Year: morning only (Bursa 2019 list, note 2); 5 Feb closed.
    expect(days.get('2019-02-04')).toMatchObject({ close: '12:30', halfDay: true, breakStart: null });
    expect(days.has('2019-02-05')).toBe(false);
    expect(days.get('2019-02-07')).toMatchObject({
      open: '09:00',
      close: '17:00',
      breakStart: '12:30',
      breakEnd: '14:30',
    });
  });

  it('answers the sessions as CSV', async () => {
    const response = await api.app.inject('/v1/markets/xkls/sessions?year=2026&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body.split('\r\n')[0]).toBe('\uFEFFdate,open,close,halfDay,breakStart,breakEnd,settlementDate');
  });

  it('settles with business-days/add and market=xkls: T+2 over Chinese New Year 2026 (17-18 Feb closed)', async () => {
    const { status, body } = await api.get('/v1/business-days/add?date=2026-02-16&days=2&market=xkls');
    expect(status).toBe(200);
    expect(body.data.resultDate).toBe('2026-02-20');
    expect(body.meta).toMatchObject({ state: 'kuala-lumpur', market: 'xkls' });
  });

  it('takes market on check, today, business-days and long weekends', async () => {
    for (const url of [
      '/v1/holidays/check?date=2026-02-17&market=xkls',
      '/v1/holidays/today?market=xkls',
      '/v1/business-days?start=2026-01-01&end=2026-12-31&market=xkls',
      '/v1/holidays/long-weekends?year=2026&market=xkls',
    ]) {
      const { status, body } = await api.get(url);
      expect([url, status, body.meta.market]).toEqual([url, 200, 'xkls']);
    }
  });

  it('marks a projected year estimated', async () => {
    const { body } = await api.get('/v1/markets/xkls/sessions?year=2030');
    expect(body.meta.estimated).toBe(true);
  });

  it('refuses market and state together with a 400 naming both', async () => {
    const { status, body } = await api.get('/v1/business-days/add?date=2026-02-16&days=2&market=xkls&state=selangor');
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toMatch(/'market' and 'state'/);
  });

  it('refuses an unknown market with a 400 listing the known ones, in the query or the path', async () => {
    for (const url of ['/v1/holidays/check?date=2026-02-17&market=xnys', '/v1/markets/xnys/sessions?year=2026']) {
      const { status, body } = await api.get(url);
      expect([url, status, body.error.code, body.error.suggestions]).toEqual([url, 400, 'VALIDATION_ERROR', ['xkls']]);
    }
  });

  it('still requires state when no market is given, in the same words as before', async () => {
    const { status, body } = await api.get('/v1/business-days?start=2026-01-01&end=2026-12-31');
    expect(status).toBe(400);
    expect(body.error.message).toBe("Parameter 'state' is required.");
  });

  it('refuses a year before the market data with YEAR_NOT_COVERED', async () => {
    const { status, body } = await api.get('/v1/markets/xkls/sessions?year=2014');
    expect([status, body.error.code]).toEqual([404, 'YEAR_NOT_COVERED']);
  });
});
