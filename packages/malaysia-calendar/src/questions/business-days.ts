import { notCovered, requireDays, requireRange } from './coverage.js';
import { question } from './question.js';
import {
  MARKET_INSTEAD_OF_STATE,
  MARKET_WORDS,
  MARKET_OR_STATE,
  MARKET_OR_STATE_INPUTS,
  calendarAsked,
  requireMarketDays,
} from './markets.js';
import { WORKPLACE_INPUTS, WORKPLACE_PARAMETERS, askedWorkplace, workingDaysOf } from './workplace.js';
import * as Type from '@sinclair/typebox/type';
import { rollToBusinessDay } from '../core/business-day-roll.js';
import { type DayNumber, formatIsoDate, yearOf } from '../core/civil-date.js';
import type { DatedHoliday } from '../core/dated-holiday.js';
import type { WorkingDays } from '../core/day-index.js';
import { BusinessDayAddition, BusinessDayCount } from '../model/answers.js';
import { BUSINESS_DAYS, DATE, dated, END, ROLL, START } from '../model/parameters.js';
import { optional } from '../model/parameter.js';
import { echo } from '../model/echo.js';

export const countBusinessDays = question({
  summary: 'Count business days in a range',
  description:
    'Business days from start to end in a state, both ends included, with the holidays and weekend days in between. totalDays = businessDays + holidays + weekendDays; ' +
    "a holiday on a weekend counts once, as a holiday. Uses the state's weekend and holidays in force on each day; " +
    'for a workplace (workweek, closed, open), its week and its own days: holidays are then the public holidays it does not open on, weekendDays its other days off. ' +
    MARKET_WORDS,
  parameters: {
    start: dated(START, 'First day'),
    end: dated(END, 'Last day'),
    ...MARKET_OR_STATE,
    ...WORKPLACE_PARAMETERS,
  },
  positional: ['start', 'end', 'state'],
  insteadOf: MARKET_INSTEAD_OF_STATE,
  result: BusinessDayCount,
  inputs: { start: echo(START), end: echo(END), ...MARKET_OR_STATE_INPUTS, ...WORKPLACE_INPUTS },
  answer: (loaded, args) => {
    const { start: first, end: last } = args;
    const asked = calendarAsked(loaded, args);
    const found = asked.state;
    const { workplace, inputs } = askedWorkplace(loaded, args, found.code, {
      first: yearOf(first),
      last: yearOf(last),
    });
    requireRange(loaded, first, last);
    requireMarketDays(loaded, asked.market, first, last);
    const index = workingDaysOf(loaded, found.code, workplace, asked.market);
    const counts = index.count(first, last);
    // For a workplace, the holidays counted: one it opens on every day of is none of its days off.
    const holidays = loaded.calendar
      .holidaysOfState(found.code, first, last)
      .filter(
        (dated) => (workplace === undefined && asked.market === undefined) || isObserved(index, dated, first, last),
      );
    return {
      data: { ...counts, holidayList: holidays.map((dated) => dated.holiday) },
      inputs: { ...asked.inputs, ...inputs },
      basis: { first, last, state: found.code },
    };
  },
});

export const addBusinessDays = question({
  summary: 'Add or subtract business days',
  description:
    'The business day `days` business days after a date in a state (before it when days is negative), e.g. a deadline of 14 working days. Counting starts on the next (or previous) day ' +
    'and the result is always a business day. days = 0 returns the date unchanged, or with `roll` the business day a weekend day or holiday rolls to, as payment and payroll dates do: ' +
    'following, preceding, modified_following or modified_preceding (the modified ones stay within the month). ' +
    `${MARKET_WORDS} A trade's settlement date is days=2 (T+2; days=3 for a trade before 29 April 2019).`,
  parameters: {
    date: dated(DATE, 'Start date'),
    days: BUSINESS_DAYS,
    ...MARKET_OR_STATE,
    roll: optional(ROLL),
    ...WORKPLACE_PARAMETERS,
  },
  positional: ['date', 'days', 'state'],
  insteadOf: MARKET_INSTEAD_OF_STATE,
  result: BusinessDayAddition,
  inputs: {
    // The answer writes the date for its data: echoed from there rather than written twice.
    date: Type.String(),
    days: echo(BUSINESS_DAYS),
    ...MARKET_OR_STATE_INPUTS,
    roll: echo(ROLL, 'omitted', { description: 'The convention asked for, when one was' }),
    ...WORKPLACE_INPUTS,
  },
  answer: (loaded, args) => {
    const { date: day, days, roll } = args;
    const date = formatIsoDate(day);
    const asked = calendarAsked(loaded, args);
    const found = asked.state;
    // The years n working days may reach: a week works at least one day, some forty a year once holidays are off.
    const reach = Math.ceil(Math.abs(days) / 40) + 1;
    const years =
      days >= 0 ? { first: yearOf(day), last: yearOf(day) + reach } : { first: yearOf(day) - reach, last: yearOf(day) };
    const { workplace, inputs } = askedWorkplace(loaded, args, found.code, years);
    requireDays(loaded, day);
    requireMarketDays(loaded, asked.market, day);
    const index = workingDaysOf(loaded, found.code, workplace, asked.market);
    const result =
      days === 0 && roll !== undefined ? rollToBusinessDay(index, day, roll) : index.addBusinessDays(day, days);
    if (result === undefined) {
      throw notCovered(
        loaded,
        days === 0
          ? `The ${roll} business day of ${date} falls outside the data`
          : `${Math.abs(days)} business days ${days > 0 ? 'after' : 'before'} ${date} fall outside the data`,
        days === 0 ? { kind: 'rollNotCovered', roll: roll!, date } : { kind: 'stepsNotCovered', days, date },
      );
    }
    requireDays(loaded, day, result);
    requireMarketDays(loaded, asked.market, result);
    const resultDate = formatIsoDate(result);
    return {
      data: { startDate: date, businessDays: days, resultDate },
      inputs: { date, ...asked.inputs, ...inputs },
      basis: { first: Math.min(day, result), last: Math.max(day, result), state: found.code },
    };
  },
});

/** Whether a workplace (or a market) is off for the holiday on one of its days in [first, last] (it may open on a holiday). */
function isObserved(index: WorkingDays, dated: DatedHoliday, first: DayNumber, last: DayNumber): boolean {
  for (let day = Math.max(dated.first, first); day <= Math.min(dated.last, last); day++)
    if (index.kindOf(day) === 'holiday') return true;
  return false;
}
