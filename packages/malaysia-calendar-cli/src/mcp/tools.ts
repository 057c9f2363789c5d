import { type Static, type TObject, Type } from '@sinclair/typebox';
import type { MalaysiaCalendar } from 'malaysia-calendar';
import {
  BridgeDaysParameter,
  BusinessDayAddition,
  BusinessDayCount,
  BusinessDaysParameter,
  DataCoverage,
  DateCheck,
  DateParameter,
  Exam,
  ExamTypeParameter,
  GroupParameter,
  Holiday,
  HolidayTypeParameter,
  LeaveDaysParameter,
  LeavePlan,
  LongWeekend,
  MinBreakParameter,
  MonthParameter,
  NextLimitParameter,
  RollParameter,
  SchoolDay,
  SchoolHoliday,
  SchoolTerm,
  StateParameter,
  StateQueryParameter,
  StateResolution,
  StatusParameter,
  YearParameter,
} from 'malaysia-calendar/model';

/** One question of the calendar as an MCP tool: its arguments and result in the calendar's own schemas. */
export interface CalendarTool<I extends TObject = TObject, O extends TObject = TObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  answer: (calendar: MalaysiaCalendar, args: Static<I>) => Static<O>;
}

function tool<I extends TObject, O extends TObject>(definition: CalendarTool<I, O>): CalendarTool {
  return definition as unknown as CalendarTool;
}

const STATE = { ...StateParameter, description: 'State or federal territory: a code or any alias, e.g. "selangor", "Pulau Pinang", "KL", "MY-01", "JHR"' };
const ABOUT_ERRORS = 'Bad input comes back as an error naming the argument, with suggestions (valid values or a corrected form) to retry with.';

