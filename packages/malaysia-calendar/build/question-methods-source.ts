/**
 * The source of src/calendar/question-methods.ts, from the table of questions: each question
 * a method of the same name that asks it in one line, documented with the question's summary
 * and description, so that an editor goes from `calendar.check` to a method and shows the same
 * words as the API, the command line and the MCP tool. The file is committed; a test holds it to
 * this (packages/malaysia-calendar/test/questions/question-methods.test.ts), and
 * build/write-question-methods.ts writes it again after the table changes.
 */
import type { Question } from '../src/questions/question.js';

/** Lines of at most this many characters in the comments, as the rest of the code keeps them. */
const COMMENT_WIDTH = 100;

/** A text as the lines of a doc comment, broken between words. */
function commentLines(text: string, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replaceAll('*/', '*\\/').split(' ')) {
    if (line !== '' && indent.length + 3 + line.length + 1 + word.length > COMMENT_WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line].map((text) => `${indent} * ${text}`);
}

function method(name: string, question: Pick<Question, 'summary' | 'description'>): string {
  return [
    '  /**',
    ...commentLines(question.summary, '  '),
    '   *',
    ...commentLines(question.description, '  '),
    '   */',
    `  ${name}(...args: MethodArguments<Questions['${name}']>): DataOf<Questions['${name}']> {`,
    `    return answerMethod(this, '${name}', args);`,
    '  }',
  ].join('\n');
}

export function questionMethodsSource(
  questions: Readonly<Record<string, Pick<Question, 'summary' | 'description'>>>,
): string {
  return `// Written from the table of questions by build/write-question-methods.ts: change the table, then run it.
import { answerMethod } from './answer-method.js';
import type { DataOf, MethodArguments } from '../questions/question.js';
import type { Questions } from '../questions/question-table.js';

/**
 * The questions as methods, one for each in the table (questions/question-table.ts), each
 * described there: \`check(date, state)\`, \`holidays({ year, state })\`… Each returns exactly
 * what the API's \`data\` holds for the same question; \`withInputs(calendar)\` answers them with
 * the inputs they resolved and whether they rest on projected days.
 */
export class QuestionMethods {
${Object.entries(questions)
  .map(([name, question]) => method(name, question))
  .join('\n\n')}
}
`;
}
