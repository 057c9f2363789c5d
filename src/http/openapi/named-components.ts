type Node = Record<string, unknown>;

/**
 * Gives every titled schema of an OpenAPI document a name: it moves to
 * `components.schemas[title]` and each place that used it refers there with `$ref`, so a
 * generated client has a Holiday, a DateCheck and an ErrorEnvelope type. The schemas are
 * composed in TypeBox, where a record is a value reused by the schemas around it;
 * @fastify/swagger writes such values out in full wherever they occur, and names only
 * schemas registered apart with addSchema, which fast-json-stringify and the library's
 * checks would then have to resolve by reference.
 */
export function withNamedComponents<D extends { components?: { schemas?: Record<string, unknown> } }>(document: D): D {
  const named = new Map<string, unknown>();
  const name = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(name);
    if (node === null || typeof node !== 'object') return node;
    // Examples are data, not schemas: left as they are.
    const inner = Object.fromEntries(
      Object.entries(node as Node).map(([key, value]) => [
        key,
        key === 'examples' || key === 'example' ? value : name(value),
      ]),
    );
    const title = inner.title;
    if (typeof title !== 'string' || !('type' in inner)) return inner;
    const kept = named.get(title);
    if (kept !== undefined && JSON.stringify(kept) !== JSON.stringify(inner))
      throw new Error(`Two different schemas are titled ${title}`);
    named.set(title, inner);
    return { $ref: `#/components/schemas/${title}` };
  };
  const result = name(document) as D;
  result.components = {
    ...result.components,
    schemas: {
      ...result.components?.schemas,
      ...Object.fromEntries([...named].sort(([a], [b]) => a.localeCompare(b))),
    },
  };
  return result;
}
