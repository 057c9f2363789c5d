import { afterEach, describe, expect, it } from 'vitest';
import { browserForTests } from './browser.js';

const LANGUAGES = ['en', 'ms', 'zh', 'ta'] as const;
const WIDTHS = [360, 1280] as const;
const PAGES = ['/', '/selangor/2026', '/kedah/2026?leave=8&break=4', '/selangor/2026/paid-holidays'];

/**
 * Every page in every language, at a phone's width and a desktop's: no header cell, button,
 * label or legend item holds more than its box shows. A Tamil word is often twice an English
 * one; the month grid's Tamil weekday headers once ran into each other (48 of the 84 at 1280 px).
 */
describe('the pages laid out in every language', { timeout: 120_000 }, () => {
  const web = browserForTests();
  afterEach(() => {
    expect(web.problems).toEqual([]);
  });

  it.each(LANGUAGES)('lets no header, button or label in %s overflow its box, at 360 and 1280 px', async (language) => {
    for (const width of WIDTHS) {
      for (const path of PAGES) {
        const page = await web.open(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`, {
          width,
          javaScript: false,
        });
        const overflowing = await page.evaluate(() => {
          // Laid out in full first: off-screen sections skip layout until they are scrolled to.
          for (const section of document.querySelectorAll<HTMLElement>('.year > .m, main > .columns, main > section'))
            section.style.contentVisibility = 'visible';
          // A box's text measured as laid out: a fixed-layout table's cell does not grow to its text, which runs out of it.
          const text = document.createRange();
          // A month's columns sit 3 px apart: a weekday that fills its cell reads as one word with its neighbours.
          const room = (element: HTMLElement) => (element.closest('table.month thead') === null ? -1 : 2);
          const overflows = (element: HTMLElement) => {
            text.selectNodeContents(element);
            const box = element.getBoundingClientRect();
            const inner = text.getBoundingClientRect();
            return inner.width > box.width - room(element) || element.scrollWidth > element.clientWidth + 1;
          };
          return [...document.querySelectorAll<HTMLElement>('th, button, label, summary, .legend li, nav a')]
            .filter((element) => element.getClientRects().length > 0 && overflows(element))
            .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`);
        });
        expect(overflowing, `${path} ${language} ${width}px`).toEqual([]);
        await page.context().close();
      }
    }
  });
});
