import type { CalendarData } from '../src/core/calendar-data.js';
import { indexNames } from '../src/loading/indexed-names.js';

/**
 * The compiled data as an ES module, for the entry point that reads no file (dist/browser.js,
 * every runtime without `node:fs`): whatever the build compiled, less the reviewers' notes of
 * holidays (of the history too), school holidays and exams, and the reasons and sources of a
 * market's days and its surprise-holiday rule, which no answer shows (the data
 * loader leaves the rules' notes out already), and of the change log's sentences in Malay,
 * Chinese and Tamil, which only the change feeds of those languages tell: they are a module of
 * their own (CHANGE_SENTENCES_MODULE), which a page imports when it asks for those feeds. Each
 * name is written once (loading/indexed-names.ts). Written as `JSON.parse` of one string, which engines parse
 * faster than the same object literal. Nothing to hash at run time:
 * the module travels inside the application's bundle, whose integrity is the bundler's.
 */
export const DATA_MODULE = new URL('../compiled/calendar-data.js', import.meta.url);

export function dataModule(data: CalendarData): string {
  const answered: CalendarData = {
    ...data,
    holidays: data.holidays.map(({ note: _note, ...holiday }) => holiday),
    school: data.school.map((year) => ({
      ...year,
      holidays: year.holidays.map(({ note: _note, ...holiday }) => holiday),
    })),
    exams: data.exams.map(({ note: _note, ...exam }) => exam),
    changelog: data.changelog.map(({ summaryIn: _summaryIn, ...entry }) => entry),
    changeSentences: 'apart',
    history: { ...data.history, holidays: data.history.holidays.map(({ note: _note, ...holiday }) => holiday) },
    markets: data.markets.map((market) => ({
      ...market,
      rules: { sessions: market.rules.sessions, settlement: market.rules.settlement, halfDays: market.rules.halfDays },
      days: market.days.map(({ date, kind }) => ({ date, kind })),
    })),
  };
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(indexNames(answered)))});\n`;
}

/** Its declaration, so that TypeScript can import it; the entry point that does states its type. */
export const DATA_MODULE_TYPES = 'declare const data: unknown;\nexport default data;\n';

/** The change log's sentences in Malay, Chinese and Tamil by entry id, as a module (src/change-sentences.ts imports it); its declaration is DATA_MODULE_TYPES. */
export const CHANGE_SENTENCES_MODULE = new URL('../compiled/change-sentences.js', import.meta.url);

export function changeSentencesModule(data: CalendarData): string {
  const sentences = Object.fromEntries(
    data.changelog.flatMap((entry) => (entry.summaryIn === undefined ? [] : [[entry.id, entry.summaryIn]])),
  );
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(sentences))});\n`;
}
