import { describe, expect, it } from 'vitest';
import { Arguments } from '../../src/arguments/arguments.js';
import { fromParts } from '../../src/core/civil-date.js';
import { defaulted, optional } from '../../src/model/parameter.js';
import { CLOSED, LIMIT, PARAMETERS, START, YEAR } from '../../src/model/parameters.js';
import { QUESTIONS } from '../../src/questions/question-table.js';

/**
 * The facts every interface reads by a parameter's name (the HTTP service's lists, the names
 * meant by others, the command line's flags) come from PARAMETERS: each question's parameter
 * must be that declaration or a variant of it, never a stray copy with facts of its own.
 */
describe('the parameters, declared once', () => {
  it('each name is declared once', () => {
    const names = PARAMETERS.map((declared) => declared.name);
    expect(names.length).toBe(new Set(names).size);
  });

  it("every question's parameter has the facts of its name's declaration", () => {
    for (const [question, declared] of Object.entries(QUESTIONS)) {
      for (const [name, parameter] of Object.entries(declared.parameters)) {
        const declaration = PARAMETERS.find((candidate) => candidate.name === name);
        expect(declaration, `${question} ${name}`).toBeDefined();
        const { schema: _schema, filled: _filled, ...facts } = parameter;
        const { schema: _declared, filled: _declaredFilled, ...declaredFacts } = declaration!;
        expect(facts, `${question} ${name}`).toEqual(declaredFacts);
      }
    }
  });

  it('a parameter a question fills when left out has a default to fill it with, which its schema documents', () => {
    for (const [question, declared] of Object.entries(QUESTIONS)) {
      for (const parameter of Object.values(declared.parameters))
        if (parameter.filled === true)
          expect(parameter.schema, `${question} ${parameter.name}`).toHaveProperty('default');
    }
  });

  it('no two parameters of a question are meant by the same other name: `from` names one', () => {
    for (const [question, declared] of Object.entries(QUESTIONS)) {
      const others = Object.values(declared.parameters).flatMap((parameter) => parameter.alsoCalled);
      expect(others.length, question).toBe(new Set(others).size);
    }
  });
});

describe('the arguments an answer receives', () => {
  it('are read as declared: a date as its day number, a list as its entries, a left-out value the question fills with its default', () => {
    const parameters = { start: START, closed: optional(CLOSED), limit: defaulted(LIMIT), year: optional(YEAR) };
    expect(
      new Arguments([]).check(parameters, { start: '2026-08-31', closed: '2026-12-24,2026-12-28..2026-12-31' }),
    ).toEqual({ start: fromParts(2026, 8, 31), closed: ['2026-12-24', '2026-12-28..2026-12-31'], limit: 1 });
  });

  it('are refused in the words of the check before they are read', () => {
    expect(() => new Arguments([]).check({ start: START }, { start: '2026-02-30' })).toThrow(
      "Parameter 'start' must be a real date written YYYY-MM-DD",
    );
  });
});
