import { describe, expect, it } from 'vitest';
import { PARAMETERS } from '../../src/model/parameters.js';
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
        const { schema: _schema, ...facts } = parameter;
        const { schema: _declared, ...declaredFacts } = declaration!;
        expect(facts, `${question} ${name}`).toEqual(declaredFacts);
      }
    }
  });

  it('no two parameters of a question are meant by the same other name: `from` names one', () => {
    for (const [question, declared] of Object.entries(QUESTIONS)) {
      const others = Object.values(declared.parameters).flatMap((parameter) => parameter.alsoCalled);
      expect(others.length, question).toBe(new Set(others).size);
    }
  });
});
