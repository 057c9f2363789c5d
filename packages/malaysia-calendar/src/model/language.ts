/**
 * The languages the calendar speaks, declared once: every place a language is chosen (the
 * API's and feeds' `lang`, the web pages, the command line, MCP) takes this list. English
 * first: the default and the fallback.
 */
export const LANGUAGES = ['en', 'ms', 'zh', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A name in a language, in English where it has none in that language (an exam's, a school term's). */
export function nameInLanguage(name: { en: string } & Partial<Record<Language, string>>, language: Language): string {
  return name[language] ?? name.en;
}

/** The languages a holiday name has beside Malay and English: what data/names.yaml gives each name. */
export const NAME_TRANSLATIONS = ['zh', 'ta'] as const;

/**
 * A replacement day's name, made from its original's in each language: "Cuti Hari Wesak",
 * "Wesak Day (replacement)", "卫塞节（补假）" and "வெசாக் தினம் (மாற்று விடுமுறை)". The Tamil is the
 * Malaysian Tamil press's word for a replacement holiday, மாற்று விடுமுறை (data/notes/names.md).
 */
export const REPLACEMENT_NAME: Readonly<Record<Language, (original: string) => string>> = {
  en: (original) => `${original} (replacement)`,
  ms: (original) => `Cuti ${original}`,
  zh: (original) => `${original}（补假）`,
  ta: (original) => `${original} (மாற்று விடுமுறை)`,
};
