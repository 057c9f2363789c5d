import { notCovered, requireDays, requireRange } from './coverage.js';
import { question } from './question.js';
import { stateNamed } from './states.js';
import { Type } from '@sinclair/typebox/type';
import { rollToBusinessDay } from '../core/business-day-roll.js';
import { formatIsoDate, parseIsoDate } from '../core/civil-date.js';
import { BusinessDayAddition, BusinessDayCount } from '../model/answers.js';
import { BusinessDaysParameter, DateParameter, RollParameter, StateParameter } from '../model/parameters.js';

export const countBusinessDays = question({
  summary: 'Count business days in a range',
  description:
    'Business days from start to end in a state, both ends included, with the holidays and weekend days in between. totalDays = businessDays + holidays + weekendDays; ' +
    "a holiday on a weekend counts once, as a holiday. Uses the state's weekend and holidays in force on each day.",
  parameters: { start: DateParameter('First day'), end: DateParameter('Last day'), state: StateParameter },
  positional: ['start', 'end', 'state'],
  result: BusinessDayCount,
  inputs: { start: Type.String(), end: Type.String(), state: Type.String() },
  answer: (loaded, args) => {
    const first = parseIsoDate(args.start)!;
    const last = parseIsoDate(args.end)!;
    const found = stateNamed(loaded, args.state);
    requireRange(loaded, first, last);
    const counts = loaded.calendar.indexOf(found.code).count(first, last);
    return {
      data: { ...counts, holidayList: loaded.calendar.holidaysOfState(found.code, first, last).map((dated) => dated.holiday) },
      inputs: { start: args.start, end: args.end, state: found.code },
      basis: { first: args.start, last: args.end, state: found.code },
    };
  },
});

export const addBusinessDays = question({
  summary: 'Add or subtract business days',
  description:
    'The business day `days` business days after a date in a state (before it when days is negative), e.g. a deadline of 14 working days. Counting starts on the next (or previous) day ' +
    'and the result is always a business day. days = 0 returns the date unchanged, or with `roll` the business day a weekend day or holiday rolls to, as payment and payroll dates do: ' +
    'following, preceding, modified_following or modified_preceding (the modified ones stay within the month).',
  parameters: { date: DateParameter('Start date'), days: BusinessDaysParameter, state: StateParameter, roll: Type.Optional(RollParameter) },
  positional: ['date', 'days', 'state'],
  result: BusinessDayAddition,
  inputs: { date: Type.String(), days: Type.Integer(), state: Type.String(), roll: Type.Optional(Type.String({ description: 'The convention asked for, when one was' })) },
  answer: (loaded, args) => {
    const { date, days, roll } = args;
    const day = parseIsoDate(date)!;
    const found = stateNamed(loaded, args.state);
    requireDays(loaded, day);
    const index = loaded.calendar.indexOf(found.code);
    const result = days === 0 && roll !== undefined ? rollToBusinessDay(index, day, roll) : index.addBusinessDays(day, days);
    if (result === undefined) {
      throw notCovered(loaded, days === 0 ? `The ${roll} business day of ${date} falls outside the data` : `${Math.abs(days)} business days ${days > 0 ? 'after' : 'before'} ${date} fall outside the data`);
    }
    requireDays(loaded, day, result);
    const resultDate = formatIsoDate(result);
    const [first, last] = [date, resultDate].sort() as [string, string];
    return {
      data: { startDate: date, businessDays: days, resultDate },
      inputs: { date, days, state: found.code, ...(roll === undefined ? {} : { roll }) },
      basis: { first, last, state: found.code },
    };
  },
});
