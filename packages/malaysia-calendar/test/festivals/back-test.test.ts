/**
 * The back-test: the festival computation alone (no recorded date enters it) for 2001-2027 against
 * every official Malaysian festival date. The oracle: python-holidays' confirmed Malaysian tables
 * (vacanza/holidays, holidays/countries/malaysia.py) for 2001-2019, as data/history/festivals.yaml
 * holds them after its cross-checks, and the project's gazetted data for 2020-2027. The test fails
 * when a festival reproduces fewer dates than docs/festivals.md publishes, or when the number of
 * dates compared changes without the published table. `PRINT_BACK_TEST=1` prints the table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { festivalTable } from '../../build/festivals/festival-table.js';
import { islamicFestivalDays } from '../../build/festivals/islamic-festivals.js';
import { ISLAMIC_FESTIVALS, type IslamicFestival } from '../../src/model/holiday-rule.js';
import { FESTIVALS, officialFestivalDates, type Festival } from './official-festivals.js';

const FIRST_YEAR = 2001;
const LAST_YEAR = 2027;

interface Result {
  compared: number;
  reproduced: number;
  misses: { official: string; computed: string }[];
}

function backTest(): Record<Festival, Result> {
  const table = festivalTable(FIRST_YEAR, LAST_YEAR);
  const official = officialFestivalDates();
  const results = {} as Record<Festival, Result>;
  for (const festival of Object.keys(FESTIVALS) as Festival[]) {
    const computed =
      festival in ISLAMIC_FESTIVALS
        ? islamicFestivalDays(table.islamicMonths, festival as IslamicFestival)
        : Object.values(table[festival as Exclude<Festival, IslamicFestival>]);
    const result: Result = { compared: 0, reproduced: 0, misses: [] };
    for (const date of official[festival].filter((day) => day >= `${FIRST_YEAR}` && day <= `${LAST_YEAR}-12-31`)) {
      result.compared++;
      if (computed.includes(date)) result.reproduced++;
      else {
        const nearest = computed.reduce((best, day) =>
          Math.abs(Date.parse(day) - Date.parse(date)) < Math.abs(Date.parse(best) - Date.parse(date)) ? day : best,
        );
        result.misses.push({ official: date, computed: nearest });
      }
    }
    results[festival] = result;
  }
  return results;
}

/** The published figures: the rows `| label | \`festival\` | compared | reproduced | % |` of docs/festivals.md. */
function publishedFigures(): Map<string, { compared: number; reproduced: number }> {
  const docs = readFileSync(join(import.meta.dirname, '../../../../docs/festivals.md'), 'utf8');
  const figures = new Map<string, { compared: number; reproduced: number }>();
  for (const match of docs.matchAll(/^\| [^|]+ \| `(\w+)` \| (\d+) \| (\d+) \| [\d.]+ % \|/gm)) {
    figures.set(match[1]!, { compared: Number(match[2]), reproduced: Number(match[3]) });
  }
  return figures;
}

const percent = (part: number, whole: number) => ((100 * part) / whole).toFixed(1);

describe(`back-test ${FIRST_YEAR}-${LAST_YEAR}: computed festivals against python-holidays' confirmed Malaysian tables and the gazetted data`, () => {
  const results = backTest();
  const published = publishedFigures();
  const total = Object.values(results).reduce(
    (sum, result) => ({ compared: sum.compared + result.compared, reproduced: sum.reproduced + result.reproduced }),
    { compared: 0, reproduced: 0 },
  );

  if (process.env.PRINT_BACK_TEST) {
    const rows = (Object.keys(FESTIVALS) as Festival[]).map((festival) => {
      const { compared, reproduced } = results[festival];
      return `| ${FESTIVALS[festival].label} | \`${festival}\` | ${compared} | ${reproduced} | ${percent(reproduced, compared)} % |`;
    });
    const misses = (Object.keys(FESTIVALS) as Festival[]).flatMap((festival) =>
      results[festival].misses.map((miss) => `| \`${festival}\` | ${miss.official} | ${miss.computed} |`),
    );
    console.log(
      [
        ...rows,
        `| all | \`all\` | ${total.compared} | ${total.reproduced} | ${percent(total.reproduced, total.compared)} % |`,
        '',
        ...misses,
      ].join('\n'),
    );
  }

  it.each(Object.keys(FESTIVALS) as Festival[])(
    '%s reproduces at least the published number of official dates',
    (festival) => {
      const figures = published.get(festival);
      expect(figures, `docs/festivals.md has no row for ${festival}`).toBeDefined();
      expect(results[festival].compared).toBe(figures!.compared);
      expect(results[festival].reproduced).toBeGreaterThanOrEqual(figures!.reproduced);
    },
  );

  it('all festivals together reproduce at least the published share', () => {
    const figures = published.get('all');
    expect(figures).toBeDefined();
    expect(total.compared).toBe(figures!.compared);
    expect(total.reproduced).toBeGreaterThanOrEqual(figures!.reproduced);
  });
});
