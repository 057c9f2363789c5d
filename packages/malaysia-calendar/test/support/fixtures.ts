import { loadDataset } from '../../build/load-dataset.js';
import { Calendar } from '../../src/core/calendar.js';
import { parseIsoDate } from '../../src/core/civil-date.js';
import { datedHoliday } from '../../src/core/dated-holiday.js';
import { withReplacementDays } from '../../src/core/replacement-days.js';
import { type StateCode, statesOf } from '../../src/core/state.js';

/** The repository's data, read and checked as the build does, once per test file. */
export const data = loadDataset();
export const states = statesOf(data.states);
export const calendar = new Calendar(
  states,
  withReplacementDays(data.holidays.map(datedHoliday), states),
  data.coverage,
);
export const stateCodes: StateCode[] = states.map((state) => state.code);

/** A state code written in a test, checked against the data. */
export function code(text: string): StateCode {
  const found = stateCodes.find((candidate) => candidate === text);
  if (found === undefined) throw new Error(`unknown test state ${text}`);
  return found;
}

export function day(text: string): number {
  const value = parseIsoDate(text);
  if (value === undefined) throw new Error(`bad test date ${text}`);
  return value;
}
