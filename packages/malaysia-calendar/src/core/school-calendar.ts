import type { Calendar } from './calendar.js';
import { type DayNumber, parseIsoDate } from './civil-date.js';
import type { Dated } from './dated-list.js';
import { DatedList } from './dated-list.js';
import type { State } from './state.js';
import { ALL_STATES, type SchoolGroup } from '../model/common.js';
import type { ExamRecord, SchoolHolidayRecord, SchoolTermRecord, SchoolYearRecord } from '../model/school.js';

/** Whom a school question is about: a state (its own weekend and holidays) or a whole group. */
export type SchoolScope = { state: State } | { group: SchoolGroup };

/** A term on the calendar: the record, its year, and its segments as day numbers. */
export interface DatedTerm extends Dated {
  readonly record: SchoolTermRecord;
  readonly year: number;
  readonly segments: readonly Dated[];
}

/** A school holiday on the calendar. */
export interface DatedSchoolHoliday extends Dated {
  readonly record: SchoolHolidayRecord;
  readonly year: number;
}

/** Everything the school-day rule looks at on one day, each worked out once. */
interface SchoolDayStatus {
  isSchoolDay: boolean;
  isWeekend: boolean;
  isPublicHoliday: boolean;
  holiday: DatedSchoolHoliday | undefined;
  term: DatedTerm | undefined;
}

/**
 * The school calendar over the years the ministry has published, on top of the holiday
 * calendar. A school day is a day inside a term segment that is not a weekend day, not a
 * public holiday and not a school holiday, all for the state asked about on that date.
 * For a group alone, the group's standard applies: the weekend most of its states keep,
 * the federal-list holidays (and their replacement days) kept by most of its states, and
 * the school holidays given to the whole group.
 */
export class SchoolCalendar {
  /** By date, then id. */
  private readonly terms: readonly DatedTerm[];
  private readonly holidays: DatedList<DatedSchoolHoliday>;
  private readonly schoolDayCounts = new Map<string, number>();
  /** By date, then id. */
  readonly exams: readonly ExamRecord[];
  readonly years: readonly number[];

  constructor(
    private readonly calendar: Calendar,
    schoolYears: readonly SchoolYearRecord[],
    exams: readonly ExamRecord[],
  ) {
    this.years = schoolYears.map((schoolYear) => schoolYear.year);
    this.terms = schoolYears
      .flatMap(({ year, terms }) => terms.map((record) => datedTerm(record, year)))
      .sort((a, b) => a.first - b.first || a.record.id.localeCompare(b.record.id));
    this.holidays = new DatedList(
      schoolYears
        .flatMap(({ year, holidays }) => holidays.map((record) => ({ record, year, ...span(record) })))
        .sort((a, b) => a.first - b.first || a.record.id.localeCompare(b.record.id)),
    );
    this.exams = [...exams].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
  }

  coversYear(year: number): boolean {
    return this.years.includes(year);
  }

  /** The national exams of the years given (of every year without), of the type given (of every type without); by date, then id. */
  examsOf(asked: { years?: readonly number[]; type?: ExamRecord['type'] }): ExamRecord[] {
    return this.exams.filter(
      (exam) =>
        (asked.years === undefined || asked.years.includes(exam.year)) &&
        (asked.type === undefined || exam.type === asked.type),
    );
  }

  /** Years that have exam dates. */
  examYears(): number[] {
    return [...new Set(this.exams.map((exam) => exam.year))].sort((a, b) => a - b);
  }

  /** The school group of the scope on a day (a state's group can change, as Johor's did in 2025). */
  groupOf(scope: SchoolScope, day: DayNumber): SchoolGroup {
    return 'group' in scope ? scope.group : this.calendar.rulesOf(scope.state.code).on(day)!.group;
  }

  termsOf(year: number, group: SchoolGroup | undefined): DatedTerm[] {
    return this.terms.filter((term) => term.year === year && (group === undefined || term.record.group === group));
  }

  /** School holidays of a year (and group) that apply to the scope, if one is given. */
  holidaysOf(year: number, group: SchoolGroup | undefined, scope: SchoolScope | undefined): DatedSchoolHoliday[] {
    return this.holidays.sorted.filter(
      (holiday) =>
        holiday.year === year &&
        (group === undefined || holiday.record.group === group) &&
        (scope === undefined || this.appliesTo(holiday, scope, holiday.first)),
    );
  }

  statusOn(scope: SchoolScope, day: DayNumber): SchoolDayStatus {
    const group = this.groupOf(scope, day);
    const term = this.terms.find(
      (candidate) => candidate.record.group === group && candidate.first <= day && day <= candidate.last,
    );
    const inSegment =
      term !== undefined && term.segments.some((segment) => segment.first <= day && day <= segment.last);
    const isWeekend = this.isWeekend(scope, day);
    const isPublicHoliday = this.isPublicHoliday(scope, day);
    const holiday = this.holidays.overlapping(day, day).find((candidate) => this.appliesTo(candidate, scope, day));
    return {
      isSchoolDay: inSegment && !isWeekend && !isPublicHoliday && holiday === undefined,
      isWeekend,
      isPublicHoliday,
      holiday,
      term,
    };
  }

  /** School days in one segment for the scope (counted once per scope and segment, then kept). */
  schoolDaysIn(scope: SchoolScope, segment: Dated): number {
    const key = `${'state' in scope ? scope.state.code : scope.group}|${segment.first}`;
    let count = this.schoolDayCounts.get(key);
    if (count === undefined) {
      count = 0;
      for (let day = segment.first; day <= segment.last; day++) if (this.statusOn(scope, day).isSchoolDay) count++;
      this.schoolDayCounts.set(key, count);
    }
    return count;
  }

  private isWeekend(scope: SchoolScope, day: DayNumber): boolean {
    if ('state' in scope) return this.calendar.rulesOf(scope.state.code).on(day)!.isWeekend(day);
    const members = this.membersOf(scope.group, day);
    return (
      members.filter((state) => this.calendar.rulesOf(state.code).on(day)!.isWeekend(day)).length * 2 > members.length
    );
  }

  private isPublicHoliday(scope: SchoolScope, day: DayNumber): boolean {
    if ('state' in scope) return this.calendar.indexOf(scope.state.code).kindOf(day) === 'holiday';
    const members = this.membersOf(scope.group, day);
    const keptBy = new Map<string, number>();
    for (const state of members) {
      for (const { holiday } of this.calendar.holidaysOn(state.code, day)) {
        if (holiday.gazetteLevel === 'P') keptBy.set(holiday.id, (keptBy.get(holiday.id) ?? 0) + 1);
      }
    }
    return [...keptBy.values()].some((count) => count * 2 > members.length);
  }

  private membersOf(group: SchoolGroup, day: DayNumber): State[] {
    return this.calendar.states.filter((state) => this.calendar.rulesOf(state.code).on(day)!.group === group);
  }

  private appliesTo({ record }: DatedSchoolHoliday, scope: SchoolScope, day: DayNumber): boolean {
    if (record.group !== this.groupOf(scope, day)) return false;
    if ('group' in scope) return record.states.includes(ALL_STATES);
    const code = scope.state.code;
    return (record.states.includes(ALL_STATES) || record.states.includes(code)) && !record.excludeStates.includes(code);
  }
}

function span(dates: { startDate: string; endDate: string }): Dated {
  return { first: parseIsoDate(dates.startDate)!, last: parseIsoDate(dates.endDate)! };
}

function datedTerm(record: SchoolTermRecord, year: number): DatedTerm {
  const segments = record.segments.map(span);
  return { record, year, segments, first: segments[0]!.first, last: segments.at(-1)!.last };
}
