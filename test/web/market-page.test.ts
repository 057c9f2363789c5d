import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
const get = (url: string) => api.app.inject(url);

describe("the market's year for people", () => {
  it('shows 2019: its half days closing at 12:30 and each weekday without trading with the holiday that closes it, as the API lists the sessions', async () => {
    const page = await get('/markets/xkls/2019?lang=en');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sessions = (await get('/v1/markets/xkls/sessions?year=2019')).json().data as { date: string }[];
    expect(page.body).toContain(`${sessions.length} trading days, 2 of them half days`);
    // The eves of Chinese New Year and Hari Raya 2019 (Bursa's 2019 list, note 2).
    expect(page.body).toMatch(/datetime="2019-02-04">[^<]*<\/time><\/td><td>12:30/);
    expect(page.body).toMatch(/data-date="2019-02-05"><td><time[^>]*>[^<]*<\/time><\/td><td>Chinese New Year</);
  });

  it.each(['en', 'ms', 'zh', 'ta'])('is written in %s, and the landing page links to it', async (language) => {
    const page = await get(`/markets/xkls/2026?lang=${language}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${language}">`);
    expect((await get(`/?lang=${language}`)).body).toMatch(
      new RegExp(`href="/markets/xkls/\\d{4}\\?lang=${language}"`),
    );
  });

  it('marks a projected year estimated', async () => {
    expect((await get('/markets/xkls/2031')).body).toContain('2031 is estimated');
  });

  it('answers a year before its data, or an unknown market, with a 404 page', async () => {
    for (const url of ['/markets/xkls/2014', '/markets/xnys/2026', '/markets/xkls/twenty']) {
      const page = await get(url);
      expect([url, page.statusCode, page.headers['content-type']]).toEqual([url, 404, 'text/html; charset=utf-8']);
    }
  });
});
