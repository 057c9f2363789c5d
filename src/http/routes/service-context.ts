import type { EstimatesOption, MalaysiaCalendar } from 'malaysia-calendar';

/** What every route needs: the calendar (with its clock) and the inputs a response's meta echoes. */
export class ServiceContext {
  readonly dataVersion: string;
  private readonly withoutEstimates: MalaysiaCalendar;

  /** PUBLIC_ORIGIN: where links to the pages lead, whatever a request says (page-origin.ts). */
  constructor(
    readonly calendar: MalaysiaCalendar,
    readonly publicOrigin?: string,
  ) {
    this.dataVersion = calendar.dataVersion;
    this.withoutEstimates = calendar.withoutEstimates();
  }

  /** The calendar a request asks for: with its `estimates=exclude`, the one that refuses projected years. */
  calendarFor(query: { estimates?: EstimatesOption }): MalaysiaCalendar {
    return query.estimates === 'exclude' ? this.withoutEstimates : this.calendar;
  }

  /** `meta.estimated` for an answer about [first, last] (for a state, or any): present only when the answer rests on a projected day. */
  estimated(first: string, last: string, state?: string | null): { estimated?: true } {
    return this.calendar.dependsOnEstimates(first, last, state ?? undefined) ? { estimated: true } : {};
  }

  /** The current year in Asia/Kuala_Lumpur, as the calendar reckons it. */
  currentYear(): number {
    return this.calendar.currentYear();
  }
}
