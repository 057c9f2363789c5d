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

function span(start: string, end: string | undefined): string {
  return end === undefined || end === start ? start : `${start} to ${end}`;
}

/** States and federal territories: a holiday kept in all of them is kept in "all states". */
const EVERY_STATE_COUNT = 16;
/** Longer lists of states are counted rather than listed: a row per holiday, not a paragraph (--json lists them). */
const STATES_LISTED = 3;

/** Where a holiday is kept, in a few words. */
function whereKept(states: readonly string[]): string {
  if (states.includes('*') || states.length >= EVERY_STATE_COUNT) return 'all states';
  return states.length <= STATES_LISTED ? states.join(', ') : `${states.length} states`;
}

export function holidayTable(table: TextTable, holidays: readonly Holiday[]): string {
  return table.rows(
    ['date', 'holiday', 'type', 'status', 'kept in'],
    holidays.map((holiday) => [
      span(holiday.date, holiday.endDate),
      holiday.name.en,
      holiday.type,
      holiday.status,
      whereKept(holiday.states),
    ]),
  );
}

/** What a list asked without --status leaves out (all but confirmed holidays), counted by status, and the flag that shows it. */
export function leftOutNote(shown: readonly Holiday[], all: readonly Holiday[]): string {
  const listed = new Set(shown.map((holiday) => holiday.id));
  const counts = new Map<string, number>();
  for (const holiday of all)
    if (!listed.has(holiday.id)) counts.set(holiday.status, (counts.get(holiday.status) ?? 0) + 1);
  if (counts.size === 0) return '';
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const byStatus = [...counts].map(([status, count]) => `${count} ${status}`).join(', ');
  return `\n${total} more not shown (${byStatus}): --status all lists them, --status confirmed,tentative some.\n`;
}

