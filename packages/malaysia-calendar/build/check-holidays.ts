import { parseIsoDate } from '../src/core/civil-date.js';
import { ALL_STATES } from '../src/model/common.js';
import type { HolidayRecord } from '../src/model/holiday.js';

export interface HolidayYear {
  year: number;
  label: string;
  holidays: HolidayRecord[];
}

/** Cross-record rules of the holiday files (the schema has already checked each field). */
export function checkHolidays(years: readonly HolidayYear[], stateCodes: readonly string[], problems: string[]): void {
  const known = new Set(stateCodes);
  const ids = new Set<string>();
  const all = years.flatMap((file) => file.holidays);
  const allIds = new Set(all.map((holiday) => holiday.id));

  for (const { year, label, holidays } of years) {
    const statesWithHolidays = new Set<string>();
    for (const [index, holiday] of holidays.entries()) {
      const where = `${label}: holidays[${index}] (${holiday.id})`;
      if (ids.has(holiday.id)) problems.push(`${where}: id is not unique`);
      ids.add(holiday.id);
      if (!holiday.id.startsWith(`${year}-`)) problems.push(`${where}: id must start with the year (${year}-)`);

      const date = parseIsoDate(holiday.date);
      if (date === undefined) problems.push(`${where}: date ${holiday.date} does not exist`);
      else if (!holiday.date.startsWith(`${year}-`)) problems.push(`${where}: date ${holiday.date} is not in ${year}`);
      if (holiday.endDate !== undefined) {
        const endDate = parseIsoDate(holiday.endDate);
        if (endDate === undefined) problems.push(`${where}: endDate ${holiday.endDate} does not exist`);
        else if (date !== undefined && endDate <= date) problems.push(`${where}: endDate must be after date`);
      }

      if (holiday.states.includes(ALL_STATES) && holiday.states.length > 1)
        problems.push(`${where}: "*" must stand alone in states`);
      for (const code of holiday.states) {
        if (code !== ALL_STATES && !known.has(code)) problems.push(`${where}: unknown state code "${code}"`);
      }
      if (new Set(holiday.states).size !== holiday.states.length) problems.push(`${where}: a state is listed twice`);
      for (const code of holiday.states.includes(ALL_STATES) ? stateCodes : holiday.states)
        statesWithHolidays.add(code);

      if (holiday.estimated !== undefined) problems.push(`${where}: a gazetted record is never estimated`);
      if ((holiday.type === 'islamic' || holiday.type === 'islamic_state') && holiday.hijriDate === undefined) {
        problems.push(`${where}: an Islamic holiday needs its hijriDate`);
      }

      // The paid-holiday laws read how an additional day was declared from gazetteLevel: P under the Holidays Act 1951 s.8 (the federal list), N by a state (s.9 or its ordinance).
      if (holiday.type === 'adhoc' && (holiday.gazetteLevel === 'P') !== (holiday.source === 'jpm'))
        problems.push(
          `${where}: an additional day declared federally (gazetteLevel P) comes from the federal list (source jpm), and one a state declared (N) from the state`,
        );

      const isReplacement = holiday.type === 'replacement';
      if (isReplacement !== (holiday.isReplacementFor !== undefined)) {
        problems.push(`${where}: a replacement record, and only one, names isReplacementFor`);
      }
      if (holiday.isReplacementFor !== undefined && !allIds.has(holiday.isReplacementFor)) {
        problems.push(`${where}: isReplacementFor names unknown holiday ${holiday.isReplacementFor}`);
      }
    }
    for (const code of stateCodes) {
      if (!statesWithHolidays.has(code)) problems.push(`${label}: no holiday for state ${code}`);
    }
  }

  const numbers = years.map((file) => file.year).sort((a, b) => a - b);
  numbers.forEach((year, index) => {
    if (index > 0 && year !== numbers[index - 1]! + 1)
      problems.push(`data/holidays: year ${numbers[index - 1]! + 1} is missing between covered years`);
  });
}
