import type {
  Market,
  TradingDay,
  EntitledHoliday,
  Entitlements,
  BusinessDayAddition,
  BusinessDayCount,
  ChangelogEntry,
  DataCoverage,
  DateCheck,
  Exam,
  Holiday,
  LeavePlan,
  LongWeekend,
  SchoolDay,
  SchoolHoliday,
  SchoolTerm,
  StateRecord,
  StateResolution,
} from 'malaysia-calendar';
import type { TextTable } from './text-table.js';

/** How each answer reads in a terminal; `--json` prints the answer itself instead. */

function span(table: TextTable, start: string, end: string | undefined): string {
  return end === undefined || end === start ? start : table.words.span(start, end);
}

/** States and federal territories: a holiday kept in all of them is kept in "all states". */
const EVERY_STATE_COUNT = 16;
/** Longer lists of states are counted rather than listed: a row per holiday, not a paragraph (--json lists them). */
const STATES_LISTED = 3;

/** Where a holiday is kept, in a few words. */
function whereKept(table: TextTable, states: readonly string[]): string {
  if (states.includes('*') || states.length >= EVERY_STATE_COUNT) return table.words.allStates;
  return states.length <= STATES_LISTED ? states.join(', ') : table.words.someStates(states.length);
}

export function holidayTable(table: TextTable, holidays: readonly Holiday[]): string {
  return table.rows(
    ['date', 'holiday', 'type', 'status', 'kept in'],
    holidays.map((holiday) => [
      span(table, holiday.date, holiday.endDate),
      table.name(holiday.name),
      table.words.holidayType[holiday.type],
      table.words.status[holiday.status],
      whereKept(table, holiday.states),
    ]),
  );
}

/** What a list asked without --status leaves out (all but confirmed holidays), counted by status, and the flag that shows it. */
export function leftOutNote(table: TextTable, shown: readonly Holiday[], all: readonly Holiday[]): string {
  const listed = new Set(shown.map((holiday) => holiday.id));
  const counts = new Map<string, number>();
  for (const holiday of all)
    if (!listed.has(holiday.id)) counts.set(holiday.status, (counts.get(holiday.status) ?? 0) + 1);
  if (counts.size === 0) return '';
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const byStatus = [...counts]
    .map(([status, count]) => `${count} ${table.words.status[status as Holiday['status']]}`)
    .join(', ');
  return `\n${table.words.moreNotShown(total, byStatus)}\n`;
}

export function dateCheckView(table: TextTable, check: DateCheck): string {
  const school = check.school.covered ? table.yesNo(check.isSchoolDay) : table.words.unknownSchool;
  return table.fields([
    ['date', `${check.date} (${weekdayOf(table, check.date)})`],
    [
      'state',
      table.words.stateLine(
        check.state.code,
        check.state.weekendDays.map((day) => weekdayOf(table, day)).join('-'),
        check.state.group,
      ),
    ],
    [
      'holiday',
      check.isHoliday
        ? check.holidays
            .map((holiday) => `${table.name(holiday.name)} [${table.words.status[holiday.status]}]`)
            .join('; ')
        : table.words.no,
    ],
    ['weekend', table.yesNo(check.isWeekend)],
    ['working day', table.yesNo(check.isWorkingDay)],
    ['school day', school],
    ...(check.school.holiday === null
      ? []
      : [
          [
            'school holiday',
            `${table.name(check.school.holiday.name)} (${span(table, check.school.holiday.startDate, check.school.holiday.endDate)}) [${table.words.status[check.school.holiday.status]}]`,
          ] as const,
        ]),
  ]);
}

/** One line per state: is the day off there, and why. */
export function allStatesTable(table: TextTable, checks: readonly DateCheck[]): string {
  return table.rows(
    ['state', 'working day', 'weekend', 'holiday'],
    checks.map((check) => [
      check.state.code,
      table.yesNo(check.isWorkingDay),
      table.yesNo(check.isWeekend),
      check.holidays
        .map((holiday) => `${table.name(holiday.name)} [${table.words.status[holiday.status]}]`)
        .join('; ') || '-',
    ]),
  );
}

export function businessDayCountView(table: TextTable, count: BusinessDayCount): string {
  const totals = table.fields([
    ['calendar days', String(count.totalDays)],
    ['business days', String(count.businessDays)],
    ['holidays', String(count.holidays)],
    ['weekend days', String(count.weekendDays)],
  ]);
  return count.holidayList.length === 0 ? totals : `${totals}\n\n${holidayTable(table, count.holidayList)}`;
}

