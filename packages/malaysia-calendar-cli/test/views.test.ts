import { describe, expect, it } from 'vitest';
import { calendar } from '../../../test/support/fixtures.js';
import { holidayTable } from '../src/cli/views.js';
import { TextTable } from '../src/cli/text-table.js';

describe('the holiday table', () => {
  const kept = (states: string[]) =>
    holidayTable(new TextTable(false), [{ ...calendar.holidays({ year: 2026 })[0]!, states }])
      .split('\n')[1]!
      .trimEnd();

  it('says where a holiday is kept in a few words: every state, the few it is kept in, or how many', () => {
    expect(kept(['*'])).toMatch(/all states$/);
    expect(kept(calendar.states().map((state) => state.code))).toMatch(/all states$/);
    expect(kept(['selangor'])).toMatch(/ selangor$/);
    expect(kept(['johor', 'kedah', 'perlis'])).toMatch(/johor, kedah, perlis$/);
    expect(kept(['johor', 'kedah', 'perlis', 'sabah'])).toMatch(/ 4 states$/);
  });
});
