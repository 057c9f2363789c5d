import { CalendarError } from '../errors/calendar-error.js';
import { requireDays, requireRange, requireYear } from './coverage.js';
import { statusesAsked } from './holiday-statuses.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { question } from './question.js';
import { stateNamed } from './states.js';
import {
  WORKPLACE_INPUTS,
  WORKPLACE_PARAMETERS,
  type WorkplaceQuery,
  askedWorkplace,
  dayList,
  runText,
  workingDaysOf,
} from './workplace.js';
import { currentYear, today } from './today.js';
import {
  MARKET_INSTEAD_OF_STATE,
  MARKET_OR_STATE,
  MARKET_OR_STATE_INPUTS,
  MARKET_WORDS,
  calendarAsked,
  requireMarketDays,
} from './markets.js';
import * as Type from '@sinclair/typebox/type';
import { daysInMonth, formatIsoDate, fromParts, yearOf } from '../core/civil-date.js';
import type { DatedHoliday } from '../core/dated-holiday.js';
import { holidaysFrom, holidaysOverlapping, holidaysStartingIn } from '../core/holiday-lists.js';
import { planLeave } from '../core/leave-plan.js';
import { longWeekends } from '../core/long-weekends.js';
import { DateCheck, LeaveBreak, LeavePlan, LongWeekend } from '../model/answers.js';
import { Nullable } from '../model/common.js';
import { Holiday } from '../model/holiday.js';
import {
  BLACKOUT,
  BRIDGE_DAYS,
  DATE,
  dated,
  END,
  HOLIDAY_TYPE,
  LEAVE_DAYS,
  LIMIT,
  MIN_BREAK,
  MONTH,
  START,
  STATE,
  STATUS,
  TODAY,
  YEAR,
} from '../model/parameters.js';
import { defaulted, optional } from '../model/parameter.js';
import { echo } from '../model/echo.js';
import { presentDateCheck } from '../present/day.js';
import { presentLeavePlan } from '../present/leave-plan.js';
import { presentLongWeekend } from '../present/long-weekend.js';

const HolidayList = Type.Array(Holiday);
const ListedState = Nullable(Type.String());

/** The date check of a day in a state or market (for a workplace if given), with its inputs and the day it read. */
function dateCheck(
  loaded: LoadedCalendar,
  day: number,
  calendarQuery: { state?: string; market?: string },
  workplaceQuery: WorkplaceQuery,
) {
  const asked = calendarAsked(loaded, calendarQuery);
  const { state } = asked;
  const { workplace, inputs, closed, substitutes } = askedWorkplace(loaded, workplaceQuery, state.code, {
    first: yearOf(day),
    last: yearOf(day),
  });
  requireDays(loaded, day);
  requireMarketDays(loaded, asked.market, day);
  const days =
    workplace === undefined && asked.market === undefined
      ? undefined
      : {
          days: workingDaysOf(loaded, state.code, workplace, asked.market),
          workweek: workplace?.workweek,
          closed,
          substitutes,
        };
  const data = presentDateCheck(loaded.calendar, loaded.school, state, day, days);
  return {
    data,
    inputs: { date: data.date, ...asked.inputs, ...inputs },
    basis: { first: day, last: day, state: state.code },
  };
}

const WORKPLACE_CHECK =
  ' For a workplace (workweek, closed, open), isWeekend is a day its week does not work, isWorkingDay its own, and dayOff why a day is not one of its working days.' +
  " With holidays=paid (and chosen, restDay), the employee's own days off: the paid holidays and their substitute days, the state's other holidays working days. " +
  `${MARKET_WORDS} isWorkingDay is then whether it trades.`;

export const checkDate = question({
  summary: 'Is this day a holiday, a weekend, a working day, a school day?',
  description:
    "The day in one state: the holidays on it (replacement and additional days included, every status but cancelled, each with its status), whether it is a weekend day by the state's weekend on that date (Kedah, Kelantan and Terengganu rest Friday-Saturday), a working day, and a school day, with the state's weekend days and school group. " +
    'For a year without school data, isSchoolDay is false and school.covered is false: read isSchoolDay with school.covered.' +
    WORKPLACE_CHECK,
  parameters: { date: dated(DATE, 'Day to check'), ...MARKET_OR_STATE, ...WORKPLACE_PARAMETERS },
  positional: ['date', 'state'],
  insteadOf: MARKET_INSTEAD_OF_STATE,
  result: DateCheck,
  inputs: { date: Type.String(), ...MARKET_OR_STATE_INPUTS, ...WORKPLACE_INPUTS },
  answer: (loaded, args) => dateCheck(loaded, args.date, args, args),
});

