import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIST_PARAMETERS, readWritten } from 'malaysia-calendar/adapters';
import { emptyParameterProblem, repeatedParameterProblem, unknownParametersOf } from './validation-problem.js';

/**
 * What only a query string can get wrong, checked before its values are. Unknown parameter
 * names are reported before any value; then a parameter given twice (a list parameter given
 * several times is its list, joined with commas), an empty one (`?days=`, which type coercion
 * would read as 0). Each value is then read as the command line reads it (the library's
 * readWritten): an integer only in decimal digits (not `0x10`, `1e1`, `+5`) and no longer than
 * any value needs, allowed values in any case. For the questions of the library's table, the
 * library then checks every value against the same schemas.
 */
export const parameterChecksPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async function checkParameters(request) {
      // A page reads the parameters it knows and ignores the rest; its errors are pages (src/web).
      if (request.routeOptions.config.page === true) return;
      const schema = request.routeOptions.schema?.querystring as
        | { properties?: Record<string, { type?: string; enum?: string[] }> }
        | undefined;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const unknown = unknownParametersOf(query, schema);
      if (unknown !== undefined) throw unknown;
      for (const [name, given] of Object.entries(query)) {
        // A list given as the parameter repeated is the same list written with commas.
        const value = Array.isArray(given) && LIST_PARAMETERS.has(name) ? given.join(',') : given;
        if (Array.isArray(value)) throw repeatedParameterProblem(name, value);
        query[name] = value;
        if (value === '') throw emptyParameterProblem(name);
        const property =
          schema?.properties !== undefined && Object.hasOwn(schema.properties, name)
            ? schema.properties[name]!
            : undefined;
        if (property !== undefined && typeof value === 'string') query[name] = readWritten(name, property, value);
      }
    });
  },
  { name: 'parameter-checks' },
);
