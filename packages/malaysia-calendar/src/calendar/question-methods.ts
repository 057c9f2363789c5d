// Written from the table of questions by build/write-question-methods.ts: change the table, then run it.
import { answerMethod } from './answer-method.js';
import type { DataOf, MethodArguments } from '../questions/question.js';
import type { Questions } from '../questions/question-table.js';

/**
 * The questions as methods, one for each in the table (questions/question-table.ts), each
 * described there: `check(date, state)`, `holidays({ year, state })`… Each returns exactly
 * what the API's `data` holds for the same question; `withInputs(calendar)` answers them with
 * the inputs they resolved and whether they rest on projected days.
 */
export class QuestionMethods {
  /**
   * Is this day a holiday, a weekend, a working day, a school day?
   *
   * The day in one state: the holidays on it (replacement and additional days included, every
   * status but cancelled, each with its status), whether it is a weekend day by the state's weekend
   * on that date (Kedah, Kelantan and Terengganu rest Friday-Saturday), a working day, and a school
   * day, with the state's weekend days and school group. For a year without school data,
   * isSchoolDay is false and school.covered is false: read isSchoolDay with school.covered. For a
   * workplace (workweek, closed, open), isWeekend is a day its week does not work, isWorkingDay its
   * own, and dayOff why a day is not one of its working days. With holidays=paid (and chosen,
   * restDay), the employee's own days off: the paid holidays and their substitute days, the state's
   * other holidays working days. With market=xkls in place of state: Bursa Malaysia's trading days.
   * isWorkingDay is then whether it trades.
   */
  check(...args: MethodArguments<Questions['check']>): DataOf<Questions['check']> {
    return answerMethod(this, 'check', args);
  }

  /**
   * The date check for today in Asia/Kuala_Lumpur
   *
   * The date check (is it a holiday, a weekend, a working day, a school day) for today's date in
   * Asia/Kuala_Lumpur (UTC+8), whatever the clock's time zone. For a workplace (workweek, closed,
   * open), isWeekend is a day its week does not work, isWorkingDay its own, and dayOff why a day is
   * not one of its working days. With holidays=paid (and chosen, restDay), the employee's own days
   * off: the paid holidays and their substitute days, the state's other holidays working days. With
   * market=xkls in place of state: Bursa Malaysia's trading days. isWorkingDay is then whether it
   * trades.
   */
  checkToday(...args: MethodArguments<Questions['checkToday']>): DataOf<Questions['checkToday']> {
    return answerMethod(this, 'checkToday', args);
  }

  /**
   * Which states are off on this date? The date check for all 16 states and federal territories
   *
   * One item per state and federal territory, in canonical order (the 13 states by code, then the 3
   * federal territories by code), each exactly the date check of that state and day: holiday,
   * weekend, working day and school day, with the holidays.
   */
  checkAllStates(...args: MethodArguments<Questions['checkAllStates']>): DataOf<Questions['checkAllStates']> {
    return answerMethod(this, 'checkAllStates', args);
  }

  /**
   * List holidays of a year
   *
   * The holidays of a year (default: this year in Asia/Kuala_Lumpur), by date, filtered by state,
   * month, type and status. Without `state`, only nationwide records; with it, every holiday kept
   * there. `status` takes one status, several comma-separated (`confirmed,tentative`) or `all`;
   * without it, only confirmed ones (the days off that the other questions count are every status
   * but cancelled): ask `confirmed,tentative,announced` to see lunar dates not yet proclaimed too.
   */
  holidays(...args: MethodArguments<Questions['holidays']>): DataOf<Questions['holidays']> {
    return answerMethod(this, 'holidays', args);
  }

  /**
   * Holidays in a date range
   *
   * Every holiday with a day in [start, end], both included, across years, in date order; every
   * status but cancelled. Without `state`, only nationwide records; with it, every holiday kept
   * there. To count working days, ask the business-day count instead.
   */
  between(...args: MethodArguments<Questions['between']>): DataOf<Questions['between']> {
    return answerMethod(this, 'between', args);
  }

