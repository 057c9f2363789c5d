import { CalendarError } from './calendar-error.js';
import type { LoadedCalendar } from './loaded-calendar.js';
import type { State } from '../core/state.js';
import { StateQueryParameter } from '../model/parameters.js';
import type { StateResolution } from '../model/state.js';
import { presentResolution } from '../present/state.js';

/** Resolves a state (code or alias) or throws STATE_NOT_FOUND with the likeliest codes. */
export function stateNamed(loaded: LoadedCalendar, text: string): State {
  const state = loaded.resolver.resolve(text);
  if (state !== undefined) return state;
  const suggestions = loaded.resolver.suggest(text);
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : ' See GET /v1/states for every code and alias.';
  throw new CalendarError('STATE_NOT_FOUND', `No state or federal territory matches "${text}".${hint}`, suggestions);
}

/** GET /states/resolve: the canonical state for a code, name or alias. */
export function resolveState(loaded: LoadedCalendar, text: string): StateResolution {
  return presentResolution(stateNamed(loaded, loaded.args.required('q', StateQueryParameter, text)));
}
