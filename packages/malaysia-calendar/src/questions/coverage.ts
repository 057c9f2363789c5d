import { CalendarError } from '../errors/calendar-error.js';
import type { UncoveredQuestion } from '../errors/refusal.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { stateNamed } from './states.js';
import { type DayNumber, yearOf } from '../core/civil-date.js';
import { DataCoverage } from '../model/answers.js';
import { question } from './question.js';

/** The years holidays are answered for: every covered year, less those with a projected day without estimates. */
export function servedYears(loaded: LoadedCalendar): number[] {
  const covered = loaded.calendar.coveredYears();
  return loaded.excludeEstimates ? covered.filter((year) => !loaded.estimatedYears.has(year)) : covered;
}

export const dataCoverage = question({
  summary: 'The years each part of the data covers',
  description:
    'The years each part of the data covers (public holidays: first to last year, the gazetted years and those with projected days; school calendars and exams: the years held). ' +
    'Ask it before a question about a far year: a year outside these is refused with YEAR_NOT_COVERED rather than answered.',
  parameters: {},
  positional: [],
  result: DataCoverage,
  inputs: {},
  answer: (loaded) => ({ data: coverage(loaded), inputs: {} }),
});

/** The years each part of the data covers. */
export function coverage(loaded: LoadedCalendar): DataCoverage {
  const served = servedYears(loaded);
  const estimated = loaded.excludeEstimates ? [] : [...loaded.estimatedYears].sort((a, b) => a - b);
  return {
    holidays: { firstYear: served[0]!, lastYear: served.at(-1)!, gazetted: loaded.gazetted, estimated },
    school: [...loaded.school.years],
    exams: loaded.school.examYears(),
  };
}

/**
 * Whether an answer about the days [start, end] (in the covered years) for a state (or,
 * without one, any) rests on a projected day: the range reaches a projected year after the
 * gazetted data, or holds an estimated day of a history year.
 */
export function dependsOnEstimates(loaded: LoadedCalendar, start: DayNumber, end: DayNumber, state?: string): boolean {
  if (yearOf(end) > loaded.gazetted.lastYear) return true;
  if (![...loaded.estimatedYears].some((year) => year >= yearOf(start) && year <= yearOf(end))) return false;
  const code = state === undefined ? undefined : stateNamed(loaded, state).code;
  const records =
    code === undefined
      ? loaded.calendar.holidays.overlapping(start, end)
      : loaded.calendar.holidaysOfState(code, start, end);
  return records.some((dated) => dated.holiday.estimated === true);
}

/** A year holidays are answered for. */
export function requireYear(loaded: LoadedCalendar, year: number): void {
  if (!loaded.calendar.coversYear(year))
    throw notCovered(loaded, `Year ${year} is not covered`, { kind: 'yearNotCovered', year });
  if (loaded.excludeEstimates && loaded.estimatedYears.has(year)) throw estimatesExcluded(loaded, year);
}

/** Each day covered and, without estimates, every year from the first day to the last free of projected days. */
export function requireDays(loaded: LoadedCalendar, ...days: DayNumber[]): void {
  const outside = days.find((day) => !loaded.calendar.covers(day));
  if (outside !== undefined)
    throw notCovered(loaded, `${yearOf(outside)} is outside the data`, {
      kind: 'dayNotCovered',
      year: yearOf(outside),
    });
  if (!loaded.excludeEstimates) return;
  const years = days.map(yearOf);
  for (let year = Math.min(...years); year <= Math.max(...years); year++)
    if (loaded.estimatedYears.has(year)) throw estimatesExcluded(loaded, year);
}

/** start <= end, both covered. */
export function requireRange(loaded: LoadedCalendar, start: DayNumber, end: DayNumber): void {
  if (start > end)
    throw new CalendarError('VALIDATION_ERROR', "Parameter 'start' must not be after 'end'.", [], {
      kind: 'startAfterEnd',
    });
  requireDays(loaded, start, end);
}

/**
 * School data exists only for years with a source for the ministry's calendar (from 2026 on;
 * a year resting on transcriptions of the circular is served `tentative`). A later year is
 * refused as not yet published, naming the covered years, never answered with a guess.
 */
export function requireSchoolYear(loaded: LoadedCalendar, year: number): void {
  if (loaded.school.coversYear(year)) return;
  const years = loaded.school.years;
  const covered = `school data covers ${years.join(', ')}`;
  const unpublished = years.length > 0 && year > years.at(-1)!;
  const message = unpublished
    ? `The Ministry of Education has not yet published the ${year} school calendar (Kalendar Akademik ${year}): ${covered}. ` +
      `${year} school terms, school holidays and school days are not answered until it is published.`
    : `No school calendar for ${year}: ${covered}. Years before ${years[0] ?? 2026} are not maintained.`;
  throw new CalendarError('YEAR_NOT_COVERED', message, years.map(String), {
    kind: unpublished ? 'schoolNotPublished' : 'noSchoolCalendar',
    year,
    years: [...years],
  });
}

/**
 * YEAR_NOT_COVERED for something outside the years served, naming the range (its first and last
 * years as suggestions): `what` in the message's English, `asked` as values.
 */
export function notCovered(loaded: LoadedCalendar, what: string, asked: UncoveredQuestion): CalendarError {
  const { firstYear, lastYear } = loaded.calendar.coverage;
  return new CalendarError(
    'YEAR_NOT_COVERED',
    `${what}: holidays are answered for ${firstYear} to ${lastYear} (gazetted ${loaded.gazetted.firstYear} to ${loaded.gazetted.lastYear}, the years before from the record, the years after projected). Days outside it are not answered rather than guessed.`,
    [String(firstYear), String(lastYear)],
    {
      ...asked,
      first: firstYear,
      last: lastYear,
      gazetted: [loaded.gazetted.firstYear, loaded.gazetted.lastYear],
    },
  );
}

/** YEAR_NOT_COVERED for a year with projected days, asked without estimates. */
function estimatesExcluded(loaded: LoadedCalendar, year: number): CalendarError {
  const years = coverage(loaded).holidays;
  return new CalendarError(
    'YEAR_NOT_COVERED',
    `${year} has projected (estimated) holidays, and estimates are excluded: without estimates, holidays are answered for ${years.firstYear} to ${years.lastYear}.`,
    [String(years.firstYear), String(years.lastYear)],
    { kind: 'estimatesExcluded', year, first: years.firstYear, last: years.lastYear },
  );
}
