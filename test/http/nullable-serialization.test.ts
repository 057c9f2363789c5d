import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { lazyCompilers } from '../../src/http/schemas/lazy-compilers.js';
import { withNullableKeywords } from '../../src/http/schemas/nullable-keywords.js';

// Nullable values as the model declares them (`Nullable`: a union with null), at the top, in
// objects, in arrays of objects, and a nullable object holding one.
const Answer = Type.Object({
  state: Type.Union([Type.String(), Type.Null()]),
  month: Type.Union([Type.Integer(), Type.Null()]),
  term: Type.Union([
    Type.Object({ id: Type.String(), startDate: Type.String({ format: 'date' }), term: Type.Integer() }),
    Type.Null(),
  ]),
  days: Type.Array(
    Type.Object({
      holiday: Type.Union([
        Type.Null(),
        Type.Object({ name: Type.String(), note: Type.Union([Type.String(), Type.Null()]) }),
      ]),
    }),
  ),
});

describe('nullable values, as the service serializes them', () => {
  const serialize = lazyCompilers().buildSerializer(
    {},
    {},
  )({
    schema: Answer,
    method: 'GET',
    url: '/answer',
    httpStatus: '200',
  });

  it('writes null and every other value as JSON does', () => {
    const answers = [
      { state: null, month: null, term: null, days: [] },
      {
        state: 'kedah',
        month: 8,
        term: { id: '2026-1', startDate: '2026-01-12', term: 1 },
        days: [
          { holiday: null },
          { holiday: { name: 'Cuti Penggal 1', note: null } },
          { holiday: { name: 'x', note: 'y' } },
        ],
      },
    ];
    for (const answer of answers) expect(serialize(answer)).toBe(JSON.stringify(answer));
  });

  it('gives the serializer no union with null to test each value against, and leaves the route schema as it was', () => {
    const before = JSON.stringify(Answer);
    expect(JSON.stringify(withNullableKeywords(Answer))).not.toContain('anyOf');
    expect(JSON.stringify(Answer)).toBe(before);
    // A union it cannot write so (a reference, which the serializer resolves without the keyword) is kept.
    const referenced = { anyOf: [{ $ref: 'Holiday#' }, { type: 'null' }] };
    expect(withNullableKeywords(referenced)).toEqual(referenced);
  });
});
