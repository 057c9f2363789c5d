/** The young moon at sunset: what Malaysia's crescent criteria measure, from astronomy-engine. */
import { AngleBetween, Body, Equator, Horizon, MakeTime, SearchMoonPhase } from 'astronomy-engine';
import type { Site } from './sites.js';
import { sunset as sunsetAt } from './sun-times.js';

export interface MoonAtSunset {
  sunset: Date;
  /** Apparent (refracted) altitude of the moon's centre above the horizon at sunset, degrees. */
  altitude: number;
  /** Topocentric angular distance between the centres of the sun and the moon at sunset, degrees. */
  elongation: number;
  /** Hours since the conjunction (new moon); negative when the conjunction is still to come. */
  ageHours: number;
}

/** The moon as seen from `site` at sunset on the local day `iso`. */
export function moonAtSunset(site: Site, iso: string): MoonAtSunset {
  const sunset = MakeTime(sunsetAt(site, iso));
  const moon = Equator(Body.Moon, sunset, site.observer, true, true);
  const sun = Equator(Body.Sun, sunset, site.observer, true, true);
  const altitude = Horizon(sunset, site.observer, moon.ra, moon.dec, 'normal').altitude;
  // The conjunction nearest the sunset: searched from two weeks before.
  const conjunction = SearchMoonPhase(0, sunset.AddDays(-15), 30);
  let ageHours = Number.NaN;
  if (conjunction !== null) {
    const next = SearchMoonPhase(0, conjunction.AddDays(1), 30);
    const nearest = next !== null && Math.abs(next.ut - sunset.ut) < Math.abs(conjunction.ut - sunset.ut) ? next : conjunction;
    ageHours = (sunset.ut - nearest.ut) * 24;
  }
  return { sunset: sunset.date, altitude, elongation: AngleBetween(moon.vec, sun.vec), ageHours };
}
