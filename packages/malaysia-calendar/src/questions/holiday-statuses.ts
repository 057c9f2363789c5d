import { CalendarError } from '../errors/calendar-error.js';
import { HOLIDAY_STATUSES, type HolidayStatus } from '../model/holiday.js';
import { ALL_STATUSES } from '../model/parameters.js';
import { spellingDistance } from '../states/spelling-distance.js';

const WORDS: readonly string[] = [...HOLIDAY_STATUSES, ALL_STATUSES];

/**
 * The statuses a `status` parameter asks for, in the model's order and each once: one status,
 * several (`confirmed,tentative`), or `all`. Anything else is a VALIDATION_ERROR naming the
 * values it takes, the likeliest first.
 */
export function statusesAsked(entries: readonly string[]): HolidayStatus[] {
  const asked = entries.map((entry) => entry.toLowerCase());
  if (asked.length === 1 && asked[0] === ALL_STATUSES) return [...HOLIDAY_STATUSES];
  const wrong = asked.find((status) => !(HOLIDAY_STATUSES as readonly string[]).includes(status));
  if (wrong === undefined) return HOLIDAY_STATUSES.filter((status) => asked.includes(status));
  const ranked = [...WORDS].sort((a, b) => spellingDistance(wrong, a) - spellingDistance(wrong, b));
  throw new CalendarError(
    'VALIDATION_ERROR',
    `Parameter 'status' takes ${HOLIDAY_STATUSES.join(', ')}, several of them comma-separated, or ${ALL_STATUSES} alone; got ${JSON.stringify(entries.join(','))}.`,
    ranked,
    {
      kind: 'statusNotAllowed',
      value: JSON.stringify(entries.join(',')),
      statuses: [...HOLIDAY_STATUSES],
      all: ALL_STATUSES,
    },
  );
}
