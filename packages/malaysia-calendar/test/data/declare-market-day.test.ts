/**
 * The data desk's declaration of a market's decision, on a copy of the data. Friday 20 March
 * 2026 is a Kuala Lumpur holiday declared on 15 March 2026 (the additional Hari Raya day;
 * data/notes/xkls.md), a surprise holiday: Bursa closes unless it announces that it trades.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../build/data-error.js';
import { declareMarketDay } from '../../build/declare/declare-market-day.js';
import { bundledDataDir, loadDataset } from '../../build/load-dataset.js';
import { MalaysiaCalendar } from '../../src/calendar/malaysia-calendar.js';

function dataCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mycal-declare-market-'));
  cpSync(bundledDataDir(), dir, { recursive: true });
  return dir;
}
const marketFile = (dir: string) => readFileSync(join(dir, 'markets', 'xkls.yaml'), 'utf8');
const OPEN_ON_20_MARCH = ['--market', 'xkls', '--date', '2026-03-20', '--kind', 'open'];
const WORDS = ['--reason', 'Bursa trades on the surprise holiday', '--reference', 'a Bursa media release'];

describe('declaring a market day', () => {
  it('writes the day among the days in date order, and the market then trades on it', () => {
    const dir = dataCopy();
    const report = declareMarketDay([...OPEN_ON_20_MARCH, ...WORDS], dir);
    expect(report).toContain('2026-03-20: before: no trading; after: trades 09:00-17:00');
    const calendar = new MalaysiaCalendar(loadDataset(dir));
    expect(calendar.check('2026-03-20', undefined, { market: 'xkls' }).isWorkingDay).toBe(true);
    const days = marketFile(dir).slice(marketFile(dir).indexOf('\ndays:'));
    expect(days.indexOf('2025-09-15')).toBeLessThan(days.indexOf('2026-03-20'));
  });

  it('leaves the file as it was on a dry run, and when the validator refuses the day', () => {
    const dir = dataCopy();
    const before = marketFile(dir);
    declareMarketDay([...OPEN_ON_20_MARCH, ...WORDS, '--dry-run'], dir);
    expect(marketFile(dir)).toBe(before);
    // Before 10 January 2023 Bursa could not trade on a holiday (The Malaysian Reserve, 3 January 2023).
    expect(() =>
      declareMarketDay(['--market', 'xkls', '--date', '2022-11-18', '--kind', 'open', ...WORDS], dir),
    ).toThrow(DataError);
    expect(marketFile(dir)).toBe(before);
  });

  it('refuses a kind it does not know, naming the kinds', () => {
    expect(() =>
      declareMarketDay(['--market', 'xkls', '--date', '2026-03-20', '--kind', 'shut', ...WORDS], dataCopy()),
    ).toThrow(/open, closed, full-day, half-day/);
  });
});
