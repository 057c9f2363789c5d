import { CalendarError } from '../errors/calendar-error.js';
import { requireYear } from './coverage.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { question } from './question.js';
import { stateNamed } from './states.js';
import { currentYear } from './today.js';
import * as Type from '@sinclair/typebox/type';
import { type DayNumber, formatIsoDate, fromParts, yearOf } from '../core/civil-date.js';
import type { MarketCalendar } from '../core/market-calendar.js';
import type { State } from '../core/state.js';
import { Market, TradingDay } from '../model/market.js';
import { MARKET, STATE, YEAR } from '../model/parameters.js';
import { optional } from '../model/parameter.js';

/**
 * `state`, or `market` in its place: what every question about working days is asked for.
 * Spread into a question's parameters with MARKET_OR_STATE_INPUTS for its echo, and
 * `insteadOf: MARKET_INSTEAD_OF_STATE` so that one of the two is required, never both.
 */
export const MARKET_OR_STATE = { state: optional(STATE), market: optional(MARKET) };
export const MARKET_INSTEAD_OF_STATE = { market: 'state' } as const;
export const MARKET_OR_STATE_INPUTS = {
  state: Type.String({ description: 'For a market, the state whose holidays close it' }),
  market: Type.Optional(Type.String()),
};

/** What `market` does to a question about working days, said once. */
export const MARKET_WORDS = "With market=xkls in place of state: Bursa Malaysia's trading days.";

/** A working-day question's state, or its market and the state whose holidays it follows. */
export interface AskedCalendar {
  state: State;
  market: MarketCalendar | undefined;
  /** What the answer echoes: the state's code, and the market's id when one was asked. */
  inputs: { state: string; market?: string };
}

/** The state or market of a question's (checked) arguments: STATE_NOT_FOUND or VALIDATION_ERROR naming the known markets. */
export function calendarAsked(loaded: LoadedCalendar, args: { state?: string; market?: string }): AskedCalendar {
  if (args.market === undefined) {
    const state = stateNamed(loaded, args.state!);
    return { state, market: undefined, inputs: { state: state.code } };
  }
  const market = marketNamed(loaded, args.market);
  const state = stateNamed(loaded, market.file.holidaysOf);
  return { state, market, inputs: { state: state.code, market: market.id } };
}

/** A market by its id, in any case. */
export function marketNamed(loaded: LoadedCalendar, text: string): MarketCalendar {
  const market = loaded.markets.get(text.toLowerCase());
  if (market !== undefined) return market();
  const known = [...loaded.markets.keys()];
  throw new CalendarError(
    'VALIDATION_ERROR',
    `Parameter 'market' must be one of: ${known.join(', ')}; got ${JSON.stringify(text)}.`,
    known,
    { kind: 'notAllowed', parameter: 'market', value: JSON.stringify(text), allowed: known },
  );
}

/** Each day within the years the market is answered for (and the holidays are): YEAR_NOT_COVERED naming them. */
export function requireMarketDays(loaded: LoadedCalendar, market: MarketCalendar | undefined, ...days: DayNumber[]) {
  if (market === undefined) return;
  const outside = days.find((day) => !market.covers(day));
  if (outside === undefined) return;
  const first = yearOf(market.firstDay);
  const last = loaded.calendar.coverage.lastYear;
  throw new CalendarError(
    'YEAR_NOT_COVERED',
    `${yearOf(outside)} is outside the years ${market.file.name.en} (${market.id}) is answered for: ${first} to ${last}.`,
    [String(first), String(last)],
    { kind: 'marketNotCovered', year: yearOf(outside), market: market.file.name.en, id: market.id, first, last },
  );
}

export const listMarkets = question({
  summary: 'The markets whose trading days are answered',
  description:
    'The markets every working-day question takes in place of a state (market=xkls, Bursa Malaysia Securities), with their sessions and settlement cycles as they changed, each with its source.',
  parameters: {},
  positional: [],
  result: Type.Array(Market),
  inputs: {},
  answer: (loaded) => ({
    data: [...loaded.markets.values()].map((made) => {
      const { file, firstDay } = made();
      return {
        id: file.id,
        mic: file.mic,
        name: file.name,
        timezone: file.timezone,
        holidaysOf: file.holidaysOf,
        firstYear: yearOf(firstDay),
        sessions: file.rules.sessions,
        settlement: file.rules.settlement,
        halfDays: file.rules.halfDays,
      };
    }),
    inputs: {},
  }),
});

export const listSessions = question({
  summary: "A market's trading days of a year, with their hours",
  description:
    "A market's trading days of a year (default: this year), each with its local open and close (12:30 on a half day), its break and its trades' settlement date. A year past the gazette is estimated.",
  parameters: { market: MARKET, year: optional(YEAR) },
  positional: ['market', 'year'],
  result: Type.Array(TradingDay),
  inputs: { market: Type.String(), year: Type.Integer() },
  records: { schema: TradingDay },
  answer: (loaded, args) => {
    const year = args.year ?? currentYear(loaded);
    requireYear(loaded, year);
    const market = marketNamed(loaded, args.market);
    const [first, last] = [fromParts(year, 1, 1), fromParts(year, 12, 31)];
    requireMarketDays(loaded, market, first, last);
    const data: TradingDay[] = [];
    // The last trading day's settlement, which may fall in the next year: the answer read that day too.
    let lastSettlement: DayNumber | undefined;
    for (let day = first; day <= last; day++) {
      const hours = market.hoursOn(day);
      if (hours === undefined) continue;
      const { sessions, halfDay } = hours;
      const settles = market.settlementOf(day);
      lastSettlement = settles;
      data.push({
        date: formatIsoDate(day),
        open: sessions[0]!.open,
        close: sessions.at(-1)!.close,
        halfDay,
        breakStart: sessions.length > 1 ? sessions[0]!.close : null,
        breakEnd: sessions.length > 1 ? sessions[1]!.open : null,
        settlementDate: settles === undefined ? null : formatIsoDate(settles),
      });
    }
    return {
      data,
      inputs: { market: market.id, year },
      basis: { first, last: Math.max(last, lastSettlement ?? last), state: market.file.holidaysOf },
    };
  },
});