export function dateCheckView(table: TextTable, check: DateCheck): string {
  const school = check.school.covered ? table.yesNo(check.isSchoolDay) : 'unknown (no school calendar for this year)';
  return table.fields([
    ['date', `${check.date} (${check.dayOfWeek})`],
    ['state', `${check.state.code} (weekend ${check.state.weekendDays.join('-')}, school group ${check.state.group})`],
    [
      'holiday',
      check.isHoliday ? check.holidays.map((holiday) => `${holiday.name.en} [${holiday.status}]`).join('; ') : 'no',
    ],
    ['weekend', table.yesNo(check.isWeekend)],
    ['working day', table.yesNo(check.isWorkingDay)],
    ['school day', school],
    ...(check.school.holiday === null
      ? []
      : [
          [
            'school holiday',
            `${check.school.holiday.name.en} (${span(check.school.holiday.startDate, check.school.holiday.endDate)}) [${check.school.holiday.status}]`,
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
      check.holidays.map((holiday) => `${holiday.name.en} [${holiday.status}]`).join('; ') || '-',
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
      stretch.holidays.map((holiday) => holiday.name.en).join('; '),
    ]),
  );
}

/** The plan's totals, then one line per break: where to take the leave and what it makes. */
export function leavePlanView(table: TextTable, plan: LeavePlan): string {
  const totals = table.fields([
    ['state', `${plan.state}, ${span(plan.start, plan.end)}`],
    ['leave', `${plan.leaveDaysUsed} of ${plan.leaveDays} days used`],
    [
      'days off',
      `${plan.totalDaysOff} in breaks of ${plan.minBreak} days or more (${plan.baselineDaysOff} without leave)`,
    ],
  ]);
  const breaks = table.rows(
    ['from', 'to', 'days', 'leave to take', 'holidays'],
    plan.breaks.map((gap) => [
      gap.startDate,
      gap.endDate,
      String(gap.totalDays),
      gap.leaveDates.join(', ') || '-',
      gap.holidays.map((holiday) => holiday.name.en).join('; ') || '-',
    ]),
  );
  return `${totals}\n\n${breaks}`;
}

/** Sun, Mon, ... for the contract's day numbers (0 = Sunday): 1 January 2023 was a Sunday. */
function shortWeekday(day: number): string {
  return new Date(Date.UTC(2023, 0, 1 + day)).toLocaleDateString('en', { weekday: 'short', timeZone: 'UTC' });
}

/** A year's paid public holidays: the law, the week, and each group's holidays with where they fall and the day paid. */
export function entitlementsView(table: TextTable, year: Entitlements): string {
  const totals = table.fields([
    ['state', `${year.state}, ${year.year}`],
    ['law', year.law],
    ['week', `${year.workweek.join(', ')}; rest day ${year.restDay}`],
    [
      'paid',
      `${year.paidHolidays} gazetted holidays: ${year.compulsory.length} compulsory, ${year.employerChooses} the employer's choice; and every additional day`,
    ],
  ]);
  const group = (title: string, entries: readonly EntitledHoliday[]) =>
    entries.length === 0
      ? ''
      : `\n\n${title}\n${table.rows(
          ['date', 'holiday', 'falls on', 'paid on', 'why'],
          entries.map((entry) => [
            entry.holiday.date,
            entry.holiday.name.en,
            entry.fallsOn.replace('_', ' '),
            entry.paidOn ?? 'not substituted',
            paidOnReason(entry),
          ]),
        )}`;
  const choiceTitle =
    year.notChosen === undefined
      ? `The employer's choice (${year.employerChooses} of these)`
      : `The employer's choice (${year.employerChoice.length} chosen of ${year.employerChooses})`;
  const notChosen =
    year.notChosen === undefined || year.notChosen.length === 0
      ? ''
      : `\n\nNot chosen (working days): ${year.notChosen.map((holiday) => `${holiday.date} ${holiday.name.en}`).join('; ')}`;
  return `${totals}${group('Compulsory', year.compulsory)}${group('Additional (always paid)', year.additional)}${group(choiceTitle, year.employerChoice)}${notChosen}\n\n${year.notes.join('\n')}`;
}

/** Why the day paid is not the holiday itself, in a few words (empty when it is). */
function paidOnReason(entry: EntitledHoliday): string {
  if (entry.substitution?.reason === 'rest_day') return 'on the rest day: the next working day';
  if (entry.substitution?.reason === 'another_holiday') return 'on another paid holiday: the next working day';
  if (entry.fallsOn === 'off_day') return 'on an off day that is not the rest day: the law moves none';
  if (entry.paidOn === null) return 'shares its day with another holiday; the proviso then in force moved none';
  return '';
}

export function stateTable(table: TextTable, states: readonly StateRecord[]): string {
  return table.rows(
    ['code', 'name', 'type', 'school group', 'weekend'],
    states.map((state) => [
      state.code,
      state.name.en,
      state.type.replace('_', ' '),
      state.group,
      state.weekendHistory[0]!.weekendDays.map(shortWeekday).join('-'),
    ]),
  );
}

export function resolutionView(table: TextTable, resolution: StateResolution): string {
  return table.fields([
    ['code', resolution.canonical],
    ['name', `${resolution.name.en} / ${resolution.name.ms}`],
    ['type', resolution.type.replace('_', ' ')],
    ['school group', resolution.group],
  ]);
}

export function schoolDayView(table: TextTable, day: SchoolDay): string {
  return table.fields([
    ['date', `${day.date} (${day.dayOfWeek})`],
    ['school day', table.yesNo(day.isSchoolDay)],
    ['school group', day.group],
    ['term', day.term === null ? 'none' : `term ${day.term.term} (${day.term.id}) [${day.term.status}]`],
    [
      'school holiday',
      day.holiday === null
        ? 'none'
        : `${day.holiday.name.en} (${span(day.holiday.startDate, day.holiday.endDate)}) [${day.holiday.status}]`,
    ],
    ['public holiday', table.yesNo(day.isPublicHoliday)],
    ['weekend', table.yesNo(day.isWeekend)],
  ]);
}

export function examTable(table: TextTable, exams: readonly Exam[]): string {
  return table.rows(
    ['from', 'to', 'exam', 'status'],
    exams.map((exam) => [exam.startDate, exam.endDate, exam.name, exam.status]),
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
      term.status,
    ]),
  );
}

export function schoolHolidayTable(table: TextTable, holidays: readonly SchoolHoliday[]): string {
  return table.rows(
    ['from', 'to', 'school holiday', 'group', 'status'],
    holidays.map((holiday) => [holiday.startDate, holiday.endDate, holiday.name.en, holiday.group, holiday.status]),
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
      `${holidays.firstYear} to ${holidays.lastYear} (gazetted ${holidays.gazetted.firstYear} to ${holidays.gazetted.lastYear})`,
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
        market.name.en,
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
      day.halfDay ? `${day.close} (half day)` : day.close,
      day.breakStart === null ? '-' : `${day.breakStart}-${day.breakEnd}`,
      day.settlementDate ?? '-',
    ]),
  );
}
