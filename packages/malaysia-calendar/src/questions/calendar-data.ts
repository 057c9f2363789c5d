import type { Coverage } from '../core/calendar.js';
import type { ChangelogEntry } from '../model/changelog.js';
import type { HolidayRecord } from '../model/holiday.js';
import type { ExamRecord, SchoolYearRecord } from '../model/school.js';
import type { StateEntry } from '../model/state.js';

/** The checked records of every data file: what the build compiles and the calendar is made from. */
export interface CalendarData {
  states: StateEntry[];
  holidays: HolidayRecord[];
  coverage: Coverage;
  /** School calendars by year; only the years the ministry has published. */
  school: SchoolYearRecord[];
  exams: ExamRecord[];
  /** Newest first. */
  changelog: ChangelogEntry[];
  /** The date of the newest change-log entry: the data release. */
  releaseDate: string;
  /** Changes whenever any data file changes; identical data gives an identical version. */
  dataVersion: string;
}
