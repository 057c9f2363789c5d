import type { AlikeModel, WrittenFeed } from './ical-feed.js';

/**
 * States' feeds written, as their head and events (ical-feed.ts, WrittenFeed), the most recently asked
 * to stay: a feed takes milliseconds to write and tens of KiB to keep, and the years, parts and
 * languages asked make thousands of different feeds, so at most `bound` are kept, and the one
 * asked longest ago goes first. A Map keeps its keys in insertion order: a feed asked again is
 * put back last, the first is the oldest. (Not lru-cache: it would weigh about 5 KiB gzip in
 * every browser bundle, for these few lines.) A workplace's feed is written from its state's
 * feed kept here, so it never pushes a state's feed out.
 *
 * Feeds kept by a calendar. A subscription (the previous, current and next year) of one state
 * weighs 31 KiB with its holidays and 46 KiB with school holidays and exams, a single year
 * 11-23 KiB (measured with the data of 2026). Every state's subscription in every choice of
 * parts, in one language, is 16 × 7 = 112 feeds: 128 keep them all, at most about 6 MiB, where
 * keeping every feed asked held 50 MiB for the single years of holidays alone (16 states,
 * 100 years, 3 languages).
 */
export const FEEDS_KEPT = 128;

export class FeedCache {
  private readonly feeds = new Map<string, WrittenFeed>();
  private readonly models = new Map<string, Map<string, AlikeModel>>();

  constructor(private readonly bound: number) {}

  /** The feed kept under the key, or the one `write` writes, kept in its place; the feed asked longest ago goes past the bound. */
  feed(key: string, write: () => WrittenFeed): WrittenFeed {
    const body = this.feeds.get(key) ?? write();
    this.feeds.delete(key);
    this.feeds.set(key, body);
    if (this.feeds.size > this.bound) this.feeds.delete(this.feeds.keys().next().value!);
    return body;
  }

  /**
   * The models of a workplace's own days in a state's feed in one language (writeAlikeEvents
   * fills them): two events each, at most 16 states × 4 languages, so every one is kept.
   */
  workplaceModels(state: string, lang: string): Map<string, AlikeModel> {
    const key = `${state}|${lang}`;
    const models = this.models.get(key) ?? new Map<string, AlikeModel>();
    this.models.set(key, models);
    return models;
  }
}
