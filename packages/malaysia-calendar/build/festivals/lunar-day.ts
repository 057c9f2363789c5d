/** The Hindu lunar day (tithi) and lunar mansion (nakshatra) at an instant, from astronomy-engine. */
import { MoonPhase } from 'astronomy-engine';
import { siderealMoon } from './sidereal.js';

/** The tithi, 1-30: the moon's elongation from the sun in 12-degree steps (15 = full moon's, 30 = new moon's). */
export function tithi(time: Date): number {
  return Math.floor(MoonPhase(time) / 12) + 1;
}

/** The nakshatra, 1-27: the moon's sidereal longitude in 13 deg 20' steps (8 = Pushya, "Pusam" in Tamil). */
export function nakshatra(time: Date): number {
  return Math.floor(siderealMoon(time) / (360 / 27)) + 1;
}
