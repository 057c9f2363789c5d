import type { Holiday, StateRecord } from 'malaysia-calendar';
import { type Html, html, jsonBlock } from './html.js';
import { monthGrid } from './month-grid.js';
import { type PageContext, named, page } from './page-layout.js';
import type { StatesOff } from './states-off.js';
import { subscribeSection } from './subscribe.js';
import { alertsSection, changeFeedLinks } from './alerts.js';
import { nameIn, stateNameIn } from './words.js';
import type { YearFacts } from './year-facts.js';

/** What the year view is given besides the year's facts. */
export interface YearViewInput {
  facts: YearFacts;
  states: StateRecord[];
  statesOff: StatesOff;
  /** The leave planner's form and, when asked, its answer. */
  planner: Html;
  /** The years the site has pages for: the year navigation stops at them. */
  years: { firstYear: number; lastYear: number };
}

function range(context: PageContext, start: string, end: string): Html {
  const { dates } = context;
  return start === end
    ? html`<time datetime="${start}">${dates.shortDate(start)}</time>`
    : html`<time datetime="${start}">${dates.shortDate(start)}</time> \u2013 <time datetime="${end}">${dates.shortDate(end)}</time>`;
}

function holidayRow(context: PageContext, holiday: Holiday): Html {
  const { words, dates } = context;
  const name = named(context, nameIn(holiday.name, context.language));
  return html`<tr data-date="${holiday.date}"${holiday.endDate === undefined ? '' : html` data-end="${holiday.endDate}"`} data-status="${holiday.status}">
<td>${range(context, holiday.date, holiday.endDate ?? holiday.date)}</td><td>${dates.weekday(holiday.date)}</td>
<td>${holiday.status === 'cancelled' ? html`<del>${name}</del>` : name}</td><td>${words.holidayType[holiday.type]}</td><td>${words.status[holiday.status]}</td></tr>`;
}

function weekendNote(context: PageContext, facts: YearFacts): Html {
  const { words, dates } = context;
  const days = (weekendDays: number[]) => weekendDays.map((day) => dates.weekdayName(day, 'long')).join(', ');
  const [first, ...changes] = facts.weekendPeriods;
  return html`${first === undefined ? '' : words.weekendDaysAre(days(first.weekendDays))}${changes.map((period) => html` ${words.weekendChange(dates.fullDate(period.from), days(period.weekendDays))}`)}`;
}

function legend(context: PageContext, withLeave: boolean, withTentativeSchool: boolean): Html {
  const { words } = context;
  const item = (kind: string, label: string) => html`<li><span class="swatch" data-kind="${kind}"></span>${label}</li>`;
  return html`<ul class="legend" aria-label="${words.legend}">${[
    item('weekend', words.weekend),
    item('holiday', words.publicHoliday),
    item('holiday replacement', words.replacement),
    item('holiday tentative', words.tentativeMark),
    item('school', words.schoolHoliday),
    withTentativeSchool && item('school school-tentative', words.schoolTentativeMark),
    item('exam', words.exam),
    withLeave && item('leave', words.leaveDay),
    html`<li><span class="swatch" data-kind="today"></span>${words.today}</li>`,
  ]}</ul>`;
}

function stateLinks(context: PageContext, states: StateRecord[], year: number, current: string): Html {
  return html`<ul class="states">${states.map((state) => {
    const name = named(context, stateNameIn(state.name, context.language));
    return state.code === current
      ? html`<li><a href="${context.links.year(state.code, year, context.language)}" aria-current="page">${name}</a></li>`
      : html`<li><a href="${context.links.year(state.code, year, context.language)}">${name}</a></li>`;
  })}</ul>`;
}

function longWeekendsSection(context: PageContext, facts: YearFacts): Html {
  const { words } = context;
  const items = facts.longWeekends.map(
    (stretch) =>
      html`<li>${range(context, stretch.startDate, stretch.endDate)} \u00b7 <strong>${words.daysOff(stretch.totalDays)}</strong> \u00b7 ${stretch.holidays.map((holiday, index) => html`${index === 0 ? '' : ', '}${named(context, nameIn(holiday.name, context.language))}`)}</li>`,
  );
  return html`<section aria-labelledby="long-weekends"><h2 id="long-weekends">${words.longWeekends}</h2><p>${words.longWeekendsIntro}</p>${
    items.length === 0 ? html`<p>${words.noLongWeekends}</p>` : html`<ul class="stretches">${items}</ul>`
  }</section>`;
}

/**
 * Exam names are the boards' own, in no language field: the Malaysian certificates are named in
 * Malay (Sijil Pelajaran Malaysia, Sijil Tinggi Persekolahan Malaysia, Sijil Tinggi Agama
 * Malaysia), MUET in English.
 */
function examNameLanguage(name: string): 'ms' | 'en' {
  return name.startsWith('Sijil ') ? 'ms' : 'en';
}

/** Some of the year's school holidays rest on transcriptions of the circular, not the circular itself. */
function tentativeSchool(facts: YearFacts): boolean {
  return facts.schoolHolidays?.some((holiday) => holiday.status === 'tentative') ?? false;
}

