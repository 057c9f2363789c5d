import type { RecordedEntry } from '../model/changelog.js';

/** The change log's sentences in Malay, Chinese and Tamil, by entry id (`summaryIn` of data/changelog.yaml). */
export type ChangeSentences = Readonly<Record<string, NonNullable<RecordedEntry['summaryIn']>>>;

let told: ChangeSentences | undefined;

/**
 * The browser build's data leaves the change log's sentences in Malay, Chinese and Tamil out
 * (build/data-module.ts): only the change feeds of those languages tell them, and a page that
 * never asks for one is spared them. `malaysia-calendar/change-sentences` brings them back.
 */
export function tellChangeSentences(sentences: ChangeSentences): void {
  told = sentences;
}

/** Entries of data that left their sentences out, with them back; refused until they are brought, rather than answered otherwise than by the Node entry point. */
export function withToldSentences(entries: readonly RecordedEntry[]): RecordedEntry[] {
  if (told === undefined)
    throw new Error(
      "changeFeed() in Malay, Chinese or Tamil needs the change log's sentences, which this build leaves out: import 'malaysia-calendar/change-sentences' once, before it.",
    );
  const sentences = told;
  return entries.map((entry) =>
    sentences[entry.id] === undefined ? entry : { ...entry, summaryIn: sentences[entry.id] },
  );
}
