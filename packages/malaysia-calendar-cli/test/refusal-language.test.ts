import { describe, expect, it } from 'vitest';
import { cli } from '../../../test/support/command-line.js';

/**
 * The command line's refusals in its reader's language (words/refusal-words*.ts): the code and
 * the suggestions as in English, the sentence in the language asked, naming the flags and
 * arguments typed (`--state`, `<date>`) as the English does.
 */

/** A refusal's lines: `malaysia-calendar: CODE: sentence`, then the suggestions, if any. */
function refusal(stderr: string) {
  const [said, tried] = stderr.split('\n');
  const [, code, sentence] = said!.match(/^malaysia-calendar: ([A-Z_]+): (.*)$/)!;
  return { code, sentence: sentence!, suggestions: tried?.replace(/^[^:：]*[:：] ?/, '') ?? '' };
}

/** Runs of two or more Latin words in a sentence, less flags, placeholders (YYYY-MM-DD), quoted values and the command's name. */
function englishRuns(sentence: string): string[] {
  const bare = sentence
    .replace(/`malaysia-calendar \w+`/g, ' ')
    .replace(/<[^>]*>|--[a-z][\w-]*|"[^"]*"|“[^”]*”|'[^']*'|YYYY-MM-DD/g, ' ');
  return [...bare.matchAll(/[A-Za-z]+(?:[ ,.:;-]+[A-Za-z]+)+/g)].map((match) => match[0]);
}

/** Bad questions, each refused in English first: a translation keeps the code and suggestions. */
const REFUSED: Record<string, string[]> = {
  'a date that is not one (30 February 2026: a common year, 28 days)': ['check', '2026-02-30', '--state', 'selangor'],
  'a missing state': ['check', '2026-03-02'],
  'a state that resembles none': ['holidays', '--year', '2026', '--state', 'atlantis'],
  'a misspelt state': ['check', '2026-08-31', '--state', 'selangr'],
  'a year before the data': ['holidays', '--year', '1990', '--state', 'selangor'],
};

describe.each(['zh', 'ta', 'ms'] as const)('the command line in %s refuses', (language) => {
  it.each(Object.entries(REFUSED))('%s in that language, with the English code and suggestions', async (_, args) => {
    const english = await cli(['--lang', 'en', ...args]);
    const translated = await cli(['--lang', language, ...args]);
    expect(translated.status).toBe(1);
    const [said, meant] = [refusal(translated.stderr), refusal(english.stderr)];
    expect(said.code).toBe(meant.code);
    expect(said.suggestions).toBe(meant.suggestions);
    expect(said.sentence).not.toBe(meant.sentence);
    if (language !== 'ms') expect(englishRuns(said.sentence)).toEqual([]);
    // The flag typed, where the English names one.
    for (const flag of meant.sentence.match(/--\w+|<\w+>/g) ?? []) expect(said.sentence).toContain(flag);
  });
});

describe('the command line in Chinese', () => {
  it('says a date that is not one in Chinese, with the corrected date the library suggests', async () => {
    const run = await cli(['--lang', 'zh', 'check', '2026-02-30', '--state', 'selangor']);
    const { suggestions } = refusal((await cli(['check', '2026-02-30', '--state', 'selangor'])).stderr);
    expect(suggestions).toMatch(/^2026-\d\d-\d\d$/);
    expect(run.stderr).toBe(
      `malaysia-calendar: VALIDATION_ERROR: <date> 必须是以YYYY-MM-DD写成的真实日期；收到的是 "2026-02-30"。\n建议：${suggestions}\n`,
    );
  });
});

describe('the command line in Malay', () => {
  it('says a missing state and a year out of the data in Malay', async () => {
    expect(refusal((await cli(['--lang', 'ms', 'check', '2026-03-02'])).stderr).sentence).toBe('--state wajib diberi.');
    expect(
      refusal((await cli(['--lang', 'ms', 'holidays', '--year', '1990', '--state', 'selangor'])).stderr).sentence,
    ).toMatch(/^Tahun 1990 tidak diliputi: cuti dijawab bagi \d{4} hingga \d{4} \(diwartakan/);
  });
});
