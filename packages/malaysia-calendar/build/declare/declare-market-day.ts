/**
 * The data desk's path for a market's decision (Bursa stays open on a surprise holiday, closes
 * on a working day, or trades a half or a full day against its rule): the day spliced into
 * data/markets/{market}.yaml in date order, in the file's own layout, the data validated by
 * every check of the build, and the market's answer for the day before and after. Invalid data
 * puts the file back and throws the validator's problems; a dry run puts it back after the report.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { MalaysiaCalendar } from '../../src/calendar/malaysia-calendar.js';
import { MARKET_DAY_KINDS, type MarketDay } from '../../src/model/market-file.js';
import { loadDataset } from '../load-dataset.js';

export const DECLARE_MARKET_USAGE = `npm run declare -- --market xkls --date YYYY-MM-DD --kind open|closed|half-day|full-day
  --reason "what the exchange decided" --reference "its release, where reported" [--dry-run]

Writes the day into data/markets/{market}.yaml (its days, in date order), validates the data and
prints the market's day before and after. --dry-run puts the file back afterwards.`;

/** The day the arguments describe; throws an Error naming the first problem. */
export function parseMarketDay(argv: readonly string[]): { market: string; day: MarketDay; dryRun: boolean } {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      market: { type: 'string' },
      date: { type: 'string' },
      kind: { type: 'string' },
      reason: { type: 'string' },
      reference: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const { market, date, kind, reason, reference } = values;
  if (market === undefined || !/^[a-z0-9]+$/.test(market)) throw new Error('--market: a market id, e.g. xkls');
  if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error('--date: expected YYYY-MM-DD');
  if (kind === undefined || !(MARKET_DAY_KINDS as readonly string[]).includes(kind))
    throw new Error(`--kind: expected one of ${MARKET_DAY_KINDS.join(', ')}`);
  if (!reason?.trim()) throw new Error('--reason is required: what the exchange decided');
  if (!reference?.trim()) throw new Error('--reference is required: the release the day rests on');
  return {
    market,
    day: { date, kind: kind as MarketDay['kind'], reason: reason.trim(), source: reference.trim() },
    dryRun: values['dry-run']!,
  };
}

/** `text` (a market file) with the day among its days, before the first dated after it. */
export function withMarketDay(text: string, day: MarketDay): string {
  const line = `  - {date: ${day.date}, kind: ${day.kind}, reason: ${JSON.stringify(day.reason)}, source: ${JSON.stringify(day.source)}}`;
  const lines = text.split('\n');
  const start = lines.findIndex((one) => /^days:/.test(one));
  if (start < 0) throw new Error('the market file has no "days:" list');
  let at = lines.length;
  while (at > start + 1 && lines[at - 1] === '') at--;
  for (let index = start + 1; index < lines.length; index++) {
    const date = /^ {2}- \{date: (\d{4}-\d{2}-\d{2})/.exec(lines[index]!)?.[1];
    if (date !== undefined && date > day.date) {
      at = index;
      break;
    }
  }
  const list = lines[start]!.replace(/\s*\[\]\s*(#.*)?$/, '');
  return [...lines.slice(0, start), list, ...lines.slice(start + 1, at), line, ...lines.slice(at)].join('\n');
}

/** The market's answer for the day: whether it trades, and its hours. */
function dayText(calendar: MalaysiaCalendar, market: string, date: string): string {
  const traded = calendar.sessions(market, Number(date.slice(0, 4))).find((day) => day.date === date);
  return traded === undefined
    ? 'no trading'
    : `trades ${traded.open}-${traded.close}${traded.halfDay ? ' (half day)' : ''}`;
}

export function declareMarketDay(argv: readonly string[], dataDir: string): string {
  const { market, day, dryRun } = parseMarketDay(argv);
  const path = join(dataDir, 'markets', `${market}.yaml`);
  const text = readFileSync(path, 'utf8');
  const before = new MalaysiaCalendar(loadDataset(dataDir));
  writeFileSync(path, withMarketDay(text, day));
  let after: MalaysiaCalendar;
  try {
    after = new MalaysiaCalendar(loadDataset(dataDir));
  } catch (error) {
    writeFileSync(path, text);
    throw error;
  }
  if (dryRun) writeFileSync(path, text);
  return [
    `Declared: ${market} ${day.kind} on ${day.date}: ${day.reason}`,
    `${dryRun ? 'Would write' : 'Wrote'}: ${relative(dataDir, path)}`,
    `Data validation: OK (data version ${before.dataVersion} -> ${after.dataVersion})`,
    `${day.date}: before: ${dayText(before, market, day.date)}; after: ${dayText(after, market, day.date)}`,
    dryRun
      ? 'Dry run: the data file is as it was.'
      : 'Not committed: review `git diff data/`, run `npm test`, then commit.',
  ].join('\n');
}
