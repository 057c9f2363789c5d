import type { EntitledHoliday, Entitlements, Holiday, StateRecord, WeekdayCode } from 'malaysia-calendar';
import { type Html, html } from './html.js';
import { type PageContext, named, page } from './page-layout.js';
import { nameIn, stateNameIn } from './words.js';

/** What the page is asked: the employee's week as typed (the library checks it), if not the state's, and the days the employer chose. */
export interface PaidHolidaysQuestion {
  workweek?: string;
  restDay?: WeekdayCode;
  /** Holiday ids less their year, comma-separated (the form's ticked boxes). */
  chosen?: string;
}

/** The answer, or the library's words when it refuses the week typed. */
export type PaidHolidaysAnswer = { kind: 'answer'; entitlements: Entitlements } | { kind: 'refused'; message: string };

function rows(context: PageContext, list: EntitledHoliday[]): Html {
  const { words, dates } = context;
  const day = (iso: string) => html`<time datetime="${iso}">${dates.weekday(iso)} ${dates.shortDate(iso)}</time>`;
  return html`<div class="scroll"><table class="list"><thead><tr><th scope="col">${words.name}</th><th scope="col">${words.date}</th><th scope="col">${words.fallsOnHeading}</th><th scope="col">${words.paidOnHeading}</th></tr></thead><tbody>${list.map(
    (
      entry,
    ) => html`<tr data-date="${entry.holiday.date}"><td>${named(context, nameIn(entry.holiday.name, context.language))}${entry.holiday.estimated === true ? html` <span class="tentative">(${words.tentativeMark})</span>` : ''}</td>
<td>${day(entry.holiday.date)}</td><td>${words.fallsOn[entry.fallsOn]}</td><td>${entry.paidOn === null ? words.notSubstituted : day(entry.paidOn)}</td></tr>`,
  )}</tbody></table></div>`;
}

/** A box for each of the year's choice holidays, ticked as asked: the employer's days, kept in the page's address by the GET form. */
function chosenBoxes(
  context: PageContext,
  question: PaidHolidaysQuestion,
  candidates: readonly Holiday[],
  answer: PaidHolidaysAnswer,
): Html {
  // Ticked: the days the answer chose (names typed in the address included), else the entries as given.
  const ticked = new Set(
    answer.kind === 'answer' && answer.entitlements.notChosen !== undefined
      ? answer.entitlements.employerChoice.map((entry) => entry.holiday.id)
      : (question.chosen ?? '').split(',').map((entry) => entry.trim().toLowerCase()),
  );
  const chooses = answer.kind === 'answer' ? answer.entitlements.employerChooses : candidates.length;
  return html`<fieldset class="chosen"><legend>${context.words.chosenLegend(chooses)}</legend>${candidates.map(
    (holiday) => {
      const slug = holiday.id.slice(5);
      return html`<div><input type="checkbox" id="chosen-${slug}" name="chosen" value="${slug}"${ticked.has(slug) || ticked.has(holiday.id) ? html` checked` : ''}>
<label for="chosen-${slug}">${nameIn(holiday.name, context.language).text} (${context.dates.shortDate(holiday.date)})</label></div>`;
    },
  )}</fieldset>`;
}

/**
 * A year's paid public holidays for an HR officer (GET /v1/entitlements' question): which
 * days must be paid, which the employer chooses, and the day paid for each holiday on the
 * rest day, for the state's week or the one typed in its GET form, and the employer's own
 * days ticked there (all kept in the address, so the page works without JavaScript).
 */
export function paidHolidaysPage(
  context: PageContext,
  state: StateRecord,
  year: number,
  question: PaidHolidaysQuestion,
  answer: PaidHolidaysAnswer,
  candidates: readonly Holiday[],
): string {
  const { words, links, language } = context;
  const stateName = stateNameIn(state.name, language).text;
  const title = words.paidTitle(stateName, year);
  const form = html`<form method="get" action="${links.paidHolidaysForm(state.code, year)}">
<input type="hidden" name="lang" value="${language}">
<div><label for="workweek">${words.workweekLabel}</label>
<input id="workweek" name="workweek" type="text" placeholder="mon-fri" autocomplete="off" value="${question.workweek ?? ''}"></div>
<div><label for="rest-day">${words.restDayLabel}</label>
<select id="rest-day" name="restDay"><option value="">${words.restDayDefault}</option>${(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
  ).map(
    (code, index) =>
      html`<option value="${code}"${question.restDay === code ? html` selected` : ''}>${context.dates.weekdayName(index, 'long')}</option>`,
  )}</select></div>
${chosenBoxes(context, question, candidates, answer)}
<button type="submit">${words.show}</button>
</form>`;
  const body =
    answer.kind === 'refused'
      ? html`<p class="problem" role="alert">${words.workplaceRefused ?? answer.message}</p>`
      : html`<p>${words.paidIntro(answer.entitlements.law, answer.entitlements.paidHolidays, answer.entitlements.compulsory.length, answer.entitlements.employerChooses)}</p>
<p>${words.paidWeek(answer.entitlements.workweek.map((code) => context.dates.weekdayName(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(code), 'short')).join(', '), context.dates.weekdayName(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(answer.entitlements.restDay), 'long'))}</p>
<section aria-labelledby="compulsory"><h2 id="compulsory">${words.compulsoryHeading}</h2><p>${words.compulsoryNote}</p>${rows(context, answer.entitlements.compulsory)}</section>
${answer.entitlements.additional.length === 0 ? '' : html`<section aria-labelledby="additional"><h2 id="additional">${words.additionalHeading}</h2><p>${words.additionalNote}</p>${rows(context, answer.entitlements.additional)}</section>`}
<section aria-labelledby="choice"><h2 id="choice">${words.choiceHeading(answer.entitlements.employerChooses)}</h2><p>${answer.entitlements.notChosen === undefined ? words.choiceNote : words.chosenNote}</p>${rows(context, answer.entitlements.employerChoice)}</section>
${answer.entitlements.notChosen === undefined || answer.entitlements.notChosen.length === 0 ? '' : html`<section aria-labelledby="not-chosen"><h2 id="not-chosen">${words.notChosenHeading}</h2><ul>${answer.entitlements.notChosen.map((holiday) => html`<li>${named(context, nameIn(holiday.name, context.language))}, <time datetime="${holiday.date}">${context.dates.weekday(holiday.date)} ${context.dates.shortDate(holiday.date)}</time></li>`)}</ul></section>`}
<section aria-labelledby="notes"><h2 id="notes">${words.paidNotesHeading}</h2><ul>${answer.entitlements.notes.map((note) => html`<li>${note}</li>`)}</ul></section>`;
  const main = html`<div class="intro"><h1>${title}</h1>
<p><a href="${links.year(state.code, year, language)}">\u2190 ${words.yearTitle(stateName, year)}</a></p></div>
${form}
${body}`;
  return page(context, {
    title: `${title} · ${words.siteName}`,
    description: title,
    inLanguage: (other) => links.paidHolidays(state.code, year, other),
    main,
  });
}
