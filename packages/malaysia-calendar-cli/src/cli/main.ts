/**
 * The command line: every question of the library's table as a command (commands.ts), a
 * table for people by default (colour only on a terminal), `--json` for exactly the API's
 * `data`, `--csv` for a list as the API's CSV, and `mcp` to serve the calendar to assistants
 * over stdio. Errors go to stderr with the suggestions; exit code 1. `run(argv, io)` is one run,
 * in process: the bin calls it with the process's arguments, streams and environment.
 */
import { createRequire } from 'node:module';
import type { TSchema } from '@sinclair/typebox';
import { Command, CommanderError, type Help, Option } from 'commander';
import {
  type Answer,
  CalendarError,
  type MalaysiaCalendar,
  QUESTIONS,
  type Question,
  type QuestionName,
  askQuestion,
  createCalendar,
  questionNamed,
} from 'malaysia-calendar';
import { flatTable, readWritten, recordsOf } from 'malaysia-calendar/adapters';
import {
  ESTIMATES_OPTIONS,
  type EstimatesOption,
  LANGUAGES,
  type Language,
  type Parameter,
} from 'malaysia-calendar/model';
import { COMMAND_NAMES, type CommandName } from './commands.js';
import { dayFromWords } from './day-words.js';
import { inFlagWords, noteInFlagWords, refuseRepeatedFlags } from './flag-words.js';
import { REFUSAL_WORDS } from '../words/refusal-words.js';
import type { HelpTitle, ProgramHelp } from '../words/help-shape.js';
import { PROGRAM_HELP, questionHelp } from '../words/help-words.js';
import { languageOfArguments, languageOfEnvironment } from './language.js';
import { TextTable, shown, wrapProse } from './text-table.js';
import { leftOutNote } from './views.js';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };
const { version: libraryVersion } = require('malaysia-calendar/package.json') as { version: string };

