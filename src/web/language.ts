import { Negotiator } from '@fastify/accept-negotiator';
import { LANGUAGES, type Language } from './words.js';

const negotiator = new Negotiator({ supportedValues: [...LANGUAGES] });

function isLanguage(text: unknown): text is Language {
  return typeof text === 'string' && (LANGUAGES as readonly string[]).includes(text);
}

/**
 * The page's language: `?lang=` when it names one, else the visitor's Accept-Language read by
 * primary subtag (`zh-CN`, `ms-MY`, `en-GB`), else English. `fromHeader` says the answer
 * depends on the header, so the response must vary by it.
 */
export function languageOf(lang: unknown, acceptLanguage: string | undefined): { language: Language; fromHeader: boolean } {
  if (isLanguage(lang)) return { language: lang, fromHeader: false };
  if (acceptLanguage === undefined || acceptLanguage === '') return { language: 'en', fromHeader: true };
  const primary = acceptLanguage.toLowerCase().replace(/([a-z]+)-[a-z0-9-]+/g, '$1');
  return { language: (negotiator.negotiate(primary) as Language | null) ?? 'en', fromHeader: true };
}
