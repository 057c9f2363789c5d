import type { TProperties } from '@sinclair/typebox';
import { echoedValue } from '../arguments/read-value.js';
import { type EchoMark, echoOf } from '../model/echo.js';

/** An input of a question's answer, in its schema's order, and how to echo it when it echoes a parameter. */
interface Input {
  name: string;
  echo: EchoMark | undefined;
}

/** Each question's inputs, worked out once; null for a question whose answer writes all its inputs. */
const INPUTS = new WeakMap<TProperties, readonly Input[] | null>();

function inputsOf(schemas: TProperties): readonly Input[] | null {
  const known = INPUTS.get(schemas);
  if (known !== undefined) return known;
  const inputs = Object.entries(schemas).map(([name, schema]) => ({ name, echo: echoOf(schema) }));
  const echoing = inputs.some((input) => input.echo !== undefined) ? inputs : null;
  INPUTS.set(schemas, echoing);
  return echoing;
}

/**
 * An answer's inputs, in its schema's order: what the answer computed (a state's canonical
 * code, a default of the clock's year), and the parameters its schema echoes (`echo`), as
 * they were given, read back into text.
 */
export function echoedInputs(
  schemas: TProperties,
  args: Readonly<Record<string, unknown>>,
  computed: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const inputs = inputsOf(schemas);
  if (inputs === null) return computed as Record<string, unknown>;
  const echoed: Record<string, unknown> = {};
  for (const { name, echo } of inputs) {
    if (Object.hasOwn(computed, name)) echoed[name] = computed[name];
    else if (echo !== undefined) {
      const value = args[name];
      if (value !== undefined) echoed[name] = echoedValue(echo.reading, value);
      else if (echo.absent === 'null') echoed[name] = null;
    }
  }
  return echoed;
}
