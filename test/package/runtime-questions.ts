import type * as Library from 'malaysia-calendar';

/**
 * A broad set of questions, asked of whichever build of the library it is given, so that the
 * same function runs in Node on the Node entry point and, bundled, in another runtime on the
 * browser one: every state's day every fifth day of the covered years, every state on every
 * holiday's date, each state's year of holidays (every status), business days, additions both
 * ways and with each convention, long weekends, a leave plan, the school calendar, the change
 * log and its feeds, a feed, and refused questions, each with its answer (or the error it gave). Asked for
 * `'feed'` alone, only the feed's question: the one answer that depends on a page's origin.
 */
export function runtimeAnswers(library: typeof Library, now: Date, which: 'all' | 'feed' = 'all'): Answer[] {
  const calendar = library.createCalendar({ now: () => now });
  const answers: Answer[] = [];
  const ask = (question: string, answer: () => unknown) => {
    if (which === 'feed' && question !== 'feed') return;
    try {
      answers.push([question, answer()]);
    } catch (error) {
      const { name, code, message, suggestions } = error as Library.CalendarError;
      answers.push([question, { error: { name, code, message, suggestions } }]);
    }
  };
  const { firstYear, lastYear } = calendar.coverage().holidays;
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
  const states = calendar.states().map((state) => state.code);
  const day = (year: number, ordinal: number) => new Date(Date.UTC(year, 0, ordinal)).toISOString().slice(0, 10);

  ask('coverage', () => calendar.coverage());
  ask('dataVersion', () => [calendar.dataVersion, calendar.releaseDate, calendar.today()]);
  ask('states', () => calendar.states());
  for (const year of years) {
    for (let ordinal = 1; ordinal <= 366; ordinal += 5) {
      for (const state of states)
        ask(`check ${day(year, ordinal)} ${state}`, () => calendar.check(day(year, ordinal), state));
    }
    for (const state of states) {
      ask(`holidays ${year} ${state}`, () => calendar.holidays({ year, state, status: 'all' }));
      ask(`business days ${year} ${state}`, () => calendar.businessDays(`${year}-01-01`, `${year}-12-31`, state));
      ask(`long weekends ${year} ${state}`, () => calendar.longWeekends(year, state, { bridgeDays: 1 }));
    }
    for (const holiday of calendar.holidays({ year, status: 'all' }))
      ask(`check-all ${holiday.date}`, () => calendar.checkAllStates(holiday.date));
  }
  for (const state of states) {
    for (const [date, days] of [
      ['2026-05-29', 10],
      ['2026-03-23', -10],
      ['2027-02-05', 1],
      ['2025-12-31', 30],
    ] as const) {
      ask(`add ${date} ${days} ${state}`, () => calendar.addBusinessDays(date, days, state));
    }
    for (const roll of ['following', 'preceding', 'modified_following', 'modified_preceding'] as const) {
      ask(`add 2026-05-30 0 ${state} ${roll}`, () => calendar.addBusinessDays('2026-05-30', 0, state, { roll }));
    }
    ask(`next ${state}`, () => calendar.next({ state, limit: 5 }));
    ask(`school day ${state}`, () => calendar.isSchoolDay('2026-03-10', { state }));
  }
  ask('between', () => calendar.between('2025-12-01', '2026-02-28'));
  ask('plan leave', () => calendar.planLeave({ year: 2026, state: 'Penang', leaveDays: 8, minBreak: 5 }));
  ask('school terms', () => calendar.schoolTerms({ year: 2026 }));
  ask('school holidays', () => calendar.schoolHolidays({ year: 2026, group: 'A' }));
  ask('exams', () => calendar.exams());
  ask('changelog', () => calendar.changelog());
  // In Malay, Chinese and Tamil with the change log's sentences, which the browser build brings on request (malaysia-calendar/change-sentences).
  for (const lang of ['en', 'ms', 'zh', 'ta'] as const)
    ask(`change feed ${lang}`, () => [calendar.changeFeed({ lang }), calendar.changeFeed({ lang, state: 'kedah' })]);
  ask('feed', () => calendar.ics('johor', { year: 2026, include: 'holidays,school,exams', lang: 'ms' }));
  for (const text of ['Penang', 'KL', 'selangr', 'atlantis', 'MY-10'])
    ask(`resolve ${text}`, () => calendar.resolveState(text));
  ask('bad date', () => calendar.check('2026-02-30', 'selangor'));
  ask('bad state', () => calendar.check('2026-03-05', 'selangr'));
  ask('year not covered', () => calendar.holidays({ year: 2019 }));
  ask('too many days', () => calendar.addBusinessDays('2026-01-01', 366, 'johor'));
  return answers;
}

/** A question and its answer. */
export type Answer = [question: string, answer: unknown];

/**
 * What a runtime hands back of its answers for a test to compare: digests of their JSON text,
 * whole and without the feed (which alone depends on the page's origin), and the feed's own
 * answer. Moving 85 MB of answers out of Chromium took its test channel 20 s; a mismatch
 * still fetches them whole, to name the questions answered differently.
 */
export interface AnswersSummary {
  all: string;
  withoutFeed: string;
  feed: unknown;
}

export function summarise(answers: readonly Answer[]): AnswersSummary {
  const all = new Digest();
  const withoutFeed = new Digest();
  let feed: unknown;
  for (const answer of answers) {
    const text = JSON.stringify(answer);
    const [low, high] = digest(text);
    all.add(low, high);
    if (answer[0] === 'feed') feed = answer[1];
    else withoutFeed.add(low, high);
  }
  return { all: all.value(), withoutFeed: withoutFeed.value(), feed };
}

/** Two FNV-1a lanes over a text's UTF-16 code units. */
function digest(text: string): [number, number] {
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    low = Math.imul(low ^ unit, 0x01000193);
    high = Math.imul(high ^ unit, 0x01000193) ^ (low >>> 13);
  }
  return [low, high];
}

/** The answers' digests folded in order, and their count: enough to tell two runs' answers apart. */
class Digest {
  private low = 0x811c9dc5;
  private high = 0x050c5d1f;
  private count = 0;

  add(low: number, high: number): void {
    this.low = Math.imul(this.low ^ low, 0x01000193);
    this.high = Math.imul(this.high ^ high, 0x01000193) ^ (this.low >>> 13);
    this.count++;
  }

  value(): string {
    const hex = (lane: number) => (lane >>> 0).toString(16).padStart(8, '0');
    return `${hex(this.high)}${hex(this.low)}/${this.count}`;
  }
}
