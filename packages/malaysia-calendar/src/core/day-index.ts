import { type DayNumber, weekday } from './civil-date.js';
import type { WeekendRules } from './weekend-rule.js';

export type DayKind = 'working' | 'weekend' | 'holiday';

const WORKING = 0;
const WEEKEND = 1;
const HOLIDAY = 2;
const KINDS: readonly DayKind[] = ['working', 'weekend', 'holiday'];

export interface DayCounts {
  totalDays: number;
  businessDays: number;
  holidays: number;
  weekendDays: number;
}

/** What every business-day question asks of a calendar of working days: a state's, or a workplace's. */
export interface WorkingDays {
  readonly first: DayNumber;
  readonly last: DayNumber;
  kindOf(day: DayNumber): DayKind;
  count(start: DayNumber, end: DayNumber): DayCounts;
  addBusinessDays(day: DayNumber, n: number): DayNumber | undefined;
}

/**
 * A state's day index as arrays: each day's kind (0 working, 1 weekend, 2 holiday), the
 * business days and holidays before each day (prefix sums, one entry more than the days), and
 * the business days in order. What an index made at build time is read back as.
 */
export interface DayIndexArrays {
  readonly kinds: Uint8Array;
  readonly businessBefore: Int32Array;
  readonly holidaysBefore: Int32Array;
  readonly businessDays: Int32Array;
}

/** Day indexes made beforehand (at build time) for the days [first, last], by state code. */
export interface MadeDayIndexes {
  readonly first: DayNumber;
  readonly last: DayNumber;
  readonly states: ReadonlyMap<string, DayIndexArrays>;
}

/**
 * One state's days over the covered years, built once: each day's kind plus prefix sums,
 * so counting a range and stepping n business days cost the same for a week as for a decade.
 * A holiday on a weekend day counts as a holiday only.
 */
export class StateDayIndex implements WorkingDays {
  private readonly kinds: Uint8Array;
  private readonly businessBefore: Int32Array;
  private readonly holidaysBefore: Int32Array;
  /** Day numbers of the business days, in order: the m-th business day is businessDays[m - 1]. */
  private readonly businessDays: Int32Array;
  /** Per weekday (0 = Sunday), the holiday days on it in order; made on the first workplace question. */
  private holidaysByWeekday: Int32Array[] | undefined;

  /** The index of [first, last] from its arrays (`build` makes them; a build-time file keeps them). */
  constructor(
    readonly first: DayNumber,
    readonly last: DayNumber,
    arrays: DayIndexArrays,
  ) {
    this.kinds = arrays.kinds;
    this.businessBefore = arrays.businessBefore;
    this.holidaysBefore = arrays.holidaysBefore;
    this.businessDays = arrays.businessDays;
  }

  /** The index of [first, last] for a state's weekend rules and holiday days. */
  static build(
    first: DayNumber,
    last: DayNumber,
    rules: WeekendRules,
    holidayDays: Iterable<DayNumber>,
  ): StateDayIndex {
    const length = last - first + 1;
    const kinds = new Uint8Array(length);
    for (const day of holidayDays) if (day >= first && day <= last) kinds[day - first] = HOLIDAY;
    const businessBefore = new Int32Array(length + 1);
    const holidaysBefore = new Int32Array(length + 1);
    const business = new Int32Array(length);
    let businessCount = 0;
    let rule = rules.on(first);
    for (let offset = 0; offset < length; offset++) {
      const day = first + offset;
      if (rule !== undefined && !rule.covers(day)) rule = rules.on(day);
      if (kinds[offset] !== HOLIDAY && rule?.isWeekend(day)) kinds[offset] = WEEKEND;
      const kind = kinds[offset];
      businessBefore[offset + 1] = businessBefore[offset]! + (kind === WORKING ? 1 : 0);
      holidaysBefore[offset + 1] = holidaysBefore[offset]! + (kind === HOLIDAY ? 1 : 0);
      if (kind === WORKING) business[businessCount++] = day;
    }
    return new StateDayIndex(first, last, {
      kinds,
      businessBefore,
      holidaysBefore,
      businessDays: business.slice(0, businessCount),
    });
  }

  /** Its arrays, as `build` made them, for a file to keep. */
  arrays(): DayIndexArrays {
    const { kinds, businessBefore, holidaysBefore, businessDays } = this;
    return { kinds, businessBefore, holidaysBefore, businessDays };
  }

  /** Business days in [first, day - 1], for `day` in [first, last + 1]. */
  businessDaysBefore(day: DayNumber): number {
    return this.businessBefore[day - this.first]!;
  }

  /** Holidays on the weekday (0 = Sunday) in [first, day - 1]: a binary search, whatever the range. */
  holidaysOnWeekdayBefore(dayOfWeek: number, day: DayNumber): number {
    this.holidaysByWeekday ??= this.splitHolidaysByWeekday();
    const days = this.holidaysByWeekday[dayOfWeek]!;
    let low = 0;
    let high = days.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (days[middle]! < day) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private splitHolidaysByWeekday(): Int32Array[] {
    const lists: number[][] = [[], [], [], [], [], [], []];
    for (let offset = 0; offset < this.kinds.length; offset++) {
      if (this.kinds[offset] === HOLIDAY) lists[weekday(this.first + offset)]!.push(this.first + offset);
    }
    return lists.map((days) => Int32Array.from(days));
  }

  kindOf(day: DayNumber): DayKind {
    return KINDS[this.kinds[day - this.first]!]!;
  }

  /** Counts for [start, end], both covered and start <= end. */
  count(start: DayNumber, end: DayNumber): DayCounts {
    const from = start - this.first;
    const to = end - this.first + 1;
    const totalDays = end - start + 1;
    const businessDays = this.businessBefore[to]! - this.businessBefore[from]!;
    const holidays = this.holidaysBefore[to]! - this.holidaysBefore[from]!;
    return { totalDays, businessDays, holidays, weekendDays: totalDays - businessDays - holidays };
  }

  /**
   * The business day `n` business days after (n > 0) or before (n < 0) `day`, counting from
   * the next (previous) day; `day` itself for n = 0. Undefined when it lies outside the index.
   */
  addBusinessDays(day: DayNumber, n: number): DayNumber | undefined {
    if (n === 0) return day;
    const offset = day - this.first;
    // Position (1-based) of the wanted day among all business days of the index.
    const position = n > 0 ? this.businessBefore[offset + 1]! + n : this.businessBefore[offset]! + n + 1;
    return position >= 1 && position <= this.businessDays.length ? this.businessDays[position - 1] : undefined;
  }
}
