import type { StateEntry } from '../model/state.js';

declare const stateCodeBrand: unique symbol;

/** A canonical state code known to the data: only the loaded states and the resolver make one. */
export type StateCode = string & { readonly [stateCodeBrand]: true };

/** A state or federal territory as the core uses it: the data's entry with a checked code. */
export interface State extends Omit<StateEntry, 'code'> {
  readonly code: StateCode;
}

export function statesOf(entries: readonly StateEntry[]): State[] {
  return entries.map((entry) => ({ ...entry, code: entry.code as StateCode }));
}
