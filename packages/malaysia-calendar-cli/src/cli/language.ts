import { LANGUAGES, type Language } from 'malaysia-calendar';

/**
 * The language a person's command line speaks, as POSIX locales say it: LC_ALL, else
 * LC_MESSAGES, else LANG (`ms_MY.UTF-8` is Malay, `zh_CN.UTF-8` Chinese, `ta_IN` Tamil); English
 * for any other, C and POSIX included.
 */
export function languageOfEnvironment(environment: Readonly<Record<string, string | undefined>>): Language {
  const locale = [environment.LC_ALL, environment.LC_MESSAGES, environment.LANG].find(
    (value) => value !== undefined && value !== '',
  );
  const primary = locale?.split(/[_.@-]/)[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : 'en';
}
