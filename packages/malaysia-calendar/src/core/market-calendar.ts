import type { Calendar } from './calendar.js';
import { type DayNumber, parseIsoDate, yearOf } from './civil-date.js';
import { daysOf } from './dated-holiday.js';
import { StateDayIndex } from './day-index.js';
import type { StateCode } from './state.js';
import type { SessionRule, SettlementRule, TradingSession } from '../model/market.js';
import type { MarketData, MarketDayKind } from '../model/market-file.js';

/** A trading day's hours: its sessions in order (one on a half day), in the market's local time. */
export interface TradingHours {
  sessions: TradingSession[];
  halfDay: boolean;
}

/**
 * A market's calendar, from the state whose holidays close it: its trading days are that
 * state's working days, plus the days the market recorded as open (a surprise holiday it
 * traded on), less those it recorded as closed. While the half-day rule lasts, the eve of
 * each of its festivals closes early when it is a trading day (and is dropped, not moved,
 * when it is not), unless a recorded day says otherwise. Every year the holidays cover is answered, the projected ones
 * by these same rules.
 */
export class MarketCalendar {
  /** The trading days as an index: the business-day questions ask it as they ask a state's. */
  readonly days: StateDayIndex;
  readonly firstDay: DayNumber;
  private readonly recorded = new Map<DayNumber, MarketDayKind>();
  private readonly halfDays = new Set<DayNumber>();

  constructor(
    readonly file: MarketData,
    calendar: Calendar,
  ) {
    const state = file.holidaysOf as StateCode;
    for (const day of file.days) this.recorded.set(parseIsoDate(day.date)!, day.kind);
    const holidays = calendar.holidaysOf(state).sorted;
    const closedDays = holidays
      .flatMap(daysOf)
      .filter((day) => this.recorded.get(day) !== 'open')
      .concat([...this.recorded].filter(([, kind]) => kind === 'closed').map(([day]) => day));
    this.days = StateDayIndex.build(calendar.firstDay, calendar.lastDay, calendar.rulesOf(state), closedDays);
    this.firstDay = Math.max(parseIsoDate(file.rules.sessions[0]!.from)!, calendar.firstDay);
    const firstDays = new Map(holidays.map((dated) => [dated.holiday.id, dated.first]));
    const { until } = file.rules.halfDays;
    const lastEve = until === undefined ? calendar.lastDay : parseIsoDate(until)!;
    for (let year = yearOf(this.firstDay); year <= yearOf(lastEve); year++) {
      for (const slug of file.rules.halfDays.festivals) {
        const first = firstDays.get(`${year}-${slug}-1`) ?? firstDays.get(`${year}-${slug}`);
        const eve = first === undefined ? undefined : first - 1;
        if (eve !== undefined && eve <= lastEve && this.days.kindOf(eve) === 'working') this.halfDays.add(eve);
      }
    }
    for (const [day, kind] of this.recorded) {
      if (kind === 'half-day') this.halfDays.add(day);
      if (kind === 'full-day') this.halfDays.delete(day);
    }
  }

  get id(): string {
    return this.file.id;
  }

  covers(day: DayNumber): boolean {
    return day >= this.firstDay && day <= this.days.last;
  }

  /** The day's hours, or undefined when the market does not trade on it. */
  hoursOn(day: DayNumber): TradingHours | undefined {
    if (this.days.kindOf(day) !== 'working') return undefined;
    const rule = inForce(this.file.rules.sessions, day);
    if (!this.halfDays.has(day)) return { sessions: rule.sessions, halfDay: false };
    return { sessions: closingAt(rule, rule.halfDayClose), halfDay: true };
  }

  /** The trading day a trade of `day` settles on, by the cycle in force that day; undefined past the data's end. */
  settlementOf(day: DayNumber): DayNumber | undefined {
    return this.days.addBusinessDays(day, inForce(this.file.rules.settlement, day).days);
  }
}

/** The rule in force on a day: the last one from on or before it (the rules are in date order). */
function inForce<Rule extends SessionRule | SettlementRule>(rules: readonly Rule[], day: DayNumber): Rule {
  let found = rules[0]!;
  for (const rule of rules) if (parseIsoDate(rule.from)! <= day) found = rule;
  return found;
}

/** The sessions of a day that closes early: those that open before the close, the last cut at it. */
function closingAt(rule: SessionRule, close: string): TradingSession[] {
  return rule.sessions
    .filter((session) => session.open < close)
    .map((session) => ({ open: session.open, close: session.close < close ? session.close : close }));
}
