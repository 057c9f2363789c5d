import { type Html, html } from './html.js';
import type { PageContext } from './page-layout.js';

/**
 * The leave planner as a plain GET form (`?leave=N` on the year view), answered on the server,
 * so it works without JavaScript.
 */
export function leavePlanner(context: PageContext, state: string, year: number, leaveDays: number | undefined, answer: Html): Html {
  const { words, links, language } = context;
  return html`<section class="planner" aria-labelledby="leave">
<h2 id="leave">${words.leavePlanner}</h2>
<p>${words.leaveIntro}</p>
<form method="get" action="${links.planner(state, year)}#leave">
<input type="hidden" name="lang" value="${language}">
<label for="leave-days">${words.leaveDays}</label>
<input id="leave-days" name="leave" type="number" inputmode="numeric" min="1" max="60" required value="${leaveDays ?? 5}">
<button type="submit">${words.plan}</button>
</form>
<div id="leave-plan">${answer}</div>
</section>`;
}
