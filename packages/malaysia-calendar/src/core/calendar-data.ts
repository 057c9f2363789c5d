import type { Coverage } from '../core/calendar.js';
import type { RecordedEntry } from '../model/changelog.js';
import type { RemovedHoliday } from '../model/changelog-file.js';
import type { HolidayRecord } from '../model/holiday.js';
import type { FestivalRecord, HolidayRule } from '../model/holiday-rule.js';
import type { CompactFestivals } from '../core/compact-festivals.js';
import type { NameTranslation } from '../model/names-file.js';
import type { MarketData } from '../model/market-file.js';
import type { ExamRecord, SchoolYearRecord } from '../model/school.js';
import type { StateEntry } from '../model/state.js';

/** The checked records of every data file: what the build compiles and the calendar is made from. */
export interface CalendarData {
  states: StateEntry[];
  holidays: HolidayRecord[];
  /** The years of the gazetted holiday files. */
  coverage: Coverage;
  /** The Chinese and Tamil of every holiday name, by its English (data/names.yaml): the records carry Malay and English only. */
  names: NameTranslation[];
  /** The recurring holidays as rules, for the years outside the gazetted files. */
  rules: Omit<HolidayRule, 'note'>[];
  /** The moving festivals as computed at build time, in their compact form. */
  festivals: CompactFestivals;
  /** The years before the gazetted files: the official festival dates and the one-off days on record. */
  history: { festivals: FestivalRecord; holidays: HolidayRecord[] };
  /** School calendars by year; only the years the ministry has published. */
  school: SchoolYearRecord[];
  exams: ExamRecord[];
  /** Newest first. */
  changelog: RecordedEntry[];
  /**
   * Set in the browser build's data alone: its change log leaves out the entries' sentences in
   * Malay, Chinese and Tamil (`summaryIn`), which `malaysia-calendar/change-sentences` brings
   * when asked (loading/change-sentences.ts).
   */
  changeSentences?: 'apart';
  /** The holidays the change log records as removed, as they were: the change feeds name them. */
  removed: (RemovedHoliday & { id: string })[];
  /** The markets whose trading days follow a state's holidays (data/markets). */
  markets: MarketData[];
  /** The date of the newest change-log entry: the data release. */
  releaseDate: string;
  /** Changes whenever any data file changes; identical data gives an identical version. */
  dataVersion: string;
}
