/**
 * Calendar engine benchmark: the business-day count over one week and over eight years, and
 * a day-by-day loop over date-holidays' isHoliday for the same ranges; and the leave planner's
 * whole answer for a year with the largest budget. Prints a table, the 8-year / 1-week cost
 * ratio and the planner's mean time, and exits non-zero when the ratio exceeds 1.5 or a plan
 * takes more than 5 ms. The same for a workplace (its own week, closed, open and blackout days):
 * its count's 8-year / 1-week ratio and its year's plan. Results are recorded in docs/benchmarks.md.
 */
import Holidays from 'date-holidays';
import { Bench } from 'tinybench';
import { readCompiledData } from '../packages/malaysia-calendar/src/loading/compiled-data.js';
import { Calendar } from '../packages/malaysia-calendar/src/core/calendar.js';
import { parseIsoDate } from '../packages/malaysia-calendar/src/core/civil-date.js';
import { datedHoliday } from '../packages/malaysia-calendar/src/core/dated-holiday.js';
import { withReplacementDays } from '../packages/malaysia-calendar/src/core/replacement-days.js';
import { type StateCode, statesOf } from '../packages/malaysia-calendar/src/core/state.js';
import { WorkplaceDayIndex } from '../packages/malaysia-calendar/src/core/workplace-day-index.js';
import { createCalendar } from '../packages/malaysia-calendar/src/index.js';
import { MAX_LEAVE_DAYS, MIN_BREAK_CEILING } from '../packages/malaysia-calendar/src/model/parameters.js';

const TARGET_RATIO = 1.5;
const TARGET_PLAN_MS = 5;
const data = readCompiledData();
const states = statesOf(data.states);
const calendar = new Calendar(states, withReplacementDays(data.holidays.map(datedHoliday), states), data.coverage);
const selangor = calendar.indexOf('selangor' as StateCode);
const library = createCalendar();
const YEAR_PLAN = `leave plan: a year, ${MAX_LEAVE_DAYS} days, minBreak 3`;
const WORKPLACE_PLAN = `leave plan: a workplace's year (mon-sat, closed, blackout), ${MAX_LEAVE_DAYS} days`;
// A workplace with a year's worth of its own days: a Monday-Saturday week, the year-end closing,
// a working Saturday a month, and leave barred in the busiest weeks.
const workplaceQuery = {
  workweek: 'mon-sat',
  closed: '2026-12-24,2026-12-28..2026-12-31,2026-03-23..2026-03-24',
  open: '2026-01-10,2026-02-07,2026-03-07,2026-04-04,2026-05-09,2026-06-06',
  blackout: '2026-06-15..2026-06-30,2026-11-01..2026-11-15',
};
const workplaceDays = new WorkplaceDayIndex(selangor, {
  workweek: 0b1111110,
  closed: [
    { start: parseIsoDate('2026-12-24')!, end: parseIsoDate('2026-12-24')! },
    { start: parseIsoDate('2026-12-28')!, end: parseIsoDate('2026-12-31')! },
  ],
  open: [{ start: parseIsoDate('2026-03-07')!, end: parseIsoDate('2026-03-07')! }],
});
const LONG_BREAK_PLAN = `leave plan: a year, ${MAX_LEAVE_DAYS} days, minBreak ${MIN_BREAK_CEILING}`;

const week = [parseIsoDate('2026-03-02')!, parseIsoDate('2026-03-08')!] as const;
const eightYears = [parseIsoDate('2020-01-01')!, parseIsoDate('2027-12-31')!] as const;

// date-holidays has no business-day count: a caller loops over the days and asks isHoliday.
const dateHolidays = new Holidays('MY', '10');
function loopCount([start, end]: readonly [number, number]): number {
  let business = 0;
  for (let day = start; day <= end; day++) {
    const noonInKualaLumpur = new Date(day * 86_400_000 + 4 * 3_600_000);
    const weekday = noonInKualaLumpur.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !dateHolidays.isHoliday(noonInKualaLumpur)) business++;
  }
  return business;
}

