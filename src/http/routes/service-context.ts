import type { MalaysiaCalendar } from 'malaysia-calendar';

/** What every route needs: the calendar (with its clock), the data version every `meta` carries, and where links lead. */
export class ServiceContext {
  readonly dataVersion: string;
  private readonly withoutEstimates: MalaysiaCalendar;

  /** PUBLIC_ORIGIN: where links to the pages lead, whatever a request says (links/page-origin.ts). */
  constructor(
    readonly calendar: MalaysiaCalendar,
    readonly publicOrigin?: string,
  ) {
    this.dataVersion = calendar.dataVersion;
    this.withoutEstimates = calendar.withoutEstimates();
  }

  /** The calendar a request asks for: with its `estimates=exclude`, the one that refuses projected years. */
  calendarFor(query: { estimates?: unknown }): MalaysiaCalendar {
    return query.estimates === 'exclude' ? this.withoutEstimates : this.calendar;
  }

  /** The current year in Asia/Kuala_Lumpur, as the calendar reckons it. */
  currentYear(): number {
    return this.calendar.currentYear();
  }
}
