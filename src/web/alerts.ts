import { type Html, html } from './html.js';
import type { PageContext } from './page-layout.js';

/** The change feed of a state (or of every state) in the page's language, as the service serves it. */
function changeFeedUrl(context: PageContext, state: string | undefined, format: 'atom' | 'json'): string {
  const query = new URLSearchParams({ ...(state === undefined ? {} : { state }), lang: context.language });
  return `${context.links.origin}/v1/feed/changes${format === 'json' ? '.json' : ''}?${query}`;
}

/** The change feeds in a page's head, where browsers and feed readers look for them. */
export function changeFeedLinks(context: PageContext, state: string | undefined): Html {
  const title = context.words.alerts;
  return html`<link rel="alternate" type="application/atom+xml" title="${title}" href="${changeFeedUrl(context, state, 'atom')}">
<link rel="alternate" type="application/feed+json" title="${title} (JSON Feed)" href="${changeFeedUrl(context, state, 'json')}">`;
}

/**
 * "Get alerts": the change feed of the state (or of every state), with how to follow it where
 * people already read: a feed reader, Outlook, Slack, Teams. A link and an address to copy; the
 * page asks nothing of those services itself.
 */
export function alertsSection(context: PageContext, state: string | undefined, stateName: string | undefined): Html {
  const { words } = context;
  const feed = changeFeedUrl(context, state, 'atom');
  return html`<section class="alerts" aria-labelledby="alerts">
<h2 id="alerts">${words.alerts}</h2>
<p>${words.alertsIntro(stateName)}</p>
<ul class="actions">
<li><a class="button" href="${feed}" type="application/atom+xml">${words.alertsFeed}</a></li>
<li><a class="button secondary" href="${changeFeedUrl(context, state, 'json')}" type="application/feed+json">JSON Feed</a></li>
</ul>
<p><label for="alerts-url">${words.alertsAddress}</label><input id="alerts-url" class="copy" type="text" readonly value="${feed}"></p>
<ul>${words.alertsHow.map((step) => html`<li>${step}</li>`)}</ul>
</section>`;
}
