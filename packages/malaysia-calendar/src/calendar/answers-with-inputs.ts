import { ask, askWith } from '../questions/ask.js';
import { LOADED_CALENDARS } from '../loading/loaded-calendar.js';
import type { MalaysiaCalendar } from './malaysia-calendar.js';
import type { Answer, DataOf, InputsOf, MethodArguments } from '../questions/question.js';
import { QUESTIONS, type Questions } from '../questions/question-table.js';

/** Each question asked as the calendar's method of the same name is, answered with what it rested on. */
export type AnswersWithInputs = {
  [Name in keyof Questions]: (
    ...args: MethodArguments<Questions[Name]>
  ) => Answer<DataOf<Questions[Name]>, InputsOf<Questions[Name]>>;
};

/**
 * The questions of a calendar (or of its view without estimates) answered as
 * `{ data, inputs, estimated, note? }`: `data` is what the method of the same name on
 * MalaysiaCalendar returns, `inputs` what it was answered for (the default year, statuses or
 * limit, the state's canonical code, a state's school group), as the API's `meta` echoes
 * them; `estimated` whether it rests on a projected day, and `note` what that means for it
 * where it would otherwise mislead (an empty default list of a projected year).
 */
export function withInputs(calendar: MalaysiaCalendar): AnswersWithInputs {
  const loaded = LOADED_CALENDARS.get(calendar)!;
  return Object.fromEntries(
    Object.entries(QUESTIONS).map(([name, question]) => [
      name,
      (...values: unknown[]) => askWith(loaded, question as never, values),
    ]),
  ) as unknown as AnswersWithInputs;
}

/**
 * A question asked by its name in the table with its arguments as one object, answered as
 * `withInputs` answers: how the interfaces made from the table (the API, the command line,
 * the MCP tools) ask. Arguments it does not take are ignored; the others are checked.
 */
export function askQuestion<Name extends keyof Questions>(
  calendar: MalaysiaCalendar,
  name: Name,
  args: Readonly<Record<string, unknown>>,
): Answer<DataOf<Questions[Name]>, InputsOf<Questions[Name]>> {
  return ask(LOADED_CALENDARS.get(calendar)!, QUESTIONS[name] as never, args) as Answer<
    DataOf<Questions[Name]>,
    InputsOf<Questions[Name]>
  >;
}
