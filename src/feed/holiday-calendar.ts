import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { parseIsoDate } from '../core/civil-date.js';
import type { Holiday, State } from '../core/types.js';

export const FEED_LANGUAGES = ['en', 'ms', 'zh'] as const;
export type FeedLanguage = (typeof FEED_LANGUAGES)[number];

const ONE_DAY_MS = 86_400_000;
/** Subscribers refresh once a day (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 86_400;

const TYPE_LABEL: Record<Holiday['type'], string> = {
  federal: 'Federal holiday',
  state: 'State holiday',
  islamic: 'Islamic holiday',
  islamic_state: 'Islamic state holiday',
  replacement: 'Replacement holiday',
  adhoc: 'Additional holiday',
};

export interface FeedInput {
  state: State;
  holidays: readonly Holiday[];
  lang: FeedLanguage;
  /** The data release date: DTSTAMP, and LAST-MODIFIED when no change-log date is known. */
  releaseDate: string;
  /** When each holiday id last changed, from the change log. */
  lastChanged: (id: string) => string | undefined;
}

/**
 * An RFC 5545 calendar of one state's holidays, written with ical-generator: all-day events
 * with an exclusive DTEND, stable UIDs, and stamps from the data release (not the clock),
 * so the same data always gives the same bytes. Cancelled records are left out.
 */
export function holidayCalendar({ state, holidays, lang, releaseDate, lastChanged }: FeedInput): string {
  const stateName = lang === 'ms' ? state.name.ms : state.name.en;
  const calendar = ical({
    name: lang === 'ms' ? `Cuti umum ${stateName}` : `Public holidays in ${stateName}`,
    description: `Malaysian public holidays for ${state.name.en}, replacement and additional days included.`,
    prodId: { company: 'Malaysian Calendar Service', product: 'Holidays', language: lang.toUpperCase() },
    ttl: REFRESH_SECONDS,
    x: [{ key: 'X-WR-TIMEZONE', value: 'Asia/Kuala_Lumpur' }],
  });
  const stamp = utcMidnight(releaseDate);
  for (const holiday of holidays) {
    if (holiday.status === 'cancelled') continue;
    const original = holiday.isReplacementFor;
    calendar.createEvent({
      id: `${holiday.id}.${state.code}@malaysia-calendar-service`,
      start: utcMidnight(holiday.date),
      end: new Date(utcMidnight(holiday.endDate ?? holiday.date).getTime() + ONE_DAY_MS),
      allDay: true,
      summary: nameIn(holiday, lang),
      description: `${TYPE_LABEL[holiday.type]}, ${holiday.status}; ${holiday.name.ms} / ${holiday.name.en}${holiday.hijriDate === undefined ? '' : ` (${holiday.hijriDate})`}`,
      categories: [{ name: holiday.type }],
      status: holiday.status === 'tentative' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      stamp,
      lastModified: utcMidnight(lastChanged(holiday.id) ?? (original === undefined ? undefined : lastChanged(original)) ?? releaseDate),
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}

function nameIn(holiday: Holiday, lang: FeedLanguage): string {
  return lang === 'zh' ? (holiday.name.zh ?? holiday.name.en) : holiday.name[lang];
}

/** An all-day date as a UTC midnight, which ical-generator writes as VALUE=DATE. */
function utcMidnight(isoDate: string): Date {
  return new Date(parseIsoDate(isoDate)! * ONE_DAY_MS);
}
