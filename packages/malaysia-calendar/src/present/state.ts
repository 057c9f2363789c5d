import type { State } from '../core/state.js';
import type { StateRecord, StateResolution } from '../model/state.js';

/** The school group a state is in now: that of its open weekend period. */
function currentGroup(state: State) {
  return state.weekendHistory[0]!.group;
}

/** A state as GET /states serves it (the v1 contract's state record). */
export function presentState(state: State): StateRecord {
  return {
    code: state.code,
    aliases: state.aliases,
    name: state.name,
    type: state.type,
    group: currentGroup(state),
    weekendHistory: state.weekendHistory.map(({ from, to, weekendDays, group }) => ({ from, to, weekendDays, group })),
  };
}

/** A resolved state as GET /states/resolve serves it (the v1 contract's state resolution result). */
export function presentResolution(state: State): StateResolution {
  return { canonical: state.code, name: state.name, type: state.type, group: currentGroup(state) };
}
