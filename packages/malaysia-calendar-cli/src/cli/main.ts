#!/usr/bin/env node
/**
 * The command line: every question of the calendar, a table for people by default (colour
 * only on a terminal), `--json` for exactly the API's `data`, `--csv` for a list as the API's
 * CSV, and `mcp` to serve the
 * calendar to assistants over stdio. Errors go to stderr with the suggestions; exit code 1.
 */
import { createRequire } from 'node:module';
import type { TSchema } from '@sinclair/typebox';
import { Command, Option } from 'commander';
import { CalendarError, createCalendar, type MalaysiaCalendar } from 'malaysia-calendar';
import { flatTable } from 'malaysia-calendar/adapters';
import {
  ESTIMATES_OPTIONS,
  type EstimatesOption,
  Exam,
  EXAM_TYPES,
  FEED_LANGUAGES,
  FEED_PARTS,
  type FeedLanguage,
  Holiday,
  HOLIDAY_STATUSES,
  HOLIDAY_TYPES,
  type HolidayType,
  LeaveBreak,
  LongWeekend,
  ROLL_CONVENTIONS,
  type RollConvention,
  SCHOOL_GROUPS,
  type SchoolGroup,
  StateRecord,
} from 'malaysia-calendar/model';
import { dayFromWords } from './day-words.js';
import { inFlagWords, refuseRepeatedFlags } from './flag-words.js';
import { TextTable } from './text-table.js';
import {
  additionView,
  allStatesTable,
  businessDayCountView,
  dateCheckView,
  holidayTable,
  leftOutNote,
  leavePlanView,
  longWeekendTable,
  resolutionView,
  schoolDayView,
  stateTable,
} from './views.js';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };
const { version: libraryVersion } = require('malaysia-calendar/package.json') as { version: string };

let theCalendar: MalaysiaCalendar | undefined;
/** One calendar per run, made when first needed (not for --help), with or without projected years as --estimates says. */
const calendar = () => (theCalendar ??= createCalendar({ estimates: program.opts<{ estimates?: EstimatesOption }>().estimates }));

/** A date as written, `today` and `tomorrow` included. */
const day = (text: string) => dayFromWords(text, () => calendar().today());

/** Arguments the HTTP API calls by another name, per command. */
const RENAMED: Readonly<Record<string, Readonly<Record<string, string>>>> = { add: { days: 'n' }, resolve: { q: 'text' } };

function versionText(): string {
  const { holidays, school, exams } = calendar().coverage();
  return [
    `malaysia-calendar-cli ${version} (library malaysia-calendar ${libraryVersion})`,
    `data ${calendar().dataVersion}, released ${calendar().releaseDate}`,
    `covers: holidays ${holidays.firstYear}-${holidays.lastYear}; school calendars ${school.join(', ')}; exams ${exams.join(', ')}`,
  ].join('\n');
}

/** A whole number as a number; anything else is passed on as written, for the calendar to refuse with its own words. */
function integer(text: string): number {
  return /^-?\d+$/.test(text) ? Number(text) : (text as unknown as number);
}

const program = new Command('malaysia-calendar')
  .description('Malaysian public holidays, weekends, business days and the school calendar, for the 16 states and federal territories.')
  .option('-V, --version', 'print the versions, and the years the data covers')
  .option('--json', "print the answer as JSON: exactly the HTTP API's data")
  .addOption(
    new Option('--estimates <mode>', 'include: answer the years past the gazette from the rules, each projected day marked estimated; exclude: refuse them (and the MCP server too)')
      .choices(ESTIMATES_OPTIONS)
      .default('include'),
  )
  .addOption(new Option('--csv', "print a list as CSV (RFC 4180, UTF-8 with a byte-order mark, for Excel): the HTTP API's CSV").conflicts('json'))
  .showHelpAfterError()
  // As wide as the terminal (COLUMNS off one, else 80), descriptions wrapped even beside long command names.
  .configureHelp({ helpWidth: terminalWidth(), minWidthToWrap: 10 })
  .addHelpText('after', '\nDates are YYYY-MM-DD, today or tomorrow (in Kuala Lumpur).\nA state is any code or alias: selangor, "Pulau Pinang", KL, MY-10, JHR.\n');

/** The terminal's width, for tables: the terminal's own, or COLUMNS when the output is not one. */
function terminalWidth(): number | undefined {
  if (process.stdout.isTTY === true) return process.stdout.columns;
  const columns = Number(process.env.COLUMNS);
  return Number.isInteger(columns) && columns > 0 ? columns : undefined;
}

/** A year that is not a number: the schema's bounds (1000, 9999) would be no help, the years the data covers are. */
const isYearMistyped = (error: CalendarError) => error.message.startsWith("Parameter 'year' must be an integer");

/** The first and last years answered: a hundred years listed would be no help either. */
function coveredYears(): number[] {
  const { firstYear, lastYear } = calendar().coverage().holidays;
  return [firstYear, lastYear];
}

