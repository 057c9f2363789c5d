import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { withNullableKeywords } from './nullable-keywords.js';

type Validator = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * Fastify's own schema compilers (ajv for requests, fast-json-stringify for responses), told
 * to compile each route's validator and serializer when the route is first asked rather than
 * all at start-up. Compiling them all took about a quarter of a second before the service
 * could answer anything; now a route pays its few milliseconds once, on its first request. The
 * serializers are given nullable values with the `nullable` keyword (nullable-keywords.ts).
 */
export function lazyCompilers() {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  return {
    buildValidator: (...setup: Parameters<typeof buildValidator>) => {
      const compile = buildValidator(...setup);
      return (route: Parameters<typeof compile>[0]) => {
        let validate: Validator | undefined;
        const lazy: Validator = (data) => {
          validate ??= compile(route) as Validator;
          const result = validate(data);
          // Fastify reads a failed validation's errors from the function it was given.
          lazy.errors = validate.errors;
          return result;
        };
        return lazy;
      };
    },
    buildSerializer: (...[externalSchemas, options]: Parameters<typeof buildSerializer>) => {
      const compile = buildSerializer(withNullableKeywords(externalSchemas), options);
      return (route: Parameters<typeof compile>[0]) => {
        let serialize: ((document: unknown) => string) | undefined;
        return (document: unknown) => {
          serialize ??= compile({ ...route, schema: withNullableKeywords(route.schema) });
          return serialize(document);
        };
      };
    },
  };
}
