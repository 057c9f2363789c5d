/** Malaysia's Islamic festivals as Hijri dates, and their Gregorian days from the table of month starts. */
import { addDays } from './local-date.js';

/** Each festival's Hijri month and day. */
export const ISLAMIC_FESTIVALS = {
  awalMuharram: { month: 1, day: 1 },
  maulidurRasul: { month: 3, day: 12 },
  israkMikraj: { month: 7, day: 27 },
  awalRamadan: { month: 9, day: 1 },
  nuzulAlQuran: { month: 9, day: 17 },
  aidilfitri: { month: 10, day: 1 },
  hariArafah: { month: 12, day: 9 },
  aidiladha: { month: 12, day: 10 },
} as const;

export type IslamicFestival = keyof typeof ISLAMIC_FESTIVALS;

/** Every Gregorian day of `festival` given the months' first days ('AH-MM': date), in order. */
export function islamicFestivalDays(islamicMonths: Record<string, string>, festival: IslamicFestival): string[] {
  const { month, day } = ISLAMIC_FESTIVALS[festival];
  const suffix = `-${String(month).padStart(2, '0')}`;
  return Object.entries(islamicMonths)
    .filter(([key]) => key.endsWith(suffix))
    .map(([, start]) => addDays(start, day - 1));
}
