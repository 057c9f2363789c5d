import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from './words.js';

/**
 * The part of Accept-Language read: a browser sends a few dozen characters; a longer header is
 * read by its beginning, so that a hostile one costs what an ordinary one does
 * (docs/threat-model.md).
 */
export const ACCEPT_LANGUAGE_READ = 1024;

export function isLanguage(text: unknown): text is Language {
  return typeof text === 'string' && (LANGUAGES as readonly string[]).includes(text);
}

/** `zh-CN;q=0.8` → `zh;q=0.8`: each range by its primary subtag, in one pass over each. */
function primarySubtags(header: string): string {
  return header
    .split(',')
    .map((range) => {
      const parameters = range.indexOf(';');
      const tag = parameters === -1 ? range : range.slice(0, parameters);
      const hyphen = tag.indexOf('-');
      return (hyphen === -1 ? tag : tag.slice(0, hyphen)) + (parameters === -1 ? '' : range.slice(parameters));
    })
    .join(',');
}

/**
 * The page's language: `?lang=` when it names one, else the visitor's Accept-Language read by
 * primary subtag (`zh-CN`, `ms-MY`, `en-GB`; of two with the same quality, the one the visitor
 * listed first), else English. `fromHeader` says the answer
 * depends on the header, so the response must vary by it.
 */
export function languageOf(
  lang: unknown,
  acceptLanguage: string | undefined,
): { language: Language; fromHeader: boolean } {
  if (isLanguage(lang)) return { language: lang, fromHeader: false };
  if (acceptLanguage === undefined || acceptLanguage === '') return { language: 'en', fromHeader: true };
  const primary = primarySubtags(acceptLanguage.slice(0, ACCEPT_LANGUAGE_READ).toLowerCase());
  const language = new Negotiator({ headers: { 'accept-language': primary } }).language(LANGUAGES);
  return { language: (language as Language | undefined) ?? 'en', fromHeader: true };
}
