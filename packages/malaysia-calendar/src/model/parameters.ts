import type { TSchema } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { MAX_CHANGELOG_LIMIT } from './changelog.js';
import { SCHOOL_GROUPS, literals } from './common.js';
import { HOLIDAY_STATUSES, HOLIDAY_TYPES } from './holiday.js';
import { EXAM_TYPES } from './school.js';
import { LANGUAGES, type Language } from './language.js';
import { type Parameter, type Reading, described, parameter, variant } from './parameter.js';

/**
 * Every parameter of the questions, each declared once (model/parameter.ts says what a
 * declaration holds), and the words its values are made of. A question takes them by name,
 * described for it where it needs its own words (`dated(DATE, 'Day to check')`).
 */

/** A day, written YYYY-MM-DD, named for its role; read as the day number the core counts in. */
const day = <const Name extends string>(name: Name, alsoCalled: readonly string[]) =>
  parameter({
    name,
    schema: Type.String({
      format: 'date',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'A day (YYYY-MM-DD)',
      examples: ['2026-08-31'],
    }),
    reading: 'day',
    alsoCalled,
  });
export const DATE = day('date', ['from', 'day']);
export const START = day('start', ['from', 'begin', 'start_date', 'startdate']);
export const END = day('end', ['to', 'until', 'end_date', 'enddate']);
export const SINCE = day('since', ['from']);
/** A fixed "today", which only a program in process gives. */
export const TODAY = day('today', []);

/** A date parameter described for the question that takes it. */
export function dated<Name extends string, S extends TSchema, R extends Reading>(
  declared: Parameter<Name, S, R>,
  description: string,
): Parameter<Name, S, R> {
  return described(declared, `${description} (YYYY-MM-DD)`);
}

export const STATE = parameter({
  name: 'state',
  schema: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'State code or any alias (name, ISO 3166-2 code, three-letter code, short form)',
    examples: ['selangor'],
  }),
  flag: 's',
  suggests: 'states',
  alsoCalled: ['region', 'negeri'],
});

/** The state of a calendar feed's path. */
export const FEED_STATE = variant(
  STATE,
  Type.String({
    minLength: 1,
    maxLength: 104,
    description: 'State code or alias, optionally ending in .ics',
    examples: ['selangor.ics'],
  }),
);

/** A market's id (its ISO 10383 code in any case), in place of a state on the working-day questions. */
export const MARKET = parameter({
  name: 'market',
  schema: Type.String({
    minLength: 1,
    maxLength: 20,
    description: "A market's id, in place of state: its trading days instead of the state's working days",
    examples: ['xkls'],
  }),
});

/** The text a state is looked up by. */
export const STATE_QUERY = parameter({
  name: 'q',
  schema: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'Code, name or alias',
    examples: ['Pulau Pinang'],
  }),
  suggests: 'states',
  alsoCalled: ['query', 'name'],
});

export const YEAR = parameter({
  name: 'year',
  schema: Type.Integer({
    minimum: 1000,
    maximum: 9999,
    description: 'Four-digit year; defaults to the current year in Asia/Kuala_Lumpur',
    examples: [2026],
  }),
  flag: 'y',
  alsoCalled: ['tahun'],
});

/** Whether an answer may rest on projected (estimated) holidays. */
export const ESTIMATES_OPTIONS = ['include', 'exclude'] as const;
export type EstimatesOption = (typeof ESTIMATES_OPTIONS)[number];
export const EstimatesParameter = literals(
  ESTIMATES_OPTIONS,
  'include (the default): years past the gazette are answered from the rules, every projected day marked estimated and meta.estimated set; exclude: a year with a projected day is refused with YEAR_NOT_COVERED',
  'exclude',
);

export const MONTH = parameter({
  name: 'month',
  schema: Type.Integer({ minimum: 1, maximum: 12, description: 'Month, 1 to 12', examples: [8] }),
  flag: 'm',
  alsoCalled: ['bulan'],
});
export const HOLIDAY_TYPE = parameter({
  name: 'type',
  schema: literals(HOLIDAY_TYPES, 'Holiday type', 'federal'),
  flag: 't',
});
export const EXAM_TYPE = variant(HOLIDAY_TYPE, literals(EXAM_TYPES, 'Exam type', 'spm'));
/** `status` asks for every status with this word. */
export const ALL_STATUSES = 'all';
export const STATUS = parameter({
  name: 'status',
  schema: Type.String({
    minLength: 1,
    maxLength: 100,
    description: `Holiday status (${HOLIDAY_STATUSES.join(', ')}), several comma-separated, or ${ALL_STATUSES}; defaults to confirmed`,
    examples: ['confirmed,tentative'],
  }),
  reading: 'list',
  words: [...HOLIDAY_STATUSES, ALL_STATUSES],
});
export const GROUP = parameter({
  name: 'group',
  schema: literals(SCHOOL_GROUPS, 'School group', 'B'),
  flag: 'g',
  alsoCalled: ['kumpulan'],
});

