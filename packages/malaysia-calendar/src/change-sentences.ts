/**
 * malaysia-calendar/change-sentences: the change log's sentences in Malay, Chinese and Tamil,
 * which the change feeds of those languages tell. The Node entry point's data holds them; a
 * program built on the browser build (browsers, workers, Deno) imports this once, for its
 * effect, before it asks `changeFeed()` in those languages, so
 * that a page that never asks for one does not carry them.
 */
import sentences from '../compiled/change-sentences.js';
import { type ChangeSentences, tellChangeSentences } from './loading/change-sentences.js';

tellChangeSentences(sentences as ChangeSentences);
