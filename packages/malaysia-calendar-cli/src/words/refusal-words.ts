import type { Language, Refusal } from 'malaysia-calendar';
import { MS_REFUSALS } from './refusal-words-ms.js';
import type { Naming, RefusalWords } from './refusal-shape.js';
import { TA_REFUSALS } from './refusal-words-ta.js';
import { ZH_REFUSALS } from './refusal-words-zh.js';

/** A range's words as the library's messages write them. */
function range({ minimum, maximum }: { minimum?: number; maximum?: number }): string {
  if (minimum !== undefined && maximum !== undefined) return `from ${minimum} to ${maximum}`;
  if (minimum !== undefined) return `at least ${minimum}`;
  return `at most ${maximum}`;
}

const covered = (refusal: { first: number; last: number; gazetted: [number, number] }) =>
  `holidays are answered for ${refusal.first} to ${refusal.last} (gazetted ${refusal.gazetted[0]} to ${refusal.gazetted[1]}, the years before from the record, the years after projected). Days outside it are not answered rather than guessed.`;

/**
 * The library's own English messages, sentence for sentence: test/words/refusal-words.test.ts
 * holds each to the message of a real refusal, so that every language's table says what the
 * library says. The command line and the MCP server print the library's message in English.
 */
const EN: RefusalWords = {
  parameter: (name) => `'${name}'`,
  colon: ': ',
  statesCommand: ' `malaysia-calendar states` lists every code and alias.',
  statesTool: ' The list_states tool lists every code and alias.',
  sentences: {
    required: (r, name) => `Parameter ${name(r.parameter)} is required.`,
    empty: (r, name) => `Parameter ${name(r.parameter)} must not be empty.`,
    tooLong: (r, name) => `Parameter ${name(r.parameter)} must be at most ${r.maxLength} characters long.`,
    notWritten: (r, name) =>
      `Parameter ${name(r.parameter)} is not written as expected${r.description === undefined ? '' : ` (${r.description})`}; got ${r.value}.`,
    notDate: (r, name) => `Parameter ${name(r.parameter)} must be a real date written YYYY-MM-DD; got ${r.value}.`,
    notAllowed: (r, name) => `Parameter ${name(r.parameter)} must be one of: ${r.allowed.join(', ')}; got ${r.value}.`,
    outOfRange: (r, name) => `Parameter ${name(r.parameter)} must be ${range(r)}; got ${r.value}.`,
    wrongType: (r, name) =>
      `Parameter ${name(r.parameter)} must be ${
        r.type === 'integer' ? `an integer${r.minimum === undefined ? '' : ` ${range(r)}`}` : `a ${r.type ?? 'value'}`
      }; got ${r.value}.`,
    brokenRule: (r, name) => `Parameter ${name(r.parameter)} is invalid: ${r.rule}.`,
    unknownParameters: (r) => {
      const takes = `This endpoint takes: ${r.known.join(', ') || 'no parameters'}.`;
      if (r.names.length === 1 && r.more === 0)
        return `Unknown parameter '${r.names[0]!.name}'${r.names[0]!.meant === undefined ? '.' : `; did you mean '${r.names[0]!.meant}'?`} ${takes}`;
      const named = r.names.map(
        ({ name, meant }) => `'${name}'${meant === undefined ? '' : ` (did you mean '${meant}'?)`}`,
      );
      return `Unknown parameters ${[...named, ...(r.more > 0 ? [`and ${r.more} more`] : [])].join(', ')}. ${takes}`;
    },
    notDecimal: (r, name) =>
      `Parameter ${name(r.parameter)} must be an integer written in decimal digits; got ${r.value}.`,
    overlongInteger: (r, name) =>
      `Parameter ${name(r.parameter)} is ${r.length} characters long; no value it takes needs more than ${r.limit}.`,
    givenTogether: ({ parameters: [one, other] }, name) =>
      `Parameters ${name(one)} and ${name(other)} cannot be given together: give one.`,
    startAfterEnd: (_, name) => `Parameter ${name('start')} must not be after ${name('end')}.`,
    outsidePlanYear: (r, name) => `Parameter ${name(r.parameter)} must be a date in ${r.year}, the year of the plan.`,
    stateNotFound: (r) =>
      `No state or federal territory matches "${r.text}".${r.suggestions.length > 0 ? ` Did you mean ${r.suggestions.join(', ')}?` : ''}`,
    yearNotCovered: (r) => `Year ${r.year} is not covered: ${covered(r)}`,
    dayNotCovered: (r) => `${r.year} is outside the data: ${covered(r)}`,
    rollNotCovered: (r) => `The ${r.roll} business day of ${r.date} falls outside the data: ${covered(r)}`,
    stepsNotCovered: (r) =>
      `${Math.abs(r.days)} business days ${r.days > 0 ? 'after' : 'before'} ${r.date} fall outside the data: ${covered(r)}`,
    tooManyChosen: (r, name) =>
      `Parameter ${name('chosen')} names ${r.count} of the employer's choice holidays of ${r.state} in ${r.year}: the law leaves the employer ${r.allowed}.`,
    notAHoliday: (r, name) =>
      `Parameter ${name('chosen')} names ${r.value}, which is no holiday of ${r.state} in ${r.years}: give ids, ids less their year, or names.`,
    estimatesExcluded: (r) =>
      `${r.year} has projected (estimated) holidays, and estimates are excluded: without estimates, holidays are answered for ${r.first} to ${r.last}.`,
    schoolNotPublished: (r) =>
      `The Ministry of Education has not yet published the ${r.year} school calendar (Kalendar Akademik ${r.year}): school data covers ${r.years.join(', ')}. ` +
      `${r.year} school terms, school holidays and school days are not answered until it is published.`,
    noSchoolCalendar: (r) =>
      `No school calendar for ${r.year}: school data covers ${r.years.join(', ')}. Years before ${r.years[0] ?? 2026} are not maintained.`,
    noExams: (r) => `No exam dates for ${r.year}: exams are listed for ${r.years.join(', ')}.`,
    stateOrGroup: (_, name) => `Give ${name('state')} or ${name('group')}.`,
    groupMismatch: (r, name) =>
      `Parameter ${name('group')} is ${r.group} but ${r.state} is in group ${r.stateGroup} then; give one of them.`,
    statusNotAllowed: (r, name) =>
      `Parameter ${name('status')} takes ${r.statuses.join(', ')}, several of them comma-separated, or ${r.all} alone; got ${r.value}.`,
    notTaken: (r, name) => `Parameter ${name(r.parameter)} takes ${r.allowed.join(', ')}; got '${r.value}'.`,
    paidOnly: (r, name) =>
      `Parameter ${name(r.parameter)} describes the employee's paid holidays: it is read with holidays=paid.`,
    restDayWorked: (r, name) =>
      `Parameter ${name('restDay')} is ${r.day}, a day the workweek works: the rest day is a day off.`,
    notWeekday: (r, name) =>
      `Parameter ${name('restDay')} is ${r.value}, not a day name (sun, mon, tue, wed, thu, fri, sat, or in full).`,
    notWorkweek: (r, name) =>
      `Parameter ${name('workweek')} is not written as expected: ${r.value} is not a day name or a range of two (sun, mon, tue, wed, thu, fri, sat, or in full; mon-fri).`,
    noDayOff: (_, name) =>
      `Parameter ${name('workweek')} works every day of the week: a workweek must leave at least one day free (the weekly rest day of Employment Act 1955 s.59).`,
    closedAndOpen: (r, name) =>
      `Parameters ${name('closed')} and ${name('open')} both name ${r.date}: a day is either closed or open.`,
    tooManyEntries: (r, name) =>
      `Parameter ${name(r.parameter)} has ${r.count} entries: at most ${r.limit} (dates or ranges) are taken.`,
    backwardRange: (r, name) => `Parameter ${name(r.parameter)} has the range ${r.range}, which ends before it starts.`,
    notDateIn: (r, name) =>
      `Parameter ${name(r.parameter)} names ${r.value}, which is not a real date written YYYY-MM-DD.`,
    dateNotCoveredIn: (r, name) =>
      `Parameter ${name(r.parameter)} names ${r.value}: its days and ranges must lie within the covered years, ${r.first} to ${r.last}.`,
    marketNotCovered: (r) =>
      `${r.year} is outside the years ${r.market} (${r.id}) is answered for: ${r.first} to ${r.last}.`,
  },
};

/** The refusals' words in each language. */
export const REFUSAL_WORDS: Readonly<Record<Language, RefusalWords>> = {
  en: EN,
  ms: MS_REFUSALS,
  zh: ZH_REFUSALS,
  ta: TA_REFUSALS,
};

/** A refusal in `language`, its parameters named by `name` (by default as the language names them). */
export function refusalSentence(language: Language, refusal: Refusal, name?: Naming): string {
  const words = REFUSAL_WORDS[language];
  const say = words.sentences[refusal.kind] as (refusal: Refusal, name: Naming) => string;
  const sentence = say(refusal, name ?? words.parameter);
  // A sentence that begins with a parameter's name begins with a capital (Malay's `Parameter`).
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
