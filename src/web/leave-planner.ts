import type { LeavePlan } from 'malaysia-calendar';
import { MAX_LEAVE_DAYS } from 'malaysia-calendar/model';
import { type Html, html } from './html.js';
import { type PageContext, named } from './page-layout.js';
import { nameIn } from './words.js';

/** Leave days a visitor may ask for: the library's range, 0 aside (the long weekends show that). */
const LEAVE_DAYS = { min: 1, max: MAX_LEAVE_DAYS } as const;

/**
 * The shortest breaks offered: 3 (the library's default) counts a day of leave beside a plain
 * weekend; 5 and more ask for the long holidays around festivals.
 */
const BREAK_CHOICES = [3, 4, 5, 7, 9] as const;
const DEFAULT_BREAK = BREAK_CHOICES[0];

/** The workplace a plan is made for, as typed in the form (the library checks it): its week, its closed days, the days leave may not be taken. */
export interface PlannerWorkplace {
  workweek?: string;
  closed?: string;
  blackout?: string;
}
export const WORKPLACE_FIELDS = ['workweek', 'closed', 'blackout'] as const;

/** The form's question: leave days and the shortest break that counts, for a workplace if one is given. */
export interface LeaveQuestion {
  leaveDays: number;
  minBreak: number;
  workplace: PlannerWorkplace;
}

/** What the form asked: nothing, a budget the library can plan, something else, or a workplace the library refused (its message). */
export type LeaveAsked =
  | { kind: 'none' }
  | { kind: 'plan'; plan: LeavePlan }
  | { kind: 'invalid' }
  | { kind: 'refused'; message: string };

/**
 * `?leave=` and `?break=` as typed: whole days within LEAVE_DAYS and one of BREAK_CHOICES
 * (default 3), else invalid; `?workweek=`, `?closed=` and `?blackout=` kept as typed (an empty
 * field is none), so that the page's address carries the workplace and a plan can be shared.
 */
export function leaveQuestionOf(query: Record<string, string | undefined>): LeaveQuestion | 'invalid' | undefined {
  if (query.leave === undefined) return undefined;
  const days = wholeNumber(query.leave);
  const shortest = query.break === undefined ? DEFAULT_BREAK : wholeNumber(query.break);
  const valid =
    days >= LEAVE_DAYS.min && days <= LEAVE_DAYS.max && (BREAK_CHOICES as readonly number[]).includes(shortest);
  const workplace: PlannerWorkplace = {};
  for (const field of WORKPLACE_FIELDS) {
    const text = query[field]?.trim();
    if (text !== undefined && text !== '') workplace[field] = text;
  }
  return valid ? { leaveDays: days, minBreak: shortest, workplace } : 'invalid';
}

function wholeNumber(text: string): number {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

function answer(context: PageContext, asked: LeaveAsked): Html {
  const { words, dates } = context;
  if (asked.kind === 'none') return html``;
  if (asked.kind === 'invalid')
    return html`<p class="problem" role="alert">${words.leaveProblem(LEAVE_DAYS.min, LEAVE_DAYS.max, BREAK_CHOICES)}</p>`;
  if (asked.kind === 'refused')
    return html`<p class="problem" role="alert">${context.words.workplaceRefused ?? asked.message}</p>`;
  const { plan } = asked;
  const withLeave = plan.breaks.filter((stretch) => stretch.leaveDates.length > 0);
  const date = (iso: string) =>
    html`<time datetime="${iso}">${dates.weekdayName(new Date(`${iso}T00:00:00Z`).getUTCDay(), 'short')} ${dates.shortDate(iso)}</time>`;
  return html`<div class="plan-result">
<p><strong>${words.leaveResult(plan.leaveDaysUsed, plan.totalDaysOff, plan.baselineDaysOff, plan.minBreak)}</strong></p>
${
  withLeave.length === 0
    ? html`<p>${words.noBreaks}</p>`
    : html`<ol class="breaks">${withLeave.map(
        (
          stretch,
        ) => html`<li><strong>${date(stretch.startDate)} \u2013 ${date(stretch.endDate)}</strong> \u00b7 ${words.breakLine(stretch.totalDays)}<br>
${words.takeLeaveOn}: ${stretch.leaveDates.map((leave, index) => html`${index === 0 ? '' : ', '}<span class="leave-day">${date(leave)}</span>`)}${
          stretch.holidays.length === 0
            ? ''
            : html`<br>${stretch.holidays.map((holiday, index) => html`${index === 0 ? '' : ', '}${named(context, nameIn(holiday.name, context.language))}`)}`
        }</li>`,
      )}</ol>`
}
</div>`;
}

/**
 * The leave planner (GET /v1/leave-plans' question) as a plain GET form, `?leave=N` on the year
 * view, answered on the server: it works without JavaScript, and the leave days it proposes are
 * marked in the month grids too.
 */
export function leavePlanner(
  context: PageContext,
  state: string,
  year: number,
  question: LeaveQuestion | undefined,
  asked: LeaveAsked,
  from?: string,
): Html {
  const { words, links, language, dates } = context;
  const minBreak = question?.minBreak ?? DEFAULT_BREAK;
  const workplace = question?.workplace ?? {};
  return html`<section class="planner" aria-labelledby="leave">
<h2 id="leave">${words.leavePlanner}</h2>
<p>${words.leaveIntro}</p>
${from === undefined ? '' : html`<p class="note">${words.leaveFrom(dates.shortDate(from))}</p>`}
<form method="get" action="${links.planner(state, year)}#leave">
<input type="hidden" name="lang" value="${language}">
<div><label for="leave-days">${words.leaveDays}</label>
<input id="leave-days" name="leave" type="number" inputmode="numeric" min="${LEAVE_DAYS.min}" max="${LEAVE_DAYS.max}" required value="${question?.leaveDays ?? 5}"></div>
<div><label for="min-break">${words.shortestBreak}</label>
<select id="min-break" name="break">${BREAK_CHOICES.map((days) => html`<option value="${String(days)}"${days === minBreak ? html` selected` : ''}>${words.breakLine(days)}</option>`)}</select></div>
<details class="workplace"${Object.keys(workplace).length > 0 ? html` open` : ''}>
<summary>${words.yourWorkplace}</summary>
<p class="note">${words.workplaceHint}</p>
<div><label for="workweek">${words.workweekLabel}</label>
<input id="workweek" name="workweek" type="text" placeholder="mon-fri" autocomplete="off" value="${workplace.workweek ?? ''}"></div>
<div><label for="closed">${words.closedLabel}</label>
<input id="closed" name="closed" type="text" placeholder="${year}-12-24,${year}-12-28..${year}-12-31" autocomplete="off" value="${workplace.closed ?? ''}"></div>
<div><label for="blackout">${words.blackoutLabel}</label>
<input id="blackout" name="blackout" type="text" placeholder="${year}-06-22..${year}-06-30" autocomplete="off" value="${workplace.blackout ?? ''}"></div>
</details>
<button type="submit">${words.plan}</button>
</form>
<div id="leave-plan">${answer(context, asked)}</div>
</section>`;
}
