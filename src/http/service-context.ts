import type { MalaysiaCalendar } from 'malaysia-calendar';

/** What every route needs: the calendar (with its clock) and the inputs a response's meta echoes. */
export class ServiceContext {
  readonly dataVersion: string;

  constructor(readonly calendar: MalaysiaCalendar) {
    this.dataVersion = calendar.dataVersion;
  }

  /** The current year in Asia/Kuala_Lumpur, as the calendar reckons it. */
  currentYear(): number {
    return this.calendar.currentYear();
  }

  /** The canonical code of a `state` parameter the calendar has already accepted, or null when none was given. */
  canonical(state: string | undefined): string | null {
    return state === undefined ? null : this.calendar.resolveState(state).canonical;
  }
}
