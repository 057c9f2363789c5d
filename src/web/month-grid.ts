import { type Html, html } from './html.js';
import { type PageContext, named } from './page-layout.js';
import { nameIn } from './words.js';
import type { DayFacts } from './year-facts.js';

/**
 * Weeks start on Monday (ISO 8601, as Malaysian diaries and office calendars print them):
 * then both weekends the states keep sit in adjacent columns, Saturday–Sunday at the right
 * edge and Friday–Saturday (Kedah, Kelantan, Terengganu) just before it, where a Sunday-first
 * grid would split the Saturday–Sunday weekend across its two edges.
 */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** A day's kinds, as `data-kind` tokens: the style sheet, the script and tests read the same ones. */
function kindsOf(day: DayFacts): string[] {
  const kinds: string[] = [];
  if (day.weekend) kinds.push('weekend');
  if (day.dayOff) kinds.push('holiday');
  if (day.replacement) kinds.push('replacement');
  if (day.dayOff && day.uncertain) kinds.push('tentative');
  if (!day.dayOff && day.holidays.length > 0) kinds.push('cancelled');
  if (day.schoolHoliday !== undefined) kinds.push('school');
  if (day.schoolHoliday?.status === 'tentative') kinds.push('school-tentative');
  if (day.exams.length > 0) kinds.push('exam');
  if (day.leave) kinds.push('leave');
  return kinds;
}

/** What a day is, in words: its accessible name after the day number (the grid's eyes see it in colour). */
function dayDescription(context: PageContext, day: DayFacts): Html[] {
  const { words } = context;
  const parts: Html[] = [];
  if (day.weekend) parts.push(html`${words.weekend}`);
  for (const holiday of day.holidays) {
    const kind =
      holiday.status === 'cancelled'
        ? words.status.cancelled
        : holiday.isReplacementFor !== undefined
          ? words.replacement
          : words.publicHoliday;
    const status =
      holiday.status === 'confirmed' || holiday.status === 'cancelled' ? '' : ` (${words.status[holiday.status]})`;
    parts.push(html`${kind}: ${named(context, nameIn(holiday.name, context.language))}${status}`);
  }
  if (day.schoolHoliday !== undefined)
    parts.push(html`${day.schoolHoliday.status === 'tentative' ? words.schoolTentativeMark : words.schoolHoliday}`);
  if (day.exams.length > 0) parts.push(html`${words.exam}`);
  if (day.leave) parts.push(html`${words.leaveDay}`);
  if (day.today) parts.push(html`${words.today}`);
  return parts;
}

function dayCell(context: PageContext, day: DayFacts): Html {
  const kinds = kindsOf(day);
  const description = dayDescription(context, day);
  return html`<td data-date="${day.iso}"${kinds.length > 0 ? html` data-kind="${kinds.join(' ')}"` : ''}${day.today ? html` aria-current="date"` : ''}>${day.day}${
    description.length > 0
      ? html`<span class="vh">, ${description.map((part, index) => (index === 0 ? part : html`; ${part}`))}</span>`
      : ''
  }</td>`;
}

/**
 * One month as a table: a row per week, Monday first, empty cells outside the month. Each day's
 * ISO date is its cell's `data-date` (a `<time>` in each of 365 cells cost the page a fifth of
 * its elements, and Lighthouse's blocking time with them).
 */
export function monthGrid(context: PageContext, month: number, days: DayFacts[]): Html {
  const { dates } = context;
  const header = WEEK.map(
    (weekday) => html`<th scope="col" abbr="${dates.weekdayName(weekday, 'long')}">${dates.gridWeekday(weekday)}</th>`,
  );
  const rows: Html[] = [];
  let cells: Html[] = Array.from({ length: WEEK.indexOf(days[0]!.weekday) }, () => html`<td></td>`);
  for (const day of days) {
    cells.push(dayCell(context, day));
    if (cells.length === 7) {
      rows.push(html`<tr>${cells}</tr>`);
      cells = [];
    }
  }
  if (cells.length > 0)
    rows.push(html`<tr>${cells}${Array.from({ length: 7 - cells.length }, () => html`<td></td>`)}</tr>`);
  // The wrapper lets the browser skip laying out months off screen (tables cannot be size-contained).
  return html`<div class="m"><table class="month"><caption>${dates.monthName(month)}</caption><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></div>`;
}
