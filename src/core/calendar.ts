import { type DayNumber, fromParts, parseIsoDate } from './civil-date.js';
import { StateDayIndex } from './day-index.js';
import { appliesTo, daysOf, isInForce } from './holiday-days.js';
import { deriveReplacementDays } from './replacement-days.js';
import type { Holiday, HolidayRecord, State } from './types.js';
import { WeekendRules } from './weekend-rule.js';

export interface Coverage {
  firstYear: number;
  lastYear: number;
}

/**
 * The holiday calendar of every state over the covered years: the data's records plus the
 * derived replacement days, and a day index per state. Built once; every query is a lookup.
 */
export class Calendar {
  /** Every record, replacement days included, sorted by date then id. */
  readonly holidays: readonly Holiday[];
  readonly coverage: Coverage;
  readonly firstDay: DayNumber;
  readonly lastDay: DayNumber;
  private readonly rules: ReadonlyMap<string, WeekendRules>;
  private readonly indexes: ReadonlyMap<string, StateDayIndex>;
  /** Per state, the records in force that apply to it, sorted by date then id. */
  private readonly holidaysByState: ReadonlyMap<string, readonly Holiday[]>;
  /** Days between `date` and `endDate` of the longest record, to bound overlap searches. */
  private readonly longestSpan: number;

  constructor(
    readonly states: readonly State[],
    records: readonly HolidayRecord[],
    coverage: Coverage,
  ) {
    this.coverage = coverage;
    this.firstDay = fromParts(coverage.firstYear, 1, 1);
    this.lastDay = fromParts(coverage.lastYear, 12, 31);
    this.rules = new Map(states.map((state) => [state.code, new WeekendRules(state)]));
    this.holidays = [...records.map(publicFields), ...deriveReplacementDays(records, states, this.rules)].sort(byDateThenId);

    const byState = new Map<string, Holiday[]>();
    const indexes = new Map<string, StateDayIndex>();
    for (const state of states) {
      const own = this.holidays.filter((holiday) => isInForce(holiday) && appliesTo(holiday, state.code));
      byState.set(state.code, own);
      const days = new Set(own.flatMap(daysOf));
      indexes.set(state.code, new StateDayIndex(this.firstDay, this.lastDay, this.rules.get(state.code)!, days));
    }
    this.holidaysByState = byState;
    this.longestSpan = Math.max(0, ...this.holidays.map((holiday) => daysOf(holiday).length - 1));
    this.indexes = indexes;
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

  rulesOf(stateCode: string): WeekendRules {
    return this.rules.get(stateCode)!;
  }

  indexOf(stateCode: string): StateDayIndex {
    return this.indexes.get(stateCode)!;
  }

  /** Records in force for a state whose days overlap [start, end]. */
  holidaysOfState(stateCode: string, start: DayNumber, end: DayNumber): Holiday[] {
    return overlapping(this.holidaysByState.get(stateCode)!, start, end, this.longestSpan);
  }

  /** Records in force for a state on one day. */
  holidaysOn(stateCode: string, day: DayNumber): Holiday[] {
    return this.holidaysOfState(stateCode, day, day);
  }
}

export function byDateThenId(a: Holiday, b: Holiday): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Records sorted by date whose span overlaps [start, end]; a binary search skips earlier ones. */
function overlapping(sorted: readonly Holiday[], start: DayNumber, end: DayNumber, longestSpan: number): Holiday[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (parseIsoDate(sorted[middle]!.date)! < start - longestSpan) low = middle + 1;
    else high = middle;
  }
  const result: Holiday[] = [];
  for (let i = low; i < sorted.length; i++) {
    const holiday = sorted[i]!;
    const first = parseIsoDate(holiday.date)!;
    if (first > end) break;
    const last = holiday.endDate === undefined ? first : parseIsoDate(holiday.endDate)!;
    if (last >= start) result.push(holiday);
  }
  return result;
}

/** Drops data-only fields (`replaceable`, `note`) so records carry only the contract's fields. */
function publicFields(record: HolidayRecord): Holiday {
  const { replaceable: _replaceable, note: _note, ...holiday } = record;
  return holiday;
}
