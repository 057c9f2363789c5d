#!/usr/bin/env node
/**
 * The command line: every question of the library's table as a command (commands.ts), a
 * table for people by default (colour only on a terminal), `--json` for exactly the API's
 * `data`, `--csv` for a list as the API's CSV, and `mcp` to serve the calendar to assistants
 * over stdio. Errors go to stderr with the suggestions; exit code 1.
 */
import { createRequire } from 'node:module';
import type { TSchema } from '@sinclair/typebox';
import { Command, Option } from 'commander';
import {
  type Answer,
  CalendarError,
  type MalaysiaCalendar,
  QUESTIONS,
  type Question,
  type QuestionName,
  askQuestion,
  createCalendar,
} from 'malaysia-calendar';
import { flatTable, recordsOf } from 'malaysia-calendar/adapters';
import { ESTIMATES_OPTIONS, type EstimatesOption } from 'malaysia-calendar/model';
import { COMMAND_NAMES, type CommandName, SHORT_FLAGS } from './commands.js';
import { dayFromWords } from './day-words.js';
import { inFlagWords, noteInFlagWords, refuseRepeatedFlags } from './flag-words.js';
import { TextTable } from './text-table.js';
import { leftOutNote } from './views.js';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };
const { version: libraryVersion } = require('malaysia-calendar/package.json') as { version: string };

let theCalendar: MalaysiaCalendar | undefined;
/** One calendar per run, made when first needed (not for --help), with or without projected years as --estimates says. */
const calendar = () =>
  (theCalendar ??= createCalendar({ estimates: program.opts<{ estimates?: EstimatesOption }>().estimates }));

/** A date as written, `today` and `tomorrow` included. */
const day = (text: string) => dayFromWords(text, () => calendar().today());

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
  .description(
    'Malaysian public holidays, weekends, business days and the school calendar, for the 16 states and federal territories.',
  )
  .option('-V, --version', 'print the versions, and the years the data covers')
  .option('--json', "print the answer as JSON: exactly the HTTP API's data")
  .addOption(
    new Option(
      '--estimates <mode>',
      'include: answer the years past the gazette from the rules, each projected day marked estimated; exclude: refuse them (and the MCP server too)',
    )
      .choices(ESTIMATES_OPTIONS)
      .default('include'),
  )
  .addOption(
    new Option(
      '--csv',
      "print a list as CSV (RFC 4180, UTF-8 with a byte-order mark, for Excel): the HTTP API's CSV",
    ).conflicts('json'),
  )
  // One line, not the whole help, after a mistake: the error says what is wrong (`--csv` with `--json`, a missing flag).
  .showHelpAfterError('(malaysia-calendar help <command> shows how to ask)')
  // As wide as the terminal (COLUMNS off one, else 80), descriptions wrapped even beside long command names.
  .configureHelp({ helpWidth: terminalWidth(), minWidthToWrap: 10 })
  .addHelpText(
    'after',
    '\nDates are YYYY-MM-DD, today or tomorrow (in Kuala Lumpur).\nA state is any code or alias: selangor, "Pulau Pinang", KL, MY-10, JHR.\n',
  );

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

/** A list's records as CSV: the columns of the HTTP API's CSV (the library's flatTable), written the same way: a byte-order mark, CRLF. */
function csvOf(records: NonNullable<Question['records']>, data: unknown): string {
  // Loaded only here: importing the writer costs every other command 15 ms or more of its start.
  const { stringify } = require('csv-stringify/sync') as typeof import('csv-stringify/sync');
  return stringify(flatTable(records.schema, recordsOf(records, data)), { bom: true, record_delimiter: 'windows' });
}

/** The commands whose answers are lists, which --csv writes. */
const LIST_COMMANDS = Object.entries(COMMAND_NAMES).flatMap(([name, binding]) =>
  'none' in binding || QUESTIONS[name as QuestionName].records === undefined ? [] : [binding.name],
);

/** What an answer that rests on projected days says below it, in the command's words. */
function estimateMarker(answer: Answer<unknown, unknown>, command: Command): string {
  const note = answer.note === undefined ? '' : `\nnote: ${noteInFlagWords(answer.note, command)}`;
  return `estimated: this answer rests on projected days (a year past the gazette, or a day of history no source dates), each marked estimated${note}\n`;
}

/**
 * Runs one question: the answer on stdout (a table, JSON with --json, CSV with --csv for a
 * list) with the estimate marker when it rests on projected days (on stderr beside JSON or
 * CSV, which stay the answer alone), or the error and its suggestions on stderr. A command
 * that answers one record refuses --csv rather than print something else than asked.
 */
