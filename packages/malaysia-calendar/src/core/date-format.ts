import { FormatRegistry } from '@sinclair/typebox';
import { parseIsoDate } from './civil-date.js';

// The schemas' `date` format (model/common.ts) for TypeBox's checkers: the data checks and the
// MCP tools' results (the library checks its arguments itself). ajv (the HTTP API) knows it
// through ajv-formats. Imported for its effect by each module that checks with TypeBox.
FormatRegistry.Set('date', (text) => parseIsoDate(text) !== undefined);
