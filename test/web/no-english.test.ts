import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

/**
 * A page in Chinese or Tamil carries no run of English words but the names every language
 * writes in Latin letters; a Malay page no English sentence. Text the page marks as in another
 * language (an exam's English name, a holiday's Malay one) is the data's, and is left out.
 */
const NAMES = [
  'Microsoft Teams',
  'NetNewsWire',
  'Inoreader',
  'Feedly',
  'Outlook',
  'Windows',
  'Workflows',
  'Slack',
  'Google',
  'Excel',
  'Atom',
  'iCal',
  'JSON',
  'RSS',
  'CSV',
  'API',
  // Slack's command, typed as it is.
  '/feed subscribe',
  // The Ministry of Education's circular, by its own (Malay) title.
  'Kalendar Akademik',
];

/** Words of English that Malay never writes: two of them in a run make an English phrase. */
const ENGLISH_ONLY = /\b(the|of|and|is|are|with|from|this|that|which|for|not|by|on|in|to|be|no)\b/gi;

/** What a reader meets of a page in its own language: its text and its labels, without what is marked as another language's. */
function ownText(html: string, language: string): string {
  const foreign = new RegExp(`<(\\w+)[^>]*\\slang="(?!${language}")[a-z]+"[^>]*>[\\s\\S]*?<\\/\\1>`, 'g');
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(foreign, ' ');
  const labels = [...body.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  return [body.replace(/<[^>]+>/g, ' '), ...labels]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');
}

const PAGES = [
  '/',
  '/selangor/2026',
  '/kedah/2027',
  '/selangor/2026?leave=8&break=4',
  '/selangor/2026/paid-holidays',
  '/sarawak/2024/paid-holidays',
  '/selangor/2026/paid-holidays?workweek=mon-sat&restDay=mon',
  '/atlantis/2026',
];

describe('pages with no English in them', () => {
  const api = appForTests();
  const page = async (path: string, language: string) =>
    ownText((await api.app.inject(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`)).body, language);

  it.each(['zh', 'ta'])(
    'writes no run of English words on the %s pages but the names every language keeps',
    async (language) => {
      for (const path of PAGES) {
        let text = await page(path, language);
        for (const name of NAMES) text = text.replaceAll(name, ' ');
        const runs = [...text.matchAll(/[A-Za-z][A-Za-z'’]*(?:[ \t,.:;-]+[A-Za-z][A-Za-z'’]*)+/g)].map(
          (match) => match[0],
        );
        // Typed forms the pages show as examples (mon-fri, sun-thu) are the parameters' values, not English.
        expect(
          runs.filter((run) => !/^(mon|sun)-(fri|thu|sat)$/.test(run)),
          `${path}?lang=${language}`,
        ).toEqual([]);
      }
    },
  );

  it('writes no English sentence on the Malay pages', async () => {
    for (const path of PAGES) {
      const text = await page(path, 'ms');
      const sentences = text.split(/[.:;!?\n]/).filter((sentence) => (sentence.match(ENGLISH_ONLY) ?? []).length >= 2);
      expect(
        sentences.map((sentence) => sentence.trim()),
        path,
      ).toEqual([]);
    }
  });

  it('finds the English it looks for: an English page fails both checks', async () => {
    const text = await page('/selangor/2026/paid-holidays', 'en');
    expect((text.match(ENGLISH_ONLY) ?? []).length).toBeGreaterThan(20);
    expect(text).toMatch(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/);
  });
});