  /**
   * The next upcoming holidays
   *
   * Holidays on or after today (Asia/Kuala_Lumpur), across years, in date order; every status but
   * cancelled (an announced or tentative day says so in its status). Without `state`, only
   * nationwide records; with it, every holiday kept there. `limit` says how many; `type` narrows to
   * one kind.
   */
  next(...args: MethodArguments<Questions['next']>): DataOf<Questions['next']> {
    return answerMethod(this, 'next', args);
  }

  /**
   * Stretches of 3 or more days off starting in a year
   *
   * Every maximal stretch of at least 3 consecutive days off (weekend days and holidays) that
   * starts in the year (default: this year), in the state; a stretch over 31 December is reported
   * whole. With bridgeDays=N, also the stretches that taking at most N working days off would
   * create around a holiday, with the days to take. For a workplace (workweek, closed, open), the
   * stretches of its own days off: its week's, its closed days and the holidays it does not open
   * on. With market=xkls in place of state: Bursa Malaysia's trading days.
   */
  longWeekends(...args: MethodArguments<Questions['longWeekends']>): DataOf<Questions['longWeekends']> {
    return answerMethod(this, 'longWeekends', args);
  }

  /**
   * The best days to take leave for the most days in long breaks
   *
   * Where to take up to leaveDays days of leave in a year (or in the window start–end inside it) so
   * that the most days fall in breaks of at least minBreak consecutive days off (weekend days by
   * the state's rule on each date, holidays of any status but cancelled, and leave). Among plans
   * with that total, the one with the fewest leave days; among those, the one with the earliest
   * leave dates. Exact, not a heuristic: the answer is unique. Breaks are cut at the window’s
   * edges; breaks lists every break of at least minBreak days, with or without leave in it;
   * baselineDaysOff is the total with no leave. The year defaults to the year of start (or end),
   * else the current year in Asia/Kuala_Lumpur; without a window, a plan of the current year starts
   * tomorrow (leave cannot be taken in the past), of another year on 1 January. For the longest
   * holidays rather than extra Fridays, ask minBreak 5 to 9. For a workplace (workweek, closed,
   * open), leave is spent only on its working days, never on its closed days; never on a blackout
   * day either.
   */
  planLeave(...args: MethodArguments<Questions['planLeave']>): DataOf<Questions['planLeave']> {
    return answerMethod(this, 'planLeave', args);
  }

  /**
   * Count business days in a range
   *
   * Business days from start to end in a state, both ends included, with the holidays and weekend
   * days in between. totalDays = businessDays + holidays + weekendDays; a holiday on a weekend
   * counts once, as a holiday. Uses the state's weekend and holidays in force on each day; for a
   * workplace (workweek, closed, open), its week and its own days: holidays are then the public
   * holidays it does not open on, weekendDays its other days off. With market=xkls in place of
   * state: Bursa Malaysia's trading days.
   */
  businessDays(...args: MethodArguments<Questions['businessDays']>): DataOf<Questions['businessDays']> {
    return answerMethod(this, 'businessDays', args);
  }

  /**
   * Add or subtract business days
   *
   * The business day `days` business days after a date in a state (before it when days is
   * negative), e.g. a deadline of 14 working days. Counting starts on the next (or previous) day
   * and the result is always a business day. days = 0 returns the date unchanged, or with `roll`
   * the business day a weekend day or holiday rolls to, as payment and payroll dates do: following,
   * preceding, modified_following or modified_preceding (the modified ones stay within the month).
   * With market=xkls in place of state: Bursa Malaysia's trading days. A trade's settlement date is
   * days=2 (T+2; days=3 for a trade before 29 April 2019).
   */
  addBusinessDays(...args: MethodArguments<Questions['addBusinessDays']>): DataOf<Questions['addBusinessDays']> {
    return answerMethod(this, 'addBusinessDays', args);
  }

