import { type DayNumber, fromParts, parseIsoDate } from './civil-date.js';
import { FESTIVALS, type Festival, type FestivalTable } from '../model/holiday-rule.js';

/**
 * The festival table as the compiled data carries it: the same facts as `data/festivals.yaml`
 * in a tenth of the bytes, for the browser build's weight. Islamic months as the first month's
 * key and day and one digit a month for its length ('9': 29 days, '0': 30); each other festival
 * as four digits (MMDD) a year from `firstYear`.
 */
export interface CompactFestivals {
  islamicMonths: { first: string; start: string; lengths: string };
  firstYear: number;
  days: Record<Festival, string>;
}

export function compactFestivals(table: FestivalTable): CompactFestivals {
  const entries = Object.entries(table.islamicMonths);
  const starts = entries.map(([, date]) => parseIsoDate(date)!);
  const lengths = starts
    .slice(1)
    .map((start, index) => (start - starts[index]! === 29 ? '9' : '0'))
    .join('');
  const firstYear = Math.min(...Object.keys(table.chineseNewYear).map(Number));
  const days = Object.fromEntries(
    FESTIVALS.map((name) => [
      name,
      Object.entries(table[name])
        .map(([, date]) => date.slice(5, 7) + date.slice(8, 10))
        .join(''),
    ]),
  ) as Record<Festival, string>;
  return { islamicMonths: { first: entries[0]![0], start: entries[0]![1], lengths }, firstYear, days };
}

/** Each Islamic month's key (AH-MM) and first day, in order. */
export function islamicMonthStarts({
  islamicMonths,
}: CompactFestivals): { ahYear: number; month: number; first: DayNumber }[] {
  let [ahYear, month] = [Number(islamicMonths.first.slice(0, 4)), Number(islamicMonths.first.slice(5))];
  let first = parseIsoDate(islamicMonths.start)!;
  const months = [{ ahYear, month, first }];
  for (const length of islamicMonths.lengths) {
    first += length === '9' ? 29 : 30;
    [ahYear, month] = month === 12 ? [ahYear + 1, 1] : [ahYear, month + 1];
    months.push({ ahYear, month, first });
  }
  return months;
}

/** A festival's day in each year of the table. */
export function festivalDays(compact: CompactFestivals, name: Festival): Map<number, DayNumber> {
  const days = new Map<number, DayNumber>();
  const text = compact.days[name];
  for (let index = 0; index * 4 < text.length; index++) {
    const year = compact.firstYear + index;
    days.set(
      year,
      fromParts(year, Number(text.slice(index * 4, index * 4 + 2)), Number(text.slice(index * 4 + 2, index * 4 + 4))),
    );
  }
  return days;
}
