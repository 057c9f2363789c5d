import type { Exam, Holiday, LongWeekend, MalaysiaCalendar, SchoolHoliday, StateRecord } from 'malaysia-calendar';

/** One day of a state's year, as the month grid shows it. */
export interface DayFacts {
  iso: string;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** By the state's weekend days in force on that date. */
  weekend: boolean;
  /** Every holiday record on the day, cancelled ones included (shown struck out). */
  holidays: Holiday[];
  /** A holiday in force: the day is off. */
  dayOff: boolean;
  replacement: boolean;
  /** A holiday in force that is tentative or announced rather than confirmed. */
  uncertain: boolean;
  schoolHoliday: SchoolHoliday | undefined;
  exams: Exam[];
  today: boolean;
  /** A day of leave the visitor's plan proposes. */
  leave: boolean;
}

export interface WeekendPeriod {
  from: string;
  weekendDays: number[];
}

/** A state's year: what the year view shows, in no language yet. */
export interface YearFacts {
  state: StateRecord;
  year: number;
  /** Twelve months of days. */
  months: DayFacts[][];
  /** The year's holidays as GET /holidays?status=all lists them. */
  holidays: Holiday[];
  longWeekends: LongWeekend[];
  /** The weekend rules in force during the year, the first from 1 January. */
  weekendPeriods: WeekendPeriod[];
  /** Undefined when the school data does not cover the year. */
  schoolHolidays: SchoolHoliday[] | undefined;
  exams: Exam[] | undefined;
  coverage: ReturnType<MalaysiaCalendar['coverage']>;
}

const ONE_DAY_MS = 86_400_000;

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** Every ISO date from `first` to `last`, both included. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(last);
  for (let time = Date.parse(first); time <= end; time += ONE_DAY_MS)
    dates.push(new Date(time).toISOString().slice(0, 10));
  return dates;
}

function weekendPeriodOn(state: StateRecord, iso: string) {
  return state.weekendHistory.find((period) => period.from <= iso && (period.to === null || iso <= period.to));
}

/** The facts of a state's year, from the calendar (the state by its canonical code, the year covered), with the leave days of a plan. */
export function yearFacts(
  calendar: MalaysiaCalendar,
  state: StateRecord,
  year: number,
  leaveDates: ReadonlySet<string> = new Set(),
): YearFacts {
  const first = isoDate(year, 1, 1);
  const last = isoDate(year, 12, 31);
  const holidays = calendar.holidays({ year, state: state.code, status: 'all' });
  // Records in force that began the year before and run into this one are on its days too.
  const onDays = [...holidays, ...calendar.between(first, last, state.code).filter((holiday) => holiday.date < first)];
  const coverage = calendar.coverage();
  const schoolHolidays = coverage.school.includes(year)
    ? calendar.schoolHolidays({ year, state: state.code })
    : undefined;
  const exams = coverage.exams.includes(year) ? calendar.exams({ year }) : undefined;
  const today = calendar.today();

  const within = (iso: string, start: string, end: string | undefined) => start <= iso && iso <= (end ?? start);
  const months: DayFacts[][] = Array.from({ length: 12 }, () => []);
  for (const iso of datesBetween(first, last)) {
    const date = new Date(`${iso}T00:00:00Z`);
    const weekday = date.getUTCDay();
    const dayHolidays = onDays.filter((holiday) => within(iso, holiday.date, holiday.endDate));
    const inForce = dayHolidays.filter((holiday) => holiday.status !== 'cancelled');
    months[date.getUTCMonth()]!.push({
      iso,
      day: date.getUTCDate(),
      weekday,
      weekend: weekendPeriodOn(state, iso)?.weekendDays.includes(weekday) ?? false,
      holidays: dayHolidays,
      dayOff: inForce.length > 0,
      replacement: inForce.some((holiday) => holiday.isReplacementFor !== undefined),
      uncertain: inForce.length > 0 && inForce.every((holiday) => holiday.status !== 'confirmed'),
      schoolHoliday: schoolHolidays?.find((holiday) => within(iso, holiday.startDate, holiday.endDate)),
      exams: exams?.filter((exam) => within(iso, exam.startDate, exam.endDate)) ?? [],
      today: iso === today,
      leave: leaveDates.has(iso),
    });
  }
  const weekendPeriods = state.weekendHistory
    .filter((period) => period.from <= last && (period.to === null || period.to >= first))
    .map((period) => ({ from: period.from < first ? first : period.from, weekendDays: period.weekendDays }))
    .sort((a, b) => a.from.localeCompare(b.from));
  return {
    state,
    year,
    months,
    holidays,
    longWeekends: calendar.longWeekends(year, state.code),
    weekendPeriods,
    schoolHolidays,
    exams,
    coverage,
  };
}
