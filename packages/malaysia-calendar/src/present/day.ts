import type { Calendar } from '../core/calendar.js';
import { type DayNumber, WEEKDAY_NAMES, formatIsoDate, weekday, yearOf } from '../core/civil-date.js';
import type { WorkingDays } from '../core/day-index.js';
import { type DayRun, inRuns } from '../core/day-runs.js';
import type { SchoolCalendar, SchoolScope } from '../core/school-calendar.js';
import { worksOn } from '../core/workplace.js';
import type { State } from '../core/state.js';
import type { DateCheck, DayOffReason } from '../model/answers.js';
import type { SchoolDay } from '../model/school.js';
import { presentSchoolHolidayOnDay, presentTermOnDay } from './school.js';

/** A workplace as a date check reads it: its working days, its week, and the runs that say why a day is off. */
export interface CheckedWorkplace {
  days: WorkingDays;
  workweek: number | undefined;
  closed: readonly DayRun[];
  substitutes: readonly DayRun[];
}

/**
 * One day for one state as GET /holidays/check serves it (the v1 contract's date check result);
 * the day is covered. With a workplace, `isWeekend` and `isWorkingDay` are the workplace's:
 * a day its week does not work, and a day it works (`state` still describes the state), and
 * `dayOff` says why a day is not a working day (a closed weekday is neither holiday nor weekend).
 */
export function presentDateCheck(
  calendar: Calendar,
  school: SchoolCalendar,
  state: State,
  day: DayNumber,
  workplace?: CheckedWorkplace,
): DateCheck {
  const rule = calendar.rulesOf(state.code).on(day)!;
  const index = workplace?.days ?? calendar.indexOf(state.code);
  const holidays = calendar.holidaysOn(state.code, day).map((dated) => dated.holiday);
  // A year without published school data: not a school day, no term or holiday, and `covered` says why.
  const covered = school.coversYear(yearOf(day));
  const status = covered ? school.statusOn({ state }, day) : undefined;
  return {
    date: formatIsoDate(day),
    dayOfWeek: WEEKDAY_NAMES[weekday(day)]!,
    isHoliday: holidays.length > 0,
    isWeekend: workplace?.workweek === undefined ? rule.isWeekend(day) : !worksOn(workplace.workweek, weekday(day)),
    isWorkingDay: index.kindOf(day) === 'working',
    isSchoolDay: status?.isSchoolDay ?? false,
    holidays,
    school: {
      group: rule.group,
      covered,
      term: status?.term === undefined ? null : presentTermOnDay(status.term),
      holiday: status?.holiday === undefined ? null : presentSchoolHolidayOnDay(status.holiday),
    },
    state: {
      code: state.code,
      weekendDays: rule.period.weekendDays.map((weekendDay) => WEEKDAY_NAMES[weekendDay]!),
      group: rule.group,
    },
    ...(workplace === undefined ? {} : { dayOff: dayOffReason(workplace, day) }),
  };
}

/** Why a day is not the workplace's working day, or null when it is: a substitute day first, as it may fall on a holiday the employee works. */
function dayOffReason(workplace: CheckedWorkplace, day: DayNumber): DayOffReason | null {
  const kind = workplace.days.kindOf(day);
  if (kind === 'working') return null;
  if (inRuns(workplace.substitutes, day)) return 'substitute_day';
  if (kind === 'holiday') return 'holiday';
  return inRuns(workplace.closed, day) ? 'closed' : 'week_off';
}

/** One day for a state or a group as GET /school/is-school-day serves it (the v1 contract's school-day result); the year has school data. */
export function presentSchoolDay(school: SchoolCalendar, scope: SchoolScope, day: DayNumber): SchoolDay {
  const { isSchoolDay, isPublicHoliday, isWeekend, term, holiday } = school.statusOn(scope, day);
  return {
    date: formatIsoDate(day),
    dayOfWeek: WEEKDAY_NAMES[weekday(day)]!,
    isSchoolDay,
    isPublicHoliday,
    isWeekend,
    group: school.groupOf(scope, day),
    term: term === undefined ? null : { id: term.record.id, term: term.record.term, status: term.record.status },
    holiday: holiday === undefined ? null : presentSchoolHolidayOnDay(holiday),
  };
}
