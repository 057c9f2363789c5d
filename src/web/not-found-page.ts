import type { StateRecord } from 'malaysia-calendar';
import { html } from './html.js';
import { type PageContext, named, page } from './page-layout.js';
import { type Language, stateNameIn } from './words.js';

interface NotFoundInput {
  /** Why: the words of the problem, in the page's language. */
  message: string;
  /** State codes the visitor may have meant. */
  suggestions: string[];
  states: StateRecord[];
  year: number;
  /** The same address in another language. */
  inLanguage(language: Language): string;
}

/** The 404 page: what was not found, what may have been meant, and the way to every state. */
export function notFoundPage(context: PageContext, input: NotFoundInput): string {
  const { words, links, language } = context;
  const link = (state: StateRecord) =>
    html`<a href="${links.year(state.code, input.year, language)}">${named(context, stateNameIn(state.name, language))}</a>`;
  // In the order the calendar suggests them, likeliest first.
  const meant = input.suggestions.flatMap((code) => input.states.filter((state) => state.code === code));
  const main = html`<div class="intro"><h1>${words.notFoundTitle}</h1><p>${input.message}</p>
${meant.length === 0 ? '' : html`<p>${words.didYouMean} ${meant.map((state, index) => html`${index === 0 ? '' : ', '}${link(state)}`)}?</p>`}
<p><a href="${links.landing(language)}">${words.home}</a></p></div>
<section aria-labelledby="all-states"><h2 id="all-states">${words.allStates} ${input.year}</h2><ul class="states">${input.states.map((state) => html`<li>${link(state)}</li>`)}</ul></section>`;
  return page(context, {
    title: `${words.notFoundTitle} · ${words.siteName}`,
    description: input.message,
    inLanguage: input.inLanguage,
    main,
  });
}