function run(command: Command, name: QuestionName, binding: CommandName, args: Record<string, unknown>): void {
  const { json, csv } = command.optsWithGlobals<{ json?: boolean; csv?: boolean }>();
  const question = QUESTIONS[name] as unknown as Question;
  if (csv === true && question.records === undefined) {
    process.stderr.write(
      `malaysia-calendar: --csv: '${command.name()}' answers one record, not a list; --csv is for ${LIST_COMMANDS.join(', ')} (use --json)\n`,
    );
    process.exitCode = 1;
    return;
  }
  try {
    const answer = askQuestion(calendar(), name, args);
    const colour = process.stdout.isTTY === true && process.env.NO_COLOR === undefined;
    const more =
      name === 'holidays' && args.status === undefined
        ? leftOutNote(answer.data as never, calendar().holidays({ ...args, status: 'all' }))
        : '';
    const text =
      csv === true
        ? csvOf(question.records!, answer.data)
        : json === true
          ? JSON.stringify(answer.data, null, 2)
          : binding.view(new TextTable(colour, terminalWidth()), answer.data as never) + more;
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    if (answer.estimated)
      (json === true || csv === true ? process.stderr : process.stdout).write(estimateMarker(answer, command));
  } catch (error) {
    if (!(error instanceof CalendarError)) throw error;
    const { message, suggestions } = inFlagWords(error, command, binding.argumentNames);
    const tried =
      suggestions.length === 0
        ? ''
        : `\nsuggestions: ${(isYearMistyped(error) ? coveredYears() : suggestions).join(', ')}`;
    process.stderr.write(`malaysia-calendar: ${error.code}: ${message}${tried}\n`);
    process.exitCode = 1;
  }
}

/** `bridgeDays` is typed `--bridge-days`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

interface ParameterSchema {
  type?: string;
  format?: string;
  enum?: string[];
  description?: string;
}

/** TypeBox's mark of an optional property (its OptionalKind), read without loading TypeBox at every start. */
const OPTIONAL = Symbol.for('TypeBox.Optional');
const isOptional = (schema: TSchema) => (schema as unknown as Record<symbol, unknown>)[OPTIONAL] === 'Optional';

/** How a value is read from what was typed: a whole number as a number, a date with its words (today, tomorrow); else as typed, for the calendar to check. */
function readerOf(schema: ParameterSchema): ((text: string) => unknown) | undefined {
  if (schema.type === 'integer') return integer;
  if (schema.format === 'date') return day;
  return undefined;
}

/** A parameter as a flag: its one letter if it has one, its schema's description, choices and reading; mandatory when the question requires it. */
function flagOf(name: string, schema: TSchema): Option {
  const { description = '', enum: choices } = schema as ParameterSchema;
  const short = SHORT_FLAGS[name];
  const option = new Option(
    `${short === undefined ? '' : `-${short}, `}--${kebab(name)} <${kebab(name)}>`,
    description,
  );
  if (choices !== undefined) option.choices(choices);
  const read = readerOf(schema as ParameterSchema);
  if (read !== undefined) option.argParser(read);
  return isOptional(schema) ? option : option.makeOptionMandatory();
}

/** A command per question of the library's table (commands.ts names them): its help, arguments and flags from the question's declaration. */
for (const [name, binding] of Object.entries(COMMAND_NAMES) as [QuestionName, (typeof COMMAND_NAMES)[QuestionName]][]) {
  if ('none' in binding) continue;
  const question = QUESTIONS[name] as unknown as Question;
  const positional = binding.arguments ?? [];
  const command = program.command(binding.name).summary(question.summary).description(question.description);
  for (const argument of positional) {
    const schema = question.parameters[argument] as TSchema & ParameterSchema;
    const read = readerOf(schema);
    command.argument(
      `<${binding.argumentNames?.[argument] ?? argument}>`,
      schema.description ?? '',
      read ?? ((text: string) => text),
    );
  }
  for (const [parameter, schema] of Object.entries(question.parameters))
    if (!positional.includes(parameter)) command.addOption(flagOf(parameter, schema));
  command.action((...values: unknown[]) => {
    const args: Record<string, unknown> = { ...(values[positional.length] as Record<string, unknown>) };
    for (const [index, argument] of positional.entries()) args[argument] = values[index];
    run(values.at(-1) as Command, name, binding, args);
  });
}

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
