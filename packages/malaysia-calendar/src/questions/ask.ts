import { dependsOnEstimates } from './coverage.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { type Answer, type Question, argumentsOf } from './question.js';

/**
 * A question asked of a loaded calendar: its arguments checked against the question's
 * parameters, answered, and marked `estimated` when the days it read hold a projected one.
 */
export function ask<Data, Inputs>(
  loaded: LoadedCalendar,
  question: Question<never, Data, Inputs>,
  args: Record<string, unknown>,
): Answer<Data, Inputs> {
  const asked = question as unknown as Question;
  const resolved = asked.answer(loaded, loaded.args.check(asked.parameters, args, asked.insteadOf) as never) as {
    data: Data;
    inputs: Inputs;
    basis?: { first: number; last: number; state?: string | null };
    estimateNote?: string;
  };
  const { basis } = resolved;
  const estimated =
    basis !== undefined && dependsOnEstimates(loaded, basis.first, basis.last, basis.state ?? undefined);
  return {
    data: resolved.data,
    inputs: resolved.inputs,
    estimated,
    ...(estimated && resolved.estimateNote !== undefined ? { note: resolved.estimateNote } : {}),
  };
}

/** A method's call: its positional arguments and options as one object, then asked. */
export function askWith<Data, Inputs>(
  loaded: LoadedCalendar,
  question: Question<never, Data, Inputs>,
  values: readonly unknown[],
): Answer<Data, Inputs> {
  return ask(loaded, question, argumentsOf(question as unknown as Question, values));
}
