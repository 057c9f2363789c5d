/**
 * Values written once and kept by key, at most `bound` of them: past the bound, the one written
 * first goes (a Map keeps its keys in the order they were set). Not the one asked longest ago,
 * as lru-cache would choose (which would also weigh about 5 KiB gzip in every browser bundle):
 * putting a value back last on every ask deletes and sets it again, and a feed asks for hundreds
 * of models, so that bookkeeping cost half a millisecond a feed. The feeds' bounds
 * (feed-cache.ts) hold every subscription's models several times over.
 */
export class Kept<V extends object | string> {
  private readonly values = new Map<string, V>();

  constructor(private readonly bound: number) {}

  /** The value kept under the key, or the one `write` writes, kept. */
  get(key: string, write: () => V): V {
    const kept = this.values.get(key);
    if (kept !== undefined) return kept;
    const value = write();
    this.values.set(key, value);
    if (this.values.size > this.bound) this.values.delete(this.values.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.values.size;
  }
}