function schoolSection(context: PageContext, facts: YearFacts): Html {
  const { words } = context;
  const years = (list: number[]) => list.join(', ');
  const school =
    facts.schoolHolidays === undefined
      ? html`<p class="note">${
          facts.coverage.school.length > 0 && facts.year > Math.max(...facts.coverage.school)
            ? words.schoolNotYetPublished(facts.year, years(facts.coverage.school))
            : words.noSchoolData(facts.year, years(facts.coverage.school))
        }</p>`
      : html`<p>${words.schoolGroup(facts.state.group)}</p>${tentativeSchool(facts) ? html`<p class="note" data-status="tentative">${words.schoolTentative(facts.year)}</p>` : ''}<ul class="stretches">${facts.schoolHolidays.map(
          (holiday) =>
            html`<li data-status="${holiday.status}">${range(context, holiday.startDate, holiday.endDate)} \u00b7 ${named(context, nameIn(holiday.name, context.language))}${
              holiday.status === 'tentative' ? html` (${words.status.tentative})` : ''
            }</li>`,
        )}</ul>`;
  const exams =
    facts.exams === undefined
      ? html`<p class="note">${words.noExamData(facts.year, years(facts.coverage.exams))}</p>`
      : html`<ul class="stretches">${facts.exams.map(
          (exam) =>
            html`<li>${range(context, exam.startDate, exam.endDate)} \u00b7 <span lang="${examNameLanguage(exam.name)}">${exam.name}</span>${exam.status === 'confirmed' ? '' : html` (${words.examStatus[exam.status]})`}</li>`,
        )}</ul><p class="note">${words.examNamesNote}</p>`;
  return html`<section aria-labelledby="school"><h2 id="school">${words.schoolCalendar}</h2>${school}<h3>${words.exams}</h3>${exams}</section>`;
}

/** GET /{state}/{year}: a state's year for people. */
export function yearView(context: PageContext, input: YearViewInput): string {
  const { words, links, language } = context;
  const { facts, states } = input;
  const { state, year } = facts;
  const stateName = stateNameIn(state.name, language);
  const title = words.yearTitle(stateName.text, year);
  const { firstYear, lastYear } = input.years;
  const projected = facts.coverage.holidays.estimated.includes(year)
    ? html`<p class="note projected" role="note">${words.projectedYear(year, facts.coverage.holidays.gazetted.lastYear)}</p>`
    : '';
  const inForce = facts.holidays.filter((holiday) => holiday.status !== 'cancelled');
  // The list above it, every status, as the API's CSV.
  // The CSV's header row in the page's language: English's is the field paths scripts match.
  const csvUrl = `${links.origin}/v1/holidays?${new URLSearchParams({ year: String(year), state: state.code, status: 'all', format: 'csv', ...(context.language === 'en' ? {} : { lang: context.language }) })}`;
  const workingDayHolidays = facts.months
    .flat()
    .filter((day) => day.dayOff && !day.weekend && day.holidays.some((holiday) => holiday.date === day.iso)).length;
  const main = html`<div class="intro">
<h1>${title}</h1>
${projected}
<p>${words.yearSummary(inForce.length, workingDayHolidays)} ${weekendNote(context, facts)}</p>
<nav class="years" aria-label="${words.previousYear} / ${words.nextYear}">
${year > firstYear ? html`<a rel="prev" href="${links.year(state.code, year - 1, language)}">\u2190 ${year - 1}</a>` : ''}
${year < lastYear ? html`<a rel="next" href="${links.year(state.code, year + 1, language)}">${year + 1} \u2192</a>` : ''}
</nav>
<details class="state-picker"><summary>${words.changeState}</summary><nav aria-label="${words.changeState}">${stateLinks(context, states, year, state.code)}</nav></details>
</div>
${legend(
  context,
  facts.months.some((days) => days.some((day) => day.leave)),
  tentativeSchool(facts),
)}
<p class="hint" id="day-hint" hidden>${words.dayDetailsHint}</p>
<div class="year" data-state="${state.code}" data-year="${year}">${facts.months.map((days, index) => monthGrid(context, index + 1, days))}</div>
<section id="day-details" class="details" aria-labelledby="day-details-title" aria-live="polite" hidden>
<button type="button" class="close">${words.close}</button><h2 id="day-details-title">${words.dayDetails}</h2><div class="body"></div>
</section>
<div class="columns">
<section aria-labelledby="holidays"><h2 id="holidays">${words.holidayList}</h2>${
    facts.holidays.length === 0
      ? html`<p>${words.noHolidays}</p>`
      : html`<div class="scroll"><table class="list"><thead><tr><th scope="col">${words.date}</th><th scope="col">${words.day}</th><th scope="col">${words.name}</th><th scope="col">${words.type}</th><th scope="col">${words.statusHeading}</th></tr></thead><tbody>${facts.holidays.map((holiday) => holidayRow(context, holiday))}</tbody></table></div>
<p><a href="${csvUrl}" download>${words.downloadCsv}</a></p>`
  }</section>
<div>
${input.planner}
<p><a href="${links.paidHolidays(state.code, year, language)}">${words.paidHolidaysLink}</a></p>
${longWeekendsSection(context, facts)}
</div>
</div>
${schoolSection(context, facts)}
${subscribeSection(context, state.code)}
${alertsSection(context, state.code, stateName.text)}
<section aria-labelledby="other-states"><h2 id="other-states">${words.changeState}</h2>${stateLinks(context, states, year, state.code)}</section>`;
  const names = Object.fromEntries(states.map((other) => [other.code, stateNameIn(other.name, language).text]));
  const data = jsonBlock({
    locale: context.dates.locale,
    statesOff: input.statesOff,
    names,
    words: {
      holidays: words.holidaysThatDay,
      none: words.noHolidayThatDay,
      others: words.otherStatesOff,
      noOthers: words.noOtherStatesOff,
      off: words.offBecause,
    },
  });
  return page(context, {
    title: `${title} · ${words.siteName}`,
    description: `${title}: ${words.yearSummary(inForce.length, workingDayHolidays)}`,
    inLanguage: (other) => links.year(state.code, year, other),
    main,
    data,
    alternates: changeFeedLinks(context, state.code),
  });
}
