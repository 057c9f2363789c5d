import { type TProperties, type TSchema, Type } from '@sinclair/typebox';

/**
 * The success envelope: `data` plus `meta`, which echoes the resolved inputs and the data
 * version (nothing per request, so identical requests give identical bytes).
 */
export function Envelope<D extends TSchema, M extends TProperties>(data: D, meta: M) {
  return Type.Object({
    data,
    meta: Type.Object({
      ...meta,
      estimated: Type.Optional(
        Type.Literal(true, {
          description:
            'Present (true) when the answer rests on a projected day: a year past the gazette, or a day of history no source dates',
        }),
      ),
      dataVersion: Type.String({ description: 'Version of the bundled data' }),
    }),
  });
}

export const ListMeta = { total: Type.Integer({ description: 'Number of records in data' }) };

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      suggestions: Type.Optional(Type.Array(Type.String())),
      retryAfter: Type.Optional(Type.Integer({ description: 'Seconds to wait (RATE_LIMITED only)' })),
    }),
  },
  { title: 'ErrorEnvelope', description: 'Error envelope' },
);
