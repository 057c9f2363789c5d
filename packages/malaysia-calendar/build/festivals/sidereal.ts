/**
 * Sidereal (nirayana) longitudes for the Tamil calendar, with the Lahiri (Chitrapaksha) ayanamsa:
 * 23 deg 15' 00.658" on 21 March 1956 (the definition of India's Calendar Reform Committee, used by
 * the Indian Astronomical Ephemeris), moving with the general precession, 50.2880" a year.
 */
import { EclipticGeoMoon, MakeTime, SunPosition } from 'astronomy-engine';

const LAHIRI_1956 = 23 + 15 / 60 + 0.658 / 3600;
const LAHIRI_EPOCH = MakeTime(new Date('1956-03-21T00:00:00Z'));
const PRECESSION_DEGREES_PER_DAY = 50.288 / 3600 / 365.25;

/** The Lahiri ayanamsa at an instant, degrees. */
export function lahiriAyanamsa(time: Date): number {
  return LAHIRI_1956 + (MakeTime(time).tt - LAHIRI_EPOCH.tt) * PRECESSION_DEGREES_PER_DAY;
}

function sidereal(tropical: number, time: Date): number {
  return (((tropical - lahiriAyanamsa(time)) % 360) + 360) % 360;
}

/** The sun's sidereal longitude (0 = start of Mesha/Chittirai; 180 = Thula/Aippasi; 270 = Makara/Thai). */
export function siderealSun(time: Date): number {
  return sidereal(SunPosition(time).elon, time);
}

/** The moon's sidereal longitude. */
export function siderealMoon(time: Date): number {
  return sidereal(EclipticGeoMoon(time).lon, time);
}
