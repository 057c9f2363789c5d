import { type DayNumber, formatIsoDate } from '../core/civil-date.js';
import type { LeavePlanDays } from '../core/leave-plan.js';
import type { Calendar } from '../core/calendar.js';
import { daysOf } from '../core/dated-holiday.js';
import type { WorkingDays } from '../core/day-index.js';
import type { State } from '../core/state.js';
import type { LeavePlan } from '../model/answers.js';

/** The question a plan answers, as resolved and checked. */
interface LeavePlanQuestion {
  state: State;
  year: number;
  start: DayNumber;
  end: DayNumber;
  leaveDays: number;
  minBreak: number;
}

/** A leave plan as GET /leave-plans serves it. */
export function presentLeavePlan(
  calendar: Calendar,
  index: WorkingDays,
  question: LeavePlanQuestion,
  plan: LeavePlanDays,
): LeavePlan {
  return {
    state: question.state.code,
    year: question.year,
    start: formatIsoDate(question.start),
    end: formatIsoDate(question.end),
    leaveDays: question.leaveDays,
    leaveDaysUsed: plan.leave.length,
    minBreak: question.minBreak,
    totalDaysOff: plan.totalDaysOff,
    baselineDaysOff: plan.baselineDaysOff,
    breaks: plan.breaks.map(({ start, end }) => ({
      startDate: formatIsoDate(start),
      endDate: formatIsoDate(end),
      totalDays: end - start + 1,
      leaveDates: plan.leave.filter((day) => day >= start && day <= end).map(formatIsoDate),
      // The holidays the break takes (one a workplace opens on is not among its days off).
      holidays: calendar
        .holidaysOfState(question.state.code, start, end)
        .filter((dated) => daysOf(dated).some((day) => index.kindOf(day) === 'holiday'))
        .map((dated) => dated.holiday),
      weekendDays: index.count(start, end).weekendDays,
    })),
  };
}