/** A stream a run writes to; a terminal's says so, and how wide it is. */
export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** What a run of the command line writes to and reads of its surroundings (the `mcp` server speaks on the process's own stdio). */
export interface CommandLineIo {
  stdout: Output;
  stderr: Output;
  /** COLUMNS (the width off a terminal), NO_COLOR, and LC_ALL, LC_MESSAGES and LANG (the language) are read. */
  env: Readonly<Record<string, string | undefined>>;
}

const PROCESS_IO: CommandLineIo = { stdout: process.stdout, stderr: process.stderr, env: process.env };

/** The calendars made so far, by --estimates as written: one for the process, made when first needed (not for --help). */
const calendars = new Map<string | undefined, MalaysiaCalendar>();

function calendarFor(estimates: string | undefined): MalaysiaCalendar {
  let made = calendars.get(estimates);
  if (made === undefined) {
    // The calendar reads --estimates as every interface does (EXCLUDE too), and refuses it in its words.
    made = createCalendar({ estimates: estimates as EstimatesOption | undefined });
    calendars.set(estimates, made);
  }
  return made;
}

/**
 * Runs the command line once on `argv` (the arguments after the command's name): the answer on
 * `io.stdout`, errors on `io.stderr`. Resolves to the exit code: 0, or 1 for a question asked
 * wrongly or a usage error.
 */
export async function run(argv: readonly string[], io: CommandLineIo = PROCESS_IO): Promise<number> {
  let exitCode = 0;
  // The help and the command line's own messages in the language asked, read before commander reads the flags.
  const language = languageOfArguments(argv) ?? languageOfEnvironment(io.env);
  const program = commandLine(io, language, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (!(error instanceof CalendarError)) throw error;
    // Only --estimates is read before a command runs (by --version): named as a flag.
    io.stderr.write(errorText(error, inFlagWords(error, program, language), language));
    return 1;
  }
  return exitCode;
}

/** The program for one run: its commands made from the library's table, its help in `language`, writing to `io`, its exit code given to `exit`. */
function commandLine(io: CommandLineIo, language: Language, exit: (code: number) => void): Command {
  const words = PROGRAM_HELP[language];
  const calendar = () => calendarFor(program.opts<{ estimates?: string }>().estimates);

  /** A date as written, `today` and `tomorrow` included. */
  const day = (text: string) => dayFromWords(text, () => calendar().today());

  function versionText(): string {
    const { holidays, school, exams } = calendar().coverage();
    return [
      words.versions(version, libraryVersion),
      words.data(calendar().dataVersion, calendar().releaseDate),
      words.covers(`${holidays.firstYear}-${holidays.lastYear}`, school.join(', '), exams.join(', ')),
    ].join('\n');
  }

  /** The terminal's width, for tables: the terminal's own, or COLUMNS when the output is not one. */
  function terminalWidth(): number | undefined {
    if (io.stdout.isTTY === true) return io.stdout.columns;
    const columns = Number(io.env.COLUMNS);
    return Number.isInteger(columns) && columns > 0 ? columns : undefined;
  }

  const program = new Command('malaysia-calendar')
    // Set before the commands are added, which take both from the program.
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
    .description(words.description)
    .option('-V, --version', words.flags.version)
    .option('--json', words.flags.json)
    .addOption(new Option('--lang <lang>', words.flags.lang).choices(LANGUAGES))
    .addOption(
      listedChoices(new Option('--estimates <mode>', words.flags.estimates).default('include'), ESTIMATES_OPTIONS),
    )
    .addOption(new Option('--csv', words.flags.csv).conflicts('json'))
    // One line, not the whole help, after a mistake: the error says what is wrong (`--csv` with `--json`, a missing flag).
    .showHelpAfterError(words.afterError)
    // As wide as the terminal (COLUMNS off one, else 80), descriptions wrapped even beside long command names.
    .configureHelp({ helpWidth: terminalWidth(), minWidthToWrap: HELP_NARROWEST, ...helpIn(language, words) })
    .helpOption('-h, --help', words.flags.help)
    .helpCommand(language === 'en' ? 'help [command]' : `help [${words.command}]`, words.helpCommand)
    .addHelpText('after', words.after);
  if (language !== 'en') program.usage(`[${words.options}] [${words.command}]`);

  /** The first and last years answered: a hundred years listed would be no help either. */
  function coveredYears(): string[] {
    const { firstYear, lastYear } = calendar().coverage().holidays;
    return [String(firstYear), String(lastYear)];
  }

  /** The language of the tables and messages: a command's own --lang (ics, entitlements), else --lang, else the environment's (LC_ALL, LC_MESSAGES, LANG). */
  function languageOf(command: Command): Language {
    return command.optsWithGlobals<{ lang?: Language }>().lang ?? languageOfEnvironment(io.env);
  }

  /**
   * Answers one question: the answer on stdout (a table, JSON with --json, CSV with --csv for a
   * list) with the estimate marker when it rests on projected days (on stderr beside JSON or
   * CSV, which stay the answer alone), or the error and its suggestions on stderr. A command
   * that answers one record refuses --csv rather than print something else than asked. The
   * values are read as typed here, inside the check, so that a value refused is named by its flag.
   */
  function answer(command: Command, name: QuestionName, binding: CommandName, written: Record<string, string>): void {
    const { json, csv } = command.optsWithGlobals<{ json?: boolean; csv?: boolean }>();
    const question = questionNamed(name);
    if (csv === true && question.records === undefined) {
      io.stderr.write(`malaysia-calendar: ${words.csvOneRecord(command.name(), LIST_COMMANDS)}\n`);
      exit(1);
      return;
    }
    try {
      const args = valuesOf(question, written);
      const language = languageOf(command);
      // A table answers in the person's language; --json and --csv are the API's answer to the flags given.
      if (json !== true && csv !== true && 'lang' in question.parameters && args.lang === undefined)
        args.lang = language;
      const answered = askQuestion(calendar(), name, args);
      const colour = io.stdout.isTTY === true && io.env.NO_COLOR === undefined;
      const table = new TextTable(colour, terminalWidth(), language);
      const more =
        name === 'holidays' && args.status === undefined
          ? leftOutNote(table, answered.data as never, calendar().holidays({ ...args, status: 'all' }))
          : '';
      const text =
        csv === true
          ? csvOf(question.records!, answered.data)
          : json === true
            ? JSON.stringify(answered.data, null, 2)
            : binding.view(table, answered.data as never) + more;
      io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      if (answered.estimated)
        (json === true || csv === true ? io.stderr : io.stdout).write(estimateMarker(name, answered, command, table));
    } catch (error) {
      if (!(error instanceof CalendarError)) throw error;
      const { message, suggestions } = inFlagWords(error, command, language, binding.argumentNames);
      io.stderr.write(
        errorText(error, { message, suggestions: isYearMistyped(error) ? coveredYears() : suggestions }, language),
      );
      exit(1);
    }
  }

  /** The values typed for a question, read as every interface reads text (the library's readWritten); a date with its words (today, tomorrow). */
  function valuesOf(question: Question, written: Record<string, string>): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(written)) {
      const { schema, reading } = question.parameters[name]!;
      values[name] = readWritten(name, schema as ParameterSchema, reading === 'day' ? day(text) : text);
    }
    return values;
  }

  /** A command per question of the library's table (commands.ts names them): its help, arguments and flags from the question's declaration. */
  for (const [name, binding] of Object.entries(COMMAND_NAMES) as [
    QuestionName,
    (typeof COMMAND_NAMES)[QuestionName],
  ][]) {
    if ('none' in binding) continue;
    const question = questionNamed(name);
    const positional = binding.arguments ?? [];
    const help = questionHelp(language, name, question);
    const command = program.command(binding.name).summary(help.summary).description(help.description);
    const typed = positional.map((argument) => `<${binding.argumentNames?.[argument] ?? argument}>`);
    for (const [index, argument] of positional.entries()) command.argument(typed[index]!, help.parameter(argument));
    for (const parameter of Object.values(question.parameters))
      if (!positional.includes(parameter.name)) command.addOption(flagOf(parameter, help.parameter(parameter.name)));
    if (language !== 'en') command.usage([`[${words.options}]`, ...typed].join(' '));
    command.action((...values: unknown[]) => {
      const written: Record<string, string> = { ...(values[positional.length] as Record<string, string>) };
      for (const [index, argument] of positional.entries()) written[argument] = values[index] as string;
      answer(values.at(-1) as Command, name, binding, written);
    });
  }

  program
    .command('mcp')
    .description(words.mcp)
    .action(async () => {
      // Loaded only here: the MCP SDK is the largest part of the command line.
      const { serveMcp } = await import('../mcp/server.js');
      await serveMcp(calendar(), version, language);
    });

  program.on('option:version', () => {
    io.stdout.write(`${versionText()}\n`);
    throw new CommanderError(0, 'malaysia-calendar.version', 'the versions printed');
  });
  refuseRepeatedFlags(program);
  return program;
}

