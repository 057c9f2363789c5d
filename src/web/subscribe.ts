import { type Html, html } from './html.js';
import type { PageContext } from './page-layout.js';

/** The state's feed (the previous, current and next year, in the page's language), as the service serves it. */
function feedUrl(context: PageContext, state: string): string {
  return `${context.links.origin}/v1/feed/ical/${state}.ics?lang=${context.language}`;
}

/**
 * Ways to subscribe: webcal:// hands the feed to the system's calendar app, which then
 * refreshes it; Google Calendar takes a feed by URL (a link the visitor follows: the page
 * makes no request to Google); the plain download is a one-off copy; the address is shown
 * for any other app.
 */
export function subscribeSection(context: PageContext, state: string): Html {
  const { words } = context;
  const feed = feedUrl(context, state);
  const webcal = feed.replace(/^https?:/, 'webcal:');
  return html`<section class="subscribe" aria-labelledby="subscribe">
<h2 id="subscribe">${words.subscribe}</h2>
<p>${words.subscribeIntro}</p>
<ul class="actions">
<li><a class="button" href="${webcal}">${words.subscribeWebcal}</a></li>
<li><a class="button" href="https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}" rel="noopener">${words.subscribeGoogle}</a></li>
<li><a class="button secondary" href="${feed}" download>${words.downloadIcs}</a></li>
</ul>
<p><label for="feed-url">${words.feedAddress}</label><input id="feed-url" class="copy" type="text" readonly value="${feed}"></p>
</section>`;
}
