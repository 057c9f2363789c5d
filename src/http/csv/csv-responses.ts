interface Operation {
  operationId?: string;
  responses?: Record<
    string,
    { description?: string; content?: Record<string, unknown>; headers?: Record<string, unknown> }
  >;
}

const CSV_MEDIA_TYPE = {
  schema: {
    type: 'string',
    description:
      'RFC 4180 CSV in UTF-8 with a byte-order mark: a header row, then one row per record. Nested fields are columns of their own (name_ms, name_en, name_zh); ' +
      'arrays are joined with ";" (records by their ids); an absent or null field is an empty cell.',
  },
};

const CSV_HEADERS = {
  'Content-Disposition': {
    description: 'On CSV: attachment; filename="malaysia-calendar-{path}[-{year}][-{state}][-{start}][-{end}].csv"',
    schema: { type: 'string' },
  },
  Vary: {
    description: 'Accept, Accept-Encoding: the answer depends on whether Accept asks for text/csv',
    schema: { type: 'string' },
  },
};

/**
 * Documents the CSV answer of each list (csv-lists.ts): `text/csv` beside
 * `application/json` in its 200, with the headers that come with it.
 */
export function withCsvResponses<D extends { paths?: Record<string, Record<string, Operation>> }>(
  document: D,
  operations: ReadonlySet<string>,
): D {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const success =
        operation.operationId !== undefined && operations.has(operation.operationId)
          ? operation.responses?.['200']
          : undefined;
      if (success === undefined) continue;
      success.content = { ...success.content, 'text/csv': CSV_MEDIA_TYPE };
      success.headers = { ...success.headers, ...CSV_HEADERS };
    }
  }
  return document;
}
