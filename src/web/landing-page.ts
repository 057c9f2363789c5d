import type { Holiday, StateRecord } from 'malaysia-calendar';
import { type Html, html } from './html.js';
import { alertsSection, changeFeedLinks } from './alerts.js';
import { type PageContext, named, page } from './page-layout.js';
import { nameIn, stateNameIn } from './words.js';

interface LandingInput {
  states: StateRecord[];
  year: number;
  /** The state chosen with `?state=`, if any. */
  chosen: string | undefined;
  /** The next holidays of each state, by code, and nationwide. */
  next: Map<string, Holiday[]>;
  nationwide: Holiday[];
  /** The markets with a year page (Bursa Malaysia's). */
  markets: string[];
}

function holidayItems(context: PageContext, holidays: Holiday[]): Html {
  const { dates } = context;
  return html`<ul class="next">${holidays.map(
    (holiday) =>
      html`<li><time datetime="${holiday.date}">${dates.fullDate(holiday.date)}</time> <span class="name">${named(context, nameIn(holiday.name, context.language))}</span>${
        holiday.status === 'confirmed'
          ? ''
          : html` <span class="status">(${context.words.status[holiday.status]})</span>`
      }</li>`,
  )}</ul>`;
}

/**
 * GET /: pick a state, see its next holidays, or go to any state's year. Every state's next
 * holidays are in the page (the chosen one shown), so the script can show the state the
 * visitor chose last time without a request, on the service and on a static host alike.
 */
export function landingPage(context: PageContext, input: LandingInput): string {
  const { words, links, language } = context;
  const { states, year, chosen } = input;
  const chosenState = states.find((state) => state.code === chosen);
  const stateName = (state: StateRecord) => named(context, stateNameIn(state.name, language));
  const options = states.map(
    (state) =>
      html`<option value="${state.code}"${state.code === chosen ? ' selected' : ''}>${stateNameIn(state.name, language).text}</option>`,
  );
  const sections = states.map(
    (
      state,
    ) => html`<section class="next-holidays" data-state="${state.code}" aria-labelledby="next-${state.code}"${state.code === chosen ? '' : ' hidden'}>
<h2 id="next-${state.code}">${words.nextHolidays(stateNameIn(state.name, language).text)}</h2>${holidayItems(context, input.next.get(state.code) ?? [])}
<p><a class="button" href="${links.year(state.code, year, language)}">${words.openYear(stateNameIn(state.name, language).text, year)}</a></p></section>`,
  );
  const group = (type: StateRecord['type']) =>
    states
      .filter((state) => state.type === type)
      .map((state) => html`<li><a href="${links.year(state.code, year, language)}">${stateName(state)}</a></li>`);
  const main = html`<div class="intro"><h1>${words.landingTitle}</h1><p>${words.landingIntro}</p></div>
<form class="pick" method="get" action="${links.landing(language)}">
<input type="hidden" name="lang" value="${language}">
<label for="state">${words.chooseState}</label>
<select id="state" name="state">${options}</select>
<button type="submit">${words.show}</button>
</form>
${sections}
<section class="next-holidays" data-state="" aria-labelledby="next-nationwide"${chosen === undefined ? '' : ' hidden'}><h2 id="next-nationwide">${words.nextNationwide}</h2>${holidayItems(context, input.nationwide)}</section>
<div class="columns">
<section aria-labelledby="states-${year}"><h2 id="states-${year}">${words.allStates} ${year}</h2><ul class="states">${group('state')}</ul></section>
<section aria-labelledby="territories-${year}"><h2 id="territories-${year}">${words.federalTerritories} ${year}</h2><ul class="states">${group('federal_territory')}</ul></section>
</div>
${input.markets.map((market) => html`<p><a href="${links.market(market, year, language)}">${words.marketLink}</a></p>`)}
${alertsSection(context, chosenState?.code, chosenState === undefined ? undefined : stateNameIn(chosenState.name, language).text)}`;
  return page(context, {
    title: `${words.landingTitle} · ${words.siteName}`,
    description: words.landingIntro,
    inLanguage: (other) => links.landing(other, chosen),
    main,
    alternates: changeFeedLinks(context, chosenState?.code),
  });
}
