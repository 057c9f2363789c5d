import type { Static, TObject, TProperties } from '@sinclair/typebox';
import { dependsOnEstimates } from './coverage.js';
import { echoedInputs } from './echoed-inputs.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { type Answer, type Question, argumentsOf } from './question.js';

/**
 * A question asked of a loaded calendar: its arguments checked against the question's
 * parameters, answered, and marked `estimated` when the days it read hold a projected one.
 */
export function ask<Data, I extends TProperties>(
  loaded: LoadedCalendar,
  question: Question<never, Data, I>,
  args: Record<string, unknown>,
): Answer<Data, Static<TObject<I>>> {
  const asked = question as unknown as Question;
  const checked = loaded.args.check(asked.parameters, args, asked.insteadOf);
  const resolved = asked.answer(loaded, checked as never) as {
    data: Data;
    inputs: Record<string, unknown>;
    basis?: { first: number; last: number; state?: string | null };
    estimateNote?: string;
  };
  const { basis } = resolved;
  const estimated =
    basis !== undefined && dependsOnEstimates(loaded, basis.first, basis.last, basis.state ?? undefined);
  return {
    data: resolved.data,
    inputs: echoedInputs(asked.inputs, checked, resolved.inputs) as Static<TObject<I>>,
    estimated,
    ...(estimated && resolved.estimateNote !== undefined ? { note: resolved.estimateNote } : {}),
  };
}

/** A method's call: its positional arguments and options as one object, then asked. */
export function askWith<Data, I extends TProperties>(
  loaded: LoadedCalendar,
  question: Question<never, Data, I>,
  values: readonly unknown[],
): Answer<Data, Static<TObject<I>>> {
  return ask(loaded, question, argumentsOf(question as unknown as Question, values));
}
