import { spellingDistance } from '../states/spelling-distance.js';

/**
 * Names other calendar and date APIs give to what a parameter here means (and the Malay
 * words), so that `?from=` on a range question is answered "did you mean 'start'?": spelling
 * alone would never get from `from` to `start`. A Map, not an object: the name is the
 * caller's, and `constructor` or `__proto__` must find nothing.
 */
const MEANT: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    from: ['start', 'since', 'date'],
    to: ['end'],
    until: ['end'],
    begin: ['start'],
    start_date: ['start'],
    startdate: ['start'],
    end_date: ['end'],
    enddate: ['end'],
    day: ['date'],
    count: ['days', 'limit'],
    n: ['days', 'limit'],
    region: ['state'],
    negeri: ['state'],
    language: ['lang'],
    locale: ['lang'],
    kumpulan: ['group'],
    tahun: ['year'],
    bulan: ['month'],
    query: ['q'],
    name: ['q'],
  }),
);

/** Misspellings within this many edits name the parameter meant. */
const CLOSE = 2;

/** The parameters an unknown name most likely meant: its usual meaning here, else those spelled within two edits, closest first. */
export function meantParameters(name: string, known: readonly string[]): string[] {
  const meant = (MEANT.get(name.toLowerCase()) ?? []).find((candidate) => known.includes(candidate));
  if (meant !== undefined) return [meant];
  const distance = (candidate: string) => spellingDistance(name.toLowerCase(), candidate.toLowerCase());
  return known.filter((candidate) => distance(candidate) <= CLOSE).sort((a, b) => distance(a) - distance(b));
}
