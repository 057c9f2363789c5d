import type { Language, Question, QuestionName } from 'malaysia-calendar';
import type { ProgramHelp, QuestionWords } from './help-shape.js';
import { MS_HELP } from './help-words-ms.js';
import { TA_HELP } from './help-words-ta.js';
import { ZH_HELP } from './help-words-zh.js';

const EN: ProgramHelp = {
  description:
    'Malaysian public holidays, weekends, business days and the school calendar, for the 16 states and federal territories.',
  flags: {
    version: 'print the versions, and the years the data covers',
    json: "print the answer as JSON: exactly the HTTP API's data",
    lang: 'the words and names of tables, help and messages (default: LANG, else en)',
    estimates:
      'include: answer the years past the gazette from the rules, each projected day marked estimated; exclude: refuse them (and the MCP server too)',
    csv: "print a list as CSV (RFC 4180, UTF-8 with a byte-order mark, for Excel): the HTTP API's CSV",
    help: 'display help for command',
  },
  helpCommand: 'display help for command',
  mcp: 'serve the calendar to an assistant as an MCP server over stdio',
  afterError: '(malaysia-calendar help <command> shows how to ask)',
  after:
    '\nDates are YYYY-MM-DD, today or tomorrow (in Kuala Lumpur).\nA state is any code or alias: selangor, "Pulau Pinang", KL, MY-10, JHR.\n',
  titles: {
    'Usage:': 'Usage:',
    'Options:': 'Options:',
    'Arguments:': 'Arguments:',
    'Commands:': 'Commands:',
    'Global Options:': 'Global Options:',
  },
  options: 'options',
  command: 'command',
  choices: (values) => `choices: ${values.join(', ')}`,
  defaultValue: (value) => `default: ${value}`,
  aside: (parts) => ` (${parts.join(', ')})`,
  csvOneRecord: (command, lists) =>
    `--csv: '${command}' answers one record, not a list; --csv is for ${lists.join(', ')} (use --json)`,
  suggestions: 'suggestions',
  versions: (cli, library) => `malaysia-calendar-cli ${cli} (library malaysia-calendar ${library})`,
  data: (version, released) => `data ${version}, released ${released}`,
  covers: (holidays, school, exams) => `covers: holidays ${holidays}; school calendars ${school}; exams ${exams}`,
};

/** The command line's own words in each language. */
export const PROGRAM_HELP: Readonly<Record<Language, ProgramHelp>> = {
  en: EN,
  ms: MS_HELP.program,
  zh: ZH_HELP.program,
  ta: TA_HELP.program,
};

/** The questions' help in each language but English. */
export const QUESTION_HELP: Readonly<Record<Exclude<Language, 'en'>, QuestionWords>> = {
  ms: MS_HELP,
  zh: ZH_HELP,
  ta: TA_HELP,
};

/** A question's help as a language writes it: the tables' words, or in English the question's own declaration. */
export function questionHelp(
  language: Language,
  name: QuestionName,
  question: Question,
): { summary: string; description: string; parameter: (parameter: string) => string } {
  const english = (parameter: string) =>
    (question.parameters[parameter]?.schema as { description?: string } | undefined)?.description ?? '';
  if (language === 'en') return { summary: question.summary, description: question.description, parameter: english };
  const words = QUESTION_HELP[language];
  const help = words.questions[name];
  return {
    summary: help.summary,
    description: help.description,
    // English only for a parameter no table names, which test/words/help-words.test.ts refuses.
    parameter: (parameter) => help.parameters?.[parameter] ?? words.parameters[parameter] ?? english(parameter),
  };
}
