import { PARAMETERS } from 'malaysia-calendar/model';

/** Query parameters that take a comma-separated list of a few words, and the words of each, as declared. */
const LISTS = new Map(
  PARAMETERS.flatMap((declared) => (declared.words === undefined ? [] : [[declared.name, declared.words] as const])),
);

interface Parameter {
  name: string;
  in: string;
  schema?: Record<string, unknown>;
  example?: unknown;
  style?: string;
  explode?: boolean;
}

/**
 * Documents each list parameter as OpenAPI writes a comma-separated list: an array of its
 * allowed words, `style: form`, `explode: false`, so generators type it as such. The request
 * schema stays a string (the query string holds one), read word by word by the calendar in
 * any case; `all` stands alone.
 */
export function withListParameters<D extends { paths?: Record<string, Record<string, { parameters?: Parameter[] }>> }>(
  document: D,
): D {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) {
        const words = parameter.in === 'query' ? LISTS.get(parameter.name) : undefined;
        if (words === undefined) continue;
        const {
          type: _string,
          pattern: _pattern,
          minLength: _min,
          maxLength: _max,
          default: byDefault,
          ...rest
        } = parameter.schema ?? {};
        parameter.schema = {
          ...rest,
          type: 'array',
          items: { type: 'string', enum: [...words] },
          ...(byDefault === undefined ? {} : { default: [byDefault] }),
        };
        if (typeof parameter.example === 'string') parameter.example = parameter.example.split(',');
        parameter.style = 'form';
        parameter.explode = false;
      }
    }
  }
  return document;
}
