/**
 * The methods' documentation in the published type declarations, from the table of
 * questions: tsc writes `QuestionMethods` as a mapped type, which an editor shows without a
 * word; this writes it out method by method, each with its question's summary and
 * description, so that hovering `cal.check` shows the same text as the API, the command
 * line and the MCP tool.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { QUESTIONS } from '../src/questions/question-table.js';

const file = 'dist/questions/malaysia-calendar.d.ts';
const mapped =
  /export type QuestionMethods = \{\n\s+\[Name in keyof Questions\]: \(\.\.\.args: MethodArguments<Questions\[Name\]>\) => DataOf<Questions\[Name\]>;\n\};/;
const declarations = readFileSync(file, 'utf8');
if (!mapped.test(declarations))
  throw new Error(
    `${file}: QuestionMethods is not the mapped type this script documents; update build/document-methods.ts`,
  );

const comment = (text: string) => text.replaceAll('*/', '*\\/');
const methods = Object.entries(QUESTIONS).map(
  ([name, question]) =>
    `    /**\n     * ${comment(question.summary)}\n     *\n     * ${comment(question.description)}\n     */\n` +
    `    ${name}(...args: MethodArguments<Questions['${name}']>): DataOf<Questions['${name}']>;`,
);
writeFileSync(file, declarations.replace(mapped, `export interface QuestionMethods {\n${methods.join('\n')}\n}`));