export const MAX_NEXT_LIMIT = 50;
export const LIMIT = parameter({
  name: 'limit',
  schema: Type.Integer({
    minimum: 1,
    maximum: MAX_NEXT_LIMIT,
    default: 1,
    description: `How many, 1 to ${MAX_NEXT_LIMIT}`,
    examples: [5],
  }),
  flag: 'n',
  alsoCalled: ['count', 'n'],
});
export const CHANGELOG_LIMIT = variant(
  LIMIT,
  Type.Integer({
    minimum: 1,
    maximum: MAX_CHANGELOG_LIMIT,
    default: 20,
    description: `Entries to return, 1 to ${MAX_CHANGELOG_LIMIT}`,
    examples: [20],
  }),
);

export const MAX_BUSINESS_DAYS = 365;
export const BUSINESS_DAYS = parameter({
  name: 'days',
  schema: Type.Integer({
    minimum: -MAX_BUSINESS_DAYS,
    maximum: MAX_BUSINESS_DAYS,
    description: `Business days to add, -${MAX_BUSINESS_DAYS} to ${MAX_BUSINESS_DAYS}`,
    examples: [10],
  }),
  alsoCalled: ['count', 'n'],
});

export const ROLL_CONVENTIONS = ['following', 'preceding', 'modified_following', 'modified_preceding'] as const;
export type RollConvention = (typeof ROLL_CONVENTIONS)[number];
export const ROLL = parameter({
  name: 'roll',
  schema: literals(
    ROLL_CONVENTIONS,
    'With days=0, the business day a weekend day or holiday rolls to: following (the next business day), preceding (the previous one), ' +
      'modified_following and modified_preceding (the same unless that leaves the month, then the other way). Without it, days=0 returns the date unchanged.',
    'modified_following',
  ),
  flag: 'r',
});

export const MAX_BRIDGE_DAYS = 3;
export const BRIDGE_DAYS = parameter({
  name: 'bridgeDays',
  schema: Type.Integer({
    minimum: 0,
    maximum: MAX_BRIDGE_DAYS,
    default: 0,
    description: `Working days you would take off, 0 to ${MAX_BRIDGE_DAYS}`,
    examples: [1],
  }),
  flag: 'b',
});

export const MAX_LEAVE_DAYS = 60;
export const LEAVE_DAYS = parameter({
  name: 'leaveDays',
  schema: Type.Integer({
    minimum: 0,
    maximum: MAX_LEAVE_DAYS,
    description: `Leave days to spend, 0 to ${MAX_LEAVE_DAYS} (0 shows the breaks there already are)`,
    examples: [8],
  }),
});

export const MIN_BREAK_FLOOR = 2;
export const MIN_BREAK_CEILING = 30;
export const MIN_BREAK = parameter({
  name: 'minBreak',
  schema: Type.Integer({
    minimum: MIN_BREAK_FLOOR,
    maximum: MIN_BREAK_CEILING,
    default: 3,
    description: `The shortest break worth having, ${MIN_BREAK_FLOOR} to ${MIN_BREAK_CEILING} days`,
    examples: [4],
  }),
  flag: 'b',
});

/** The languages a feed is written in: every language the calendar speaks. */
export const FEED_LANGUAGES = LANGUAGES;
export type FeedLanguage = Language;
export const LANG = parameter({
  name: 'lang',
  schema: literals(FEED_LANGUAGES, 'Names and words in English, Malay, Chinese or Tamil', 'ms'),
  flag: 'l',
  alsoCalled: ['language', 'locale'],
});

export const FEED_PARTS = ['holidays', 'school', 'exams'] as const;
export type FeedPart = (typeof FEED_PARTS)[number];
export const INCLUDE = parameter({
  name: 'include',
  schema: Type.String({
    pattern: '^[A-Za-z]+(,[A-Za-z]+)*$',
    default: 'holidays',
    description: 'Comma-separated: holidays, school, exams',
    examples: ['holidays,school'],
  }),
  reading: 'list',
  flag: 'i',
  words: FEED_PARTS,
});

