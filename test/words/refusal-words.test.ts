import { CalendarError, type Refusal, type RefusalKind, askQuestion, createCalendar } from 'malaysia-calendar';
import { parameterProblem, readWritten, unknownParametersProblem } from 'malaysia-calendar/adapters';
import { describe, expect, it } from 'vitest';
import type { RefusalSentences } from '../../packages/malaysia-calendar-cli/src/words/refusal-shape.js';
import { REFUSAL_WORDS, refusalSentence } from '../../packages/malaysia-calendar-cli/src/words/refusal-words.js';

/**
 * The calendar's refusals in every language (packages/malaysia-calendar-cli/src/words/refusal-words*.ts):
 * each kind of refusal the library describes has its sentence in Malay, Chinese and Tamil, and
 * the English table says, word for word, what the library's own message says, for a real
 * refusal of each kind: a translation renders the same values the English does.
 */
const calendar = createCalendar();

/** The refusal a bad question meets: thrown, or returned by the words the interfaces share (malaysia-calendar/adapters). */
function refusalOf(ask: () => unknown): CalendarError {
  try {
    const answer = ask();
    if (answer instanceof CalendarError) return answer;
  } catch (error) {
    if (error instanceof CalendarError) return error;
    throw error;
  }
  throw new Error('answered, not refused');
}

const asked = (name: Parameters<typeof askQuestion>[1], args: Record<string, unknown>) => () =>
  askQuestion(calendar, name, args);

const day = { date: '2026-03-02', state: 'selangor' };

/** Bad questions, at least one for each kind of refusal, asked of the library as an interface asks. */
const REFUSALS: Readonly<Record<RefusalKind, (() => unknown)[]>> = {
  required: [asked('check', { date: '2026-01-01' })],
  empty: [asked('resolveState', { q: '' })],
  tooLong: [asked('resolveState', { q: 'x'.repeat(500) })],
  notWritten: [asked('ics', { state: 'selangor', include: '1,' }), asked('ics', { state: 'jhr', restDay: 'x1' })],
  notDate: [asked('check', { date: '2026-02-30', state: 'selangor' }), asked('check', { date: 'soon', state: 'jhr' })],
  notAllowed: [
    asked('holidays', { year: 2026, type: 'bogus' }),
    asked('check', { date: '2026-03-02', market: 'nyse' }),
  ],
  outOfRange: [asked('holidays', { year: 2026, month: 13 }), asked('next', { state: 'selangor', limit: 0 })],
  wrongType: [asked('holidays', { year: 'soon' }), asked('resolveState', { q: 5 })],
  brokenRule: [() => parameterProblem('const', 'state', 'x', {}, [])],
  unknownParameters: [
    () => unknownParametersProblem(['from'], ['start', 'end', 'state']),
    () => unknownParametersProblem(['zzz'], []),
    () => unknownParametersProblem(['from', 'qqq', 'x'.repeat(100)], ['start', 'end']),
    () =>
      unknownParametersProblem(
        Array.from({ length: 12 }, (_, index) => `p${index}`),
        ['year'],
      ),
  ],
  notDecimal: [() => readWritten('year', { type: 'integer' }, '0x10')],
  overlongInteger: [() => readWritten('year', { type: 'integer' }, '0000000002026')],
  givenTogether: [asked('check', { date: '2026-01-01', state: 'selangor', market: 'xkls' })],
  outsidePlanYear: [asked('planLeave', { year: 2026, state: 'selangor', leaveDays: 5, start: '2027-01-04' })],
  startAfterEnd: [asked('between', { start: '2026-02-01', end: '2026-01-01', state: 'selangor' })],
  stateNotFound: [asked('resolveState', { q: 'selangr' }), asked('resolveState', { q: 'atlantis' })],
  yearNotCovered: [asked('holidays', { year: 1990 })],
  dayNotCovered: [asked('check', { date: '1990-01-02', state: 'selangor' })],
  estimatesExcluded: [() => askQuestion(calendar.withoutEstimates(), 'holidays', { year: 2035 })],
  schoolNotPublished: [asked('schoolTerms', { year: 2099, group: 'A' })],
  noSchoolCalendar: [asked('schoolTerms', { year: 2020, group: 'A' })],
  noExams: [asked('exams', { year: 2099 })],
  stateOrGroup: [asked('isSchoolDay', { date: '2026-03-02' })],
  // Selangor is in group B, Kedah in group A (the ministry's Kalendar Akademik 2026).
  groupMismatch: [asked('isSchoolDay', { date: '2026-03-02', state: 'selangor', group: 'A' })],
  statusNotAllowed: [asked('holidays', { year: 2026, status: 'bogus' })],
  notTaken: [asked('ics', { state: 'selangor', include: 'bogus' })],
  paidOnly: [asked('check', { ...day, chosen: 'x' })],
  restDayWorked: [asked('check', { ...day, workweek: 'mon-fri', restDay: 'mon', holidays: 'paid' })],
  notWeekday: [asked('check', { ...day, restDay: 'xyzq', holidays: 'paid' })],
  notWorkweek: [asked('check', { ...day, workweek: 'mon/fri' })],
  noDayOff: [asked('check', { ...day, workweek: 'mon-sun' })],
  closedAndOpen: [asked('check', { ...day, closed: '2026-03-02', open: '2026-03-02' })],
  tooManyEntries: [asked('check', { ...day, closed: Array.from({ length: 367 }, () => '2026-03-02').join(',') })],
  backwardRange: [asked('check', { ...day, closed: '2026-03-05..2026-03-01' })],
  notDateIn: [asked('check', { ...day, closed: '2026-02-30' })],
  dateNotCoveredIn: [asked('check', { ...day, open: '1990-01-01' })],
  marketNotCovered: [asked('check', { date: '2001-01-02', market: 'xkls' })],
  // 31 December 2100, the data's last day, is a Friday, a weekend day in Kelantan (Friday and Saturday).
  rollNotCovered: [asked('addBusinessDays', { date: '2100-12-31', days: 0, roll: 'following', state: 'kelantan' })],
  stepsNotCovered: [
    asked('addBusinessDays', { date: '2100-12-20', days: 30, state: 'selangor' }),
    asked('addBusinessDays', { date: '2001-01-10', days: -30, state: 'selangor' }),
  ],
  tooManyChosen: [
    asked('entitlements', {
      state: 'selangor',
      year: 2026,
      chosen: calendar
        .holidays({ year: 2026, state: 'selangor' })
        .map((holiday) => holiday.id)
        .join(','),
    }),
  ],
  notAHoliday: [
    asked('entitlements', { state: 'selangor', year: 2026, chosen: 'no-such-day' }),
    asked('check', { ...day, holidays: 'paid', chosen: 'no-such-day' }),
  ],
};

