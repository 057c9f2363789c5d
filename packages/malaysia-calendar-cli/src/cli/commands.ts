import type { DataOf, QuestionName, Questions } from 'malaysia-calendar';
import type { TextTable } from './text-table.js';
import {
  additionView,
  allStatesTable,
  businessDayCountView,
  changelogTable,
  coverageView,
  entitlementsView,
  dateCheckView,
  examTable,
  holidayTable,
  leavePlanView,
  longWeekendTable,
  marketTable,
  sessionTable,
  resolutionView,
  schoolDayView,
  schoolHolidayTable,
  schoolTermTable,
  stateTable,
} from './views.js';

/** How a command shows its answer in a terminal (`--json` prints the answer itself instead). */
type View<Name extends QuestionName> = (table: TextTable, data: DataOf<Questions[Name]>) => string;

/** What the command line calls a question: the command, the parameters it takes as arguments (in order), and how its answer reads. */
export interface CommandName<Name extends QuestionName = QuestionName> {
  name: string;
  /** Parameters given as the command's arguments, in order; the others are flags. */
  arguments?: readonly string[];
  /** An argument the command line names otherwise than the question (`add`'s `<n>` is `days`). */
  argumentNames?: Readonly<Record<string, string>>;
  view: View<Name>;
}

/** A question that is no command, and why. */
interface NoCommand {
  none: string;
}

const command = <Name extends QuestionName>(declared: CommandName<Name>): CommandName =>
  declared as unknown as CommandName;

/**
 * The command of each question of the library's table, or the reason there is none. Every
 * question is named here (the type requires it); the commands' help, flags and checks are the
 * table's.
 */
export const COMMAND_NAMES: { [Name in QuestionName]: CommandName | NoCommand } = {
  check: command<'check'>({ name: 'check', arguments: ['date'], view: dateCheckView }),
  checkToday: command<'checkToday'>({ name: 'today', view: dateCheckView }),
  checkAllStates: command<'checkAllStates'>({ name: 'check-all', arguments: ['date'], view: allStatesTable }),
  holidays: command<'holidays'>({ name: 'holidays', view: holidayTable }),
  between: command<'between'>({ name: 'between', arguments: ['start', 'end'], view: holidayTable }),
  next: command<'next'>({ name: 'next', view: holidayTable }),
  businessDays: command<'businessDays'>({
    name: 'business-days',
    arguments: ['start', 'end'],
    view: businessDayCountView,
  }),
  addBusinessDays: command<'addBusinessDays'>({
    name: 'add',
    arguments: ['date', 'days'],
    argumentNames: { days: 'n' },
    view: additionView,
  }),
  longWeekends: command<'longWeekends'>({ name: 'long-weekends', view: longWeekendTable }),
  planLeave: command<'planLeave'>({ name: 'plan-leave', arguments: ['leaveDays'], view: leavePlanView }),
  entitlements: command<'entitlements'>({ name: 'entitlements', view: entitlementsView }),
  markets: command<'markets'>({ name: 'markets', view: marketTable }),
  sessions: command<'sessions'>({ name: 'sessions', arguments: ['market'], view: sessionTable }),
  states: command<'states'>({ name: 'states', view: stateTable }),
  resolveState: command<'resolveState'>({
    name: 'resolve',
    arguments: ['q'],
    argumentNames: { q: 'text' },
    view: resolutionView,
  }),
  isSchoolDay: command<'isSchoolDay'>({ name: 'school-day', arguments: ['date'], view: schoolDayView }),
  schoolTerms: command<'schoolTerms'>({ name: 'school-terms', view: schoolTermTable }),
  schoolHolidays: command<'schoolHolidays'>({ name: 'school-holidays', view: schoolHolidayTable }),
  exams: command<'exams'>({ name: 'exams', view: examTable }),
  changelog: command<'changelog'>({ name: 'changelog', view: changelogTable }),
  changeFeed: { none: 'a feed is for feed readers; changelog lists the same entries' },
  ics: command<'ics'>({ name: 'ics', arguments: ['state'], view: (_table, text) => text }),
  marketIcs: command<'marketIcs'>({ name: 'market-ics', arguments: ['market'], view: (_table, text) => text }),
  coverage: command<'coverage'>({ name: 'coverage', view: coverageView }),
};
