/** Keywords of a member that fast-json-stringify would not keep beside `nullable` (it resolves `$ref` first). */
const COMPOSING = ['$ref', 'anyOf', 'oneOf', 'allOf', 'if', 'not'];

/**
 * A response schema as fast-json-stringify is given it: each nullable value, which TypeBox writes
 * as `anyOf` a schema and `null` (`Type.Union([Type.String(), Type.Null()])`), as that schema
 * with `nullable: true`. Both describe the same values and the serializer writes them alike;
 * but for `anyOf` fast-json-stringify asks ajv at each serialization which member a value
 * matches, and ajv compiles every member on its first use: 35-40 ms of the service's first
 * answer (docs/benchmarks.md, "Issue 41: nullable values"). The route's own schema, which the
 * OpenAPI document shows, is left as it is.
 */
export function withNullableKeywords<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withNullableKeywords) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const { anyOf, ...rest } = schema as { anyOf?: unknown };
  const member = nullableMember(anyOf);
  const converted = Object.fromEntries(
    Object.entries(member === undefined ? schema : rest).map(([key, value]) => [key, withNullableKeywords(value)]),
  );
  return (member === undefined ? converted : { ...converted, ...withNullableKeywords(member), nullable: true }) as T;
}

/** The other member of `anyOf: [schema, { type: 'null' }]` (in either order), if that is what `anyOf` is. */
function nullableMember(anyOf: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const isNull = (member: unknown) =>
    typeof member === 'object' &&
    member !== null &&
    Object.keys(member).length === 1 &&
    (member as { type?: unknown }).type === 'null';
  const other: unknown = isNull(anyOf[0]) ? anyOf[1] : isNull(anyOf[1]) ? anyOf[0] : undefined;
  if (typeof other !== 'object' || other === null || Array.isArray(other)) return undefined;
  const member = other as Record<string, unknown>;
  return typeof member.type === 'string' && COMPOSING.every((keyword) => !(keyword in member)) ? member : undefined;
}
