import { type DayNumber, fromParts, parseIsoDate, yearOf } from './civil-date.js';
import {
  FESTIVALS,
  type Festival,
  type FestivalRecord,
  ISLAMIC_FESTIVALS,
  type IslamicFestival,
} from '../model/holiday-rule.js';
import { type CompactFestivals, festivalDays, islamicMonthStarts } from './compact-festivals.js';

/** A day a moving holiday falls on, and whether a source gives it (else it is computed). */
export interface MovingDay {
  day: DayNumber;
  onRecord: boolean;
  /** The Islamic date, for a day given by one ("27 Rejab 1447"), and its year. */
  hijriDate?: string;
  ahYear?: number;
}

const HIJRI_MONTHS = [
  'Muharram',
  'Safar',
  'Rabiulawal',
  'Rabiulakhir',
  'Jamadilawal',
  'Jamadilakhir',
  'Rejab',
  'Syaaban',
  'Ramadan',
  'Syawal',
  'Zulkaedah',
  'Zulhijjah',
];

interface MonthStart {
  ahYear: number;
  month: number;
  first: DayNumber;
  onRecord: boolean;
}

/**
 * The moving festivals' days: the build-time computation (`data/festivals.yaml`), overridden by
 * the official dates on record. An Islamic festival on record fixes the first day of its
 * month (1 Syawal for Aidilfitri, 12 Rabiulawal less 11 days for Rabiulawal), so the other days
 * of that month follow the record too.
 */
export class MovingDates {
  /** By month and the Gregorian year of the month's first day (month * 10000 + year). */
  private readonly monthsByNumber = new Map<number, MonthStart[]>();
  private readonly festivals = new Map<Festival, Map<number, MovingDay>>();

  constructor(computed: CompactFestivals, record: FestivalRecord) {
    const months: MonthStart[] = [];
    const byMonth = new Map<number, MonthStart[]>();
    for (const computedStart of islamicMonthStarts(computed)) {
      const start = { ...computedStart, onRecord: false };
      months.push(start);
      const same = byMonth.get(start.month);
      if (same === undefined) byMonth.set(start.month, [start]);
      else same.push(start);
    }
    for (const [name, { month, day }] of Object.entries(ISLAMIC_FESTIVALS) as [
      IslamicFestival,
      { month: number; day: number },
    ][]) {
      for (const date of Object.values(record[name] ?? {}).flat() as string[]) {
        const first = parseIsoDate(date)! - (day - 1);
        const start = byMonth.get(month)?.find((candidate) => Math.abs(candidate.first - first) <= 5);
        if (start !== undefined) Object.assign(start, { first, onRecord: true });
      }
    }
    for (const start of months) {
      const key = start.month * 10_000 + yearOf(start.first);
      this.monthsByNumber.set(key, [...(this.monthsByNumber.get(key) ?? []), start]);
    }
    for (const name of FESTIVALS) {
      const days = new Map<number, MovingDay>();
      for (const [year, day] of festivalDays(computed, name)) days.set(year, { day, onRecord: false });
      for (const [year, date] of Object.entries(record[name] ?? {}) as [string, string][])
        days.set(Number(year), { day: parseIsoDate(date)!, onRecord: true });
      this.festivals.set(name, days);
    }
  }

  /** Every day in `year` that is day `day` of Islamic month `month` (a Gregorian year holds one, sometimes two). */
  hijri(year: number, month: number, day: number): MovingDay[] {
    const days: MovingDay[] = [];
    const [first, last] = [fromParts(year, 1, 1), fromParts(year, 12, 31)];
    // A month that starts in December can put its later days in the next year.
    for (const startYear of [year - 1, year]) {
      for (const start of this.monthsByNumber.get(month * 10_000 + startYear) ?? []) {
        const found = start.first + day - 1;
        if (found >= first && found <= last)
          days.push({
            day: found,
            onRecord: start.onRecord,
            hijriDate: `${day} ${HIJRI_MONTHS[month - 1]} ${start.ahYear}`,
            ahYear: start.ahYear,
          });
      }
    }
    return days;
  }

  festival(name: Festival, year: number): MovingDay | undefined {
    return this.festivals.get(name)!.get(year);
  }
}
