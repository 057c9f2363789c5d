/** Writes src/calendar/question-methods.ts from the table of questions (build/question-methods-source.ts says how). */
import { writeFileSync } from 'node:fs';
import { questionMethodsSource } from './question-methods-source.js';
import { QUESTIONS } from '../src/questions/question-table.js';

const file = new URL('../src/calendar/question-methods.ts', import.meta.url);
writeFileSync(file, questionMethodsSource(QUESTIONS));
process.stdout.write(`wrote ${file.pathname}\n`);
