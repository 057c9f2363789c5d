import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CLI_WORDS } from '../../packages/malaysia-calendar-cli/src/cli/cli-words.js';
import { PROGRAM_HELP, QUESTION_HELP } from '../../packages/malaysia-calendar-cli/src/words/help-words.js';
import { CHANGE_WORDS } from '../../packages/malaysia-calendar/src/feed/change-words.js';
import { FEED_WORDS } from '../../packages/malaysia-calendar/src/feed/feed-words.js';
import type { Language } from '../../packages/malaysia-calendar/src/model/language.js';
import { headerRowIn } from '../../packages/malaysia-calendar/src/present/csv-headers.js';
import { ACTS, ENTITLEMENT_WORDS } from '../../packages/malaysia-calendar/src/questions/entitlement-words.js';
import { WORDS } from '../../src/web/words.js';

/**
 * An argument every phrase of the tables takes: it reads as a number, a name, a list, a date,
 * a change and a state (`state.name.en`), so that a phrase's words can be read without knowing
 * its arguments.
 */
const ANY = Object.assign([3], {
  split: () => ['2026', '8', '31'],
  fields: ['date', 'status'],
  name: { en: 'Selangor', ms: 'Selangor', zh: '雪兰莪', ta: 'சிலாங்கூர்' },
  ms: 'Selangor',
});

/** Columns of the lists' CSV, whose header rows the languages title. */
const CSV_COLUMNS = ['date', 'endDate', 'name_zh', 'type', 'status', 'states', 'isReplacementFor', 'hijriDate'];

/** Every string a value of a word table writes: its strings, and its phrases said with ANY. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return stringsOf(value(ANY, ANY, ANY, ANY, ANY));
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The words each language's tables write around the data: the pages', the feeds', the answers', the command line's (its help and the MCP tools' text too), the CSV headers. */
export function tableStrings(language: Language): string[] {
  return [
    ...stringsOf(WORDS[language]),
    ...stringsOf(FEED_WORDS.get(language)),
    ...stringsOf(CHANGE_WORDS.get(language)),
    ...stringsOf(ENTITLEMENT_WORDS[language]),
    ...(language === 'en' ? [] : stringsOf(ACTS[language])),
    ...stringsOf(CLI_WORDS[language]),
    ...stringsOf(PROGRAM_HELP[language]),
    ...(language === 'en' ? [] : stringsOf(QUESTION_HELP[language])),
    ...headerRowIn(CSV_COLUMNS, language),
  ];
}

const read = (path: string) => parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));

/** The change log's entries as the data file holds them: the English summary, and the Malay, Chinese and Tamil (`summaryIn`). */
export const CHANGE_LOG = read('data/changelog.yaml').entries as {
  id: string;
  summary: string;
  summaryIn?: Partial<Record<Language, string>>;
}[];

/** The names the data gives holidays and states, and the change log's sentences in Malay, Chinese and Tamil (the English is the maintainers' record: it may name a form the glossary avoids, to say it was left). */
export function dataNames(language: Language): string[] {
  const names = read('data/names.yaml').names as Record<string, string>[];
  const states = read('data/states.yaml').states as { name: Record<string, string> }[];
  return [
    ...names.map((name) => name[language]),
    ...states.map((state) => state.name[language]),
    ...CHANGE_LOG.map((entry) => entry.summaryIn?.[language]),
  ].filter((name): name is string => name !== undefined);
}

export interface GlossaryTerm {
  id: string;
  meaning: string;
  en?: { term: string; avoid?: string[]; source: string };
  ms?: { term: string; avoid?: string[]; source: string };
  zh?: { term: string; avoid?: string[]; source: string };
  ta?: { term: string; avoid?: string[]; source: string };
}

export const GLOSSARY = read('data/glossary.yaml').terms as GlossaryTerm[];
