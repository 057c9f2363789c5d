import type { HolidayType } from './holiday.js';
import type { Language } from './language.js';

/**
 * Each holiday type in each language, as a table's cell or a sentence carries it: the command
 * line's tables and the pages (which capitalise it as a label) say it alike, from this one
 * table. The feeds' categories are whole phrases of their own (feed/feed-words.ts).
 */
export const HOLIDAY_TYPE_WORDS: Readonly<Record<Language, Readonly<Record<HolidayType, string>>>> = {
  en: {
    federal: 'federal',
    state: 'state',
    islamic: 'Islamic',
    islamic_state: 'Islamic (state)',
    replacement: 'replacement',
    adhoc: 'additional',
  },
  ms: {
    federal: 'persekutuan',
    state: 'negeri',
    islamic: 'Islam',
    islamic_state: 'Islam (negeri)',
    replacement: 'cuti ganti',
    adhoc: 'cuti peristiwa',
  },
  zh: {
    federal: '联邦',
    state: '州',
    islamic: '伊斯兰',
    islamic_state: '伊斯兰（州）',
    replacement: '补假',
    adhoc: '特别假期',
  },
  ta: {
    federal: 'கூட்டரசு',
    state: 'மாநிலம்',
    islamic: 'இஸ்லாமிய விடுமுறை',
    islamic_state: 'மாநில இஸ்லாமிய விடுமுறை',
    replacement: 'மாற்று விடுமுறை',
    adhoc: 'சிறப்பு விடுமுறை',
  },
};
