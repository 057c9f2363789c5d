/** Sunrise and sunset on a local day at a site (the upper limb on the refracted horizon), from astronomy-engine. */
import { Body, SearchRiseSet } from 'astronomy-engine';
import { startOfLocalDay } from './local-date.js';
import type { Site } from './sites.js';

function riseOrSet(site: Site, iso: string, direction: 1 | -1): Date {
  const time = SearchRiseSet(Body.Sun, site.observer, direction, startOfLocalDay(iso), 1);
  if (time === null) throw new Error(`no sun${direction === 1 ? 'rise' : 'set'} at ${site.name} on ${iso}`);
  return time.date;
}

export const sunrise = (site: Site, iso: string): Date => riseOrSet(site, iso, 1);
export const sunset = (site: Site, iso: string): Date => riseOrSet(site, iso, -1);
