import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { examplePage } from '../../scripts/example-page.js';
import { calendar } from '../support/fixtures.js';

/**
 * The example page of the library's browser build, as the static export writes it, in Debian's
 * chromium: a day's answer and a span's business days, as the library answers them, with no
 * request but the page's own two files.
 */
const ORIGIN = 'https://example.test';
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 60_000);
afterAll(async () => browser?.close());

describe('the example page', () => {
  it('answers whether a day is a working day in a state, and counts business days, in the page', async () => {
    const files = await examplePage();
    const page = await browser.newPage();
    const problems: string[] = [];
    const requests: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => requests.push(request.url()));
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(1).replace(/(^|\/)$/, '$1index.html');
      const body = files.get(path);
      return body === undefined
        ? route.fulfill({ status: 404 })
        : route.fulfill({
            contentType: path.endsWith('.js') ? 'text/javascript' : 'text/html',
            body: Buffer.from(body),
          });
    });
    await page.goto(`${ORIGIN}/examples/working-day/`);
    await expect.poll(() => page.locator('#day-answer').textContent()).not.toBe('');

    await page.fill('#day', '2026-08-31');
    expect(await page.locator('#day-answer').textContent()).toBe(
      'Monday 2026-08-31 is not a working day: National Day (confirmed).',
    );
    await page.selectOption('#state', 'kedah');
    await page.fill('#day', '2026-07-03');
    expect(await page.locator('#day-answer').textContent()).toBe('Friday 2026-07-03 is not a working day: weekend.');
    expect(calendar.check('2026-07-03', 'kedah')).toMatchObject({
      isWorkingDay: false,
      isWeekend: true,
      isHoliday: false,
    });
    await page.fill('#day', '2026-07-12');
    expect(await page.locator('#day-answer').textContent()).toBe('Sunday 2026-07-12 is a working day.');

    await page.selectOption('#state', 'selangor');
    await page.fill('#start', '2026-01-01');
    await page.fill('#end', '2026-12-31');
    const span = calendar.businessDays('2026-01-01', '2026-12-31', 'selangor');
    expect(await page.locator('#span-answer').textContent()).toBe(
      `${span.businessDays} business days in 365 days (${span.holidays} holidays, ${span.weekendDays} weekend days).`,
    );
    // One day, and one holiday: National Day, Monday 31 August 2026, counted in the singular.
    await page.fill('#start', '2026-08-31');
    await page.fill('#end', '2026-08-31');
    expect(await page.locator('#span-answer').textContent()).toBe(
      '0 business days in 1 day (1 holiday, 0 weekend days).',
    );
    await page.fill('#end', '');
    expect(await page.locator('#span-answer').textContent()).toMatch(/^Parameter 'end'/);

    expect(problems).toEqual([]);
    expect(requests).toEqual([`${ORIGIN}/examples/working-day/`, `${ORIGIN}/examples/working-day/app.js`]);
  }, 60_000);
});
