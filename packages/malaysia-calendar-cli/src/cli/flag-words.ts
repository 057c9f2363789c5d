import type { Command } from 'commander';
import type { CalendarError } from 'malaysia-calendar';

/** The API's pointer to its list of states, which a person at the command line reaches with a command instead. */
const API_STATES_HINT = 'See GET /v1/states for every code and alias.';

/**
 * The calendar's errors name its parameters as the HTTP API does (`Parameter 'state'`); on
 * the command line they name what the person typed instead: the flag (`--state`) or the
 * argument (`<date>`). A command's argument that the API calls otherwise is named in
 * `renamed` (the API's `days` is `add`'s `<n>`).
 */
export function inFlagWords(error: CalendarError, command: Command, renamed: Readonly<Record<string, string>> = {}): { message: string; suggestions: string[] } {
  const words = new Map<string, string>();
  for (const argument of command.registeredArguments) words.set(argument.name(), `<${argument.name()}>`);
  for (const option of command.options) if (option.long !== undefined) words.set(option.attributeName(), option.long);
  for (const [name, argument] of Object.entries(renamed)) words.set(name, `<${argument}>`);
  const message = error.message
    .replace(/Parameter '(\w+)'/g, (phrase, name: string) => words.get(name) ?? phrase)
    .replace(/'(\w+)'/g, (quoted, name: string) => words.get(name) ?? quoted)
    .replace(API_STATES_HINT, '`malaysia-calendar states` lists every code and alias.');
  // A state that matches none is named by what carried it: `--state`, `<state>` or resolve's `<text>`.
  const stateWord = words.get('state') ?? words.get('q');
  return {
    message: error.code === 'STATE_NOT_FOUND' && stateWord !== undefined ? `${stateWord}: ${message}` : message,
    suggestions: error.suggestions.map((suggestion) => words.get(suggestion) ?? suggestion),
  };
}

/** Makes giving a flag that takes one value more than once an error, rather than the last one silently winning. */
export function refuseRepeatedFlags(program: Command): void {
  for (const command of [program, ...program.commands]) {
    for (const option of command.options) {
      if (!option.required && !option.optional) continue;
      let given = false;
      command.on(`option:${option.name()}`, () => {
        if (given) command.error(`error: ${option.long} was given more than once; give it once`);
        given = true;
      });
    }
  }
}
