import type { Holiday, Market, TradingDay } from 'malaysia-calendar';
import { html } from './html.js';
import { type PageContext, named, page } from './page-layout.js';
import { nameIn } from './words.js';
import { datesBetween, isoDate } from './year-facts.js';

/** What the market's page shows of a year: its trading days, the holidays that close it, and whether the year is projected. */
export interface MarketYear {
  market: Market;
  year: number;
  tradingDays: TradingDay[];
  /** The holidays of the state whose holidays close the market, over the year. */
  holidays: Holiday[];
  estimated: boolean;
  /** The years with a page, for the links to the year before and after. */
  years: { first: number; last: number };
}

/** Every Monday to Friday of a year, as ISO dates. */
function weekdaysOf(year: number): string[] {
  return datesBetween(isoDate(year, 1, 1), isoDate(year, 12, 31)).filter((iso) => {
    const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  });
}

/**
 * A market's year for people (GET /v1/markets/{market}/sessions' question): how many days it
 * trades each month, its half days with their close, and each weekday it does not trade with
 * the holiday that closes it. A table a screen reader reads as well as an eye does.
 */
export function marketPage(context: PageContext, input: MarketYear): string {
  const { words, dates, links, language } = context;
  const { market, year, tradingDays } = input;
  const title = words.marketTitle(market.name.en, year);
  const trading = new Set(tradingDays.map((day) => day.date));
  const closures = weekdaysOf(year).filter((day) => !trading.has(day));
  const halfDays = tradingDays.filter((day) => day.halfDay);
  const day = (iso: string) => html`<time datetime="${iso}">${dates.weekday(iso)} ${dates.shortDate(iso)}</time>`;
  const closedBy = (iso: string) => {
    const holidays = input.holidays.filter(
      (holiday) => holiday.date <= iso && (holiday.endDate ?? holiday.date) >= iso,
    );
    return holidays.length === 0
      ? words.marketOwnClosure
      : holidays.map(
          (holiday, index) => html`${index > 0 ? '; ' : ''}${named(context, nameIn(holiday.name, language))}`,
        );
  };
  // The conventions in force at the year's end: the year's own, or its last (T+2 in 2019).
  const inForce = <Rule extends { from: string }>(rules: Rule[]) =>
    rules.filter((rule) => rule.from <= `${year}-12-31`).at(-1) ?? rules[0]!;
  const rules = inForce(market.sessions);
  const settlement = inForce(market.settlement);
  const months = Array.from({ length: 12 }, (_, index) => index + 1).map((month) => {
    const prefix = `${year}-${String(month).padStart(2, '0')}-`;
    return html`<tr><th scope="row">${dates.monthName(month)}</th><td>${tradingDays.filter((one) => one.date.startsWith(prefix)).length}</td></tr>`;
  });
  const main = html`<div class="intro"><h1>${title}</h1>
<p>${year > input.years.first ? html`<a href="${links.market(market.id, year - 1, language)}">\u2190 ${year - 1}</a> ` : ''}${year < input.years.last ? html`<a href="${links.market(market.id, year + 1, language)}">${year + 1} \u2192</a>` : ''}</p>
${input.estimated ? html`<p class="projected" role="note">${words.marketProjected(year)}</p>` : ''}
<p>${words.marketIntro(tradingDays.length, halfDays.length, closures.length)}</p>
<p>${words.marketHours(rules.sessions.map((session) => `${session.open}\u2013${session.close}`).join(', '), rules.halfDayClose, settlement.days)}</p></div>
<section aria-labelledby="half-days"><h2 id="half-days">${words.marketHalfDaysHeading}</h2>${
    halfDays.length === 0
      ? html`<p>${words.marketNoHalfDays}</p>`
      : html`<div class="scroll"><table class="list"><thead><tr><th scope="col">${words.date}</th><th scope="col">${words.marketCloses}</th></tr></thead><tbody>${halfDays.map(
          (one) => html`<tr><td>${day(one.date)}</td><td>${one.close}</td></tr>`,
        )}</tbody></table></div>`
  }</section>
<section aria-labelledby="closures"><h2 id="closures">${words.marketClosuresHeading}</h2><div class="scroll"><table class="list"><thead><tr><th scope="col">${words.date}</th><th scope="col">${words.marketClosedBy}</th></tr></thead><tbody>${closures.map(
    (iso) => html`<tr data-date="${iso}"><td>${day(iso)}</td><td>${closedBy(iso)}</td></tr>`,
  )}</tbody></table></div></section>
<section aria-labelledby="months"><h2 id="months">${words.marketMonthsHeading}</h2><div class="scroll"><table class="list"><thead><tr><th scope="col">${words.marketMonth}</th><th scope="col">${words.marketTradingDays}</th></tr></thead><tbody>${months}</tbody></table></div></section>`;
  return page(context, {
    title: `${title} · ${words.siteName}`,
    description: title,
    inLanguage: (other) => links.market(market.id, year, other),
    main,
  });
}