/** The workplace (issue 38): its week, its own days off and on, for every question about working days. */
export const WEEKDAY_CODES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const WORKWEEK = parameter({
  name: 'workweek',
  schema: Type.String({
    minLength: 1,
    maxLength: 100,
    description:
      "The days the workplace works: day names (sun, mon, … or in full, any case) and ranges, comma-separated (mon-fri, sun-thu, mon-sat, mon,tue,thu,fri; a range may wrap, fri-mon). Without it, the state's weekend of the day. It must leave at least one day and work at least one.",
    examples: ['mon-fri'],
  }),
  reading: 'list',
});

/** The most entries a list of workplace days may hold, a year's worth. */
export const MAX_WORKPLACE_DAY_ENTRIES = 366;
const DAY_OR_RANGE = '\\d{4}-\\d{2}-\\d{2}(\\.\\.\\d{4}-\\d{2}-\\d{2})?';
/** A list of days and ranges, for `closed`, `open` and `blackout`. */
const dayList = <const Name extends string>(name: Name, description: string) =>
  parameter({
    name,
    schema: Type.String({
      minLength: 1,
      maxLength: MAX_WORKPLACE_DAY_ENTRIES * 23,
      pattern: `^${DAY_OR_RANGE}(,${DAY_OR_RANGE})*$`,
      description: `${description}: dates (YYYY-MM-DD) and ranges (YYYY-MM-DD..YYYY-MM-DD), comma-separated, at most ${MAX_WORKPLACE_DAY_ENTRIES} entries, within the covered years`,
      examples: ['2026-12-24,2026-12-28..2026-12-31'],
    }),
    reading: 'list',
  });
export const CLOSED = dayList('closed', "The workplace's own days off (company holidays, leave already booked)");
export const OPEN = dayList(
  'open',
  'Days the workplace works although they are a public holiday or a day off of its week (a swapped holiday, a working Saturday)',
);
export const BLACKOUT = dayList('blackout', 'Working days on which leave may not be taken');
export const REST_DAY = parameter({
  name: 'restDay',
  schema: Type.String({
    pattern: '^[A-Za-z]{3,9}$',
    description:
      "The employee's weekly rest day (Employment Act 1955 s.59), a day the workweek does not work: sun … sat, or in full, any case. Without it: the last of the days off (s.59(1): a Monday-Friday week rests on Sunday, a Sunday-Thursday week on Saturday)",
    examples: ['sun'],
  }),
});
/** The employer's own choice of holidays (s.60D(1)(a)): a list of holiday ids or names. */
export const CHOSEN = parameter({
  name: 'chosen',
  schema: Type.String({
    minLength: 1,
    maxLength: 2000,
    description:
      'The holidays the employer chose for the year: ids (2026-hari-raya-haji-1), ids less their year (hari-raya-haji-1) or names in English, Malay, Chinese or Tamil, any case; comma-separated or the parameter repeated. At most the number the law leaves the employer; compulsory days may be named too',
    examples: [
      'tahun-baharu-cina-1,hari-raya-aidilfitri-1,hari-raya-aidilfitri-2,hari-raya-haji-1,deepavali,hari-krismas',
    ],
  }),
  reading: 'list',
});
/** Whose holidays make an employee's days off: the state's list, or the employee's paid holidays and substitute days. */
export const HOLIDAY_VIEWS = ['state', 'paid'] as const;
export type HolidayView = (typeof HOLIDAY_VIEWS)[number];
export const HOLIDAYS = parameter({
  name: 'holidays',
  schema: literals(
    HOLIDAY_VIEWS,
    "state (default): the state's public holidays and replacement days; paid: the employee's paid holidays under the Employment Act or the Labour Ordinances and their substitute days (with chosen and restDay), the other holidays working days",
    'paid',
  ),
});

/**
 * Every parameter, one declaration for each name (a variant shares its declaration's facts):
 * the tables of every name's facts are read from here. Where two take the same other name
 * (`from`), the first listed is meant.
 */
export const PARAMETERS: readonly Parameter[] = [
  START,
  END,
  SINCE,
  DATE,
  TODAY,
  STATE,
  MARKET,
  STATE_QUERY,
  YEAR,
  MONTH,
  HOLIDAY_TYPE,
  STATUS,
  GROUP,
  BUSINESS_DAYS,
  LIMIT,
  ROLL,
  BRIDGE_DAYS,
  LEAVE_DAYS,
  MIN_BREAK,
  LANG,
  INCLUDE,
  WORKWEEK,
  CLOSED,
  OPEN,
  BLACKOUT,
  REST_DAY,
  CHOSEN,
  HOLIDAYS,
];

/** The names of the parameters that take a list. */
export const LIST_PARAMETERS: ReadonlySet<string> = new Set(
  PARAMETERS.filter((declared) => declared.reading === 'list').map((declared) => declared.name),
);
