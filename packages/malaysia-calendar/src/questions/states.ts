import { CalendarError } from '../errors/calendar-error.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { question } from './question.js';
import * as Type from '@sinclair/typebox/type';
import type { State } from '../core/state.js';
import { STATE_QUERY } from '../model/parameters.js';
import { echo } from '../model/echo.js';
import { StateRecord, StateResolution } from '../model/state.js';
import { presentResolution } from '../present/state.js';

/** Resolves a state (code or alias) or throws STATE_NOT_FOUND with the likeliest codes (none: every interface names its own list of states). */
export function stateNamed(loaded: LoadedCalendar, text: string): State {
  const state = loaded.resolver.resolve(text);
  if (state !== undefined) return state;
  const suggestions = loaded.resolver.suggest(text);
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : '';
  throw new CalendarError('STATE_NOT_FOUND', `No state or federal territory matches "${text}".${hint}`, suggestions, {
    kind: 'stateNotFound',
    text,
    suggestions,
  });
}

export const listStates = question({
  summary: 'Every state and federal territory',
  description:
    'The 13 states and 3 federal territories, each with every accepted alias (names in English and Malay, ISO 3166-2 and three-letter codes, short forms) and its weekend and school-group history, most recent period first.',
  parameters: {},
  positional: [],
  result: Type.Array(StateRecord),
  inputs: {},
  records: { schema: StateRecord },
  answer: (loaded) => ({ data: loaded.stateRecords, inputs: {} }),
});

export const resolveState = question({
  summary: 'Resolve a code, name or alias to the canonical state',
  description:
    'The canonical code of a state or federal territory from any code, name or alias (English or Malay, ISO 3166-2, three-letter codes, short forms such as KL or N9), with its names, type and school group. ' +
    'Ignores case, spaces, punctuation and honorifics. No match: STATE_NOT_FOUND with the likeliest codes.',
  parameters: { q: STATE_QUERY },
  positional: ['q'],
  result: StateResolution,
  inputs: { q: echo(STATE_QUERY) },
  answer: (loaded, args) => ({ data: presentResolution(stateNamed(loaded, args.q)), inputs: {} }),
});
