import type { Static, TObject } from '@sinclair/typebox';
import { schemaProblem } from 'malaysia-calendar/adapters';

interface Issue {
  message: string;
  path?: PropertyKey[];
}

type Result<T> = { value: T; issues?: undefined } | { issues: Issue[] };

/**
 * A TypeBox schema in the Standard Schema form (with its JSON Schema) that the MCP SDK takes
 * for a tool's input and output, so that the tools are declared with the calendar's own
 * model rather than a second copy in another schema language.
 */
interface StandardSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'typebox';
    readonly validate: (value: unknown) => Result<T>;
    readonly jsonSchema: {
      readonly input: () => Record<string, unknown>;
      readonly output: () => Record<string, unknown>;
    };
    readonly types?: { readonly input: T; readonly output: T };
  };
}

function withSchema<T extends TObject>(
  schema: T,
  validate: (value: unknown) => Result<Static<T>>,
): StandardSchema<Static<T>> {
  // JSON Schema as published: TypeBox's own symbol keys do not survive JSON.
  const json = () => JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return { '~standard': { version: 1, vendor: 'typebox', validate, jsonSchema: { input: json, output: json } } };
}

/**
 * A tool's arguments, advertised with every rule of the schema but checked only for their
 * shape (known names, strings and numbers): the calendar checks the rest and answers a
 * breach with its own message and suggestions, which a generic schema error would lose.
 */
export function toolInput<T extends TObject>(schema: T): StandardSchema<Static<T>> {
  return withSchema(schema, (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { issues: [{ message: 'The arguments must be an object.' }] };
    const known = schema.properties as Record<string, { type?: string }>;
    for (const [name, argument] of Object.entries(value)) {
      const type = Object.hasOwn(known, name) ? known[name]!.type : undefined;
      if (type === undefined)
        return {
          issues: [
            { message: `Unknown argument '${name}'; this tool takes: ${Object.keys(known).join(', ')}.`, path: [name] },
          ],
        };
      const ok = type === 'string' ? typeof argument === 'string' : typeof argument === 'number';
      if (!ok)
        return {
          issues: [
            { message: `Argument '${name}' must be ${type === 'string' ? 'a string' : 'a number'}.`, path: [name] },
          ],
        };
    }
    return { value: value as Static<T> };
  });
}

/** A tool's structured result, checked in full against the served shape. */
export function toolOutput<T extends TObject>(schema: T): StandardSchema<Static<T>> {
  return withSchema(schema, (value) => {
    const problem = schemaProblem(schema, value);
    return problem === undefined
      ? { value: value as Static<T> }
      : { issues: [{ message: problem.message, path: problem.path.split('/').filter(Boolean) }] };
  });
}
