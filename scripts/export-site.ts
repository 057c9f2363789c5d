/**
 * Writes the calendar's pages as static files, for any static host or CDN:
 *
 *   npm run export-site -- DIR [--origin https://calendar.example] [--years 2001-2100]
 *
 * Every state × year × language (by default the gazetted years and the three projected years
 * after them: a hundred years of pages would be some 250 MB; the year navigation stops at the
 * years written), the landing page in each language, a page per state that sends to its current
 * year, 404.html, robots.txt, the hashed assets, and the example page of the library's browser
 * build (`/examples/working-day/`). English is at the
 * service's own paths (`/selangor/2026/`), the other languages under `/ms/`, `/zh/`, `/ta/`. `--origin`
 * is where the service runs (default PUBLIC_ORIGIN, else http://localhost:3000): the feeds, the
 * API docs and the leave planner's form lead there, since a static host cannot answer them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createCalendar } from 'malaysia-calendar';
import { ConfigError, publicOrigin } from '../src/config.js';
import { CalendarSite } from '../src/web/site.js';
import { examplePage } from './example-page.js';
import { staticLinks } from '../src/links/site-links.js';
import { LANGUAGES } from '../src/web/words.js';

/** PUBLIC_ORIGIN, as the service reads it; an invalid one stops the export with the service's message. */
function configuredOrigin(): string | undefined {
  try {
    return publicOrigin(process.env.PUBLIC_ORIGIN);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

const args = process.argv.slice(2);
const originAt = args.indexOf('--origin');
const origin = (originAt === -1 ? (configuredOrigin() ?? 'http://localhost:3000') : (args[originAt + 1] ?? '')).replace(
  /\/$/,
  '',
);
const yearsAt = args.indexOf('--years');
const directory = args.find(
  (arg, index) =>
    !arg.startsWith('--') && (originAt === -1 || index !== originAt + 1) && (yearsAt === -1 || index !== yearsAt + 1),
);
if (directory === undefined || !/^https?:\/\/[^/]+$/.test(origin)) {
  console.error('usage: npm run export-site -- DIR [--origin https://host]');
  process.exit(2);
}

const calendar = createCalendar();
const { gazetted, firstYear: first, lastYear: last } = calendar.coverage().holidays;
const [firstYear, lastYear] =
  yearsAt === -1
    ? [gazetted.firstYear, Math.min(gazetted.lastYear + 3, last)]
    : (args[yearsAt + 1] ?? '').split('-').map(Number);
if (!(firstYear! >= first && lastYear! <= last && firstYear! <= lastYear!)) {
  console.error(`--years takes FIRST-LAST within ${first}-${last}`);
  process.exit(2);
}
const site = new CalendarSite(calendar, undefined, { firstYear: firstYear!, lastYear: lastYear! });
const links = staticLinks(origin);
let files = 0;
function write(path: string, body: string | Uint8Array) {
  const file = join(directory!, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  files++;
}

for (const asset of Object.values(site.assets)) write(`assets/${asset.fileName}`, asset.body);
for (const [path, body] of await examplePage()) write(path, body);
write('robots.txt', 'User-agent: *\nAllow: /\n');
write(
  '404.html',
  site.notFound(
    'en',
    links,
    (words) => words.notFoundPage,
    [],
    (language) => links.landing(language),
  ),
);
for (const language of LANGUAGES) {
  const prefix = language === 'en' ? '' : `${language}/`;
  write(`${prefix}index.html`, site.landing(language, links));
  for (const market of site.calendar.markets())
    for (const year of site.marketYears(market.id))
      write(`${prefix}markets/${market.id}/${year}/index.html`, site.market(language, links, market.id, year));
  for (const state of site.states) {
    for (const year of site.years()) {
      write(`${prefix}${state.code}/${year}/index.html`, site.year(language, links, state.code, year));
      write(
        `${prefix}${state.code}/${year}/paid-holidays/index.html`,
        site.paidHolidays(language, links, state.code, year, {}),
      );
    }
    const current = links.year(state.code, site.calendar.currentYear(), language);
    write(
      `${prefix}${state.code}/index.html`,
      `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${current}"><title>${state.name.en}</title><a href="${current}">${current}</a>\n`,
    );
  }
}
console.log(`${files} files written to ${directory} (feeds and the leave planner at ${origin})`);
