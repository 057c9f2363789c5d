/** Domain types shared by the calendar core, the data loader and the adapters. */

export const HOLIDAY_TYPES = ['federal', 'state', 'islamic', 'islamic_state', 'replacement', 'adhoc'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

export const HOLIDAY_STATUSES = ['confirmed', 'tentative', 'announced', 'cancelled'] as const;
export type HolidayStatus = (typeof HOLIDAY_STATUSES)[number];

export const HOLIDAY_SOURCES = ['jpm', 'jakim', 'state-gov', 'community', 'admin'] as const;
export type HolidaySource = (typeof HOLIDAY_SOURCES)[number];

export const SCHOOL_GROUPS = ['A', 'B'] as const;
export type SchoolGroup = (typeof SCHOOL_GROUPS)[number];

/** `["*"]` in `states` means every state and federal territory. */
export const ALL_STATES = '*';

export interface LocalizedName {
  ms: string;
  en: string;
  zh?: string;
}

/** A holiday as the contract publishes it (section 2.2). */
export interface Holiday {
  id: string;
  date: string;
  endDate?: string;
  name: LocalizedName;
  type: HolidayType;
  status: HolidayStatus;
  states: string[];
  gazetteLevel: 'P' | 'N';
  gazetteRef?: string;
  hijriDate?: string;
  isReplacementFor?: string;
  source: HolidaySource;
}

/** A holiday as kept in the data: `replaceable: false` marks a day that gets no cuti ganti. */
export interface HolidayRecord extends Holiday {
  replaceable?: boolean;
  note?: string;
}

export interface WeekendPeriod {
  from: string;
  to: string | null;
  weekendDays: number[];
  /** The weekly rest day of Holidays Act 1951 s.3: a holiday on it is replaced. */
  restDay: number;
  group: SchoolGroup;
}

export interface State {
  code: string;
  name: { ms: string; en: string };
  type: 'state' | 'federal_territory';
  aliases: string[];
  weekendHistory: WeekendPeriod[];
}

export const SCHOOL_HOLIDAY_TYPES = ['cuti_penggal_1', 'cuti_pertengahan', 'cuti_penggal_2', 'cuti_akhir', 'cuti_perayaan_kpm'] as const;
export type SchoolHolidayType = (typeof SCHOOL_HOLIDAY_TYPES)[number];

export interface TermSegment {
  startDate: string;
  endDate: string;
}

/** A school term of one group, split into segments by its mid-term break. */
export interface SchoolTerm {
  id: string;
  term: number;
  group: SchoolGroup;
  segments: TermSegment[];
}

export interface SchoolHoliday {
  id: string;
  type: SchoolHolidayType;
  group: SchoolGroup;
  name: { ms: string; en: string };
  startDate: string;
  endDate: string;
  /** `["*"]`: the whole group; else the only states of the group it applies to. */
  states: string[];
  /** States of the group it does not apply to. */
  excludeStates: string[];
  festival?: string;
  /** The circular's lampiran; null for a holiday declared after the circular. */
  annex?: 'A' | 'B' | 'C' | null;
  note?: string;
}

export interface SchoolYear {
  year: number;
  terms: SchoolTerm[];
  holidays: SchoolHoliday[];
}

export const EXAM_TYPES = ['spm', 'stpm', 'muet', 'pt3', 'stam', 'other'] as const;
export const EXAM_STATUSES = ['confirmed', 'tentative', 'postponed', 'cancelled'] as const;
export const EXAM_SOURCES = ['kpm', 'mpm'] as const;

export interface Exam {
  id: string;
  year: number;
  name: string;
  type: (typeof EXAM_TYPES)[number];
  startDate: string;
  endDate: string;
  status: (typeof EXAM_STATUSES)[number];
  resultsDate: string | null;
  source: (typeof EXAM_SOURCES)[number];
  note?: string;
}
