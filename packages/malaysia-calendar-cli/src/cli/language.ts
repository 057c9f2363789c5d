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

/**
 * The language the arguments ask for (`--lang zh`, `--lang=zh`, `-l zh`; the last one given), if
 * they ask for one of the four: read before commander reads them, so that the help it writes
 * (`--lang zh --help`) is already in that language.
 */
export function languageOfArguments(argv: readonly string[]): Language | undefined {
  let asked: string | undefined;
  for (const [index, argument] of argv.entries()) {
    if (argument === '--') break;
    if (argument === '--lang' || argument === '-l') asked = argv[index + 1];
    else if (argument.startsWith('--lang=')) asked = argument.slice('--lang='.length);
  }
  return (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : undefined;
}