/** A list's records as CSV: the schema of its records and, when the answer is not the list itself, where it is. */
interface CsvList<T> {
  records: TSchema;
  of?: (data: T) => readonly unknown[];
}

/** The columns of the HTTP API's CSV (the library's flatTable), written the same way: a byte-order mark, CRLF. */
function csvOf<T>(list: CsvList<T>, data: T): string {
  // Loaded only here: importing the writer costs every other command 15 ms or more of its start.
  const { stringify } = require('csv-stringify/sync') as typeof import('csv-stringify/sync');
  return stringify(flatTable(list.records, list.of?.(data) ?? (data as readonly unknown[])), { bom: true, record_delimiter: 'windows' });
}

/**
 * Runs one question: the answer on stdout (a table, JSON with --json, CSV with --csv for a
 * list), or the error and its suggestions on stderr. A command that answers one record refuses
 * --csv rather than print something else than asked.
 */
function answer<T>(command: Command, question: (calendar: MalaysiaCalendar) => T, view: (table: TextTable, data: T) => string, list?: CsvList<T>): void {
  const { json, csv } = command.optsWithGlobals<{ json?: boolean; csv?: boolean }>();
  if (csv === true && list === undefined) {
    process.stderr.write(`malaysia-calendar: --csv: '${command.name()}' answers one record, not a list; --csv is for holidays, between, next, long-weekends, plan-leave, states and exams (use --json)\n`);
    process.exitCode = 1;
    return;
  }
  try {
    const data = question(calendar());
    const colour = process.stdout.isTTY === true && process.env.NO_COLOR === undefined;
    const text = csv === true ? csvOf(list!, data) : json === true ? JSON.stringify(data, null, 2) : view(new TextTable(colour, terminalWidth()), data);
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  } catch (error) {
    if (!(error instanceof CalendarError)) throw error;
    const { message, suggestions } = inFlagWords(error, command, RENAMED[command.name()]);
    const tried = suggestions.length === 0 ? '' : `\nsuggestions: ${(isYearMistyped(error) ? coveredYears() : suggestions).join(', ')}`;
    process.stderr.write(`malaysia-calendar: ${error.code}: ${message}${tried}\n`);
    process.exitCode = 1;
  }
}

const stateOption = () => new Option('-s, --state <state>', 'state code or alias');
const requiredState = () => stateOption().makeOptionMandatory();
const yearOption = () => new Option('-y, --year <year>', 'year (default: this year in Kuala Lumpur)').argParser(integer);

program
  .command('check')
  .description('is this day a holiday, a weekend, a working day, a school day in the state?')
  .argument('<date>', 'the day, YYYY-MM-DD', day)
  .addOption(requiredState())
  .action((date: string, options: { state: string }, command: Command) => answer(command, (calendar) => calendar.check(date, options.state), dateCheckView));

program
  .command('check-all')
  .description('which states are off on this day? the check for all 16 states and federal territories')
  .argument('<date>', 'the day, YYYY-MM-DD', day)
  .action((date: string, _options: unknown, command: Command) => answer(command, (calendar) => calendar.checkAllStates(date), allStatesTable));

program
  .command('holidays')
  .description("a year's holidays (without --state only nationwide ones; without --status only confirmed ones)")
  .addOption(yearOption())
  .addOption(stateOption())
  .addOption(new Option('-m, --month <month>', 'month, 1 to 12').argParser(integer))
  .addOption(new Option('-t, --type <type>', 'holiday type').choices(HOLIDAY_TYPES))
  .addOption(new Option('--status <statuses>', `holiday status (${HOLIDAY_STATUSES.join(', ')}), several comma-separated, or all`))
  .action((options: { year?: number; state?: string; month?: number; type?: HolidayType; status?: string }, command: Command) =>
    answer(
      command,
      (calendar) => calendar.holidays(options),
      (table, holidays) => holidayTable(table, holidays) + (options.status === undefined ? leftOutNote(holidays, calendar().holidays({ ...options, status: 'all' })) : ''),
      { records: Holiday },
    ),
  );

program
  .command('between')
  .description('holidays with a day from START to END, both included')
  .argument('<start>', 'first day', day)
  .argument('<end>', 'last day', day)
  .addOption(stateOption())
  .action((start: string, end: string, options: { state?: string }, command: Command) => answer(command, (calendar) => calendar.between(start, end, options.state), holidayTable, { records: Holiday }));

program
  .command('next')
  .description('the next holidays from today on')
  .addOption(stateOption())
  .addOption(new Option('-t, --type <type>', 'holiday type').choices(HOLIDAY_TYPES))
  .addOption(new Option('-n, --limit <count>', 'how many, 1 to 50').argParser(integer))
  .addOption(new Option('--today <date>', 'count from this day instead of today').argParser(day))
  .action((options: { state?: string; type?: HolidayType; limit?: number; today?: string }, command: Command) => answer(command, (calendar) => calendar.next(options), holidayTable, { records: Holiday }));