export const checkToday = question({
  summary: 'The date check for today in Asia/Kuala_Lumpur',
  description: `The date check (is it a holiday, a weekend, a working day, a school day) for today's date in Asia/Kuala_Lumpur (UTC+8), whatever the clock's time zone.${WORKPLACE_CHECK}`,
  parameters: { ...MARKET_OR_STATE, ...WORKPLACE_PARAMETERS },
  positional: ['state'],
  insteadOf: MARKET_INSTEAD_OF_STATE,
  result: DateCheck,
  inputs: { date: Type.String(), ...MARKET_OR_STATE_INPUTS, ...WORKPLACE_INPUTS },
  answer: (loaded, args) => dateCheck(loaded, today(loaded), args, args),
});

export const checkAllStates = question({
  summary: 'Which states are off on this date? The date check for all 16 states and federal territories',
  description:
    'One item per state and federal territory, in canonical order (the 13 states by code, then the 3 federal territories by code), each exactly the date check of that state and day: ' +
    'holiday, weekend, working day and school day, with the holidays.',
  parameters: { date: dated(DATE, 'Day to check') },
  positional: ['date'],
  result: Type.Array(DateCheck),
  inputs: { date: echo(DATE) },
  answer: (loaded, args) => {
    requireDays(loaded, args.date);
    return {
      data: loaded.statesInOrder.map((state) => presentDateCheck(loaded.calendar, loaded.school, state, args.date)),
      inputs: {},
      basis: { first: args.date, last: args.date },
    };
  },
});

/** A projected year's default list is empty (its days are tentative, the default lists confirmed ones): the answer says so. */
function projectedYearNote(year: number): string {
  return `${year} rests on projected days, all tentative and estimated: ask status=tentative or status=all to list them.`;
}

export const listHolidays = question({
  summary: 'List holidays of a year',
  description:
    'The holidays of a year (default: this year in Asia/Kuala_Lumpur), by date, filtered by state, month, type and status. Without `state`, only nationwide records; with it, every holiday kept there. ' +
    '`status` takes one status, several comma-separated (`confirmed,tentative`) or `all`; without it, only confirmed ones (the days off that the other questions count are every status but cancelled): ' +
    'ask `confirmed,tentative,announced` to see lunar dates not yet proclaimed too.',
  parameters: {
    year: optional(YEAR),
    state: optional(STATE),
    month: optional(MONTH),
    type: optional(HOLIDAY_TYPE),
    status: optional(STATUS),
  },
  positional: [],
  result: HolidayList,
  inputs: {
    year: Type.Integer(),
    state: ListedState,
    month: echo(MONTH, 'null'),
    type: echo(HOLIDAY_TYPE, 'null'),
    status: Type.String({ description: 'The statuses listed, comma-separated' }),
  },
  note: 'Why a list of a year with projected days may be short: its projected days are tentative',
  records: { schema: Holiday },
  answer: (loaded, args) => {
    const year = args.year ?? currentYear(loaded);
    const statuses = statusesAsked(args.status ?? ['confirmed']);
    requireYear(loaded, year);
    const state = args.state === undefined ? undefined : stateNamed(loaded, args.state).code;
    const start = fromParts(year, args.month ?? 1, 1);
    const end =
      args.month === undefined ? fromParts(year, 12, 31) : fromParts(year, args.month, daysInMonth(year, args.month));
    return {
      data: holidaysStartingIn(loaded.calendar, start, end, { state, statuses, type: args.type }).map(
        (dated) => dated.holiday,
      ),
      inputs: { year, state: state ?? null, status: statuses.join(',') },
      basis: { first: fromParts(year, 1, 1), last: fromParts(year, 12, 31), state: state ?? null },
      ...(statuses.includes('tentative') ? {} : { estimateNote: projectedYearNote(year) }),
    };
  },
});

