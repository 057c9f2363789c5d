import type { Calendar } from './calendar.js';
import { type DayNumber, parseIsoDate } from './civil-date.js';
import { ALL_STATES, type Exam, type Holiday, type SchoolGroup, type SchoolHoliday, type SchoolTerm, type SchoolYear, type State } from './types.js';

/** Whom a school question is about: a state (its own weekend and holidays) or a whole group. */
export type SchoolScope = { state: State } | { group: SchoolGroup };

interface DatedTerm {
  term: SchoolTerm;
  year: number;
  segments: { start: DayNumber; end: DayNumber }[];
  start: DayNumber;
  end: DayNumber;
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
  private readonly terms: DatedTerm[];
  private readonly holidays: { holiday: SchoolHoliday; year: number; start: DayNumber; end: DayNumber }[];
  private readonly schoolDayCounts = new Map<string, number>();
  /** By date, then id. */
  readonly exams: readonly Exam[];

  constructor(
    private readonly calendar: Calendar,
    readonly years: readonly SchoolYear[],
    exams: readonly Exam[],
  ) {
    this.terms = years.flatMap(({ year, terms }) =>
      terms.map((term) => {
        const segments = term.segments.map((segment) => ({ start: parseIsoDate(segment.startDate)!, end: parseIsoDate(segment.endDate)! }));
        return { term, year, segments, start: segments[0]!.start, end: segments.at(-1)!.end };
      }),
    );
    // Lists are sorted by date, then id (decisions.md), whatever the order of the data files.
    this.terms.sort((a, b) => a.start - b.start || a.term.id.localeCompare(b.term.id));
    this.holidays = years.flatMap(({ year, holidays }) =>
      holidays.map((holiday) => ({ holiday, year, start: parseIsoDate(holiday.startDate)!, end: parseIsoDate(holiday.endDate)! })),
    );
    this.holidays.sort((a, b) => a.start - b.start || a.holiday.id.localeCompare(b.holiday.id));
    this.exams = [...exams].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
  }

  coversYear(year: number): boolean {
    return this.years.some((schoolYear) => schoolYear.year === year);
  }

  coveredYears(): number[] {
    return this.years.map((schoolYear) => schoolYear.year);
  }

  /** Years that have exam dates. */
  examYears(): number[] {
    return [...new Set(this.exams.map((exam) => exam.year))].sort((a, b) => a - b);
  }

  /** The school group of the scope on a day (a state's group can change, as Johor's did in 2025). */
  groupOf(scope: SchoolScope, day: DayNumber): SchoolGroup {
    return 'group' in scope ? scope.group : this.calendar.rulesOf(scope.state.code).on(day)!.group;
  }

  /** The term whose span (first to last day, breaks included) holds the day. */
  private termOn(scope: SchoolScope, day: DayNumber): (SchoolTerm & { year: number; startDate: string; endDate: string }) | undefined {
    const group = this.groupOf(scope, day);
    const found = this.terms.find((dated) => dated.term.group === group && dated.start <= day && day <= dated.end);
    return found === undefined ? undefined : this.describeTerm(found);
  }

  /** The first school holiday on the day that applies to the scope. */
  private holidayOn(scope: SchoolScope, day: DayNumber): (SchoolHoliday & { year: number }) | undefined {
    const found = this.holidays.find((dated) => dated.start <= day && day <= dated.end && this.appliesTo(dated.holiday, scope, day));
    return found === undefined ? undefined : { ...found.holiday, year: found.year };
  }

  /** School holidays of a year (and group) that apply to the scope, if one is given. */
  holidaysOf(year: number, group: SchoolGroup | undefined, scope: SchoolScope | undefined): (SchoolHoliday & { year: number })[] {
    return this.holidays
      .filter((dated) => dated.year === year && (group === undefined || dated.holiday.group === group))
      .filter((dated) => scope === undefined || this.appliesTo(dated.holiday, scope, dated.start))
      .map((dated) => ({ ...dated.holiday, year: dated.year }));
  }

  termsOf(year: number, group: SchoolGroup | undefined): (SchoolTerm & { year: number; startDate: string; endDate: string })[] {
    return this.terms.filter((dated) => dated.year === year && (group === undefined || dated.term.group === group)).map((dated) => this.describeTerm(dated));
  }

  private isWeekend(scope: SchoolScope, day: DayNumber): boolean {
    if ('state' in scope) return this.calendar.rulesOf(scope.state.code).on(day)!.isWeekend(day);
    const members = this.membersOf(scope.group, day);
    return members.filter((state) => this.calendar.rulesOf(state.code).on(day)!.isWeekend(day)).length * 2 > members.length;
  }

  private isPublicHoliday(scope: SchoolScope, day: DayNumber): boolean {
    if ('state' in scope) return this.calendar.indexOf(scope.state.code).kindOf(day) === 'holiday';
    const members = this.membersOf(scope.group, day);
    const keptBy = new Map<Holiday, number>();
    for (const state of members) {
      for (const holiday of this.calendar.holidaysOn(state.code, day)) {
        if (holiday.gazetteLevel === 'P') keptBy.set(holiday, (keptBy.get(holiday) ?? 0) + 1);
      }
    }
    return [...keptBy.values()].some((count) => count * 2 > members.length);
  }

  private isSchoolDay(scope: SchoolScope, day: DayNumber): boolean {
    return this.statusOn(scope, day).isSchoolDay;
  }

  /** Everything the school-day rule looks at on one day, each worked out once. */
  statusOn(scope: SchoolScope, day: DayNumber) {
    const group = this.groupOf(scope, day);
    const inSegment = this.terms.some((dated) => dated.term.group === group && dated.segments.some((segment) => segment.start <= day && day <= segment.end));
    const isWeekend = this.isWeekend(scope, day);
    const isPublicHoliday = this.isPublicHoliday(scope, day);
    const holiday = this.holidayOn(scope, day);
    return { isSchoolDay: inSegment && !isWeekend && !isPublicHoliday && holiday === undefined, isWeekend, isPublicHoliday, holiday, term: this.termOn(scope, day) };
  }

  /** School days in one segment for the scope (counted once per scope and segment, then kept). */
  schoolDaysIn(scope: SchoolScope, segment: { startDate: string; endDate: string }): number {
    const key = `${'state' in scope ? scope.state.code : scope.group}|${segment.startDate}`;
    let count = this.schoolDayCounts.get(key);
    if (count === undefined) {
      count = 0;
      const end = parseIsoDate(segment.endDate)!;
      for (let day = parseIsoDate(segment.startDate)!; day <= end; day++) if (this.isSchoolDay(scope, day)) count++;
      this.schoolDayCounts.set(key, count);
    }
    return count;
  }

  private describeTerm(dated: DatedTerm) {
    return { ...dated.term, year: dated.year, startDate: dated.term.segments[0]!.startDate, endDate: dated.term.segments.at(-1)!.endDate };
  }

  private membersOf(group: SchoolGroup, day: DayNumber): State[] {
    return this.calendar.states.filter((state) => this.calendar.rulesOf(state.code).on(day)!.group === group);
  }

  private appliesTo(holiday: SchoolHoliday, scope: SchoolScope, day: DayNumber): boolean {
    if (holiday.group !== this.groupOf(scope, day)) return false;
    if ('group' in scope) return holiday.states.includes(ALL_STATES);
    const code = scope.state.code;
    return (holiday.states.includes(ALL_STATES) || holiday.states.includes(code)) && !holiday.excludeStates.includes(code);
  }
}
