import { describe, expect, it } from 'vitest';
import { calendar } from '../../../test/support/fixtures.js';
import { holidayTable } from '../src/cli/views.js';
import { TextTable } from '../src/cli/text-table.js';
import { languageOfEnvironment } from '../src/cli/language.js';

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

describe('the tables in the reader’s language', () => {
  const newYear = calendar.holidays({ year: 2026, state: 'selangor' })[0]!;

  it.each([
    // data/names.yaml and data/glossary.yaml: 元旦 and ஆங்கிலப் புத்தாண்டு for New Year's Day.
    ['zh', ['日期', '假期', '类型', '状态'], '元旦', '已确认'],
    ['ta', ['தேதி', 'விடுமுறை', 'வகை', 'நிலை'], 'ஆங்கிலப் புத்தாண்டு', 'உறுதி'],
    ['ms', ['tarikh', 'cuti', 'jenis', 'status'], 'Tahun Baharu', 'disahkan'],
  ] as const)(
    'writes a %s holiday table with its own headers, names and statuses',
    (language, headers, name, status) => {
      const [header, row] = holidayTable(new TextTable(false, undefined, language), [newYear]).split('\n');
      for (const title of headers) expect(header).toContain(title);
      expect(row).toContain(name);
      expect(row).toContain(status);
      expect(row).not.toMatch(/New Year|confirmed|federal/);
    },
  );

  it('lines up Chinese columns by the two columns a Chinese character takes on a terminal', () => {
    const lines = holidayTable(
      new TextTable(false, undefined, 'zh'),
      calendar.holidays({ year: 2026, state: 'melaka' }),
    )
      .split('\n')
      .slice(1);
    const statusColumn = (line: string) => {
      const before = line.slice(0, line.indexOf('已确认'));
      return [...before].reduce(
        (width, character) => width + (/[\u3000-\u9fff\uff00-\uff60]/.test(character) ? 2 : 1),
        0,
      );
    };
    expect(new Set(lines.filter((line) => line.includes('已确认')).map(statusColumn)).size).toBe(1);
  });
});

describe('the command line’s language from the environment', () => {
  it.each([
    [{ LANG: 'ms_MY.UTF-8' }, 'ms'],
    [{ LANG: 'zh_CN.UTF-8' }, 'zh'],
    [{ LANG: 'ta_IN' }, 'ta'],
    [{ LANG: 'en_GB.UTF-8' }, 'en'],
    [{ LANG: 'C.UTF-8' }, 'en'],
    [{ LANG: 'fr_FR.UTF-8' }, 'en'],
    [{}, 'en'],
    [{ LANG: 'ms_MY.UTF-8', LC_ALL: 'ta_MY.UTF-8' }, 'ta'],
    [{ LANG: 'zh_CN.UTF-8', LC_MESSAGES: 'ms_MY', LC_ALL: '' }, 'ms'],
  ])('reads %o as %s, as POSIX orders LC_ALL, LC_MESSAGES and LANG', (environment, language) => {
    expect(languageOfEnvironment(environment)).toBe(language);
  });
});
