import type { Calendar } from '../core/calendar.js';
import { fromParts } from '../core/civil-date.js';
import type { State } from '../core/state.js';
import type { Change, ChangelogEntry } from '../model/changelog.js';
import { ALL_STATES, type LocalizedName } from '../model/common.js';
import type { Holiday } from '../model/holiday.js';
import type { CalendarData } from '../core/calendar-data.js';
import type { ExamRecord, SchoolYearRecord } from '../model/school.js';

/** A record a change-log entry names, as a change feed tells of it. */
export interface ChangedRecord {
  /** The states whose records it is: every state for a nationwide record or an exam. */
  states: readonly string[] | typeof ALL_STATES;
  /** The name, in each language the record has (a school term's is made by the feed's words). */
  name: LocalizedName | { term: number; group: string; year: number };
  /** Its first day, where it has one. */
  date?: string;
  /** A holiday's status now. */
  status?: string;
}

/**
 * The records of the data by entity and id, as the change log names them: whose they are,
 * their names and first days. A removed holiday is no longer in the data: the change log says
 * what it was. Any other removed record counts as every state's (a state's feed shows the
 * removal rather than miss it) and is named by its id.
 */
export class ChangedRecords {
  private readonly records = new Map<string, ChangedRecord>();

  constructor(
    calendar: Calendar,
    data: {
      states: readonly State[];
      holidays: readonly Holiday[];
      removed: CalendarData['removed'];
      school: readonly SchoolYearRecord[];
      exams: readonly ExamRecord[];
    },
  ) {
    const groupOn = (state: State, year: number) => calendar.rulesOf(state.code).on(fromParts(year, 1, 1))!.group;
    const membersOf = (group: string, year: number) =>
      data.states.filter((state) => groupOn(state, year) === group).map((state) => state.code as string);
    for (const holiday of data.removed)
      this.set('holiday', holiday.id, { states: holiday.states, name: holiday.name, date: holiday.date });
    for (const holiday of data.holidays) {
      this.set('holiday', holiday.id, {
        states: holiday.states.includes(ALL_STATES) ? ALL_STATES : holiday.states,
        name: holiday.name,
        date: holiday.date,
        status: holiday.status,
      });
    }
    for (const state of data.states) this.set('state', state.code, { states: [state.code], name: state.name });
    for (const { year, terms, holidays } of data.school) {
      for (const term of terms)
        this.set('school-term', term.id, {
          states: membersOf(term.group, year),
          name: { term: term.term, group: term.group, year },
          date: term.segments[0]!.startDate,
        });
      for (const holiday of holidays) {
        const states = holiday.states.includes(ALL_STATES) ? membersOf(holiday.group, year) : holiday.states;
        this.set('school-holiday', holiday.id, {
          states: states.filter((code) => !holiday.excludeStates.includes(code)),
          name: holiday.name,
          date: holiday.startDate,
        });
      }
    }
    for (const exam of data.exams)
      this.set('exam', exam.id, { states: ALL_STATES, name: { ms: exam.name, en: exam.name }, date: exam.startDate });
  }

  of(change: Change): ChangedRecord {
    return (
      this.records.get(`${change.entity} ${change.id}`) ?? {
        states: ALL_STATES,
        name: { ms: change.id, en: change.id },
      }
    );
  }

  /** Whether the entry names a record of the state (or one of every state). */
  touches(entry: ChangelogEntry, code: string): boolean {
    return entry.changes.some((change) => {
      const { states } = this.of(change);
      return states === ALL_STATES || states.includes(code);
    });
  }

  private set(entity: Change['entity'], id: string, record: ChangedRecord): void {
    this.records.set(`${entity} ${id}`, record);
  }
}
