/** The places whose sky decides a festival's day: Malaysian observation sites, and the Tamil almanac's reference. */
import { Observer } from 'astronomy-engine';

export interface Site {
  name: string;
  observer: Observer;
}

function site(name: string, latitude: number, longitude: number, heightMetres: number): Site {
  return { name, observer: new Observer(latitude, longitude, heightMetres) };
}

/** Kuala Lumpur, the capital: the "plain" reference site the back-test compares against. */
export const KUALA_LUMPUR = site('Kuala Lumpur', 3.139, 101.687, 60);
/** Telok Kemang, Port Dickson (Negeri Sembilan): JAKIM's rukyah station on the Strait of Malacca. */
export const TELOK_KEMANG = site('Telok Kemang, Port Dickson', 2.4434, 101.8558, 30);