  /**
   * Which public holidays must an employer pay, and on which days?
   *
   * The paid public holidays of a state's year under the law of the employee who mainly works
   * there: the Employment Act 1955 s.60D (Peninsular Malaysia and Labuan), the Labour Ordinance of
   * Sabah s.103 and of Sarawak s.104. compulsory: the holidays every employer must pay and may not
   * replace; additional: the days always paid besides them (days appointed under the Holidays Act
   * 1951 s.8, and in Sarawak the days the State Government declares); employerChoice: the other
   * gazetted holidays (days a state declares under s.9 among them), from which the employer names
   * employerChooses, or with chosen exactly the days it named (notChosen: the others). Each with
   * its legal basis, where it falls for the employee (working_day, rest_day, off_day) and the day
   * paid for it: a holiday on the weekly rest day (s.59) or on another paid holiday is paid on the
   * next working day; one on an off day that is not the rest day (a Saturday of a Monday-Friday
   * week resting on Sunday) is not substituted by the law. workweek and restDay give the employee's
   * week (default: the state's weekend; the rest day by s.59(1), the last of the days off).
   */
  entitlements(...args: MethodArguments<Questions['entitlements']>): DataOf<Questions['entitlements']> {
    return answerMethod(this, 'entitlements', args);
  }

  /**
   * The markets whose trading days are answered
   *
   * The markets every working-day question takes in place of a state (market=xkls, Bursa Malaysia
   * Securities), with their sessions and settlement cycles as they changed, each with its source.
   */
  markets(...args: MethodArguments<Questions['markets']>): DataOf<Questions['markets']> {
    return answerMethod(this, 'markets', args);
  }

  /**
   * A market's trading days of a year, with their hours
   *
   * A market's trading days of a year (default: this year), each with its local open and close
   * (12:30 on a half day), its break and its trades' settlement date. A year past the gazette is
   * estimated.
   */
  sessions(...args: MethodArguments<Questions['sessions']>): DataOf<Questions['sessions']> {
    return answerMethod(this, 'sessions', args);
  }

  /**
   * Every state and federal territory
   *
   * The 13 states and 3 federal territories, each with every accepted alias (names in English and
   * Malay, ISO 3166-2 and three-letter codes, short forms) and its weekend and school-group
   * history, most recent period first.
   */
  states(...args: MethodArguments<Questions['states']>): DataOf<Questions['states']> {
    return answerMethod(this, 'states', args);
  }

  /**
   * Resolve a code, name or alias to the canonical state
   *
   * The canonical code of a state or federal territory from any code, name or alias (English or
   * Malay, ISO 3166-2, three-letter codes, short forms such as KL or N9), with its names, type and
   * school group. Ignores case, spaces, punctuation and honorifics. No match: STATE_NOT_FOUND with
   * the likeliest codes.
   */
  resolveState(...args: MethodArguments<Questions['resolveState']>): DataOf<Questions['resolveState']> {
    return answerMethod(this, 'resolveState', args);
  }

  /**
   * Is this day a school day?
   *
   * True only inside a term segment, not a weekend day, not a public holiday and not a school
   * holiday of that state (or, with `group` alone, of the group’s standard), under the Ministry of
   * Education calendar. Give `state` or `group`. Returns the term and the school holiday if any,
   * each with its status (tentative when the dates rest on transcriptions of the ministry’s
   * circular, not the circular itself). A date in a year without a published school calendar is
   * refused with YEAR_NOT_COVERED (the date check answers it with isSchoolDay false and
   * school.covered false).
   */
  isSchoolDay(...args: MethodArguments<Questions['isSchoolDay']>): DataOf<Questions['isSchoolDay']> {
    return answerMethod(this, 'isSchoolDay', args);
  }

  /**
   * School terms of a year, with their segments and school days
   *
   * The terms of a school year (default: this year) under the Ministry of Education calendar, with
   * their dates and school days. With `state`, the terms of its group and the school days counted
   * for that state (its weekend, public holidays and school holidays); otherwise counted by each
   * group's standard, both groups without either. Each term has a status (confirmed, or tentative
   * before the circular is found). A year without published school data is refused with
   * YEAR_NOT_COVERED.
   */
  schoolTerms(...args: MethodArguments<Questions['schoolTerms']>): DataOf<Questions['schoolTerms']> {
    return answerMethod(this, 'schoolTerms', args);
  }

