import { type DayNumber, parseIsoDate, todayInKualaLumpur, yearOf } from '../core/civil-date.js';
import type { Calendar } from '../core/calendar.js';
import type { SchoolCalendar } from '../core/school-calendar.js';
import type { State } from '../core/types.js';
import type { ChangelogEntry } from '../schemas/changelog.js';
import type { StateResolver } from '../states/state-resolver.js';
import { ApiError } from './api-error.js';

/** The data as released: its version, release date and change log (newest first). */
export interface DataRelease {
  version: string;
  date: string;
  changelog: readonly ChangelogEntry[];
}

/** What every route needs: the calendar, state resolution, the release, the clock, and the shared checks. */
export class ServiceContext {
  readonly dataVersion: string;

  constructor(
    readonly calendar: Calendar,
    readonly school: SchoolCalendar,
    readonly resolver: StateResolver,
    readonly release: DataRelease,
    private readonly now: () => Date,
  ) {
    this.dataVersion = release.version;
  }

  /** Today in Asia/Kuala_Lumpur, whatever the server's time zone. */
  today(): DayNumber {
    return todayInKualaLumpur(this.now());
  }

  currentYear(): number {
    return yearOf(this.today());
  }

  /** Resolves a `state` parameter (code or alias) or answers 404 STATE_NOT_FOUND. */
  state(text: string): State {
    const state = this.resolver.resolve(text);
    if (state !== undefined) return state;
    const suggestions = this.resolver.suggest(text);
    const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : ' See GET /v1/states for every code and alias.';
    throw new ApiError('STATE_NOT_FOUND', `No state or federal territory matches "${text}".${hint}`, suggestions);
  }

  /** A date already checked by the schema (form and calendar validity). */
  day(text: string): DayNumber {
    return parseIsoDate(text)!;
  }

  requireYear(year: number): void {
    if (!this.calendar.coversYear(year)) throw this.notCovered(`Year ${year} is not covered`);
  }

  requireDays(...days: DayNumber[]): void {
    const outside = days.find((day) => !this.calendar.covers(day));
    if (outside !== undefined) throw this.notCovered(`${yearOf(outside)} is outside the data`);
  }

  /** start <= end, both covered. */
  requireRange(start: DayNumber, end: DayNumber): void {
    if (start > end) throw new ApiError('VALIDATION_ERROR', "Parameter 'start' must not be after 'end'.", []);
    this.requireDays(start, end);
  }

  /** School data exists only for years the ministry has published (and from 2026 on). */
  requireSchoolYear(year: number): void {
    if (this.school.coversYear(year)) return;
    const years = this.school.coveredYears();
    throw new ApiError(
      'YEAR_NOT_COVERED',
      `No school calendar for ${year}: school data covers ${years.join(', ')}. Years before 2026 are not maintained; ` +
        'a later year is added once the Ministry of Education publishes its Kalendar Akademik.',
      years.map(String),
    );
  }

  /** YEAR_NOT_COVERED for something outside the holiday data, listing the covered years. */
  notCovered(what: string): ApiError {
    const years = this.calendar.coveredYears();
    return new ApiError(
      'YEAR_NOT_COVERED',
      `${what}: holiday data covers ${years[0]} to ${years.at(-1)}. Days outside it are not answered rather than guessed.`,
      years.map(String),
    );
  }
}