/** The narrowest column the help's descriptions are wrapped to (commander's minWidthToWrap): narrower, a line runs on. */
const HELP_NARROWEST = 10;

/** A refusal as the command line prints it: the code and message (in the reader's language: flag-words.ts), then what to try. */
function errorText(
  error: CalendarError,
  { message, suggestions }: { message: string; suggestions: string[] },
  language: Language,
): string {
  const tried = `${PROGRAM_HELP[language].suggestions}${REFUSAL_WORDS[language].colon}${suggestions.join(', ')}`;
  return `malaysia-calendar: ${error.code}: ${message}${suggestions.length === 0 ? '' : `\n${tried}`}\n`;
}

/**
 * Commander's own words in the help, in a language other than English: the sections' titles,
 * the `[options]` of a command's line, and the values and default beside a flag; and its
 * lines measured as a terminal shows them (a Chinese character is two columns, a Tamil letter
 * with its signs one) and broken between Chinese characters too, which have no spaces.
 */
function helpIn(language: Language, words: ProgramHelp): Partial<Help> {
  if (language === 'en') return {};
  return {
    displayWidth: shown,
    boxWrap: (text, width) => (width < HELP_NARROWEST ? text : wrapProse(text, width)),
    styleTitle: (title) => words.titles[title as HelpTitle] ?? title,
    subcommandTerm: (command) =>
      [
        command.name(),
        ...(command.options.length > 0 ? [`[${words.options}]`] : []),
        ...command.registeredArguments.map((argument) => `<${argument.name()}>`),
      ].join(' '),
    optionDescription: (option) => {
      const aside = [
        ...(option.argChoices === undefined ? [] : [words.choices(option.argChoices)]),
        ...(option.defaultValue === undefined ? [] : [words.defaultValue(String(option.defaultValue))]),
      ];
      return aside.length === 0 ? option.description : `${option.description}${words.aside(aside)}`;
    },
  };
}

/** A year that is not a number: the schema's bounds (1000, 9999) would be no help, the years the data covers are. */
const isYearMistyped = (error: CalendarError) => error.message.startsWith("Parameter 'year' must be an integer");

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

/** What an answer that rests on projected days says below it, in the command's words and language. */
function estimateMarker(
  name: QuestionName,
  answer: Answer<unknown, unknown>,
  command: Command,
  table: TextTable,
): string {
  const { words } = table;
  const projectedYear = (answer.inputs as { year?: number }).year;
  const text =
    answer.note === undefined
      ? undefined
      : name === 'holidays' && words.projectedYear !== undefined && projectedYear !== undefined
        ? words.projectedYear(projectedYear)
        : noteInFlagWords(answer.note, command);
  return `${words.estimated}${text === undefined ? '' : `\n${words.note(text)}`}\n`;
}

/** `bridgeDays` is typed `--bridge-days`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

interface ParameterSchema {
  type?: string;
  format?: string;
  enum?: string[];
}

/** TypeBox's mark of an optional property (its OptionalKind), read without loading TypeBox at every start. */
const OPTIONAL = Symbol.for('TypeBox.Optional');
const isOptional = (schema: TSchema) => (schema as unknown as Record<symbol, unknown>)[OPTIONAL] === 'Optional';

/**
 * The allowed values listed in the help, but not checked by commander, which would refuse them
 * in another case (`--type FEDERAL`): the calendar reads and refuses them, as it does for every
 * other interface.
 */
function listedChoices(option: Option, choices: readonly string[]): Option {
  return option.choices(choices).argParser((text: string) => text);
}

/** A parameter as a flag: its one letter if it has one, its description in the help's language and its schema's choices; mandatory when the question requires it. */
function flagOf({ name, schema, flag }: Parameter, description: string): Option {
  const { enum: choices } = schema as ParameterSchema;
  const option = new Option(`${flag === undefined ? '' : `-${flag}, `}--${kebab(name)} <${kebab(name)}>`, description);
  if (choices !== undefined) listedChoices(option, choices);
  return isOptional(schema) ? option : option.makeOptionMandatory();
}
