import { PARAMETERS } from '../model/parameters.js';
import { spellingDistance } from '../states/spelling-distance.js';

/**
 * The parameters each other name may mean (`from` → start, since, date), from their
 * declarations, in the order they are declared. A Map, not an object: the name is the
 * caller's, and `constructor` or `__proto__` must find nothing.
 */
const MEANT: ReadonlyMap<string, readonly string[]> = (() => {
  const meant = new Map<string, string[]>();
  for (const declared of PARAMETERS)
    for (const other of declared.alsoCalled) meant.set(other, [...(meant.get(other) ?? []), declared.name]);
  return meant;
})();

/** Misspellings within this many edits name the parameter meant. */
const CLOSE = 2;

/** The parameters an unknown name most likely meant: its usual meaning here, else those spelled within two edits, closest first. */
export function meantParameters(name: string, known: readonly string[]): string[] {
  const meant = (MEANT.get(name.toLowerCase()) ?? []).find((candidate) => known.includes(candidate));
  if (meant !== undefined) return [meant];
  const distance = (candidate: string) => spellingDistance(name.toLowerCase(), candidate.toLowerCase());
  return known.filter((candidate) => distance(candidate) <= CLOSE).sort((a, b) => distance(a) - distance(b));
}
