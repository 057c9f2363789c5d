import { QUESTIONS, QUESTION_NAMES } from 'malaysia-calendar';
import { describe, expect, it } from 'vitest';
import { QUESTION_HELP } from '../../packages/malaysia-calendar-cli/src/words/help-words.js';

/**
 * The help of the command line and the MCP server's tool text in Malay, Chinese and Tamil
 * (packages/malaysia-calendar-cli/src/words/help-words*.ts): every question of the library's table
 * has its words in each language, and every parameter it takes, so that a question or parameter
 * added without them fails here rather than show English in a translated help.
 */
describe.each(['ms', 'zh', 'ta'] as const)('the help in %s', (language) => {
  const words = QUESTION_HELP[language];

  it('names every question, with its line and its paragraph', () => {
    const untold = QUESTION_NAMES.filter(
      (name) => !words.questions[name]?.summary || !words.questions[name]?.description,
    );
    expect(untold).toEqual([]);
    expect(Object.keys(words.questions).sort()).toEqual([...QUESTION_NAMES].sort());
  });

  it('names every parameter of every question, and none a question does not take', () => {
    const untold = QUESTION_NAMES.flatMap((name) =>
      Object.keys(QUESTIONS[name].parameters)
        .filter((parameter) => !(words.questions[name].parameters?.[parameter] ?? words.parameters[parameter]))
        .map((parameter) => `${name} ${parameter}`),
    );
    expect(untold).toEqual([]);
    const taken = new Set(QUESTION_NAMES.flatMap((name) => Object.keys(QUESTIONS[name].parameters)));
    expect(Object.keys(words.parameters).filter((parameter) => !taken.has(parameter))).toEqual([]);
    const stale = QUESTION_NAMES.flatMap((name) =>
      Object.keys(words.questions[name].parameters ?? {})
        .filter((parameter) => !(parameter in QUESTIONS[name].parameters))
        .map((parameter) => `${name} ${parameter}`),
    );
    expect(stale).toEqual([]);
  });
});
