/** The young moon at sunset: what Malaysia's crescent criteria measure, from astronomy-engine. */
import { AngleBetween, Body, Equator, Horizon, MakeTime, SearchMoonPhase, SearchRiseSet } from 'astronomy-engine';
import type { Site } from './sites.js';
import { sunset as sunsetAt } from './sun-times.js';

export interface MoonAtSunset {
  sunset: Date;
  /** Altitude of the moon's centre above the horizon at sunset as seen from the site (refracted), degrees. */
  altitude: number;
  /** Angular distance between the centres of the sun and the moon at sunset as seen from the site, degrees. */
  elongation: number;
  /** Hours since the conjunction (new moon) nearest the sunset; negative when it is still to come. */
  ageHours: number;
  /** Minutes from sunset to moonset (negative when the moon sets first; NaN when it does not set within the day). */
  lagMinutes: number;
}

/** The moon as seen at `site` at sunset on the local day `iso`. */
export function moonAtSunset(site: Site, iso: string): MoonAtSunset {
  const sunset = MakeTime(sunsetAt(site, iso));
  const moon = Equator(Body.Moon, sunset, site.observer, true, true);
  const sun = Equator(Body.Sun, sunset, site.observer, true, true);
  const conjunction = SearchMoonPhase(0, sunset.AddDays(-15), 30);
  if (conjunction === null) throw new Error(`no conjunction near ${iso}`);
  const moonset = SearchRiseSet(Body.Moon, site.observer, -1, sunset.AddDays(-0.25), 1);
  return {
    sunset: sunset.date,
    altitude: Horizon(sunset, site.observer, moon.ra, moon.dec, 'normal').altitude,
    elongation: AngleBetween(moon.vec, sun.vec),
    ageHours: (sunset.ut - conjunction.ut) * 24,
    lagMinutes: moonset === null ? Number.NaN : (moonset.ut - sunset.ut) * 1440,
  };
}
