/**
 * Malaysia's crescent-visibility (imkanur rukyah) criteria, and which one applies to which Hijri
 * month. Altitude and elongation are topocentric (as seen from the site). Sources in docs/festivals.md.
 */
import type { MoonAtSunset } from './moon-at-sunset.js';

interface CrescentCriterion {
  name: string;
  /** Whether the new month can begin on the evening measured. */
  met(moon: MoonAtSunset): boolean;
}

/**
 * MABIMS 1992 (Malaysia from 1995): at sunset the moon's altitude is at least 2 degrees and its
 * elongation at least 3 degrees, or at moonset the moon is at least 8 hours old.
 */
export const MABIMS_1992: CrescentCriterion = {
  name: 'MABIMS 1992: altitude >= 2 deg and elongation >= 3 deg at sunset, or age >= 8 h at moonset',
  met: (moon) =>
    moon.ageHours > 0 &&
    ((moon.altitude >= 2 && moon.elongation >= 3) ||
      (moon.lagMinutes > 0 && moon.ageHours + moon.lagMinutes / 60 >= 8)),
};

/** MABIMS 2021 ("neo-visibility"): at sunset the moon's altitude is at least 3 degrees and its elongation at least 6.4 degrees. */
export const MABIMS_2021: CrescentCriterion = {
  name: 'MABIMS 2021: altitude >= 3 deg and elongation >= 6.4 deg at sunset',
  met: (moon) => moon.ageHours > 0 && moon.altitude >= 3 && moon.elongation >= 6.4,
};

/** The first Hijri month Malaysia decided by the 2021 criterion: Muharram 1443 (10 August 2021). */
const MABIMS_2021_FROM = { year: 1443, month: 1 };

/** The criterion Malaysia applies to the start of Hijri month `month` of year `year`. */
export function criterionFor(year: number, month: number): CrescentCriterion {
  const index = year * 12 + month - 1;
  return index >= MABIMS_2021_FROM.year * 12 + MABIMS_2021_FROM.month - 1 ? MABIMS_2021 : MABIMS_1992;
}
