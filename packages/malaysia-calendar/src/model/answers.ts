// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Nullable, SchoolGroup, literals } from './common.js';
import { Holiday } from './holiday.js';
import { SchoolHolidayOnDay, SchoolStatus } from './school.js';

/** Why a day is not a workplace's working day. */
export const DAY_OFF_REASONS = ['holiday', 'substitute_day', 'closed', 'week_off'] as const;
export type DayOffReason = (typeof DAY_OFF_REASONS)[number];

/** GET /holidays/check and /holidays/today (the v1 contract's date check result). */
export const DateCheck = Type.Object(
  {
    date: Type.String(),
    dayOfWeek: Type.String(),
    isHoliday: Type.Boolean(),
    isWeekend: Type.Boolean({ description: "By the state's weekend days on that date" }),
    isWorkingDay: Type.Boolean(),
    isSchoolDay: Type.Boolean({
      description:
        'True only on a day of school for the state. Read it with school.covered: when no school calendar is held for the year of the date (school.covered false), ' +
        'isSchoolDay is false for want of data, not because school is out; /school/is-school-day answers such a date with YEAR_NOT_COVERED',
    }),
    holidays: Type.Array(Holiday),
    school: Type.Object({
      group: SchoolGroup,
      covered: Type.Boolean({
        description:
          'False when no school calendar is held for the year of the date: then isSchoolDay is false and term and holiday are null for want of data, not because school is out',
      }),
      term: Nullable(
        Type.Object({
          id: Type.String(),
          term: Type.Integer(),
          startDate: Type.String(),
          endDate: Type.String(),
          status: SchoolStatus,
        }),
      ),
      holiday: Nullable(SchoolHolidayOnDay),
    }),
    state: Type.Object({ code: Type.String(), weekendDays: Type.Array(Type.String()), group: SchoolGroup }),
    dayOff: Type.Optional(
      Nullable(
        literals(
          DAY_OFF_REASONS,
          "Present only for a workplace: why the day is not one of its working days (null: it is one). holiday: a public holiday it does not open on (with holidays=paid, one of the employee's paid holidays); substitute_day: the day paid for a paid holiday on the rest day or on another holiday (holidays=paid); closed: one of its closed days; week_off: a day its week does not work",
        ),
      ),
    ),
  },
  { title: 'DateCheck' },
);
export type DateCheck = Static<typeof DateCheck>;

/** GET /holidays/long-weekends (the v1 contract's long weekend item). */
export const LongWeekend = Type.Object(
  {
    startDate: Type.String(),
    endDate: Type.String(),
    totalDays: Type.Integer({ description: 'Consecutive days off, 3 or more' }),
    holidays: Type.Array(Holiday),
    weekendDays: Type.Integer({ description: 'Weekend days in the stretch that are not holidays' }),
    bridgeDaysNeeded: Type.Integer({
      description: 'Working days to take off to get the stretch (0: a natural long weekend)',
    }),
    bridgeDates: Type.Array(Type.String(), { description: 'The working days to take off' }),
  },
  { title: 'LongWeekend' },
);
export type LongWeekend = Static<typeof LongWeekend>;

/** A break of a leave plan: consecutive days off (weekends, holidays, leave) inside the plan's window. */
export const LeaveBreak = Type.Object(
  {
    startDate: Type.String(),
    endDate: Type.String(),
    totalDays: Type.Integer({ description: 'Consecutive days off, at least minBreak' }),
    leaveDates: Type.Array(Type.String(), { description: 'The working days of the break taken as leave' }),
    holidays: Type.Array(Holiday),
    weekendDays: Type.Integer({ description: 'Weekend days in the break that are not holidays' }),
  },
  { title: 'LeaveBreak' },
);
export type LeaveBreak = Static<typeof LeaveBreak>;

/** GET /leave-plans: where to take a budget of leave days for the most days off in long breaks. */
export const LeavePlan = Type.Object(
  {
    state: Type.String({ description: 'Canonical state code' }),
    year: Type.Integer(),
    start: Type.String({ description: 'First day of the window the plan lives in' }),
    end: Type.String({ description: 'Last day of the window' }),
    leaveDays: Type.Integer({ description: 'The budget of leave days asked for' }),
    leaveDaysUsed: Type.Integer({
      description:
        'Leave days the plan takes (never more than the budget; fewer when more would not lengthen any break)',
    }),
    minBreak: Type.Integer({ description: 'The shortest break that counts' }),
    totalDaysOff: Type.Integer({ description: 'Days in breaks of at least minBreak days, leave included' }),
    baselineDaysOff: Type.Integer({ description: 'The same total with no leave taken' }),
    breaks: Type.Array(LeaveBreak, {
      description: 'Every break of at least minBreak days in the plan, with or without leave in it, by date',
    }),
  },
  { title: 'LeavePlan' },
);
export type LeavePlan = Static<typeof LeavePlan>;

/** GET /business-days (the v1 contract's business-day count). */
export const BusinessDayCount = Type.Object(
  {
    totalDays: Type.Integer(),
    businessDays: Type.Integer(),
    holidays: Type.Integer({ description: 'Distinct holiday days in the range' }),
    weekendDays: Type.Integer({ description: 'Weekend days that are not holidays' }),
    holidayList: Type.Array(Holiday),
  },
  { title: 'BusinessDayCount' },
);
export type BusinessDayCount = Static<typeof BusinessDayCount>;

/** GET /business-days/add (the v1 contract's business-day addition). */
export const BusinessDayAddition = Type.Object(
  { startDate: Type.String(), businessDays: Type.Integer(), resultDate: Type.String() },
  { title: 'BusinessDayAddition' },
);
export type BusinessDayAddition = Static<typeof BusinessDayAddition>;

/** GET /v1's `coverage`: the years each part of the data covers. */
export const DataCoverage = Type.Object({
  holidays: Type.Object({
    firstYear: Type.Integer({ description: 'First year answered' }),
    lastYear: Type.Integer({ description: 'Last year answered' }),
    gazetted: Type.Object(
      { firstYear: Type.Integer(), lastYear: Type.Integer() },
      {
        description:
          'The years of the gazetted data; the years before are from the historical record, the years after projected from the rules',
      },
    ),
    estimated: Type.Array(Type.Integer(), {
      description: 'Years with projected (estimated) days, which estimates=exclude refuses',
    }),
  }),
  school: Type.Array(Type.Integer(), { description: 'Years with a published school calendar' }),
  exams: Type.Array(Type.Integer(), { description: 'Years with exam dates' }),
});
export type DataCoverage = Static<typeof DataCoverage>;
