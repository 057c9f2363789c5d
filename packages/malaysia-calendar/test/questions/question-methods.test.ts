import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionMethodsSource } from '../../build/question-methods-source.js';
import { askQuestion, createCalendar, MalaysiaCalendar, QUESTION_NAMES, QUESTIONS } from '../../src/index.js';

const file = new URL('../../src/calendar/question-methods.ts', import.meta.url);

describe("the calendar's methods: written out, one for each question of the table", () => {
  it('are the file the table makes: a question without its method, or a signature or words that differ, fails here', () => {
    // On a failure: npx tsx packages/malaysia-calendar/build/write-question-methods.ts writes it again.
    expect(readFileSync(file, 'utf8')).toBe(questionMethodsSource(QUESTIONS));
  });

  it('are methods of the class, not installed at run time', () => {
    for (const name of QUESTION_NAMES) {
      const owner = Object.getPrototypeOf(MalaysiaCalendar.prototype) as object;
      expect(Object.getOwnPropertyDescriptor(owner, name)?.value).toBeTypeOf('function');
    }
  });

  it('answer what the table answers for the same question', () => {
    const calendar = createCalendar({ now: () => new Date('2026-11-22T02:00:00Z') });
    // National Day, 31 August: a holiday in every state (Holidays Act 1951, First Schedule).
    expect(calendar.check('2026-08-31', 'selangor')).toEqual(
      askQuestion(calendar, 'check', { date: '2026-08-31', state: 'selangor' }).data,
    );
    expect(calendar.check('2026-08-31', 'selangor').isHoliday).toBe(true);
    expect(calendar.businessDays('2026-08-01', '2026-08-31', 'kl', { workweek: 'mon-fri' })).toEqual(
      askQuestion(calendar, 'businessDays', {
        start: '2026-08-01',
        end: '2026-08-31',
        state: 'kl',
        workweek: 'mon-fri',
      }).data,
    );
  });
});