/** The tools, in the order an assistant most often needs them. */
export const CALENDAR_TOOLS: readonly CalendarTool[] = [
  tool({
    name: 'check_date',
    title: 'Check a date',
    description:
      'Is a date a public holiday, a weekend day, a working day and a school day in one Malaysian state? Returns the holidays on that day (replacement and ' +
      'additional days included, each with its status), the state\'s weekend days and school group. Weekends differ by state (Kedah, Kelantan and Terengganu rest ' +
      `Friday-Saturday). ${ABOUT_ERRORS}`,
    input: Type.Object({ date: DateParameter('The day to check'), state: STATE }),
    output: DateCheck,
    answer: (calendar, args) => calendar.check(args.date, args.state),
  }),
  tool({
    name: 'check_date_all_states',
    title: 'Check a date in every state',
    description:
      'Which Malaysian states and federal territories are off on a date? The check_date answer for all 16, in canonical order (the 13 states by code, then the 3 federal territories): ' +
      `holiday, weekend, working day and school day in each, with the holidays. ${ABOUT_ERRORS}`,
    input: Type.Object({ date: DateParameter('The day to check') }),
    output: Type.Object({ states: Type.Array(DateCheck) }),
    answer: (calendar, args) => ({ states: calendar.checkAllStates(args.date) }),
  }),
  tool({
    name: 'list_holidays',
    title: 'List holidays',
    description:
      "Public holidays of a year (default: this year in Kuala Lumpur), by date. With a state, every holiday kept there; without, only nationwide ones. Without status, only confirmed ones: ask for 'confirmed,tentative,announced' (or 'all', cancelled ones included) to see lunar dates not yet proclaimed too. " +
      ABOUT_ERRORS,
    input: Type.Object({
      year: Type.Optional(YearParameter),
      state: Type.Optional(STATE),
      month: Type.Optional(MonthParameter),
      type: Type.Optional(HolidayTypeParameter),
      status: Type.Optional(StatusParameter),
    }),
    output: Type.Object({ holidays: Type.Array(Holiday) }),
    answer: (calendar, args) => ({ holidays: calendar.holidays(args) }),
  }),
  tool({
    name: 'next_holidays',
    title: 'Next holidays',
    description:
      'The next public holidays from today (in Kuala Lumpur) on, across years, in date order: with a state, every holiday kept there; without, only nationwide ones. ' +
      'limit (1 to 50, default 1) says how many; type narrows to one kind (federal, state, islamic, ...). Only confirmed holidays. ' +
      ABOUT_ERRORS,
    input: Type.Object({ state: Type.Optional(STATE), type: Type.Optional(HolidayTypeParameter), limit: Type.Optional(NextLimitParameter) }),
    output: Type.Object({ holidays: Type.Array(Holiday) }),
    answer: (calendar, args) => ({ holidays: calendar.next(args) }),
  }),
  tool({
    name: 'holidays_between',
    title: 'Holidays between two dates',
    description:
      'Public holidays with a day from start to end (both included, across years), in date order: with a state, every holiday kept there; without, only nationwide ones. ' +
      'For counting working days use count_business_days instead. ' +
      ABOUT_ERRORS,
    input: Type.Object({ start: DateParameter('First day'), end: DateParameter('Last day'), state: Type.Optional(STATE) }),
    output: Type.Object({ holidays: Type.Array(Holiday) }),
    answer: (calendar, args) => ({ holidays: calendar.between(args.start, args.end, args.state) }),
  }),
  tool({
    name: 'count_business_days',
    title: 'Count business days',
    description:
      "Business days between two dates in a state, both ends included, with the holidays and weekend days in between (totalDays = businessDays + holidays + weekendDays; a holiday on a weekend counts as a holiday). Uses the state's weekend and holidays in force on each day. " +
      ABOUT_ERRORS,
    input: Type.Object({ start: DateParameter('First day'), end: DateParameter('Last day'), state: STATE }),
    output: BusinessDayCount,
    answer: (calendar, args) => calendar.businessDays(args.start, args.end, args.state),
  }),
  tool({
    name: 'add_business_days',
    title: 'Add business days',
    description:
      'The date that is N business days after a date in a state (before it when N is negative), e.g. a deadline of 14 working days. Counting starts the day after (or before); the result is always a business day; 0 returns the date itself, ' +
      'or with roll (following, preceding, modified_following, modified_preceding) the business day a weekend day or holiday rolls to, as payment and payroll dates do. ' +
      ABOUT_ERRORS,
    input: Type.Object({ date: DateParameter('The day to count from'), days: BusinessDaysParameter, state: STATE, roll: Type.Optional(RollParameter) }),
    output: BusinessDayAddition,
    answer: (calendar, args) => calendar.addBusinessDays(args.date, args.days, args.state, { roll: args.roll }),
  }),
  tool({
    name: 'long_weekends',
    title: 'Find long weekends',
    description:
      'Stretches of 3 or more consecutive days off that start in a year (default: this year) in a state. With bridgeDays (1 to 3), also the stretches that taking that many working days of leave would make, with the days to take. ' +
      ABOUT_ERRORS,
    input: Type.Object({ year: Type.Optional(YearParameter), state: STATE, bridgeDays: Type.Optional(BridgeDaysParameter) }),
    output: Type.Object({ longWeekends: Type.Array(LongWeekend) }),
    answer: (calendar, args) => ({ longWeekends: calendar.longWeekends(args.year, args.state, { bridgeDays: args.bridgeDays }) }),
  }),
  tool({
    name: 'plan_leave',
    title: 'Plan leave',
    description:
      'The best days to take a budget of leave (0 to 60 days) in a Malaysian state in a year, or in a window (start, end) inside it. It maximises the total days in breaks ' +
      'of at least minBreak (default 3) consecutive days off — weekends by the state\'s rule on each date, public holidays, and the leave — then uses the fewest leave days, ' +
      'then the earliest dates; the answer is exact and unique. Returns every break with its leave dates and holidays, the total days off and the total without leave. ' +
      'For "the longest holidays" rather than extra Fridays, ask minBreak 5 to 9. ' +
      ABOUT_ERRORS,
    input: Type.Object({
      state: STATE,
      leaveDays: LeaveDaysParameter,
      year: Type.Optional(YearParameter),
      minBreak: Type.Optional(MinBreakParameter),
      start: Type.Optional(DateParameter('First day of the window, inside the year')),
      end: Type.Optional(DateParameter('Last day of the window, inside the year')),
    }),
    output: LeavePlan,
    answer: (calendar, args) => calendar.planLeave(args),
  }),
  tool({
    name: 'resolve_state',
    title: 'Resolve a state name',
    description:
      'The canonical code of a Malaysian state or federal territory from any code, name or alias (English or Malay, ISO 3166-2, three-letter codes, short forms such as KL or N9), with its names, type and school group. Unknown names come back with the likeliest codes.',
    input: Type.Object({ q: { ...StateQueryParameter, description: 'A code, name or alias of a state, e.g. "Penang" or "Negeri Sembilan"' } }),
    output: StateResolution,
    answer: (calendar, args) => calendar.resolveState(args.q),
  }),
  tool({
    name: 'school_day',
    title: 'Check a school day',
    description:
      'Is a date a school day for a state (or a school group, A or B) under the Ministry of Education calendar? Returns the term, the school holiday if any (each with its status: tentative when the dates rest on transcriptions of the Ministry of Education circular, not the circular itself), and whether a weekend or public holiday closes schools. Give state or group. Years with no school calendar source are refused as not covered. ' +
      ABOUT_ERRORS,
    input: Type.Object({ date: DateParameter('The day to check'), state: Type.Optional(STATE), group: Type.Optional(GroupParameter) }),
    output: SchoolDay,
    answer: (calendar, args) => calendar.isSchoolDay(args.date, args.state === undefined ? { group: args.group! } : { state: args.state, group: args.group }),
  }),
  tool({
    name: 'school_terms',
    title: 'School terms',
    description:
      "The terms of a school year (default: this year) under the Ministry of Education calendar, with their dates and school days: for a state (its school group, A or B, " +
      'and its own holidays) or a group; both groups without either. Each term has a status (confirmed, or tentative before the circular is found). Years with no school calendar source are refused as not covered (see data_coverage). ' +
      ABOUT_ERRORS,
    input: Type.Object({ year: Type.Optional(YearParameter), state: Type.Optional(STATE), group: Type.Optional(GroupParameter) }),
    output: Type.Object({ terms: Type.Array(SchoolTerm) }),
    answer: (calendar, args) => ({ terms: calendar.schoolTerms(args) }),
  }),
  tool({
    name: 'school_holidays',
    title: 'School holidays',
    description:
      "A school year's holidays (default: this year): the term breaks and the ministry's festive days off, for a state (only those that apply to it) or a school group; " +
      'both groups without either. Each has a status (confirmed, or tentative before the circular is found). Years with no school calendar source are refused as not covered (see data_coverage). ' +
      ABOUT_ERRORS,
    input: Type.Object({ year: Type.Optional(YearParameter), state: Type.Optional(STATE), group: Type.Optional(GroupParameter) }),
    output: Type.Object({ schoolHolidays: Type.Array(SchoolHoliday) }),
    answer: (calendar, args) => ({ schoolHolidays: calendar.schoolHolidays(args) }),
  }),
  tool({
    name: 'exams',
    title: 'National exams',
    description:
      'Dates of the national exams (SPM, STPM, MUET, STAM and others) with their status, of one year and type if given, of every year held otherwise. ' + ABOUT_ERRORS,
    input: Type.Object({ year: Type.Optional({ ...YearParameter, description: 'Exam year; all years when omitted' }), type: Type.Optional(ExamTypeParameter) }),
    output: Type.Object({ exams: Type.Array(Exam) }),
    answer: (calendar, args) => ({ exams: calendar.exams(args) }),
  }),
  tool({
    name: 'data_coverage',
    title: 'What the data covers',
    description:
      'The years each part of the data covers (public holidays: first to last year; school calendars and exams: the years held) and the data version. ' +
      'Ask it before a question about a far year: a year outside these is refused as not covered rather than answered.',
    input: Type.Object({}),
    output: Type.Object({ dataVersion: Type.String(), coverage: DataCoverage }),
    answer: (calendar) => ({ dataVersion: calendar.dataVersion, coverage: calendar.coverage() }),
  }),
];
