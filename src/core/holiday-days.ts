import { type DayNumber, parseIsoDate } from './civil-date.js';
import { ALL_STATES, type Holiday } from './types.js';

/** Every day a holiday record covers: `date`, or `date` through `endDate`. */
export function daysOf(holiday: Holiday): DayNumber[] {
  const first = parseIsoDate(holiday.date)!;
  const last = holiday.endDate === undefined ? first : parseIsoDate(holiday.endDate)!;
  const days: DayNumber[] = [];
  for (let day = first; day <= last; day++) days.push(day);
  return days;
}

export function appliesTo(holiday: Holiday, stateCode: string): boolean {
  return holiday.states.includes(ALL_STATES) || holiday.states.includes(stateCode);
}

/** Whether a record makes its days off: everything but a cancelled record does. */
export function isInForce(holiday: Holiday): boolean {
  return holiday.status !== 'cancelled';
}
