import { type DayNumber, fromParts } from './civil-date.js';
import { appliesTo, type DatedHoliday, daysOf, isInForce } from './dated-holiday.js';
import { DatedList } from './dated-list.js';
import { type DayIndexArrays, type MadeDayIndexes, StateDayIndex } from './day-index.js';
import type { State, StateCode } from './state.js';
import { WeekendRules } from './weekend-rule.js';

export interface Coverage {
  firstYear: number;
  lastYear: number;
}

/**
 * The holiday calendar of every state over the covered years: the data's records plus the
 * derived replacement days (core/replacement-days.ts `withReplacementDays`), and a day index
 * per state. Built once; every query is a lookup.
 */
export class Calendar {
  /** Every record, replacement days and cancelled records included, by date then id. */
  readonly holidays: DatedList<DatedHoliday>;
  readonly firstDay: DayNumber;
  readonly lastDay: DayNumber;
  private readonly rules = new Map<StateCode, WeekendRules>();
  /** Per state, built on the first question about it: a hundred years of days take a few milliseconds a state. */
  private readonly indexes = new Map<StateCode, StateDayIndex>();
  private readonly madeIndexes: ReadonlyMap<string, DayIndexArrays>;
  /** Per state, the records in force that apply to it; built on the first question about it. */
  private readonly holidaysByState = new Map<StateCode, DatedList<DatedHoliday>>();

  /**
   * `holidays`: the records with their replacement days, by first day then id, as
   * `withReplacementDays` gives them; `made`: the states' day indexes made from the same records
   * at build time, if any, used when they cover the same days (the others are built on their
   * state's first question).
   */
  constructor(
    readonly states: readonly State[],
    holidays: readonly DatedHoliday[],
    readonly coverage: Coverage,
    made?: MadeDayIndexes,
  ) {
    this.firstDay = fromParts(coverage.firstYear, 1, 1);
    this.lastDay = fromParts(coverage.lastYear, 12, 31);
    this.madeIndexes = made?.first === this.firstDay && made.last === this.lastDay ? made.states : new Map();
    for (const state of states) this.rules.set(state.code, new WeekendRules(state));
    this.holidays = new DatedList(holidays);
  }

  covers(day: DayNumber): boolean {
    return day >= this.firstDay && day <= this.lastDay;
  }

  coversYear(year: number): boolean {
    return year >= this.coverage.firstYear && year <= this.coverage.lastYear;
  }

  coveredYears(): number[] {
    const years: number[] = [];
    for (let year = this.coverage.firstYear; year <= this.coverage.lastYear; year++) years.push(year);
    return years;
  }

  rulesOf(code: StateCode): WeekendRules {
    return this.rules.get(code)!;
  }

  /** Builds every state's day index and records now, as the first question about each would. */
  prepareEveryState(): void {
    for (const state of this.states) {
      this.holidaysOf(state.code);
      this.indexOf(state.code);
    }
  }

  indexOf(code: StateCode): StateDayIndex {
    let index = this.indexes.get(code);
    if (index === undefined) {
      const made = this.madeIndexes.get(code);
      index =
        made === undefined
          ? StateDayIndex.build(
              this.firstDay,
              this.lastDay,
              this.rulesOf(code),
              this.holidaysOf(code).sorted.flatMap(daysOf),
            )
          : new StateDayIndex(this.firstDay, this.lastDay, made);
      this.indexes.set(code, index);
    }
    return index;
  }

  /** The records in force for a state, by date then id. */
  holidaysOf(code: StateCode): DatedList<DatedHoliday> {
    let own = this.holidaysByState.get(code);
    if (own === undefined) {
      own = new DatedList(this.holidays.sorted.filter((holiday) => isInForce(holiday) && appliesTo(holiday, code)));
      this.holidaysByState.set(code, own);
    }
    return own;
  }

  /** Records in force for a state whose days overlap [start, end]. */
  holidaysOfState(code: StateCode, start: DayNumber, end: DayNumber): DatedHoliday[] {
    return this.holidaysOf(code).overlapping(start, end);
  }

  /** Records in force for a state on one day. */
  holidaysOn(code: StateCode, day: DayNumber): DatedHoliday[] {
    return this.holidaysOfState(code, day, day);
  }
}
