import type { QuestionName } from 'malaysia-calendar';

/** The titles of the help's sections, as commander writes them in English. */
export type HelpTitle = 'Usage:' | 'Options:' | 'Arguments:' | 'Commands:' | 'Global Options:';

/** What the command line says of itself, in one language: its help around the commands, and its own messages. */
export interface ProgramHelp {
  description: string;
  /** The global flags' descriptions. */
  flags: Readonly<Record<'version' | 'json' | 'lang' | 'estimates' | 'csv' | 'help', string>>;
  /** The help command's line, and the mcp command's. */
  helpCommand: string;
  mcp: string;
  /** The line after a usage mistake, and the lines after the program's help. */
  afterError: string;
  after: string;
  titles: Readonly<Record<HelpTitle, string>>;
  /** The words of the usage line's placeholders: `[options]`, `[command]`. */
  options: string;
  command: string;
  /** Beside a flag's description: the values it takes, its default, put aside as the language writes an aside. */
  choices(values: readonly string[]): string;
  defaultValue(value: string): string;
  aside(parts: readonly string[]): string;
  /** `--csv` asked of a command that answers one record. */
  csvOneRecord(command: string, lists: readonly string[]): string;
  /** Before the values a refusal suggests. */
  suggestions: string;
  /** `--version`: the command line's and the library's versions, the data's version and release, and the years each part covers (`first-last`, lists comma-separated). */
  versions(cli: string, library: string): string;
  data(version: string, released: string): string;
  covers(holidays: string, school: string, exams: string): string;
}

/** A question's help in a language other than English: its line, its paragraph, and its parameters' words where they differ from the common ones. */
export interface QuestionHelp {
  summary: string;
  description: string;
  parameters?: Readonly<Record<string, string>>;
}

/**
 * The help of the questions in a language other than English (whose help is the questions'
 * own declarations, in the library): each question's words by its name, and each parameter's
 * by its name, the same for every question that takes it unless the question says otherwise.
 */
export interface QuestionWords {
  questions: Readonly<Record<QuestionName, QuestionHelp>>;
  parameters: Readonly<Record<string, string>>;
}
