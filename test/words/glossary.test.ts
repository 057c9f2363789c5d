import { describe, expect, it } from 'vitest';
import { FEED_WORDS } from '../../packages/malaysia-calendar/src/feed/feed-words.js';
import { LANGUAGES } from '../../packages/malaysia-calendar/src/model/language.js';
import { WORDS } from '../../src/web/words.js';
import { CHANGE_LOG, GLOSSARY, dataNames, tableStrings } from '../support/word-tables.js';

/**
 * The word tables held to data/glossary.yaml: each term chosen for a language is written, no
 * form the glossary avoids is, and each entry says where its usage is published.
 */
describe('the glossary', () => {
  const written = Object.fromEntries(
    LANGUAGES.map((language) => [language, [...tableStrings(language), ...dataNames(language)].join('\n')]),
  );

  it('gives each term a meaning and, in each language it names, a source', () => {
    expect(GLOSSARY.length).toBeGreaterThan(10);
    for (const entry of GLOSSARY) {
      expect(entry.meaning, entry.id).not.toBe('');
      for (const language of LANGUAGES)
        if (entry[language] !== undefined)
          expect(entry[language].source.length, `${entry.id} ${language}`).toBeGreaterThan(10);
    }
  });

  it.each(LANGUAGES)('is what the %s tables and names write, and never what it avoids', (language) => {
    const chosen = GLOSSARY.flatMap((entry) => (entry[language] === undefined ? [] : [entry[language]]));
    expect(chosen.filter(({ term }) => !written[language]!.includes(term))).toEqual([]);
    const avoided = chosen.flatMap(({ avoid = [] }) => avoid);
    expect(avoided.filter((form) => written[language]!.includes(form))).toEqual([]);
  });

  it.each(['ms', 'zh', 'ta'] as const)(
    'labels an occasional day in %s as the glossary does, on the pages and in the feeds',
    (language) => {
      const term = GLOSSARY.find((entry) => entry.id === 'occasional-holiday')![language]!.term;
      expect(WORDS[language].holidayType.adhoc).toContain(term);
      expect(FEED_WORDS.get(language)!.holidayType.adhoc).toContain(term);
    },
  );

  it('gives every change-log entry its sentence in Malay, Chinese and Tamil, which the change feeds of those languages tell', () => {
    expect(CHANGE_LOG.length).toBeGreaterThan(20);
    const untold = CHANGE_LOG.flatMap((entry) =>
      (['ms', 'zh', 'ta'] as const)
        .filter((language) => !entry.summaryIn?.[language])
        .map((language) => `${entry.id} ${language}`),
    );
    expect(untold).toEqual([]);
  });

  it('writes Chinese punctuation in Chinese text: no ASCII , : ; ( ) beside a Chinese character', () => {
    // A section of an Act keeps its numbering as the Act writes it: 第60D(1)条.
    const section = /\d+[A-Z]?(\([a-z0-9]+\))+/g;
    const chinese = [...tableStrings('zh'), ...dataNames('zh')].map((text) => text.replace(section, '§'));
    const mixed = chinese.filter((text) => /[\u3400-\u9fff][,:;()]|[,:;()][\u3400-\u9fff]/.test(text));
    expect(mixed).toEqual([]);
  });
});