/** Every string and number a refusal holds: the values its sentence quotes as given. */
function valuesOf(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(valuesOf);
  return [];
}

/**
 * Runs of two or more Latin words in a sentence, less the refusal's values, quoted names, the
 * values a person types that a sentence lists (day codes, a feed's parts), `holidays=paid` and
 * the format YYYY-MM-DD.
 */
function englishRuns(sentence: string, refusal: Refusal): string[] {
  let bare = sentence.replace(
    /'[^']*'|"[^"]*"|“[^”]*”|\w+=\w+|YYYY-MM-DD|\b(sun|mon|tue|wed|thu|fri|sat|holidays|school|exams)\b/g,
    ' ',
  );
  for (const value of valuesOf(refusal).sort((a, b) => b.length - a.length)) bare = bare.replaceAll(value, ' ');
  return [...bare.matchAll(/[A-Za-z]+(?:[ ,.:;-]+[A-Za-z]+)+/g)].map((match) => match[0]);
}

describe('the refusals’ words', () => {
  it.each(Object.entries(REFUSALS))('in English say what the library says: %s', (kind, questions) => {
    for (const ask of questions) {
      const error = refusalOf(ask);
      expect(error.refusal?.kind).toBe(kind);
      expect(refusalSentence('en', error.refusal!)).toBe(error.message);
    }
  });

  it.each(['ms', 'zh', 'ta'] as const)('in %s, for every kind of refusal', (language) => {
    const sentences: RefusalSentences = REFUSAL_WORDS[language].sentences;
    expect(Object.keys(sentences).sort()).toEqual(Object.keys(REFUSALS).sort());
    for (const [kind, questions] of Object.entries(REFUSALS)) {
      const sentence = refusalSentence(language, refusalOf(questions[0]!).refusal!);
      expect(sentence, kind).not.toBe(refusalSentence('en', refusalOf(questions[0]!).refusal!));
    }
  });

  it.each(['zh', 'ta'] as const)('in %s write no run of English words but the values given', (language) => {
    for (const [kind, questions] of Object.entries(REFUSALS))
      for (const ask of questions) {
        const { refusal } = refusalOf(ask);
        expect(englishRuns(refusalSentence(language, refusal!), refusal!), kind).toEqual([]);
      }
  });

  it('in Chinese write full-width punctuation beside Chinese characters', () => {
    for (const [kind, questions] of Object.entries(REFUSALS))
      for (const ask of questions)
        expect(refusalSentence('zh', refusalOf(ask).refusal!), kind).not.toMatch(
          /[\u3400-\u9fff][,:;()]|[,:;()][\u3400-\u9fff]/,
        );
  });
});