let sink = 0;
const bench = new Bench({ time: 500, warmupTime: 100 });
bench
  .add('engine: count 1 week', () => {
    sink += selangor.count(week[0], week[1]).businessDays;
  })
  .add('engine: count 8 years', () => {
    sink += selangor.count(eightYears[0], eightYears[1]).businessDays;
  })
  .add('engine: add 250 business days', () => {
    sink += selangor.addBusinessDays(week[0], 250)!;
  })
  .add('workplace: count 1 week', () => {
    sink += workplaceDays.count(week[0], week[1]).businessDays;
  })
  .add('workplace: count 8 years', () => {
    sink += workplaceDays.count(eightYears[0], eightYears[1]).businessDays;
  })
  .add(WORKPLACE_PLAN, () => {
    sink += library.planLeave({
      year: 2026,
      state: 'selangor',
      leaveDays: MAX_LEAVE_DAYS,
      ...workplaceQuery,
    }).totalDaysOff;
  })
  .add(YEAR_PLAN, () => {
    sink += library.planLeave({ year: 2026, state: 'selangor', leaveDays: MAX_LEAVE_DAYS }).totalDaysOff;
  })
  .add(LONG_BREAK_PLAN, () => {
    sink += library.planLeave({
      year: 2026,
      state: 'kedah',
      leaveDays: MAX_LEAVE_DAYS,
      minBreak: MIN_BREAK_CEILING,
    }).totalDaysOff;
  })
  .add('date-holidays loop: 1 week', () => {
    sink += loopCount(week);
  })
  .add('date-holidays loop: 8 years', () => {
    sink += loopCount(eightYears);
  });

await bench.run();
const nsPerOp = (name: string) => {
  const result = bench.tasks.find((task) => task.name === name)!.result!;
  return (result as unknown as { latency: { mean: number } }).latency.mean * 1e6;
};
console.table(
  bench.tasks.map((task) => ({
    task: task.name,
    'ns/op (mean)': Math.round(nsPerOp(task.name)),
    'ops/s': Math.round(1e9 / nsPerOp(task.name)),
  })),
);
const ratio = nsPerOp('engine: count 8 years') / nsPerOp('engine: count 1 week');
const speedup = nsPerOp('date-holidays loop: 8 years') / nsPerOp('engine: count 8 years');
console.log(`engine 8 years / 1 week cost ratio: ${ratio.toFixed(2)} (target <= ${TARGET_RATIO})`);
console.log(
  `engine vs date-holidays loop over 8 years: ${Math.round(speedup).toLocaleString('en')}x faster (checksum ${sink % 7})`,
);
const workplaceRatio = nsPerOp('workplace: count 8 years') / nsPerOp('workplace: count 1 week');
console.log(`workplace 8 years / 1 week cost ratio: ${workplaceRatio.toFixed(2)} (target <= ${TARGET_RATIO})`);
console.log(
  `leave plan for a workplace's year with ${MAX_LEAVE_DAYS} days: ${(nsPerOp(WORKPLACE_PLAN) / 1e6).toFixed(2)} ms; target <= ${TARGET_PLAN_MS} ms`,
);
const slowestPlanMs = Math.max(nsPerOp(YEAR_PLAN), nsPerOp(LONG_BREAK_PLAN), nsPerOp(WORKPLACE_PLAN)) / 1e6;
console.log(
  `leave plan for a year with ${MAX_LEAVE_DAYS} days: ${(nsPerOp(YEAR_PLAN) / 1e6).toFixed(2)} ms (minBreak 3), ${(nsPerOp(LONG_BREAK_PLAN) / 1e6).toFixed(2)} ms (minBreak ${MIN_BREAK_CEILING}); target <= ${TARGET_PLAN_MS} ms`,
);
if (ratio > TARGET_RATIO || workplaceRatio > TARGET_RATIO || slowestPlanMs > TARGET_PLAN_MS) process.exitCode = 1;
