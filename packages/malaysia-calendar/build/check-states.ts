import { parseIsoDate } from '../src/core/civil-date.js';
import type { StateEntry } from '../src/model/state.js';
import { normalizeStateText } from '../src/states/state-resolver.js';

/** Rules a reviewer cannot see at a glance: unique codes and aliases, a gapless weekend history. */
export function checkStates(states: readonly StateEntry[], label: string, problems: string[]): void {
  const owners = new Map<string, string>();
  for (const state of states) {
    for (const text of [state.code, state.name.ms, state.name.en, ...state.aliases]) {
      const key = normalizeStateText(text);
      const owner = owners.get(key);
      if (owner !== undefined && owner !== state.code) {
        problems.push(`${label}: ${state.code}: alias "${text}" also names ${owner}`);
      }
      owners.set(key, state.code);
    }
    checkWeekendHistory(state, label, problems);
  }
}

function checkWeekendHistory(state: StateEntry, label: string, problems: string[]): void {
  for (const [index, period] of state.weekendHistory.entries()) {
    const where = `${label}: ${state.code}: weekendHistory[${index}]`;
    const from = parseIsoDate(period.from);
    const to = period.to === null ? null : parseIsoDate(period.to);
    if (from === undefined || to === undefined) {
      problems.push(`${where}: not a real date`);
      continue;
    }
    if (index === 0 && to !== null) problems.push(`${where}: the most recent period must be open (to: null)`);
    if (index > 0 && to === null) problems.push(`${where}: only the most recent period may be open`);
    if (to !== null && to < from) problems.push(`${where}: ends before it starts`);
    if (!period.weekendDays.includes(period.restDay))
      problems.push(`${where}: restDay must be one of the weekend days`);
    const later = state.weekendHistory[index - 1];
    if (later !== undefined && parseIsoDate(later.from) !== (to ?? Number.NaN) + 1) {
      problems.push(`${where}: must end the day before the next period starts (${later.from})`);
    }
  }
}
