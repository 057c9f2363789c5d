/**
 * Screenshots of the year view for docs/web.md, at a phone's 360 px and a desktop's 1280 px,
 * on the fixed clock of the tests (22 November 2026) with 8 days of leave planned in 2027 for breaks of 5 days or more, and a day's
 * details opened, and a projected year (2030); and the 2026 year view in Chinese and in Tamil (set
 * in the system faces the page asks for: install Debian's fonts-noto-core and fonts-noto-cjk
 * first, the Noto faces Android ships, or the machine's Chromium shows empty boxes):
 *
 *   bash scripts/with-chromium.sh npx tsx scripts/web-screenshots.ts
 */
import { createCalendar } from 'malaysia-calendar';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/http/app.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

const FIXED_NOW = new Date('2026-11-22T02:00:00Z');
const app = await buildApp({ calendar: createCalendar({ now: () => FIXED_NOW }), rateLimitPerMinute: 100_000 });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of [360, 1280]) {
    // The policy is bypassed for one style sheet: a screenshot shows the whole page at once,
    // so the parts a browser lays out only when they are scrolled to are laid out first.
    const page = await browser.newPage({
      viewport: { width, height: width === 360 ? 780 : 900 },
      deviceScaleFactor: 1,
      bypassCSP: true,
    });
    await page.goto(`${base}/selangor/2027?lang=en&leave=8&break=5`);
    await page.addStyleTag({
      content: '.year > .m, main > .columns, main > section { content-visibility: visible !important; }',
    });
    // The desktop's whole page; the phone's first three screens.
    await page.screenshot({
      path: `docs/screenshots/year-view-${width}.png`,
      fullPage: true,
      ...(width === 360 ? { clip: { x: 0, y: 0, width, height: 2340 } } : {}),
    });
    // A day's details, as a click (or the keyboard) opens them at the bottom of the screen.
    await page.locator('.year td[data-date="2027-08-31"]').click();
    await page.screenshot({ path: `docs/screenshots/day-details-${width}.png` });
    // A projected year: the line atop it, and its days marked tentative.
    await page.goto(`${base}/selangor/2030?lang=en`);
    await page.addStyleTag({
      content: '.year > .m, main > .columns, main > section { content-visibility: visible !important; }',
    });
    await page.screenshot({
      path: `docs/screenshots/projected-year-${width}.png`,
      fullPage: true,
      clip: { x: 0, y: 0, width, height: width === 360 ? 2340 : 1400 },
    });
    for (const lang of ['zh', 'ta']) {
      await page.goto(`${base}/selangor/2026?lang=${lang}`);
      await page.addStyleTag({
        content: '.year > .m, main > .columns, main > section { content-visibility: visible !important; }',
      });
      await page.screenshot({
        path: `docs/screenshots/year-${lang}-${width}.png`,
        fullPage: true,
        clip: { x: 0, y: 0, width, height: width === 360 ? 2340 : 2000 },
      });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await app.close();
}
