import type { Command } from 'commander';
import type { CalendarError, Language } from 'malaysia-calendar';
import { REFUSAL_WORDS, refusalSentence } from '../words/refusal-words.js';

/** A note's `name=value` in the command's words: `status=all` is `--status all`. */
export function noteInFlagWords(note: string, command: Command): string {
  const flags = new Map(
    command.options
      .filter((option) => option.long !== undefined)
      .map((option) => [option.attributeName(), option.long!]),
  );
  return note.replace(/\b(\w+)=(\S+?)(?=[\s,.;:]|$)/g, (phrase, name: string, value: string) =>
    flags.has(name) ? `${flags.get(name)} ${value}` : phrase,
  );
}

/**
 * A refusal in the command line's words and `language`. The calendar's errors name its
 * parameters as the HTTP API does (`Parameter 'state'`); on the command line they name what
 * the person typed instead: the flag (`--state`) or the argument (`<date>`). A command's
 * argument that the API calls otherwise is named in `renamed` (the API's `days` is `add`'s
 * `<n>`). In a language other than English the refusal is said from its description
 * (words/refusal-words.ts), naming the same flags; one the library does not describe stays
 * its English message.
 */
export function inFlagWords(
  error: CalendarError,
  command: Command,
  language: Language,
  renamed: Readonly<Record<string, string>> = {},
): { message: string; suggestions: string[] } {
  const words = new Map<string, string>();
  for (const argument of command.registeredArguments) words.set(argument.name(), `<${argument.name()}>`);
  // The program's own flags too (`--estimates`, which the calendar reads when it is made).
  for (const option of [...command.options, ...(command.parent?.options ?? [])])
    if (option.long !== undefined) words.set(option.attributeName(), option.long);
  for (const [name, argument] of Object.entries(renamed)) words.set(name, `<${argument}>`);
  const refusalWords = REFUSAL_WORDS[language];
  const message =
    language !== 'en' && error.refusal !== undefined
      ? refusalSentence(language, error.refusal, (name) => words.get(name) ?? refusalWords.parameter(name))
      : error.message
          .replace(/Parameter '(\w+)'/g, (phrase, name: string) => words.get(name) ?? phrase)
          .replace(/'(\w+)'/g, (quoted, name: string) => words.get(name) ?? quoted);
  // A state that matches none is named by what carried it: `--state`, `<state>` or resolve's `<text>`.
  const stateWord = words.get('state') ?? words.get('q');
  // A state that resembles none: the command that lists them is the way to one.
  const hint = error.code === 'STATE_NOT_FOUND' && error.suggestions.length === 0 ? refusalWords.statesCommand : '';
  return {
    message:
      error.code === 'STATE_NOT_FOUND' && stateWord !== undefined
        ? `${stateWord}${refusalWords.colon}${message}${hint}`
        : `${message}${hint}`,
    // A parameter the message names (`Give 'state' or 'group'`) is suggested as its flag; a value (`state`, a type) as itself.
    suggestions: error.suggestions.map((suggestion) =>
      error.message.includes(`'${suggestion}'`) ? (words.get(suggestion) ?? suggestion) : suggestion,
    ),
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
