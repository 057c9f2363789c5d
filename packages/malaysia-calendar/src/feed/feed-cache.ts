import type { EventModel } from './ical-feed.js';
import { Kept } from './kept.js';

/**
 * What a calendar's feeds keep of what they have written (ical-feed.ts): the models of their
 * events, and their heads. A feed is written anew from its events on every call; what it costs
 * is ical-generator's writing, which the models save.
 *
 * Every state's subscription in every part and language (the previous, current and next year;
 * 16 × 4 feeds) uses 784 models, 1.4 MiB of heap; every year 2001-2100 of every state, part and
 * language, with the market's, 6,666 (measured with the data of 2026, about 1.4 KiB each). So
 * 4,096 models keep every subscription's five times over, in at most about 6 MiB. A head is
 * half a KiB, and 256 are kept.
 */
export const MODELS_KEPT = 4096;
export const HEADS_KEPT = 256;

export class FeedCache {
  readonly models = new Kept<EventModel>(MODELS_KEPT);
  readonly heads = new Kept<string>(HEADS_KEPT);
}
