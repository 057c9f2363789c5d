/**
 * malaysia-calendar/ical: the iCalendar feeds that `ics()` writes (with ical-generator). The
 * Node entry point imports it itself; a program built on the browser build (browsers,
 * workers, Deno) imports it once, for its effect, before it asks `ics()`, so that a page that
 * never asks for a feed does not carry the writer.
 */
import { writeStateFeedsWith } from './feed/state-feed-writer.js';
import { marketFeed } from './feed/market-feed.js';
import { stateFeed } from './feed/state-feed.js';

writeStateFeedsWith(stateFeed, marketFeed);
