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

  constructor(
    readonly first: DayNumber,
    readonly last: DayNumber,
    rules: WeekendRules,
    holidayDays: Iterable<DayNumber>,
  ) {
    const length = last - first + 1;
    this.kinds = new Uint8Array(length);
    for (const day of holidayDays) if (day >= first && day <= last) this.kinds[day - first] = HOLIDAY;
    this.businessBefore = new Int32Array(length + 1);
    this.holidaysBefore = new Int32Array(length + 1);
    const business = new Int32Array(length);
    let businessCount = 0;
    let rule = rules.on(first);
    for (let offset = 0; offset < length; offset++) {
      const day = first + offset;
      if (rule !== undefined && !rule.covers(day)) rule = rules.on(day);
      if (this.kinds[offset] !== HOLIDAY && rule?.isWeekend(day)) this.kinds[offset] = WEEKEND;
      const kind = this.kinds[offset];
      this.businessBefore[offset + 1] = this.businessBefore[offset]! + (kind === WORKING ? 1 : 0);
      this.holidaysBefore[offset + 1] = this.holidaysBefore[offset]! + (kind === HOLIDAY ? 1 : 0);
      if (kind === WORKING) business[businessCount++] = day;
    }
    this.businessDays = business.slice(0, businessCount);
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
