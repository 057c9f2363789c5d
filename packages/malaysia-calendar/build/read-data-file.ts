import { readFileSync } from 'node:fs';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { parse } from 'yaml';
import '../src/core/date-format.js';

/** Reads one YAML data file and checks it against its schema, naming each failing record. */
export function readDataFile<T extends TSchema>(
  path: string,
  label: string,
  schema: T,
  problems: string[],
): Static<T> | undefined {
  let content: unknown;
  try {
    content = parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push(`${label}: not readable YAML (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
  const errors = [...Value.Errors(schema, content)];
  if (errors.length === 0) return content as Static<T>;
  // A union reports every branch it tried; the first error per path is the useful one.
  const seen = new Set<string>();
  for (const error of errors) {
    if (seen.has(error.path)) continue;
    seen.add(error.path);
    problems.push(
      `${label}: ${describePath(content, error.path)}: ${error.message} (got ${JSON.stringify(error.value)})`,
    );
    if (seen.size >= 20) break;
  }
  return undefined;
}

/** `/holidays/3/date` becomes `holidays[3] (2026-x) date` (a record's id, a state's code, a rule's slug), so a reviewer finds the record. */
function describePath(content: unknown, path: string): string {
  const parts = path.split('/').filter(Boolean);
  let node: unknown = content;
  let text = '';
  for (const part of parts) {
    node = (node as Record<string, unknown> | undefined)?.[part];
    if (/^\d+$/.test(part)) {
      text += `[${part}]`;
      const record = node as { id?: unknown; code?: unknown; slug?: unknown } | undefined;
      const id = record?.id ?? record?.code ?? record?.slug;
      if (typeof id === 'string') text += ` (${id})`;
    } else {
      text += text === '' ? part : `.${part}`;
    }
  }
  return text === '' ? 'file' : text;
}
