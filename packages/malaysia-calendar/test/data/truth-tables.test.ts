import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, fromParts } from '../../src/core/civil-date.js';
import { calendar, stateCodes } from '../support/fixtures.js';

/**
 * Truth tables written from the sources (official lists, state notices, news and
 * python-holidays' own tables, corrected where sources show it wrong; see data/notes/YEAR.md),
 * not from the data files: for every state, every day that is a public holiday there,
 * replacement and ad-hoc days included. The engine must reproduce each table exactly.
 */
const YEARS = [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027];

describe.each(YEARS)('holidays of %i in every state', (year) => {
  const table = parse(readFileSync(new URL(`../truth/${year}.yaml`, import.meta.url), 'utf8')) as Record<
    string,
    string[]
  >;

  it('covers all 16 states', () => {
    expect(Object.keys(table).sort()).toEqual([...stateCodes].sort());
  });

  it.each(stateCodes)('%s', (state) => {
    const expected = [...new Set(table[state]!.map(String))].sort();
    const index = calendar.indexOf(state);
    const actual: string[] = [];
    for (let d = fromParts(year, 1, 1); d <= fromParts(year, 12, 31); d++) {
      if (index.kindOf(d) === 'holiday') actual.push(formatIsoDate(d));
    }
    expect(actual).toEqual(expected);
  });
});
