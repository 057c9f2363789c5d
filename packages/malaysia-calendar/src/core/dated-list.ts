import type { DayNumber } from './civil-date.js';

/** Anything that covers the days from `first` to `last`, both included. */
export interface Dated {
  readonly first: DayNumber;
  readonly last: DayNumber;
}

/**
 * Records sorted by their first day, with the range questions every list of them is asked.
 * The longest record bounds how far before a range a record that reaches into it can start,
 * so a binary search skips everything earlier.
 */
export class DatedList<T extends Dated> {
  private readonly longestSpan: number;

  /** `sorted`: by first day (ties in the order they are to be listed). */
  constructor(readonly sorted: readonly T[]) {
    this.longestSpan = sorted.reduce((longest, item) => Math.max(longest, item.last - item.first), 0);
  }

  /** The records with a day in [start, end], in order. */
  overlapping(start: DayNumber, end: DayNumber): T[] {
    const result: T[] = [];
    for (let i = this.firstReaching(start); i < this.sorted.length; i++) {
      const item = this.sorted[i]!;
      if (item.first > end) break;
      if (item.last >= start) result.push(item);
    }
    return result;
  }

  /** The records that last until `day` or later, in order, as far as the caller reads. */
  *from(day: DayNumber): Generator<T> {
    for (let i = this.firstReaching(day); i < this.sorted.length; i++) {
      const item = this.sorted[i]!;
      if (item.last >= day) yield item;
    }
  }

  /** Index of the first record that could reach `day`: every earlier one ends before it. */
  private firstReaching(day: DayNumber): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]!.first < day - this.longestSpan) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
