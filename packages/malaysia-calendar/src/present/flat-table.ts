import type { TSchema } from '@sinclair/typebox';

/** The parts of a JSON schema a flat table reads. */
interface Shape {
  properties?: Record<string, Shape>;
  items?: Shape;
  anyOf?: Shape[];
}

interface Column {
  name: string;
  cell(record: unknown): string;
}

/** What separates the values of an array in one cell. */
const LIST_SEPARATOR = ';';

/**
 * Records as a table of one row each, with a header row: the columns of the CSV answers and
 * of `--csv`, read from the records' schema so a field added to it becomes a column. A nested
 * object becomes one column per field (`name` → `name_ms`, `name_en`, `name_zh`); an array of
 * values one cell with them joined by `;` (`states`); an array of records with an `id` the ids
 * joined so (a long weekend's holidays); any other array of objects (a term's segments, a
 * state's weekend history) its JSON. A field absent or null is an empty cell.
 */
export function flatTable(schema: TSchema, records: readonly unknown[]): string[][] {
  const columns = columnsOf(schema as Shape, '', (record) => record);
  return [
    columns.map((column) => column.name),
    ...records.map((record) => columns.map((column) => column.cell(record))),
  ];
}

function columnsOf(shape: Shape, name: string, read: (record: unknown) => unknown): Column[] {
  const object =
    shape.properties === undefined ? shape.anyOf?.find((member) => member.properties !== undefined) : shape;
  if (object?.properties === undefined) return [{ name, cell: (record) => cellOf(read(record), shape) }];
  return Object.entries(object.properties).flatMap(([key, field]) =>
    columnsOf(
      field,
      name === '' ? key : `${name}_${key}`,
      (record) => (read(record) as Record<string, unknown> | null | undefined)?.[key],
    ),
  );
}

function cellOf(value: unknown, shape: Shape): string {
  if (value === undefined || value === null) return '';
  if (!Array.isArray(value)) return String(value);
  const item = shape.items?.properties;
  if (item === undefined) return value.join(LIST_SEPARATOR);
  if (item.id !== undefined) return value.map((record: { id: string }) => record.id).join(LIST_SEPARATOR);
  return JSON.stringify(value);
}
