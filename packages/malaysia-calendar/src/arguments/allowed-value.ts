/**
 * An allowed value as its schema spells it, whatever the case it was written in (`group=a` →
 * `A`, `type=SPM` → `spm`), as states are matched already; anything else as it came, for the
 * checks to refuse in their own words.
 */
export function inAllowedCase(schema: { enum?: readonly string[] }, value: unknown): unknown {
  if (schema.enum === undefined || typeof value !== 'string') return value;
  return schema.enum.find((allowed) => allowed.toLowerCase() === value.toLowerCase()) ?? value;
}