export function additionView(table: TextTable, addition: BusinessDayAddition): string {
  return table.fields([
    ['from', addition.startDate],
    ['business days', String(addition.businessDays)],
    ['result', addition.resultDate],
  ]);
}

export function longWeekendTable(table: TextTable, stretches: readonly LongWeekend[]): string {
  return table.rows(
    ['from', 'to', 'days', 'leave to take', 'holidays'],
    stretches.map((stretch) => [
      stretch.startDate,
      stretch.endDate,
      String(stretch.totalDays),
      stretch.bridgeDates.join(', ') || '-',
      stretch.holidays.map((holiday) => table.name(holiday.name)).join('; '),
    ]),
  );
}

/** The plan's totals, then one line per break: where to take the leave and what it makes. */
export function leavePlanView(table: TextTable, plan: LeavePlan): string {
  const totals = table.fields([
    ['state', `${plan.state}, ${span(table, plan.start, plan.end)}`],
    ['leave', table.words.leaveUsed(plan.leaveDaysUsed, plan.leaveDays)],
    ['days off', table.words.daysOff(plan.totalDaysOff, plan.minBreak, plan.baselineDaysOff)],
  ]);
  const breaks = table.rows(
    ['from', 'to', 'days', 'leave to take', 'holidays'],
    plan.breaks.map((gap) => [
      gap.startDate,
      gap.endDate,
      String(gap.totalDays),
      gap.leaveDates.join(', ') || '-',
      gap.holidays.map((holiday) => table.name(holiday.name)).join('; ') || '-',
    ]),
  );
  return `${totals}\n\n${breaks}`;
}

/** A date's weekday, or a weekday the API names ("Saturday"), in the table's language. */
function weekdayOf(table: TextTable, day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? new Date(`${day}T00:00:00Z`)
    : new Date(Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(day)));
  return date.toLocaleDateString(table.language, { weekday: 'long', timeZone: 'UTC' });
}

/** The API's weekday names, from Sunday. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Sun, Mon, ... in the table's language, for the contract's day numbers (0 = Sunday): 1 January 2023 was a Sunday. */
function shortWeekday(table: TextTable, day: number): string {
  return new Date(Date.UTC(2023, 0, 1 + day)).toLocaleDateString(table.language, {
    weekday: 'short',
    timeZone: 'UTC',
  });
}

/** A year's paid public holidays: the law, the week, and each group's holidays with where they fall and the day paid. */
export function entitlementsView(table: TextTable, year: Entitlements): string {
  const totals = table.fields([
    ['state', `${year.state}, ${year.year}`],
    ['law', year.law],
    ['week', table.words.week(year.workweek.join(', '), year.restDay)],
    ['paid', table.words.paid(year.paidHolidays, year.compulsory.length, year.employerChooses)],
  ]);
  const group = (title: string, entries: readonly EntitledHoliday[]) =>
    entries.length === 0
      ? ''
      : `\n\n${title}\n${table.rows(
          ['date', 'holiday', 'falls on', 'paid on', 'why'],
          entries.map((entry) => [
            entry.holiday.date,
            table.name(entry.holiday.name),
            table.words.fallsOn[entry.fallsOn],
            entry.paidOn ?? table.words.notSubstituted,
            paidOnReason(table, entry),
          ]),
        )}`;
  const { words } = table;
  const choiceTitle =
    year.notChosen === undefined
      ? words.choice(year.employerChooses)
      : words.chosenOf(year.employerChoice.length, year.employerChooses);
  const notChosen =
    year.notChosen === undefined || year.notChosen.length === 0
      ? ''
      : `\n\n${words.notChosen}: ${year.notChosen.map((holiday) => `${holiday.date} ${table.name(holiday.name)}`).join('; ')}`;
  return `${totals}${group(words.compulsory, year.compulsory)}${group(words.additional, year.additional)}${group(choiceTitle, year.employerChoice)}${notChosen}\n\n${year.notes.join('\n')}`;
}

/** Why the day paid is not the holiday itself, in a few words of the table's language (empty when it is). */
function paidOnReason(table: TextTable, entry: EntitledHoliday): string {
  if (entry.substitution?.reason === 'rest_day') return table.words.why.rest_day;
  if (entry.substitution?.reason === 'another_holiday') return table.words.why.another_holiday;
  if (entry.fallsOn === 'off_day') return table.words.why.off_day;
  if (entry.paidOn === null) return table.words.why.shared;
  return '';
}

