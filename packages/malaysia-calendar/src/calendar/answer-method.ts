import { askWith } from '../questions/ask.js';
import { LOADED_CALENDARS } from '../loading/loaded-calendar.js';
import type { DataOf } from '../questions/question.js';
import { QUESTIONS, type QuestionName, type Questions } from '../questions/question-table.js';

/** A method of the calendar (question-methods.ts) asked with its arguments as given: the answer's `data`. */
export function answerMethod<Name extends QuestionName>(
  calendar: object,
  name: Name,
  values: readonly unknown[],
): DataOf<Questions[Name]> {
  return askWith(LOADED_CALENDARS.get(calendar)!, QUESTIONS[name] as never, values).data as DataOf<Questions[Name]>;
}
