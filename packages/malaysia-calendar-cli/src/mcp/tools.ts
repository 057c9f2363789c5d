import { type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import {
  type Answer,
  type Language,
  type MalaysiaCalendar,
  type QuestionName,
  askQuestion,
  questionNamed,
} from 'malaysia-calendar';
import { questionHelp } from '../words/help-words.js';

/** What an MCP client calls a question, and under which name a list (or a value that is not an object) is returned. */
interface ToolName {
  name: string;
  /** The structured result holds the answer under this name: structured content must be an object. */
  key?: string;
  /** The result also says the data version (what the coverage answer is of). */
  dataVersion?: true;
}

/** A question that is no tool, and why. */
interface NoTool {
  none: string;
}

/**
 * The MCP name of each question of the library's table: an assistant's tool, or the reason
 * there is none. Every question is named here (the type requires it), and the tools'
 * descriptions, arguments and results are the table's.
 */
export const TOOL_NAMES: Record<QuestionName, ToolName | NoTool> = {
  check: { name: 'check_date' },
  checkToday: { name: 'check_today' },
  checkAllStates: { name: 'check_date_all_states', key: 'states' },
  holidays: { name: 'list_holidays', key: 'holidays' },
  next: { name: 'next_holidays', key: 'holidays' },
  between: { name: 'holidays_between', key: 'holidays' },
  businessDays: { name: 'count_business_days' },
  addBusinessDays: { name: 'add_business_days' },
  longWeekends: { name: 'long_weekends', key: 'longWeekends' },
  planLeave: { name: 'plan_leave' },
  entitlements: { name: 'paid_public_holidays' },
  markets: { name: 'list_markets', key: 'markets' },
  sessions: { name: 'market_sessions', key: 'tradingDays' },
  states: { name: 'list_states', key: 'states' },
  resolveState: { name: 'resolve_state' },
  isSchoolDay: { name: 'school_day' },
  schoolTerms: { name: 'school_terms', key: 'terms' },
  schoolHolidays: { name: 'school_holidays', key: 'schoolHolidays' },
  exams: { name: 'exams', key: 'exams' },
  changelog: { name: 'list_changes', key: 'changes' },
  changeFeed: { none: 'a feed is for feed readers; list_changes answers the same entries' },
  ics: { none: 'a calendar file to subscribe to, not an answer to read' },
  marketIcs: { none: 'a calendar file to subscribe to, not an answer to read' },
  coverage: { name: 'data_coverage', key: 'coverage', dataVersion: true },
};

/** Said to an assistant once, for every tool. */
export const SERVER_INSTRUCTIONS =
  "Malaysian public holidays, weekends, business days and the school calendar for the 13 states and 3 federal territories, and Bursa Malaysia's trading days (market xkls in place of a state). " +
  'Bad input comes back as an error naming the argument, with suggestions (valid values or a corrected form) to retry with. ' +
  'A result that rests on projected days (a year past the gazette, or a day of history no source dates) says estimated: true, and a note where the answer would otherwise mislead.';

/** One question of the calendar as an MCP tool: its arguments and result in the calendar's own schemas. */
interface CalendarTool {
  question: QuestionName;
  name: string;
  title: string;
  description: string;
  input: TObject;
  output: TObject;
  /** The structured result of an answer. */
  result: (calendar: MalaysiaCalendar, answer: Answer<unknown, unknown>) => Record<string, unknown>;
}

const marks = {
  estimated: Type.Optional(Type.Literal(true, { description: 'Present when the answer rests on a projected day' })),
  note: Type.Optional(Type.String({ description: 'What resting on projected days means for this answer' })),
};

/** A question as a tool, its title, description and arguments' descriptions in `language` (the command line's help tables, cli/help-words.ts). */
function toolOf(questionName: QuestionName, tool: ToolName, language: Language): CalendarTool {
  const question = questionNamed(questionName);
  const help = questionHelp(language, questionName, question);
  const offered = Object.values(question.parameters)
    .filter(({ name }) => !(question.inProcess ?? []).includes(name))
    .map(({ name, schema }) =>
      language === 'en' ? [name, schema] : [name, { ...schema, description: help.parameter(name) }],
    );
  const answerProperties: TProperties =
    tool.key === undefined
      ? (question.result as TObject).properties
      : { [tool.key]: question.result as TSchema, ...(tool.dataVersion ? { dataVersion: Type.String() } : {}) };
  return {
    question: questionName,
    name: tool.name,
    title: help.summary,
    description: help.description,
    input: Type.Object(Object.fromEntries(offered)),
    output: Type.Object({ ...answerProperties, ...marks }),
    result: (calendar, answer) => ({
      ...(tool.key === undefined
        ? (answer.data as Record<string, unknown>)
        : { [tool.key]: answer.data, ...(tool.dataVersion ? { dataVersion: calendar.dataVersion } : {}) }),
      ...(answer.estimated ? { estimated: true } : {}),
      ...(answer.note === undefined ? {} : { note: answer.note }),
    }),
  };
}

/** The tools, in the table's order, their text in `language`. */
export function calendarTools(language: Language = 'en'): readonly CalendarTool[] {
  return Object.entries(TOOL_NAMES).flatMap(([question, tool]) =>
    'none' in tool ? [] : [toolOf(question as QuestionName, tool, language)],
  );
}

/** A tool's answer: the question asked of the calendar with the tool's arguments. */
export function answerTool(
  calendar: MalaysiaCalendar,
  tool: CalendarTool,
  args: Record<string, unknown>,
): Record<string, unknown> {
  return tool.result(calendar, askQuestion(calendar, tool.question, args));
}