export const holidaysBetween = question({
  summary: 'Holidays in a date range',
  description:
    'Every holiday with a day in [start, end], both included, across years, in date order; every status but cancelled. Without `state`, only nationwide records; with it, every holiday kept there. ' +
    'To count working days, ask the business-day count instead.',
  parameters: {
    start: dated(START, 'First day'),
    end: dated(END, 'Last day'),
    state: optional(STATE),
  },
  positional: ['start', 'end', 'state'],
  result: HolidayList,
  inputs: { start: echo(START), end: echo(END), state: ListedState },
  records: { schema: Holiday },
  answer: (loaded, args) => {
    requireRange(loaded, args.start, args.end);
    const code = args.state === undefined ? null : stateNamed(loaded, args.state).code;
    return {
      data: holidaysOverlapping(loaded.calendar, args.start, args.end, code ?? undefined).map((dated) => dated.holiday),
      inputs: { state: code },
      basis: { first: args.start, last: args.end, state: code },
    };
  },
});

export const nextHolidays = question({
  summary: 'The next upcoming holidays',
  description:
    'Holidays on or after today (Asia/Kuala_Lumpur), across years, in date order; every status but cancelled (an announced or tentative day says so in its status). ' +
    'Without `state`, only nationwide records; with it, every holiday kept there. `limit` says how many; `type` narrows to one kind.',
  parameters: {
    state: optional(STATE),
    type: optional(HOLIDAY_TYPE),
    limit: defaulted(LIMIT),
    today: optional(dated(TODAY, 'Count from this day instead of today')),
  },
  inProcess: ['today'],
  positional: [],
  result: HolidayList,
  inputs: {
    from: Type.String({ description: 'Today in Asia/Kuala_Lumpur' }),
    state: ListedState,
    type: echo(HOLIDAY_TYPE, 'null'),
    limit: echo(LIMIT),
  },
  records: { schema: Holiday },
  answer: (loaded, args) => {
    const from = args.today ?? today(loaded);
    const state = args.state === undefined ? null : stateNamed(loaded, args.state).code;
    const stopsAt = (dated: DatedHoliday) => loaded.excludeEstimates && loaded.estimatedYears.has(yearOf(dated.first));
    const found = holidaysFrom(loaded.calendar, from, {
      state: state ?? undefined,
      type: args.type,
      limit: args.limit,
      stopsAt,
    });
    const last = Math.max(from, ...found.map((dated) => dated.last));
    return {
      data: found.map((dated) => dated.holiday),
      inputs: { from: formatIsoDate(from), state },
      basis: { first: from, last, state },
    };
  },
});

export const listLongWeekends = question({
  summary: 'Stretches of 3 or more days off starting in a year',
  description:
    'Every maximal stretch of at least 3 consecutive days off (weekend days and holidays) that starts in the year (default: this year), in the state; a stretch over 31 December is reported whole. ' +
    'With bridgeDays=N, also the stretches that taking at most N working days off would create around a holiday, with the days to take. ' +
    "For a workplace (workweek, closed, open), the stretches of its own days off: its week's, its closed days and the holidays it does not open on. " +
    MARKET_WORDS,
  parameters: {
    year: optional(YEAR),
    ...MARKET_OR_STATE,
    bridgeDays: defaulted(BRIDGE_DAYS),
    ...WORKPLACE_PARAMETERS,
  },
  positional: ['year', 'state'],
  insteadOf: MARKET_INSTEAD_OF_STATE,
  result: Type.Array(LongWeekend),
  inputs: { year: Type.Integer(), ...MARKET_OR_STATE_INPUTS, bridgeDays: echo(BRIDGE_DAYS), ...WORKPLACE_INPUTS },
  records: { schema: LongWeekend },
  answer: (loaded, args) => {
    const year = args.year ?? currentYear(loaded);
    requireYear(loaded, year);
    const asked = calendarAsked(loaded, args);
    const code = asked.state.code;
    requireMarketDays(loaded, asked.market, fromParts(year, 1, 1));
    // A stretch over New Year is reported whole: the years either side count too.
    const { workplace, inputs } = askedWorkplace(loaded, args, code, { first: year - 1, last: year + 1 });
    const days = workingDaysOf(loaded, code, workplace, asked.market);
    const stretches = longWeekends(loaded.calendar, code, days, year, args.bridgeDays);
    const last = Math.max(fromParts(year, 12, 31), ...stretches.map((stretch) => stretch.end));
    return {
      data: stretches.map(presentLongWeekend),
      inputs: {
        year,
        state: code,
        ...(asked.market === undefined ? {} : { market: asked.market.id }),
        ...inputs,
      },
      basis: { first: fromParts(year, 1, 1), last, state: code },
    };
  },
});