export function stateTable(table: TextTable, states: readonly StateRecord[]): string {
  return table.rows(
    ['code', 'name', 'type', 'school group', 'weekend'],
    states.map((state) => [
      state.code,
      table.name(state.name),
      state.type.replace('_', ' '),
      state.group,
      state.weekendHistory[0]!.weekendDays.map((day) => shortWeekday(table, day)).join('-'),
    ]),
  );
}

export function resolutionView(table: TextTable, resolution: StateResolution): string {
  return table.fields([
    ['code', resolution.canonical],
    ['name', `${table.name(resolution.name)} / ${resolution.name.ms}`],
    ['type', resolution.type.replace('_', ' ')],
    ['school group', resolution.group],
  ]);
}

export function schoolDayView(table: TextTable, day: SchoolDay): string {
  return table.fields([
    ['date', `${day.date} (${weekdayOf(table, day.date)})`],
    ['school day', table.yesNo(day.isSchoolDay)],
    ['school group', day.group],
    [
      'term',
      day.term === null
        ? table.words.none
        : `${table.words.term(day.term.term)} (${day.term.id}) [${table.words.status[day.term.status]}]`,
    ],
    [
      'school holiday',
      day.holiday === null
        ? table.words.none
        : `${table.name(day.holiday.name)} (${span(table, day.holiday.startDate, day.holiday.endDate)}) [${table.words.status[day.holiday.status]}]`,
    ],
    ['public holiday', table.yesNo(day.isPublicHoliday)],
    ['weekend', table.yesNo(day.isWeekend)],
  ]);
}

export function examTable(table: TextTable, exams: readonly Exam[]): string {
  return table.rows(
    ['from', 'to', 'exam', 'status'],
    exams.map((exam) => [exam.startDate, exam.endDate, exam.name, table.words.status[exam.status]]),
  );
}

export function schoolTermTable(table: TextTable, terms: readonly SchoolTerm[]): string {
  return table.rows(
    ['group', 'term', 'from', 'to', 'school days', 'status'],
    terms.map((term) => [
      term.group,
      String(term.term),
      term.startDate,
      term.endDate,
      String(term.totalSchoolDays),
      table.words.status[term.status],
    ]),
  );
}

export function schoolHolidayTable(table: TextTable, holidays: readonly SchoolHoliday[]): string {
  return table.rows(
    ['from', 'to', 'school holiday', 'group', 'status'],
    holidays.map((holiday) => [
      holiday.startDate,
      holiday.endDate,
      table.name(holiday.name),
      holiday.group,
      table.words.status[holiday.status],
    ]),
  );
}

export function changelogTable(table: TextTable, entries: readonly ChangelogEntry[]): string {
  return table.rows(
    ['date', 'changes', 'summary'],
    entries.map((entry) => [entry.date, String(entry.changes.length), entry.summary]),
  );
}

export function coverageView(table: TextTable, coverage: DataCoverage): string {
  const { holidays } = coverage;
  return table.fields([
    [
      'holidays',
      table.words.years(holidays.firstYear, holidays.lastYear, holidays.gazetted.firstYear, holidays.gazetted.lastYear),
    ],
    ['school calendars', coverage.school.join(', ')],
    ['exams', coverage.exams.join(', ')],
  ]);
}

/** A market per line: its conventions in force now (--json gives them as they changed, with sources). */
export function marketTable(table: TextTable, markets: readonly Market[]): string {
  return table.rows(
    ['id', 'name', 'sessions', 'half day closes', 'settlement'],
    markets.map((market) => {
      const sessions = market.sessions.at(-1)!;
      return [
        market.id,
        table.name(market.name),
        sessions.sessions.map((session) => `${session.open}-${session.close}`).join(', '),
        sessions.halfDayClose,
        `T+${market.settlement.at(-1)!.days}`,
      ];
    }),
  );
}

/** A trading day per line, a half day marked. */
export function sessionTable(table: TextTable, days: readonly TradingDay[]): string {
  return table.rows(
    ['date', 'open', 'close', 'break', 'settles'],
    days.map((day) => [
      day.date,
      day.open,
      day.halfDay ? `${day.close} (${table.words.halfDay})` : day.close,
      day.breakStart === null ? '-' : `${day.breakStart}-${day.breakEnd}`,
      day.settlementDate ?? '-',
    ]),
  );
}
