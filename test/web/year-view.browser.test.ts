import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserForTests } from './browser.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Holiday {
  date: string;
  endDate?: string;
  name: { en: string };
  status: string;
}

/** A day cell of the year view. */
function dayCell(page: Page, date: string) {
  return page.locator(`.year td[data-date="${date}"]`);
}

async function axeViolations(page: Page) {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const results = await (
      globalThis as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
    ).axe.run();
    return results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

describe('the year view in Chromium', { timeout: 60_000 }, () => {
  const web = browserForTests();
  afterEach(() => {
    expect(web.problems).toEqual([]);
  });

  it('shows every holiday the API lists for the year on its date, for two states', async () => {
    for (const [state, year] of [
      ['johor', 2026],
      ['kedah', 2025],
    ] as const) {
      const listed = (await web.app.inject(`/v1/holidays?year=${year}&state=${state}&status=all`)).json()
        .data as Holiday[];
      expect(listed.length).toBeGreaterThan(10);
      const page = await web.open(`/${state}/${year}?lang=en`, { javaScript: false });
      // Every day cell read in one round trip to the browser, not two a holiday.
      const cells = new Map(
        await page
          .locator('.year td[data-date]')
          .evaluateAll((tds) =>
            tds.map(
              (td) =>
                [
                  td.getAttribute('data-date')!,
                  { text: td.textContent ?? '', kinds: td.getAttribute('data-kind') ?? '' },
                ] as const,
            ),
          ),
      );
      for (const holiday of listed) {
        const cell = cells.get(holiday.date);
        expect(cell?.text, `${state} ${holiday.date}`).toContain(holiday.name.en);
        expect(cell?.kinds.split(' '), `${state} ${holiday.date}`).toContain(
          holiday.status === 'cancelled' ? 'cancelled' : 'holiday',
        );
      }
      await page.context().close();
    }
  });

  it('marks the weekend in force on each date: Kedah keeps Friday and Saturday, Johor Saturday and Sunday since 2025', async () => {
    const kedah = await web.open('/kedah/2026', { javaScript: false });
    // 2 and 3 January 2026 are a Friday and a Saturday; 4 January a Sunday.
    expect(await dayCell(kedah, '2026-01-02').getAttribute('data-kind')).toContain('weekend');
    expect(await dayCell(kedah, '2026-01-04').getAttribute('data-kind')).toBeNull();
    const johor = await web.open('/johor/2024', { javaScript: false });
    expect(await dayCell(johor, '2024-01-05').getAttribute('data-kind')).toContain('weekend'); // Friday
    expect(await dayCell(johor, '2024-01-07').getAttribute('data-kind')).toBeNull(); // Sunday
    await kedah.context().close();
    await johor.context().close();
  });

  it('switches state and language by its links, keeping the language', async () => {
    const page = await web.open('/selangor/2026?lang=en');
    await page.getByText('Other states', { exact: true }).first().click();
    await page.locator('.state-picker').getByRole('link', { name: 'Kelantan' }).click();
    await expect(page.locator('h1').textContent()).resolves.toBe('Kelantan holidays 2026');
    await page.getByRole('link', { name: 'Bahasa Melayu' }).click();
    expect(new URL(page.url()).pathname).toBe('/kelantan/2026');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ms');
    await expect(page.locator('h1').textContent()).resolves.toBe('Cuti Kelantan 2026');
    await page.getByRole('link', { name: '2027 →' }).click();
    await expect(page.locator('h1').textContent()).resolves.toBe('Cuti Kelantan 2027');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ms');
    await page.context().close();
  });

  it('opens a day’s details by keyboard: its holidays and the other states that are off', async () => {
    const page = await web.open('/selangor/2026?lang=en');
    // The year is one tab stop; on the fixed clock (22 November 2026) it starts on today.
    const today = dayCell(page, '2026-11-22');
    await today.focus();
    await expect(today.getAttribute('aria-current')).resolves.toBe('date');
    // Home goes to 1 January, then one day on: 2 January 2026, a Friday: off in the Friday–Saturday states.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    const details = page.locator('#day-details');
    await expect(details.isVisible()).resolves.toBe(true);
    await expect(details.locator('h3').textContent()).resolves.toContain('2 January 2026');
    const off = await details.locator('ul.off li').allTextContents();
    expect(off).toEqual(expect.arrayContaining(['Kedah (weekend)', 'Kelantan (weekend)', 'Terengganu (weekend)']));
    expect(off.some((line) => line.startsWith('Selangor'))).toBe(false);
    // 31 August: National Day everywhere.
    for (let step = 0; step < 7; step++) await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowDown'); // 2 January + 7 months = 2 August; a week on: 9 August
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-date'))).resolves.toBe('2026-08-09');
    await dayCell(page, '2026-08-31').click();
    await expect(details.textContent()).resolves.toContain('National Day');
    expect(await details.locator('ul.off li').count()).toBe(15);
    await page.context().close();
  });

  it('runs the leave planner from its form, without JavaScript, and marks the days to take in the grid', async () => {
    const page = await web.open('/selangor/2027?lang=en', { javaScript: false });
    await page.getByLabel('Days of leave').fill('8');
    await page.getByRole('button', { name: 'Plan' }).click();
    await page.waitForURL(/leave=8/);
    const plan = (await web.app.inject('/v1/leave-plans?year=2027&state=selangor&leaveDays=8')).json().data as {
      leaveDaysUsed: number;
      totalDaysOff: number;
      breaks: { leaveDates: string[] }[];
    };
    await expect(page.locator('#leave-plan').textContent()).resolves.toContain(
      `${plan.leaveDaysUsed} days of leave give ${plan.totalDaysOff} days off`,
    );
    const leaveDates = plan.breaks.flatMap((stretch) => stretch.leaveDates);
    expect(leaveDates).toHaveLength(plan.leaveDaysUsed);
    for (const date of leaveDates)
      await expect(dayCell(page, date).getAttribute('data-kind')).resolves.toContain('leave');
    expect(await page.locator('.year td[data-kind~=leave]').count()).toBe(leaveDates.length);
    await page.context().close();
  });

  it('subscribes: the feed link leads to a calendar that parses, with the state’s holidays', async () => {
    const page = await web.open('/pulau-pinang/2026?lang=en');
    const download = await page.getByRole('link', { name: 'Download .ics file' }).getAttribute('href');
    const webcal = await page.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href');
    const google = await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href');
    expect(webcal).toBe(download!.replace(/^http:/, 'webcal:'));
    expect(google).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal!)}`);
    await expect(page.locator('#feed-url').inputValue()).resolves.toBe(download);
    const response = await page.request.get(download!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    const summaries = events.map((event) => event.getFirstPropertyValue('summary'));
    const confirmed = (await web.app.inject('/v1/holidays?year=2026&state=pulau-pinang')).json().data as Holiday[];
    expect(summaries).toEqual(expect.arrayContaining(confirmed.map((holiday) => holiday.name.en)));
    await page.context().close();
  });

  it('follows a change feed’s link to a day: the year view opens that day’s details', async () => {
    const page = await web.open('/kedah/2025?lang=en');
    const feed = await page.locator('link[rel=alternate][type="application/atom+xml"]').getAttribute('href');
    const atom = await (await page.request.get(feed!)).text();
    // The 2025 entry of data/changelog.yaml that settles Kedah's 2025 links to its first day, the removed Aidilfitri day, Sun 30 Mar 2025.
    const link = /<link rel="alternate" type="text\/html" href="([^"]*#2025-03-30)"\/>/
      .exec(atom)![1]!
      .replaceAll('&amp;', '&');
    await page.context().close();
    const url = new URL(link);
    const opened = await web.open(`${url.pathname}${url.search}${url.hash}`);
    const details = opened.locator('#day-details');
    await expect(details.isVisible()).resolves.toBe(true);
    await expect(details.locator('h3').textContent()).resolves.toBe('Sunday, 30 March 2025');
    await expect(dayCell(opened, '2025-03-30').getAttribute('class')).resolves.toContain('selected');
    // Another day named in the address, on the page already open.
    await opened.evaluate(() => (location.hash = '#2025-08-31'));
    await expect(details.locator('h3').textContent()).resolves.toBe('Sunday, 31 August 2025');
    await opened.context().close();
  });

  it.each(['en', 'ms', 'zh', 'ta'])(
    'has no accessibility violations (axe-core) on the landing page and a year view in %s',
    async (lang) => {
      // One page for both, as a visitor goes from one to the other (a context costs half a second).
      const page = await web.open(`/?lang=${lang}`);
      expect(await axeViolations(page), 'the landing page').toEqual([]);
      await page.goto(`${web.base}/selangor/2026?lang=${lang}`);
      expect(await axeViolations(page), 'the year view').toEqual([]);
      await page.context().close();
    },
  );

  it('prints a year on one A4 page', async () => {
    const page = await web.open('/kedah/2026?lang=en&leave=5');
    const pdf = (await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.context().close();
  });

  it('remembers the state chosen on the landing page', async () => {
    const page = await web.open('/?lang=en');
    await page.selectOption('#state', 'sabah');
    await expect(page.locator('section[data-state=sabah]').isVisible()).resolves.toBe(true);
    await page.reload();
    await expect(page.locator('#state').inputValue()).resolves.toBe('sabah');
    await expect(page.locator('section[data-state=sabah] h2').textContent()).resolves.toBe('Next holidays in Sabah');
    await page.context().close();
  });

  it('fits a phone: at 360 px nothing but a table’s own scroller is wider than the screen', async () => {
    for (const path of ['/selangor/2027?lang=en', '/kedah/2026?lang=ms&leave=8&break=5']) {
      const page = await web.open(path, { width: 360 });
      const overflowing = await page.evaluate(() => {
        // Laid out in full first: off-screen sections skip layout until they are scrolled to (CSSOM, which the policy allows).
        for (const section of document.querySelectorAll<HTMLElement>('.year > .m, main > .columns, main > section'))
          section.style.contentVisibility = 'visible';
        return [...document.querySelectorAll('main *')]
          .filter(
            (element) =>
              !element.closest('.scroll') &&
              element.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
          )
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      });
      expect(overflowing, path).toEqual([]);
      await page.context().close();
    }
  });
});