export const planLeaveQuestion = question({
  summary: 'The best days to take leave for the most days in long breaks',
  description:
    'Where to take up to leaveDays days of leave in a year (or in the window start–end inside it) so that the most days fall in breaks of at least minBreak consecutive days off ' +
    "(weekend days by the state's rule on each date, holidays of any status but cancelled, and leave). Among plans with that total, the one with the fewest leave days; among those, " +
    'the one with the earliest leave dates. Exact, not a heuristic: the answer is unique. Breaks are cut at the window’s edges; breaks lists every break of at least minBreak days, ' +
    'with or without leave in it; baselineDaysOff is the total with no leave. The year defaults to the year of start (or end), else the current year in Asia/Kuala_Lumpur; ' +
    'without a window, a plan of the current year starts tomorrow (leave cannot be taken in the past), of another year on 1 January. For the longest holidays rather than extra Fridays, ask minBreak 5 to 9. ' +
    'For a workplace (workweek, closed, open), leave is spent only on its working days, never on its closed days; never on a blackout day either.',
  parameters: {
    year: optional(YEAR),
    state: STATE,
    leaveDays: LEAVE_DAYS,
    minBreak: defaulted(MIN_BREAK),
    start: optional(
      dated(START, 'First day of the window, inside the year; default tomorrow in the current year, else 1 January'),
    ),
    end: optional(dated(END, 'Last day of the window, inside the year; default 31 December')),
    ...WORKPLACE_PARAMETERS,
    blackout: optional(BLACKOUT),
  },
  positional: [],
  result: LeavePlan,
  inputs: {
    year: Type.Integer(),
    state: Type.String(),
    leaveDays: Type.Integer(),
    minBreak: Type.Integer(),
    start: Type.String(),
    end: Type.String(),
    ...WORKPLACE_INPUTS,
    blackout: Type.Optional(Type.Array(Type.String(), { description: 'The blackout days given, sorted and merged' })),
  },
  records: { schema: LeaveBreak, field: 'breaks' },
  answer: (loaded, args) => {
    const { minBreak, start: first, end: last } = args;
    const state = stateNamed(loaded, args.state);
    const windowDay = first ?? last;
    const thisYear = currentYear(loaded);
    const planYear = args.year ?? (windowDay === undefined ? thisYear : yearOf(windowDay));
    const { workplace, inputs } = askedWorkplace(loaded, args, state.code, { first: planYear - 1, last: planYear + 1 });
    const blackout = args.blackout === undefined ? [] : dayList(loaded, 'blackout', args.blackout);
    requireYear(loaded, planYear);
    const start =
      first ??
      (last === undefined && planYear === thisYear ? fromTomorrow(loaded, planYear) : fromParts(planYear, 1, 1));
    const end = last ?? fromParts(planYear, 12, 31);
    for (const [name, day] of [
      ['start', start],
      ['end', end],
    ] as const) {
      if (yearOf(day) !== planYear) {
        throw new CalendarError(
          'VALIDATION_ERROR',
          `Parameter '${name}' must be a date in ${planYear}, the year of the plan.`,
          [formatIsoDate(fromParts(planYear, 1, 1)), formatIsoDate(fromParts(planYear, 12, 31))],
          { kind: 'outsidePlanYear', parameter: name, year: planYear },
        );
      }
    }
    if (start > end)
      throw new CalendarError('VALIDATION_ERROR', "Parameter 'start' must not be after 'end'.", [], {
        kind: 'startAfterEnd',
      });
    const days = workingDaysOf(loaded, state.code, workplace);
    const question = { state, year: planYear, start, end, leaveDays: args.leaveDays, minBreak };
    const data = presentLeavePlan(
      loaded.calendar,
      days,
      question,
      planLeave(days, start, end, args.leaveDays, minBreak, blackout),
    );
    return {
      data,
      inputs: {
        ...{
          year: data.year,
          state: data.state,
          leaveDays: data.leaveDays,
          minBreak: data.minBreak,
          start: data.start,
          end: data.end,
        },
        ...inputs,
        ...(args.blackout === undefined ? {} : { blackout: blackout.map(runText) }),
      },
      basis: { first: start, last: end, state: data.state },
    };
  },
});

/** Tomorrow, or on 31 December that day: leave is planned from the first day it can still be taken. */
function fromTomorrow(loaded: LoadedCalendar, year: number): number {
  return Math.min(today(loaded) + 1, fromParts(year, 12, 31));
}
