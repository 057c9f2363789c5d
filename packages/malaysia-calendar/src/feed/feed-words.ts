import type { State } from '../core/state.js';
import type { HolidayType } from '../model/holiday.js';
import type { FeedLanguage } from '../model/parameters.js';
import type { SchoolGroup } from '../model/common.js';
import { type RecordStatus, STATUS_WORDS } from '../model/status-words.js';

/**
 * The words a feed writes around the data, in its language. Most calendar apps never show
 * STATUS:TENTATIVE, so a tentative event's title says it too.
 */
export interface FeedWords {
  stateName(state: State): string;
  calendarName(state: State): string;
  /** What the calendar holds: the state and the years (first to last). */
  calendarDescription(state: State, firstYear: number, lastYear: number): string;
  tentativeTitle(title: string): string;
  /** A record's names in its description: the Malay (official) one, with the English one beside it in the English feed only. */
  names(name: { ms: string; en: string }): string;
  holidayType: Readonly<Record<HolidayType, string>>;
  status: Readonly<Record<RecordStatus, string>>;
  /** Said of a projected (estimated) holiday. */
  projected: string;
  schoolHoliday(group: SchoolGroup): string;
  nationalExam(type: string): string;
  /** A workplace's own days in its team's feed: the days it closes, and the days it opens on a holiday or a day off. */
  workplaceClosed: string;
  workplaceOpen: string;
  workplaceDay: string;
  /**
   * An event's CATEGORIES: its kind in words (the feed's own holidayType, "School holiday" …).
   * English keeps the record's type code (`federal`, `islamic_state`), which its subscribers'
   * filters may already match.
   */
  category(code: string, inWords: string): string;
}

/** English's category: the record's type code. */
const typeCode = (code: string) => code;
/** Every other language's: its words. */
const inWords = (_code: string, words: string) => words;

/** The Malay name, the official one. */
const officialName = (name: { ms: string }) => name.ms;

const years = (first: number, last: number, to: string) => (first === last ? String(first) : `${first}${to}${last}`);

export const FEED_WORDS: ReadonlyMap<FeedLanguage, FeedWords> = new Map<FeedLanguage, FeedWords>([
  [
    'en',
    {
      stateName: (state) => state.name.en,
      calendarName: (state) => `Malaysian calendar: ${state.name.en}`,
      calendarDescription: (state, first, last) =>
        `Public holidays (replacement and additional days included) for ${state.name.en}, ${years(first, last, ' to ')}, from the Malaysian Calendar Service.`,
      tentativeTitle: (title) => `${title} (tentative)`,
      names: (name) => `${name.ms} / ${name.en}`,
      holidayType: {
        federal: 'Federal holiday',
        state: 'State holiday',
        islamic: 'Islamic holiday',
        islamic_state: 'Islamic state holiday',
        replacement: 'Replacement holiday',
        adhoc: 'Additional holiday',
      },
      status: STATUS_WORDS.en,
      projected: 'projected from the rules, not yet gazetted',
      workplaceClosed: 'Workplace closed',
      workplaceOpen: 'Workplace open',
      workplaceDay: "The workplace's own day, as given in the feed's address",
      schoolHoliday: (group) => `School holiday, group ${group}`,
      nationalExam: (type) => `National exam (${type})`,
      category: typeCode,
    },
  ],
  [
    'ms',
    {
      stateName: (state) => state.name.ms,
      calendarName: (state) => `Kalendar ${state.name.ms}`,
      calendarDescription: (state, first, last) =>
        `Cuti umum (termasuk cuti ganti dan cuti tambahan) bagi ${state.name.ms}, ${years(first, last, ' hingga ')}, daripada perkhidmatan Kalendar Malaysia.`,
      tentativeTitle: (title) => `${title} (tentatif)`,
      names: officialName,
      holidayType: {
        federal: 'Cuti umum persekutuan',
        state: 'Cuti umum negeri',
        islamic: 'Cuti umum Islam',
        islamic_state: 'Cuti umum Islam negeri',
        replacement: 'Cuti ganti',
        adhoc: 'Cuti peristiwa',
      },
      status: STATUS_WORDS.ms,
      projected: 'unjuran daripada peraturan, belum diwartakan',
      workplaceClosed: 'Tempat kerja ditutup',
      workplaceOpen: 'Tempat kerja dibuka',
      workplaceDay: 'Hari tempat kerja sendiri, seperti dalam alamat suapan',
      schoolHoliday: (group) => `Cuti sekolah, kumpulan ${group}`,
      nationalExam: (type) => `Peperiksaan awam (${type})`,
      category: inWords,
    },
  ],
  [
    'zh',
    {
      stateName: (state) => state.name.zh ?? state.name.ms,
      calendarName: (state) => `马来西亚日历：${state.name.zh ?? state.name.ms}`,
      calendarDescription: (state, first, last) =>
        `${state.name.zh ?? state.name.ms}${years(first, last, '至')}年的公共假期（包括补假和特别假期），来自马来西亚日历服务。`,
      tentativeTitle: (title) => `${title}（暂定）`,
      names: officialName,
      holidayType: {
        federal: '联邦公共假期',
        state: '州公共假期',
        islamic: '伊斯兰节日假期',
        islamic_state: '州伊斯兰节日假期',
        replacement: '补假',
        adhoc: '特别假期',
      },
      status: STATUS_WORDS.zh,
      projected: '按规则推算，尚未刊宪',
      workplaceClosed: '工作场所休息',
      workplaceOpen: '工作场所照常上班',
      workplaceDay: '工作场所自定的日子，见订阅地址',
      schoolHoliday: (group) => `学校假期，${group}组`,
      nationalExam: (type) => `全国考试（${type}）`,
      category: inWords,
    },
  ],
  [
    'ta',
    {
      stateName: (state) => state.name.ta ?? state.name.ms,
      calendarName: (state) => `மலேசிய நாள்காட்டி: ${state.name.ta ?? state.name.ms}`,
      calendarDescription: (state, first, last) =>
        `${state.name.ta ?? state.name.ms}: ${years(first, last, ' முதல் ')}${first === last ? '' : ' வரை'} பொது விடுமுறைகள் (மாற்று, சிறப்பு விடுமுறைகள் உட்பட), மலேசிய நாள்காட்டிச் சேவை வழங்குவது.`,
      tentativeTitle: (title) => `${title} (தற்காலிகம்)`,
      names: officialName,
      holidayType: {
        federal: 'கூட்டரசுப் பொது விடுமுறை',
        state: 'மாநிலப் பொது விடுமுறை',
        islamic: 'இஸ்லாமியப் பொது விடுமுறை',
        islamic_state: 'மாநில இஸ்லாமியப் பொது விடுமுறை',
        replacement: 'மாற்று விடுமுறை',
        adhoc: 'சிறப்பு விடுமுறை',
      },
      status: STATUS_WORDS.ta,
      projected: 'விதிகளின்படி கணிப்பு, இன்னும் அரசிதழில் இல்லை',
      workplaceClosed: 'பணியிடம் மூடப்பட்டுள்ளது',
      workplaceOpen: 'பணியிடம் திறந்திருக்கும்',
      workplaceDay: 'பணியிடத்தின் சொந்த நாள், ஊட்ட முகவரியில் உள்ளபடி',
      schoolHoliday: (group) => `பள்ளி விடுமுறை, குழு ${group}`,
      nationalExam: (type) => `தேசியத் தேர்வு (${type})`,
      category: inWords,
    },
  ],
]);