program
  .command('business-days')
  .description('business days, holidays and weekend days from START to END in the state')
  .argument('<start>', 'first day', day)
  .argument('<end>', 'last day', day)
  .addOption(requiredState())
  .action((start: string, end: string, options: { state: string }, command: Command) =>
    answer(command, (calendar) => calendar.businessDays(start, end, options.state), businessDayCountView),
  );

program
  .command('add')
  .description('the business day N business days after DATE (before it when N is negative)')
  .argument('<date>', 'the day to count from', day)
  .argument('<n>', 'business days, -365 to 365', integer)
  .addOption(requiredState())
  .addOption(new Option('-r, --roll <convention>', 'with N = 0, the business day a day off rolls to (modified: within the month)').choices(ROLL_CONVENTIONS))
  .action((date: string, days: number, options: { state: string; roll?: RollConvention }, command: Command) =>
    answer(command, (calendar) => calendar.addBusinessDays(date, days, options.state, { roll: options.roll }), additionView),
  );

program
  .command('long-weekends')
  .description('stretches of 3 or more days off starting in the year, and those a few days of leave would make')
  .addOption(yearOption())
  .addOption(requiredState())
  .addOption(new Option('-b, --bridge-days <count>', 'working days you would take off, 0 to 3').argParser(integer))
  .action((options: { year?: number; state: string; bridgeDays?: number }, command: Command) =>
    answer(command, (calendar) => calendar.longWeekends(options.year, options.state, { bridgeDays: options.bridgeDays }), longWeekendTable, { records: LongWeekend }),
  );

program
  .command('plan-leave')
  .description('the best days to take N days of leave in the year: the most days in breaks of at least --min-break days, then the fewest and earliest leave days')
  .argument('<leaveDays>', 'leave days to spend, 0 to 60', integer)
  .addOption(requiredState())
  .addOption(yearOption())
  .addOption(new Option('-b, --min-break <days>', 'the shortest break that counts, 2 to 30 (default 3)').argParser(integer))
  .addOption(new Option('--start <date>', 'plan only from this day (inside the year)').argParser(day))
  .addOption(new Option('--end <date>', 'plan only up to this day (inside the year)').argParser(day))
  .action((leaveDays: number, options: { state: string; year?: number; minBreak?: number; start?: string; end?: string }, command: Command) =>
    answer(command, (calendar) => calendar.planLeave({ ...options, leaveDays }), leavePlanView, { records: LeaveBreak, of: (plan) => plan.breaks }),
  );

program
  .command('states')
  .description('every state and federal territory')
  .action((_options: unknown, command: Command) => answer(command, (calendar) => calendar.states(), stateTable, { records: StateRecord }));

program
  .command('resolve')
  .description('the canonical state for a code, name or alias')
  .argument('<text>', 'what to resolve, e.g. "Pulau Pinang"')
  .action((text: string, _options: unknown, command: Command) => answer(command, (calendar) => calendar.resolveState(text), resolutionView));

program
  .command('school-day')
  .description('is this day a school day for the state (or the school group)?')
  .argument('<date>', 'the day', day)
  .addOption(stateOption())
  .addOption(new Option('-g, --group <group>', 'school group, instead of a state').choices(SCHOOL_GROUPS))
  .action((date: string, options: { state?: string; group?: SchoolGroup }, command: Command) =>
    answer(command, (calendar) => calendar.isSchoolDay(date, options.state === undefined ? { group: options.group! } : { state: options.state, group: options.group }), schoolDayView),
  );

program
  .command('exams')
  .description('national exams (SPM, STPM, MUET, STAM)')
  .addOption(yearOption())
  .addOption(new Option('-t, --type <type>', 'exam type').choices(EXAM_TYPES))
  .action((options: { year?: number; type?: (typeof EXAM_TYPES)[number] }, command: Command) =>
    answer(command, (calendar) => calendar.exams(options), (table, exams) =>
      table.rows(['from', 'to', 'exam', 'status'], exams.map((exam) => [exam.startDate, exam.endDate, exam.name, exam.status])),
    { records: Exam }),
  );

program
  .command('ics')
  .description("an iCalendar (RFC 5545) feed of the state's holidays on stdout")
  .argument('<state>', 'state code or alias')
  .addOption(new Option('-y, --year <year>', 'one year (default: last year, this year and the next)').argParser(integer))
  .addOption(new Option('-i, --include <parts>', `comma-separated: ${FEED_PARTS.join(', ')}`))
  .addOption(new Option('-l, --lang <lang>', 'event names in').choices(FEED_LANGUAGES))
  .action((state: string, options: { year?: number; include?: string; lang?: FeedLanguage }, command: Command) =>
    answer(command, (calendar) => calendar.ics(state, options), (_table, text) => text),
  );

program
  .command('mcp')
  .description('serve the calendar to an assistant as an MCP server over stdio')
  .action(async () => {
    // Loaded only here: the MCP SDK is the largest part of the command line.
    const { serveMcp } = await import('../mcp/server.js');
    await serveMcp(calendar(), version);
  });

program.on('option:version', () => {
  process.stdout.write(`${versionText()}\n`);
  process.exit(0);
});
refuseRepeatedFlags(program);

await program.parseAsync();
