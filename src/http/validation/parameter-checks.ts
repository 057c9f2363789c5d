import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inAllowedCase } from 'malaysia-calendar';
import { MAX_INTEGER_CHARACTERS, emptyParameterProblem, notDecimalIntegerProblem, overlongIntegerProblem, unknownParametersOf } from './validation-problem.js';

/**
 * The query's checks before its schema's. Unknown parameter names are reported before any
 * value. Then type coercion would read `?days=` as 0 and `0x10`, `1e1` or `+5` as numbers:
 * refuse them first. Leading zeros are plain decimal (`month=02`), up to a length no value
 * needs (validation-problem.ts, MAX_INTEGER_CHARACTERS).
 */
export const parameterChecksPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async function checkParameters(request) {
      // A page reads the parameters it knows and ignores the rest; its errors are pages (src/web).
      if (request.routeOptions.config.page === true) return;
      const schema = request.routeOptions.schema?.querystring as { properties?: Record<string, { type?: string; enum?: string[] }> } | undefined;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const unknown = unknownParametersOf(query, schema);
      if (unknown !== undefined) throw unknown;
      for (const [name, value] of Object.entries(query)) {
        if (value === '') throw emptyParameterProblem(name);
        const property = schema?.properties !== undefined && Object.hasOwn(schema.properties, name) ? schema.properties[name]! : undefined;
        if (property?.type === 'integer' && typeof value === 'string') {
          if (!/^-?\d+$/.test(value)) throw notDecimalIntegerProblem(name, value);
          if (value.length > MAX_INTEGER_CHARACTERS) throw overlongIntegerProblem(name, value);
        }
        // Allowed values are read in any case, as the library reads them (group=a, type=SPM).
        if (property !== undefined) query[name] = inAllowedCase(property, value);
      }
    });
  },
  { name: 'parameter-checks' },
);
