import type { State } from '../core/state.js';
import { spellingDistance } from './spelling-distance.js';

/**
 * The matching key of a state name or code: case, accents, spaces and punctuation do not
 * count, and a number is read as the two-digit ISO 3166-2 number ("1" = "01", "MY-1" = "MY-01").
 */
export function normalizeStateText(text: string): string {
  const key = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const iso = /^(my)?(\d{1,2})$/.exec(key);
  return iso === null ? key : `${iso[1] ?? ''}${iso[2]!.padStart(2, '0')}`;
}

/** Words that only say what kind of place they name ("Negeri Johor", "W.P. Labuan", "Labuan Federal Territory"). */
const HONORIFIC_PREFIXES = ['wilayahpersekutuan', 'federalterritoryof', 'federalterritory', 'stateof', 'negeri', 'wp'];
const HONORIFIC_SUFFIXES = ['federalterritory', 'wilayahpersekutuan', 'state'];

/** The key without one leading and/or one trailing honorific, when any is there. */
function withoutHonorifics(key: string): string[] {
  const prefix = HONORIFIC_PREFIXES.find((word) => key.startsWith(word) && key.length > word.length) ?? '';
  const stripped = key.slice(prefix.length);
  const suffix = HONORIFIC_SUFFIXES.find((word) => stripped.endsWith(word) && stripped.length > word.length) ?? '';
  return [stripped, stripped.slice(0, stripped.length - suffix.length), key.slice(0, key.length - suffix.length)];
}

const MAX_SUGGESTIONS = 3;
const FEDERAL_TERRITORY_WORDS = ['wp', 'wilayahpersekutuan', 'federalterritory', 'federalterritories', 'ft'];

/** Resolves any code, name, honorific form or alias of a state to the state. */
export class StateResolver {
  private readonly byKey = new Map<string, State>();

  constructor(readonly states: readonly State[]) {
    for (const state of states) {
      for (const text of [state.code, state.name.ms, state.name.en, ...state.aliases]) {
        this.byKey.set(normalizeStateText(text), state);
      }
    }
  }

  resolve(text: string): State | undefined {
    // Punctuation is ignored between words, not used to turn junk into a number: without a
    // letter, only a number itself (`1`, `01`) is a code; `-1` and `%2` are not Johor and Kedah.
    if (!/\p{L}/u.test(text) && !/^\s*\d{1,2}\s*$/.test(text)) return undefined;
    const key = normalizeStateText(text);
    return [key, ...withoutHonorifics(key)]
      .map((candidate) => this.byKey.get(candidate))
      .find((state) => state !== undefined);
  }

  /**
   * Up to three canonical codes whose names or aliases are spelled close to `text`, closest
   * first; on a tie, the state with more names that close comes first ("panang": Penang and
   * Pinang). None when nothing is close: a wrong guess is worse than none.
   */
  suggest(text: string): string[] {
    // A federal territory's honorific alone ("WP", "Wilayah Persekutuan") means one of the three.
    if (FEDERAL_TERRITORY_WORDS.includes(normalizeStateText(text)))
      return this.states.filter((state) => state.type === 'federal_territory').map((state) => state.code);
    const key = withoutHonorifics(normalizeStateText(text))[1]!;
    // Close means a slip of the keys: one edit in a short word, one more for every four letters
    // beyond. Wider than that, "atlantis" met "kelantan" (four edits) and "paris" Perlis (two).
    const tolerance = Math.max(1, Math.floor(key.length / 4));
    const best = new Map<string, { distance: number; matches: number }>();
    for (const [alias, state] of this.byKey) {
      if (alias.length < 3) continue;
      const distance = spellingDistance(key, alias);
      if (distance > tolerance) continue;
      const current = best.get(state.code);
      if (current === undefined || distance < current.distance) best.set(state.code, { distance, matches: 1 });
      else if (distance === current.distance) current.matches++;
    }
    return [...best.entries()]
      .sort(
        ([codeA, a], [codeB, b]) =>
          a.distance - b.distance || b.matches - a.matches || this.order(codeA) - this.order(codeB),
      )
      .slice(0, MAX_SUGGESTIONS)
      .map(([code]) => code);
  }

  private order(code: string): number {
    return this.states.findIndex((state) => state.code === code);
  }
}
