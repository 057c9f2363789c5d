import type { marketFeed } from './market-feed.js';
import type { stateFeed } from './state-feed.js';

/**
 * What writes a state's iCalendar feed, once `malaysia-calendar/ical` is imported (the Node
 * entry point imports it itself): a page made from the browser build that never asks `ics()`
 * then carries neither ical-generator nor the feed's events (about 10 KiB gzip).
 */
let writer: typeof stateFeed | undefined;
let marketWriter: typeof marketFeed | undefined;

export function writeStateFeedsWith(write: typeof stateFeed, writeMarkets: typeof marketFeed): void {
  writer = write;
  marketWriter = writeMarkets;
}

export function stateFeedWriter(): typeof stateFeed {
  if (writer === undefined)
    throw new Error(
      "ics() needs the feed writer, which this build leaves out until it is asked for: import 'malaysia-calendar/ical' once, before the first ics().",
    );
  return writer;
}

export function marketFeedWriter(): typeof marketFeed {
  if (marketWriter === undefined)
    throw new Error(
      "marketIcs() needs the feed writer, which this build leaves out until it is asked for: import 'malaysia-calendar/ical' once, before the first marketIcs().",
    );
  return marketWriter;
}
