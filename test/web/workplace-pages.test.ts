import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

describe('the workplace on the pages for people', () => {
  const api = appForTests();
  const get = (url: string) => api.app.inject({ url });

  it('plans leave for the workplace in the address: its week, closed and blackout days, none of them spent', async () => {
    // Kedah rests Friday-Saturday; a bank there works Monday to Friday.
    const url =
      '/kedah/2027?lang=en&leave=4&break=3&workweek=mon-fri&closed=2027-12-24&blackout=2027-06-21..2027-06-30';
    const page = (await get(url)).body;
    // The form keeps what was asked, so the address can be shared and the page shows it again.
    expect(page).toContain('name="workweek" type="text" placeholder="mon-fri" autocomplete="off" value="mon-fri"');
    expect(page).toContain('value="2027-12-24"');
    expect(page).toContain('value="2027-06-21..2027-06-30"');
    expect(page).toContain('<details class="workplace" open>');
    const leave = [...page.matchAll(/<span class="leave-day"><time datetime="([\d-]+)"/g)].map((match) => match[1]!);
    const plan = (
      await get(
        '/v1/leave-plans?year=2027&state=kedah&leaveDays=4&workweek=mon-fri&closed=2027-12-24&blackout=2027-06-21..2027-06-30',
      )
    ).json();
    expect(leave).toEqual(plan.data.breaks.flatMap((stretch: { leaveDates: string[] }) => stretch.leaveDates));
    expect(leave.length).toBeGreaterThan(0);
    for (const day of leave) {
      // Monday to Friday only, never on the closed day or in the blackout.
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
      expect(day).not.toBe('2027-12-24');
      expect(day >= '2027-06-21' && day <= '2027-06-30').toBe(false);
    }
  });

  it('says why a workplace it cannot read is refused, in the page', async () => {
    const page = (await get('/selangor/2027?lang=en&leave=4&workweek=mon-sun')).body;
    expect(page).toMatch(/<p class="problem" role="alert">Parameter &#39;workweek&#39; works every day/);
  });

  it("shows an HR officer the year's paid holidays: Selangor 2027, Workers' Day on a Saturday off day, Wesak among the choice", async () => {
    const response = await get('/selangor/2027/paid-holidays?lang=en');
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain('<h1>Paid public holidays, Selangor 2027</h1>');
    expect(page).toContain('Employment Act 1955 s.60D(1)');
    const compulsory = page.slice(page.indexOf('id="compulsory"'), page.indexOf('id="choice"'));
    expect(compulsory).toMatch(/<tr data-date="2027-05-01">.*?a day off \(not the rest day\).*?no day in place/s);
    const choice = page.slice(page.indexOf('id="choice"'));
    expect(choice).toContain('The employer&#39;s choice: 6 of these');
    // Maulidur Rasul on Sunday 15 August 2027, the rest day, is paid on Monday 16 August if chosen.
    expect(choice).toMatch(/<tr data-date="2027-08-15">.*?the rest day.*?datetime="2027-08-16"/s);
    // Linked from the year view, and in the other languages.
    expect((await get('/selangor/2027?lang=en')).body).toContain(
      '<a href="/selangor/2027/paid-holidays?lang=en">Paid public holidays for employers</a>',
    );
    expect((await get('/selangor/2027/paid-holidays?lang=ms')).body).toContain('Wajib dibayar');
  });

  it("takes the employee's week and rest day from its form, and redirects an alias", async () => {
    const page = (await get('/selangor/2027/paid-holidays?lang=en&workweek=mon-fri&restDay=sat')).body;
    expect(page).toMatch(/<tr data-date="2027-05-01">.*?the rest day.*?datetime="2027-05-03"/s);
    const alias = await get('/MY-10/2027/paid-holidays?lang=en');
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe('/selangor/2027/paid-holidays?lang=en');
    expect((await get('/selangor/1999/paid-holidays')).statusCode).toBe(404);
  });

  it("keeps the employer's own days in the address: the boxes ticked are the days chosen, and Workers' Day of KL 2022 is paid on 2 May when Hari Raya is not chosen", async () => {
    // The form sends each ticked box as chosen=…: the list repeated.
    const page = (
      await get(
        '/kuala-lumpur/2022/paid-holidays?lang=en&chosen=tahun-baharu-cina-1&chosen=tahun-baharu-cina-2&chosen=hari-wesak&chosen=deepavali&chosen=hari-krismas&chosen=hari-raya-haji-1',
      )
    ).body;
    expect(page).toContain('name="chosen" value="hari-wesak" checked');
    expect(page).toMatch(/name="chosen" value="hari-raya-aidilfitri-1">/);
    const compulsory = page.slice(page.indexOf('id="compulsory"'), page.indexOf('id="choice"'));
    expect(compulsory).toMatch(/<tr data-date="2022-05-01">.*?the rest day.*?datetime="2022-05-02"/s);
    expect(page.slice(page.indexOf('id="not-chosen"'))).toContain('Hari Raya Aidilfitri');
    // Too many days ticked: the page says why, and keeps the boxes to untick.
    const refused = (
      await get(
        '/kuala-lumpur/2022/paid-holidays?lang=en&chosen=thaipusam&chosen=tahun-baharu-cina-1&chosen=tahun-baharu-cina-2&chosen=hari-wesak&chosen=deepavali&chosen=hari-krismas&chosen=hari-raya-haji-1',
      )
    ).body;
    expect(refused).toMatch(/<p class="problem" role="alert">Parameter &#39;chosen&#39;/);
    expect(refused).toContain('name="chosen" value="thaipusam" checked');
  });
});
