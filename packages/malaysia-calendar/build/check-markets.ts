import { parseIsoDate } from '../src/core/civil-date.js';
import type { MarketFile } from '../src/model/market-file.js';

/**
 * Rules a reviewer cannot see at a glance: the file named by its id, a known state whose
 * holidays close the market, dated rules in order (the first sessions rule starts the years
 * answered), sessions in order within the day, half-day festivals that are holiday slugs, and
 * recorded days real, once each, in date order, within the years answered. An `open` day is
 * a surprise holiday Bursa traded on: only from the date its rules allow one.
 */
export function checkMarket(
  market: MarketFile,
  fileName: string,
  label: string,
  known: { stateCodes: readonly string[]; slugs: ReadonlySet<string> },
  problems: string[],
): void {
  if (fileName !== `${market.id}.yaml`) problems.push(`${label}: id ${market.id} does not match the file name`);
  if (!known.stateCodes.includes(market.holidaysOf))
    problems.push(`${label}: holidaysOf: ${market.holidaysOf} is not a state code`);
  const { sessions, settlement, halfDays, surpriseHolidays } = market.rules;
  for (const [name, rules] of [
    ['sessions', sessions],
    ['settlement', settlement],
  ] as const) {
    for (const [index, rule] of rules.entries()) {
      if (parseIsoDate(rule.from) === undefined) problems.push(`${label}: rules.${name}[${index}]: not a real date`);
      const earlier = rules[index - 1];
      if (earlier !== undefined && earlier.from >= rule.from)
        problems.push(`${label}: rules.${name}[${index}]: must start after the rule before it (${earlier.from})`);
    }
  }
  for (const [index, rule] of sessions.entries()) {
    const times = rule.sessions.flatMap((session) => [session.open, session.close]);
    if (times.some((time, position) => position > 0 && time <= times[position - 1]!))
      problems.push(
        `${label}: rules.sessions[${index}]: each session must open after the last closed and close after it opens`,
      );
    if (rule.halfDayClose <= times[0]! || rule.halfDayClose > times.at(-1)!)
      problems.push(`${label}: rules.sessions[${index}]: halfDayClose must fall within the day's sessions`);
  }
  if (halfDays.until !== undefined && parseIsoDate(halfDays.until) === undefined)
    problems.push(`${label}: rules.halfDays.until: not a real date`);
  for (const slug of halfDays.festivals)
    if (!known.slugs.has(slug)) problems.push(`${label}: rules.halfDays: ${slug} is not the slug of a holiday`);
  const first = sessions[0]?.from ?? '';
  for (const [index, day] of market.days.entries()) {
    const where = `${label}: days[${index}] (${day.date})`;
    if (parseIsoDate(day.date) === undefined) problems.push(`${where}: not a real date`);
    if (day.date < first) problems.push(`${where}: before the first sessions rule (${first})`);
    const earlier = market.days[index - 1];
    if (earlier !== undefined && earlier.date >= day.date)
      problems.push(`${where}: days must be in date order, each once`);
    if (day.kind === 'open' && day.date < surpriseHolidays.from)
      problems.push(`${where}: open on a holiday before surprise holidays could be traded (${surpriseHolidays.from})`);
  }
}
