import type { Holiday } from '../model/holiday.js';
import type { ExamRecord, SchoolHolidayRecord } from '../model/school.js';
import type { FeedLanguage } from '../model/parameters.js';
import type { FeedEvent } from './ical-feed.js';

const HOLIDAY_LABEL: Record<Holiday['type'], string> = {
  federal: 'Federal holiday',
  state: 'State holiday',
  islamic: 'Islamic holiday',
  islamic_state: 'Islamic state holiday',
  replacement: 'Replacement holiday',
  adhoc: 'Additional holiday',
};

type LastChanged = (id: string) => string | undefined;

/** Public holidays; cancelled ones are left out, a replacement day is its own event. */
export function holidayEvents(holidays: readonly Holiday[], lang: FeedLanguage, lastChanged: LastChanged): FeedEvent[] {
  return holidays
    .filter((holiday) => holiday.status !== 'cancelled')
    .map((holiday) => ({
      id: holiday.id,
      startDate: holiday.date,
      endDate: holiday.endDate ?? holiday.date,
      summary: lang === 'zh' ? (holiday.name.zh ?? holiday.name.en) : holiday.name[lang],
      description: `${HOLIDAY_LABEL[holiday.type]}, ${holiday.status}; ${holiday.name.ms} / ${holiday.name.en}${holiday.hijriDate === undefined ? '' : ` (${holiday.hijriDate})`}`,
      category: holiday.type,
      tentative: holiday.status === 'tentative',
      lastModified: lastChanged(holiday.id) ?? (holiday.isReplacementFor === undefined ? undefined : lastChanged(holiday.isReplacementFor)),
    }));
}

/** School holidays of the state's group that apply to it; names have no Chinese form, so zh uses English. */
export function schoolHolidayEvents(holidays: readonly SchoolHolidayRecord[], lang: FeedLanguage, lastChanged: LastChanged): FeedEvent[] {
  return holidays.map((holiday) => ({
    id: holiday.id,
    startDate: holiday.startDate,
    endDate: holiday.endDate,
    summary: lang === 'ms' ? holiday.name.ms : holiday.name.en,
    description: `School holiday, group ${holiday.group}; ${holiday.name.ms} / ${holiday.name.en}`,
    category: holiday.type,
    tentative: false,
    lastModified: lastChanged(holiday.id),
  }));
}

export function examEvents(exams: readonly ExamRecord[], lastChanged: LastChanged): FeedEvent[] {
  return exams
    .filter((exam) => exam.status !== 'cancelled')
    .map((exam) => ({
      id: exam.id,
      startDate: exam.startDate,
      endDate: exam.endDate,
      summary: exam.name,
      description: `National exam (${exam.type.toUpperCase()}), ${exam.status}; ${exam.source === 'kpm' ? 'Lembaga Peperiksaan' : 'Majlis Peperiksaan Malaysia'}`,
      category: exam.type,
      tentative: exam.status === 'tentative' || exam.status === 'postponed',
      lastModified: lastChanged(exam.id),
    }));
}
