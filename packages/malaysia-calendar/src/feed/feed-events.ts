import { type DayNumber, formatIsoDate } from '../core/civil-date.js';
import type { DayRun } from '../core/day-runs.js';
import type { Holiday } from '../model/holiday.js';
import type { ExamRecord, SchoolHolidayRecord } from '../model/school.js';
import type { FeedLanguage } from '../model/parameters.js';
import { nameInLanguage } from '../model/language.js';
import type { FeedRevisions } from './feed-revisions.js';
import type { FeedWords } from './feed-words.js';
import type { FeedEvent } from './ical-feed.js';

/** Public holidays; cancelled ones are left out, a replacement day is its own event (revised with its original). */
export function holidayEvents(
  holidays: readonly Holiday[],
  words: FeedWords,
  lang: FeedLanguage,
  revisions: FeedRevisions,
): FeedEvent[] {
  return holidays
    .filter((holiday) => holiday.status !== 'cancelled')
    .map((holiday) => ({
      id: holiday.id,
      startDate: holiday.date,
      endDate: holiday.endDate ?? holiday.date,
      summary: nameInLanguage(holiday.name, lang),
      description: `${words.holidayType[holiday.type]}, ${words.status[holiday.status]}${holiday.estimated === true ? `, ${words.projected}` : ''}; ${words.names(holiday.name)}${holiday.hijriDate === undefined ? '' : ` (${holiday.hijriDate})`}`,
      category: words.category(holiday.type, words.holidayType[holiday.type]),
      tentative: holiday.status === 'tentative',
      revision:
        revisions.of(holiday.id) ??
        (holiday.isReplacementFor === undefined ? undefined : revisions.of(holiday.isReplacementFor)),
    }));
}

/** School holidays of the state's group that apply to it. */
export function schoolHolidayEvents(
  holidays: readonly SchoolHolidayRecord[],
  words: FeedWords,
  lang: FeedLanguage,
  revisions: FeedRevisions,
): FeedEvent[] {
  return holidays.map((holiday) => ({
    id: holiday.id,
    startDate: holiday.startDate,
    endDate: holiday.endDate,
    summary: nameInLanguage(holiday.name, lang),
    description: `${words.schoolHoliday(holiday.group)}, ${words.status[holiday.status]}; ${words.names(holiday.name)}`,
    category: words.category(holiday.type, words.schoolHoliday(holiday.group)),
    tentative: holiday.status === 'tentative',
    revision: revisions.of(holiday.id),
  }));
}

export function examEvents(exams: readonly ExamRecord[], words: FeedWords, revisions: FeedRevisions): FeedEvent[] {
  return exams
    .filter((exam) => exam.status !== 'cancelled')
    .map((exam) => ({
      id: exam.id,
      startDate: exam.startDate,
      endDate: exam.endDate,
      summary: exam.name,
      description: `${words.nationalExam(exam.type.toUpperCase())}, ${words.status[exam.status]}; ${exam.source === 'kpm' ? 'Lembaga Peperiksaan' : 'Majlis Peperiksaan Malaysia'}`,
      category: words.category(exam.type, words.nationalExam(exam.type.toUpperCase())),
      tentative: exam.status === 'tentative' || exam.status === 'postponed',
      revision: revisions.of(exam.id),
    }));
}

/** A workplace's own days within [first, last]: one event per run of closed days and per run of open days. */
export function workplaceEvents(
  workplace: { closed: readonly DayRun[]; open: readonly DayRun[] },
  first: DayNumber,
  last: DayNumber,
  words: FeedWords,
): FeedEvent[] {
  const events = (runs: readonly DayRun[], kind: 'closed' | 'open', summary: string): FeedEvent[] =>
    runs
      .filter((run) => run.end >= first && run.start <= last)
      .map((run) => {
        const startDate = formatIsoDate(Math.max(run.start, first));
        return {
          id: `workplace-${kind}-${startDate}`,
          startDate,
          endDate: formatIsoDate(Math.min(run.end, last)),
          summary,
          description: words.workplaceDay,
          category: words.category(`workplace-${kind}`, summary),
          tentative: false,
          revision: undefined,
        };
      });
  return [
    ...events(workplace.closed, 'closed', words.workplaceClosed),
    ...events(workplace.open, 'open', words.workplaceOpen),
  ];
}