  /**
   * School holidays of a year: term breaks and the ministry’s festive days
   *
   * A school year's holidays (default: this year): the term breaks and the ministry's festive days
   * off. With `state`, only the records that apply to it (its group, `states` and `excludeStates`);
   * with `group`, that group’s; both groups without either. Each has a status (confirmed, or
   * tentative before the circular is found). A year without published school data is refused with
   * YEAR_NOT_COVERED.
   */
  schoolHolidays(...args: MethodArguments<Questions['schoolHolidays']>): DataOf<Questions['schoolHolidays']> {
    return answerMethod(this, 'schoolHolidays', args);
  }

  /**
   * National exams: SPM, STPM, MUET, STAM
   *
   * Exam dates published by Lembaga Peperiksaan (SPM) and Majlis Peperiksaan Malaysia (STPM, MUET),
   * each with its status and source, of one year and type if given; without `year`, every year
   * held. A year without exam dates is refused with YEAR_NOT_COVERED.
   */
  exams(...args: MethodArguments<Questions['exams']>): DataOf<Questions['exams']> {
    return answerMethod(this, 'exams', args);
  }

  /**
   * The data change log, newest first
   *
   * What changed in the data and when, newest first (20 entries unless `limit` says). Each entry
   * lists its changes: action (added, updated, removed, status_changed), entity, id and, for
   * updates, the fields. With `state`, only the entries that change a record of that state or of
   * every state (a removed record counts as every state’s). The same entries as a feed: the change
   * feed (Atom or JSON Feed).
   */
  changelog(...args: MethodArguments<Questions['changelog']>): DataOf<Questions['changelog']> {
    return answerMethod(this, 'changelog', args);
  }

  /**
   * What changed in the data, as a feed
   *
   * The newest 50 change-log entries, newest first, to follow in a feed reader: each titled with
   * what changed and for whom, summarised change by change in the feed's language (English, Malay,
   * Chinese or Tamil), linked to the day on the year view. With `state`, only the entries that
   * touch its records, each telling that state's changes alone.
   */
  changeFeed(...args: MethodArguments<Questions['changeFeed']>): DataOf<Questions['changeFeed']> {
    return answerMethod(this, 'changeFeed', args);
  }

  /**
   * iCalendar (RFC 5545) feed of a state's holidays, school holidays and exams
   *
   * All-day events: public holidays (replacement and additional days included, cancelled ones left
   * out, tentative ones STATUS:TENTATIVE and said so in the title), and with `include`, the state's
   * school holidays and the national exams, for a year or, by default, the previous, current and
   * next years as far as the data goes. The state may be any code or alias, with or without a
   * `.ics` suffix. With `include=school` and an explicit year, that year needs published school
   * data. With a workplace's closed and open days, a team's calendar: an event for each run of
   * them, and no event for a holiday it opens on (the week is the calendar app's own).
   */
  ics(...args: MethodArguments<Questions['ics']>): DataOf<Questions['ics']> {
    return answerMethod(this, 'ics', args);
  }

  /**
   * iCalendar (RFC 5545) feed of a market's closures and half days
   *
   * All-day events: each weekday the market does not trade and each half day, for a year or, by
   * default, the previous, current and next years.
   */
  marketIcs(...args: MethodArguments<Questions['marketIcs']>): DataOf<Questions['marketIcs']> {
    return answerMethod(this, 'marketIcs', args);
  }

  /**
   * The years each part of the data covers
   *
   * The years each part of the data covers (public holidays: first to last year, the gazetted years
   * and those with projected days; school calendars and exams: the years held). Ask it before a
   * question about a far year: a year outside these is refused with YEAR_NOT_COVERED rather than
   * answered.
   */
  coverage(...args: MethodArguments<Questions['coverage']>): DataOf<Questions['coverage']> {
    return answerMethod(this, 'coverage', args);
  }
}
