/**
 * Spelling distance: insertions, deletions, substitutions and swaps of two neighbouring
 * letters each cost one (the optimal string alignment distance), so "kedha" is one edit from
 * "kedah", as a typist would count it.
 */
export function spellingDistance(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, beforePrevious[j - 2]! + 1);
      current.push(distance);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}
