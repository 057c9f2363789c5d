import { LANGUAGES, QUESTIONS, QUESTION_NAMES } from 'malaysia-calendar';
import { ESTIMATES_OPTIONS } from 'malaysia-calendar/model';
import { describe, expect, it } from 'vitest';
import { CLI_WORDS } from '../../packages/malaysia-calendar-cli/src/cli/cli-words.js';
import { PROGRAM_HELP, QUESTION_HELP } from '../../packages/malaysia-calendar-cli/src/words/help-words.js';
import { shown } from '../../packages/malaysia-calendar-cli/src/cli/text-table.js';
import { CLI_COMMANDS } from '../support/cli-commands.js';
import { cli } from '../support/command-line.js';

/**
 * The command line's help in Chinese and Tamil, asked in process as a person types it
 * (`--lang zh … --help`, or LANG): no run of English words in it but the names every language
 * keeps and what a person types (commands, flags, codes, the values a flag takes), as the pages
 * (test/web/no-english.test.ts).
 */
const NAMES = [
  'malaysia-calendar',
  'Pulau Pinang',
  'YYYY-MM-DD',
  'ISO 3166-2',
  'RFC 4180',
  'RFC 5545',
  'UTF-8',
  'HTTP API',
  'stdio',
  // The exams by their boards' own names, and state codes.
  'SPM',
  'STPM',
  'MUET',
  'STAM',
  'KL',
  'MY-10',
  'JHR',
  'N9',
];

/** What a person types: every value a parameter lists, the languages, and the examples the help gives. */
const TYPED = new Set([
  ...QUESTION_NAMES.flatMap((name) =>
    Object.values(QUESTIONS[name].parameters).flatMap(({ schema }) => (schema as { enum?: string[] }).enum ?? []),
  ),
  ...LANGUAGES,
  ...ESTIMATES_OPTIONS,
  ...['sun', 'mon', 'tue', 'thu', 'fri', 'sat', 'hari', 'raya', 'haji', 'today', 'tomorrow', 'selangor', 'xkls'],
  ...['state', 'paid', 'all', 'holidays', 'school', 'exams', 'help', 'ics'],
  ...['confirmed', 'tentative', 'announced', 'cancelled'],
  ...CLI_COMMANDS.flatMap((command) => command.split('-')),
]);

/** The runs of two or more Latin words a help text writes, less names, flags, placeholders and typed values. */
function englishRuns(help: string): string[] {
  let text = help.replace(/<[^>]*>/g, ' ').replace(/(^|[\s(（,、])--?[a-zA-Z][\w-]*/g, '$1 ');
  for (const name of NAMES) text = text.replaceAll(name, ' ');
  return [...text.matchAll(/[A-Za-z][\w'’]*(?:[ \t,.:;-]+[A-Za-z][\w'’]*)+/g)]
    .map((match) => match[0])
    .filter((run) => !run.split(/[ \t,.:;-]+/).every((word) => TYPED.has(word)));
}

describe.each(['zh', 'ta'] as const)('the command line’s help in %s', (language) => {
  it('writes no run of English words, for the program and for every command', async () => {
    // The English help has them: what is looked for is found.
    expect(englishRuns((await cli(['holidays', '--help'])).stdout).length).toBeGreaterThan(3);
    for (const command of [[], ...CLI_COMMANDS.map((name) => [name])]) {
      const run = await cli(['--lang', language, ...command, '--help']);
      expect(run.status).toBe(0);
      expect(englishRuns(run.stdout), `${command.join(' ')} --help`).toEqual([]);
    }
  });

  it("gives a command's line, paragraph and flags from the tables, and LANG as --lang does", async () => {
    const run = await cli(['--lang', language, 'holidays', '--help']);
    const words = QUESTION_HELP[language];
    expect(run.stdout.replace(/\s+/g, '')).toContain(words.questions.holidays.description.replace(/\s+/g, ''));
    expect(run.stdout.replace(/\s+/g, '')).toContain(words.parameters.month!.replace(/\s+/g, ''));
    const program = await cli(['--help']);
    expect(program.stdout).not.toContain(words.questions.holidays.summary);
    const locale = await cli(['--help'], { LANG: language === 'zh' ? 'zh_MY.UTF-8' : 'ta_MY.UTF-8' });
    expect(locale.stdout).toBe((await cli(['--lang', language, '--help'])).stdout);
    expect(locale.stdout).toContain(words.questions.holidays.summary);
  });

  it('fits the terminal: lines measured as a terminal shows them, Chinese broken between characters', async () => {
    for (const command of ['add', 'check', 'plan-leave']) {
      const run = await cli(['--lang', language, command, '--help'], { COLUMNS: '80' });
      const lines = run.stdout.split('\n');
      expect(
        lines.filter((line) => shown(line) > 80),
        command,
      ).toEqual([]);
      expect(lines.length, command).toBeGreaterThan(10);
    }
  });

  it('writes its own messages in that language: a projected year’s note, --csv refused, the versions', async () => {
    // 2035 is past the gazette (data/holidays ends at 2027): every day of it is projected.
    const projected = await cli(['--lang', language, 'holidays', '--year', '2035', '--state', 'selangor']);
    expect(projected.stdout).toContain(CLI_WORDS[language].note(CLI_WORDS[language].projectedYear!(2035)));
    const refused = await cli(['--lang', language, '--csv', 'check', '2026-08-31', '--state', 'selangor']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(PROGRAM_HELP[language].csvOneRecord('check', ['holidays']).split('holidays')[0]!);
    const versions = await cli(['--lang', language, '--version']);
    expect(englishRuns(versions.stdout)).toEqual([]);
  });
});
