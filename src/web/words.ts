import {
  LANGUAGES,
  type HolidayStatus,
  type HolidayType,
  type Language,
  type LocalizedName,
  type StateRecord,
} from 'malaysia-calendar';
import { HOLIDAY_TYPE_WORDS, STATUS_WORDS } from 'malaysia-calendar/model';

/** Words as labels (a status, a holiday type): each with a capital where the script has one. */
function labels<K extends string>(words: Readonly<Record<K, string>>): Record<K, string> {
  return Object.fromEntries(
    Object.entries<string>(words).map(([key, word]) => [key, word[0]!.toUpperCase() + word.slice(1)]),
  ) as Record<K, string>;
}

// The pages speak every language the calendar does: the list is the library's.
export { LANGUAGES, type Language };

/** Each language's BCP 47 tag for Intl (Malaysian English, Malay, Chinese and Tamil as written in Malaysia). */
const LOCALES: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY', zh: 'zh-MY', ta: 'ta-MY' };

/**
 * The weekday form a month grid's header writes: Tamil's short forms (வியா., வெள்.) overflow a
 * day's column at every width, its narrow ones (ஞா தி செ பு வி வெ ச) are still one per day;
 * the English and Malay narrow forms are not (S, S), so they keep the short.
 */
const GRID_WEEKDAY: Record<Language, 'short' | 'narrow'> = { en: 'short', ms: 'short', zh: 'short', ta: 'narrow' };

/** A name in the page's language, and the language it is really in (English where a name has none in the page's language). */
export interface NameInLanguage {
  text: string;
  lang: Language;
}

export function nameIn(name: LocalizedName, language: Language): NameInLanguage {
  const text = name[language];
  return text === undefined ? { text: name.en, lang: 'en' } : { text, lang: language };
}

/** A state's name in the page's language, as `/states` and the feeds write it (the Malay, official, one where the data has none). */
export function stateNameIn(name: StateRecord['name'], language: Language): NameInLanguage {
  const text = name[language];
  return text === undefined ? { text: name.ms, lang: 'ms' } : { text, lang: language };
}

/** Every word the pages write around the data, in each language. */
export interface Words {
  languageName: string;
  siteName: string;
  landingTitle: string;
  landingIntro: string;
  chooseState: string;
  show: string;
  nextHolidays(state: string): string;
  nextNationwide: string;
  openYear(state: string, year: number): string;
  allStates: string;
  federalTerritories: string;
  yearTitle(state: string, year: number): string;
  yearSummary(holidays: number, onWorkingDays: number): string;
  /** The line atop a year with projected days: what they are, and that the gazette will confirm them. */
  projectedYear(year: number, gazettedLast: number): string;
  previousYear: string;
  nextYear: string;
  changeState: string;
  language: string;
  legend: string;
  weekend: string;
  publicHoliday: string;
  replacement: string;
  schoolHoliday: string;
  exam: string;
  today: string;
  tentativeMark: string;
  status: Record<HolidayStatus, string>;
  examStatus: Record<'tentative' | 'postponed' | 'cancelled', string>;
  holidayType: Record<HolidayType, string>;
  weekendDaysAre(days: string): string;
  weekendChange(date: string, days: string): string;
  holidayList: string;
  date: string;
  day: string;
  name: string;
  type: string;
  statusHeading: string;
  noHolidays: string;
  longWeekends: string;
  longWeekendsIntro: string;
  daysOff(count: number): string;
  noLongWeekends: string;
  schoolCalendar: string;
  schoolGroup(group: string): string;
  noSchoolData(year: number, years: string): string;
  /** A year after the last one held: the ministry has not published it yet. */
  schoolNotYetPublished(year: number, years: string): string;
  /** The legend's and a day's mark for a school holiday whose dates are tentative. */
  schoolTentativeMark: string;
  /** Where a tentative year's school dates come from. */
  schoolTentative(year: number): string;
  exams: string;
  noExamData(year: number, years: string): string;
  examNamesNote: string;
  dayDetails: string;
  close: string;
  dayDetailsHint: string;
  holidaysThatDay: string;
  noHolidayThatDay: string;
  otherStatesOff: string;
  noOtherStatesOff: string;
  offBecause: { holiday: string; weekend: string };
  leavePlanner: string;
  leaveIntro: string;
  /** In the current year: the plan starts at the first day leave can still be asked for (a short date). */
  leaveFrom(date: string): string;
  leaveDays: string;
  shortestBreak: string;
  plan: string;
  leaveResult(used: number, total: number, baseline: number, minBreak: number): string;
  breakLine(days: number): string;
  takeLeaveOn: string;
  noBreaks: string;
  leaveProblem(min: number, max: number, breaks: readonly number[]): string;
  leaveDay: string;
  /** The planner's workplace: its own week, closed days and days leave may not be taken (docs/workplace.md). */
  yourWorkplace: string;
  workplaceHint: string;
  workweekLabel: string;
  closedLabel: string;
  blackoutLabel: string;
  /** A workplace the calendar refused, in the page's language; none in English, whose page gives the calendar's own (English) message. */
  workplaceRefused: string | undefined;
  /** The HR page: a year's paid public holidays under the employee's law. */
  paidHolidaysLink: string;
  /** The market's year (Bursa Malaysia): the landing page's link to it, and the page's own words. */
  marketLink: string;
  marketTitle(market: string, year: number): string;
  marketIntro(tradingDays: number, halfDays: number, closures: number): string;
  marketHours(sessions: string, halfDayClose: string, settlementDays: number): string;
  marketProjected(year: number): string;
  marketMonthsHeading: string;
  marketMonth: string;
  marketTradingDays: string;
  marketHalfDaysHeading: string;
  marketNoHalfDays: string;
  marketCloses: string;
  marketClosuresHeading: string;
  marketClosedBy: string;
  marketOwnClosure: string;
  paidTitle(state: string, year: number): string;
  paidIntro(law: string, paid: number, compulsory: number, chooses: number): string;
  paidWeek(days: string, restDay: string): string;
  restDayLabel: string;
  restDayDefault: string;
  compulsoryHeading: string;
  compulsoryNote: string;
  additionalHeading: string;
  additionalNote: string;
  choiceHeading(chooses: number): string;
  choiceNote: string;
  chosenNote: string;
  chosenLegend(chooses: number): string;
  notChosenHeading: string;
  fallsOnHeading: string;
  paidOnHeading: string;
  fallsOn: Record<'working_day' | 'rest_day' | 'off_day', string>;
  notSubstituted: string;
  paidNotesHeading: string;
  subscribe: string;
  subscribeIntro: string;
  subscribeWebcal: string;
  subscribeGoogle: string;
  downloadIcs: string;
  feedAddress: string;
  /** The change feeds: what changed in the data, for a state (its name) or for every state. */
  alerts: string;
  alertsIntro(state: string | undefined): string;
  alertsFeed: string;
  alertsAddress: string;
  alertsHow: readonly string[];
  downloadCsv: string;
  apiDocs: string;
  api: string;
  dataVersion(version: string): string;
  notFoundTitle: string;
  notFoundState(text: string): string;
  notFoundYear(year: string, first: number, last: number): string;
  notFoundPage: string;
  didYouMean: string;
  home: string;
  skipToContent: string;
  dataNote: string;
}

const EN: Words = {
  languageName: 'English',
  siteName: 'Malaysian holiday calendar',
  landingTitle: 'Malaysian public holidays, state by state',
  landingIntro:
    'Public holidays, weekends, replacement days and school holidays for each of the 13 states and 3 federal territories, from the gazettes and official announcements.',
  chooseState: 'Your state',
  show: 'Show',
  nextHolidays: (state) => `Next holidays in ${state}`,
  nextNationwide: 'Next nationwide holidays',
  openYear: (state, year) => `${state}: the ${year} calendar`,
  allStates: 'States',
  federalTerritories: 'Federal territories',
  yearTitle: (state, year) => `${state} holidays ${year}`,
  yearSummary: (holidays, onWorkingDays) =>
    `${holidays} public holiday${holidays === 1 ? '' : 's'}, ${onWorkingDays} of them on working days.`,
  projectedYear: (year, gazettedLast) =>
    year > gazettedLast
      ? `Projected: dates computed from the rules, to be confirmed by the gazette. ${year} is not gazetted yet; every holiday below is tentative.`
      : `Partly estimated: the days marked tentative in ${year} are computed from the rules, as no source found gives their dates.`,
  previousYear: 'Previous year',
  nextYear: 'Next year',
  changeState: 'Other states',
  language: 'Language',
  legend: 'Key',
  weekend: 'Weekend',
  publicHoliday: 'Public holiday',
  replacement: 'Replacement holiday',
  schoolHoliday: 'School holiday',
  exam: 'National exam',
  today: 'Today',
  tentativeMark: 'Tentative or announced: date may change',
  status: labels(STATUS_WORDS.en),
  examStatus: STATUS_WORDS.en,
  holidayType: labels(HOLIDAY_TYPE_WORDS.en),
  weekendDaysAre: (days) => `Weekend: ${days}.`,
  weekendChange: (date, days) => `From ${date} the weekend is ${days}.`,
  holidayList: 'All holidays',
  date: 'Date',
  day: 'Day',
  name: 'Holiday',
  type: 'Type',
  statusHeading: 'Status',
  noHolidays: 'No holidays in the data for this year.',
  longWeekends: 'Long weekends',
  longWeekendsIntro: 'Three or more days off in a row, with no leave taken.',
  daysOff: (count) => `${count} days off`,
  noLongWeekends: 'No long weekends this year.',
  schoolCalendar: 'School holidays and exams',
  schoolGroup: (group) => `School group ${group}.`,
  noSchoolData: (year, years) =>
    `No school calendar for ${year} yet: the Ministry of Education's calendar is held for ${years}.`,
  schoolNotYetPublished: (year, years) =>
    `The Ministry of Education has not yet published the ${year} school calendar: school data is held for ${years}.`,
  schoolTentativeMark: 'Tentative school holiday: dates may change',
  schoolTentative: (year) =>
    `The ${year} school dates are tentative: they come from public transcriptions of the Ministry of Education's circular (Kalendar Akademik ${year}), not from the circular itself, which has not been found. They may change.`,
  exams: 'National exams',
  noExamData: (year, years) => `No exam dates for ${year}: exams are held for ${years}.`,
  examNamesNote: 'Exam names are as the examination boards publish them.',
  dayDetails: 'Day details',
  close: 'Close',
  dayDetailsHint: 'Select a day, or move with the arrow keys, to see its holidays and which states are off.',
  holidaysThatDay: 'Holidays',
  noHolidayThatDay: 'No holiday here.',
  otherStatesOff: 'Other states off',
  noOtherStatesOff: 'No other state is off.',
  offBecause: { holiday: 'holiday', weekend: 'weekend' },
  leavePlanner: 'Plan your leave',
  leaveIntro: 'Say how many days of leave you have: the planner finds the days to take for the longest breaks.',
  leaveFrom: (date) =>
    `Planned from ${date}, the first day leave can still be asked for: leave cannot be taken in the past.`,
  leaveDays: 'Days of leave',
  shortestBreak: 'Shortest break',
  plan: 'Plan',
  leaveResult: (used, total, baseline, minBreak) =>
    `${used} days of leave give ${total} days off in breaks of ${minBreak} days or more (${baseline} without leave).`,
  breakLine: (days) => `${days} days off`,
  takeLeaveOn: 'Take leave on',
  noBreaks: 'No leave day would make a longer break.',
  leaveProblem: (min, max, breaks) =>
    `Give a whole number of leave days from ${min} to ${max}, and a shortest break of ${breaks.join(', ')} days.`,
  leaveDay: 'Leave day (from your plan)',
  yourWorkplace: 'Your workplace (optional)',
  workplaceHint:
    "If your week is not the state's, or your workplace closes on its own days: days as mon-fri or sun-thu; dates as 2026-12-24, ranges as 2026-12-28..2026-12-31, comma-separated. The address of the page keeps them, so the plan can be shared.",
  workweekLabel: 'Days you work',
  closedLabel: 'Days your workplace is closed',
  blackoutLabel: 'Days you may not take leave',
  workplaceRefused: undefined,
  paidHolidaysLink: 'Paid public holidays for employers',
  marketLink: 'Bursa Malaysia: trading days, half days and closures',
  marketTitle: (market, year) => `${market}: trading days ${year}`,
  marketIntro: (tradingDays, halfDays, closures) =>
    `${tradingDays} trading days, ${halfDays} of them half days, and ${closures} weekdays without trading.`,
  marketHours: (sessions, halfDayClose, settlementDays) =>
    `Trading hours, Malaysian time: ${sessions}; on a half day until ${halfDayClose}. Trades settle T+${settlementDays}, counted in trading days. The market closes on the public holidays of Kuala Lumpur.`,
  marketProjected: (year) =>
    `${year} is estimated: its trading days follow the public holidays projected for Kuala Lumpur, until they are gazetted and Bursa publishes its list.`,
  marketMonthsHeading: 'Trading days by month',
  marketMonth: 'Month',
  marketTradingDays: 'Trading days',
  marketHalfDaysHeading: 'Half days',
  marketNoHalfDays: 'No half days this year.',
  marketCloses: 'Closes',
  marketClosuresHeading: 'Weekdays without trading',
  marketClosedBy: 'Why',
  marketOwnClosure: 'Closed by the exchange',
  paidTitle: (state, year) => `Paid public holidays, ${state} ${year}`,
  paidIntro: (law, paid, compulsory, chooses) =>
    `Under ${law}, an employee who mainly works here is paid for ${paid} gazetted public holidays: the ${compulsory} below, and ${chooses} the employer names before the year begins; and for every additional day declared.`,
  paidWeek: (days, restDay) => `Working days: ${days}. Rest day: ${restDay}.`,
  restDayLabel: 'Rest day',
  restDayDefault: 'As the law decides from the week',
  compulsoryHeading: 'Must be paid',
  compulsoryNote:
    'Compulsory: they may not be replaced by another day. One on the rest day, or on another holiday, is paid on the next working day.',
  additionalHeading: 'Additional days, always paid',
  additionalNote:
    'Days declared for this year besides the gazetted ones. The employer may give another day in place of one.',
  choiceHeading: (chooses) => `The employer's choice: ${chooses} of these`,
  choiceNote: 'The paid day shown is the one if every holiday here were chosen.',
  chosenNote: 'The days the employer chose; each paid day is placed among its paid holidays only.',
  chosenLegend: (chooses) => `The days your company chose (at most ${chooses}; none ticked: all assumed)`,
  notChosenHeading: 'Not chosen: working days',
  fallsOnHeading: 'Falls on',
  paidOnHeading: 'Paid on',
  fallsOn: { working_day: 'a working day', rest_day: 'the rest day', off_day: 'a day off (not the rest day)' },
  notSubstituted: 'no day in place: the law moves only the rest day',
  paidNotesHeading: 'What this assumes',
  subscribe: 'Subscribe',
  subscribeIntro: 'Add these holidays to your calendar app: it keeps them up to date as holidays are announced.',
  subscribeWebcal: 'Subscribe in your calendar app',
  subscribeGoogle: 'Add to Google Calendar',
  downloadIcs: 'Download .ics file',
  feedAddress: 'Feed address',
  alerts: 'Get alerts',
  alertsIntro: (state) =>
    `Holidays are sometimes declared at short notice. Follow what changes in this calendar ${state === undefined ? 'in any state' : `for ${state}`}, and hear of it the day it is published.`,
  alertsFeed: 'Follow the changes (Atom feed)',
  alertsAddress: 'Alerts feed address',
  alertsHow: [
    'In a feed reader (Feedly, Inoreader, NetNewsWire…): add the address as a new feed.',
    'In Outlook (classic, on Windows): right-click RSS Feeds, choose Add a New RSS Feed and paste the address.',
    'In Slack: in a channel, type /feed subscribe followed by the address.',
    'In Microsoft Teams: add the RSS connector (or the Workflows template that posts RSS items) to a channel, with the address.',
  ],
  downloadCsv: 'Download as CSV (Excel)',
  apiDocs: 'API documentation',
  api: 'JSON API',
  dataVersion: (version) => `Data version ${version}.`,
  notFoundTitle: 'Page not found',
  notFoundState: (text) => `No state or federal territory is called “${text}”.`,
  notFoundYear: (year, first, last) => `No calendar for ${year}: the data covers ${first} to ${last}.`,
  notFoundPage: 'There is no page at this address.',
  didYouMean: 'Did you mean',
  home: 'Home',
  skipToContent: 'Skip to the calendar',
  dataNote:
    'Holidays from the federal and state gazettes and official announcements; school holidays from the Ministry of Education.',
};

const MS: Words = {
  languageName: 'Bahasa Melayu',
  siteName: 'Kalendar cuti Malaysia',
  landingTitle: 'Cuti umum Malaysia mengikut negeri',
  landingIntro:
    'Cuti umum, hujung minggu, cuti ganti dan cuti sekolah bagi 13 negeri dan 3 wilayah persekutuan, daripada warta dan pengumuman rasmi.',
  chooseState: 'Negeri anda',
  show: 'Tunjuk',
  nextHolidays: (state) => `Cuti akan datang di ${state}`,
  nextNationwide: 'Cuti seluruh negara akan datang',
  openYear: (state, year) => `${state}: kalendar ${year}`,
  allStates: 'Negeri',
  federalTerritories: 'Wilayah persekutuan',
  yearTitle: (state, year) => `Cuti ${state} ${year}`,
  yearSummary: (holidays, onWorkingDays) => `${holidays} cuti umum, ${onWorkingDays} daripadanya pada hari bekerja.`,
  projectedYear: (year, gazettedLast) =>
    year > gazettedLast
      ? `Unjuran: tarikh dikira daripada peraturan, tertakluk kepada pengesahan warta. ${year} belum diwartakan; setiap cuti di bawah adalah tentatif.`
      : `Sebahagiannya anggaran: hari bertanda tentatif pada ${year} dikira daripada peraturan, kerana tiada sumber yang ditemui memberikan tarikhnya.`,
  previousYear: 'Tahun sebelumnya',
  nextYear: 'Tahun berikutnya',
  changeState: 'Negeri lain',
  language: 'Bahasa',
  legend: 'Petunjuk',
  weekend: 'Hujung minggu',
  publicHoliday: 'Cuti umum',
  replacement: 'Cuti ganti',
  schoolHoliday: 'Cuti sekolah',
  exam: 'Peperiksaan awam',
  today: 'Hari ini',
  tentativeMark: 'Tentatif atau diumumkan: tarikh mungkin berubah',
  status: labels(STATUS_WORDS.ms),
  examStatus: STATUS_WORDS.ms,
  holidayType: labels(HOLIDAY_TYPE_WORDS.ms),
  weekendDaysAre: (days) => `Hujung minggu: ${days}.`,
  weekendChange: (date, days) => `Mulai ${date} hujung minggu ialah ${days}.`,
  holidayList: 'Senarai cuti',
  date: 'Tarikh',
  day: 'Hari',
  name: 'Cuti',
  type: 'Jenis',
  statusHeading: 'Status',
  noHolidays: 'Tiada cuti dalam data bagi tahun ini.',
  longWeekends: 'Hujung minggu panjang',
  longWeekendsIntro: 'Tiga hari cuti atau lebih berturut-turut, tanpa mengambil cuti.',
  daysOff: (count) => `${count} hari cuti`,
  noLongWeekends: 'Tiada hujung minggu panjang tahun ini.',
  schoolCalendar: 'Cuti sekolah dan peperiksaan',
  schoolGroup: (group) => `Kumpulan sekolah ${group}.`,
  noSchoolData: (year, years) =>
    `Belum ada kalendar sekolah bagi ${year}: kalendar Kementerian Pendidikan yang ada: ${years}.`,
  schoolNotYetPublished: (year, years) =>
    `Kementerian Pendidikan belum menerbitkan kalendar sekolah ${year}: data sekolah yang ada: ${years}.`,
  schoolTentativeMark: 'Cuti sekolah tentatif: tarikh mungkin berubah',
  schoolTentative: (year) =>
    `Tarikh sekolah ${year} adalah tentatif: diambil daripada transkripsi awam pekeliling Kementerian Pendidikan (Kalendar Akademik ${year}), bukan daripada pekeliling itu sendiri, yang belum ditemui. Tarikh mungkin berubah.`,
  exams: 'Peperiksaan awam',
  noExamData: (year, years) => `Tiada tarikh peperiksaan bagi ${year}: tarikh peperiksaan yang ada: ${years}.`,
  examNamesNote: 'Nama peperiksaan seperti yang diterbitkan oleh lembaga peperiksaan.',
  dayDetails: 'Butiran hari',
  close: 'Tutup',
  dayDetailsHint:
    'Pilih satu hari, atau gerak dengan kekunci anak panah, untuk melihat cutinya dan negeri yang bercuti.',
  holidaysThatDay: 'Cuti',
  noHolidayThatDay: 'Tiada cuti di sini.',
  otherStatesOff: 'Negeri lain yang bercuti',
  noOtherStatesOff: 'Tiada negeri lain yang bercuti.',
  offBecause: { holiday: 'cuti', weekend: 'hujung minggu' },
  leavePlanner: 'Rancang cuti anda',
  leaveIntro: 'Nyatakan berapa hari cuti anda: perancang mencari hari yang perlu diambil untuk rehat paling panjang.',
  leaveFrom: (date) =>
    `Dirancang mulai ${date}, hari pertama cuti masih boleh dipohon: cuti tidak boleh diambil pada tarikh yang telah berlalu.`,
  leaveDays: 'Hari cuti',
  shortestBreak: 'Rehat terpendek',
  plan: 'Rancang',
  leaveResult: (used, total, baseline, minBreak) =>
    `${used} hari cuti memberi ${total} hari rehat dalam rehat ${minBreak} hari atau lebih (${baseline} tanpa cuti).`,
  breakLine: (days) => `${days} hari rehat`,
  takeLeaveOn: 'Ambil cuti pada',
  noBreaks: 'Tiada hari cuti yang memanjangkan rehat.',
  leaveProblem: (min, max, breaks) =>
    `Masukkan bilangan hari cuti dari ${min} hingga ${max}, dan rehat terpendek ${breaks.join(', ')} hari.`,
  leaveDay: 'Hari cuti (rancangan anda)',
  yourWorkplace: 'Tempat kerja anda (pilihan)',
  workplaceHint:
    'Jika minggu kerja anda berbeza daripada negeri, atau tempat kerja anda ditutup pada hari tersendiri: hari seperti mon-fri atau sun-thu; tarikh seperti 2026-12-24, julat seperti 2026-12-28..2026-12-31, dipisahkan dengan koma. Alamat halaman menyimpannya, jadi pelan boleh dikongsi.',
  workweekLabel: 'Hari anda bekerja',
  closedLabel: 'Hari tempat kerja anda ditutup',
  blackoutLabel: 'Hari cuti tidak dibenarkan',
  workplaceRefused:
    'Tempat kerja ini tidak dapat digunakan: tulis hari sebagai mon-fri, tarikh sebagai 2026-12-24, dan pilih hari rehat yang bukan hari bekerja.',
  paidHolidaysLink: 'Cuti umum bergaji untuk majikan',
  marketLink: 'Bursa Malaysia: hari dagangan, separuh hari dan penutupan',
  marketTitle: (market, year) => `${market}: hari dagangan ${year}`,
  marketIntro: (tradingDays, halfDays, closures) =>
    `${tradingDays} hari dagangan, ${halfDays} daripadanya separuh hari, dan ${closures} hari bekerja tanpa dagangan.`,
  marketHours: (sessions, halfDayClose, settlementDays) =>
    `Waktu dagangan, waktu Malaysia: ${sessions}; pada separuh hari hingga ${halfDayClose}. Dagangan diselesaikan T+${settlementDays}, dikira dalam hari dagangan. Pasaran ditutup pada cuti umum Kuala Lumpur.`,
  marketProjected: (year) =>
    `${year} ialah anggaran: hari dagangannya mengikut cuti umum yang diunjurkan bagi Kuala Lumpur, sehingga diwartakan dan Bursa menerbitkan senarainya.`,
  marketMonthsHeading: 'Hari dagangan mengikut bulan',
  marketMonth: 'Bulan',
  marketTradingDays: 'Hari dagangan',
  marketHalfDaysHeading: 'Separuh hari',
  marketNoHalfDays: 'Tiada separuh hari tahun ini.',
  marketCloses: 'Ditutup',
  marketClosuresHeading: 'Hari bekerja tanpa dagangan',
  marketClosedBy: 'Sebab',
  marketOwnClosure: 'Ditutup oleh bursa',
  paidTitle: (state, year) => `Cuti umum bergaji, ${state} ${year}`,
  paidIntro: (law, paid, compulsory, chooses) =>
    `Di bawah ${law}, pekerja yang kebanyakannya bekerja di sini dibayar bagi ${paid} hari kelepasan am yang diwartakan: ${compulsory} di bawah, dan ${chooses} yang dinamakan majikan sebelum tahun bermula; serta setiap hari tambahan yang diisytiharkan.`,
  paidWeek: (days, restDay) => `Hari bekerja: ${days}. Hari rehat: ${restDay}.`,
  restDayLabel: 'Hari rehat',
  restDayDefault: 'Seperti ditentukan undang-undang daripada minggu kerja',
  compulsoryHeading: 'Wajib dibayar',
  compulsoryNote:
    'Wajib: tidak boleh diganti dengan hari lain. Yang jatuh pada hari rehat, atau pada cuti lain, dibayar pada hari bekerja berikutnya.',
  additionalHeading: 'Hari tambahan, sentiasa dibayar',
  additionalNote:
    'Hari yang diisytiharkan bagi tahun ini selain yang diwartakan. Majikan boleh memberi hari lain sebagai ganti.',
  choiceHeading: (chooses) => `Pilihan majikan: ${chooses} daripada ini`,
  choiceNote: 'Hari dibayar yang ditunjukkan ialah jika setiap cuti di sini dipilih.',
  chosenNote: 'Hari yang dipilih majikan; setiap hari dibayar diletakkan antara cuti bergajinya sahaja.',
  chosenLegend: (chooses) =>
    `Hari yang dipilih syarikat anda (paling banyak ${chooses}; tiada ditanda: semua dianggap dipilih)`,
  notChosenHeading: 'Tidak dipilih: hari bekerja',
  fallsOnHeading: 'Jatuh pada',
  paidOnHeading: 'Dibayar pada',
  fallsOn: { working_day: 'hari bekerja', rest_day: 'hari rehat', off_day: 'hari tidak bekerja (bukan hari rehat)' },
  notSubstituted: 'tiada hari ganti: undang-undang hanya memindahkan hari rehat',
  paidNotesHeading: 'Andaian jawapan ini',
  subscribe: 'Langgan',
  subscribeIntro: 'Tambah cuti ini ke aplikasi kalendar anda: ia dikemas kini apabila cuti diumumkan.',
  subscribeWebcal: 'Langgan dalam aplikasi kalendar',
  subscribeGoogle: 'Tambah ke Google Calendar',
  downloadIcs: 'Muat turun fail .ics',
  feedAddress: 'Alamat suapan',
  alerts: 'Dapatkan makluman',
  alertsIntro: (state) =>
    `Cuti kadangkala diisytiharkan pada saat akhir. Ikuti perubahan kalendar ini ${state === undefined ? 'bagi semua negeri' : `bagi ${state}`}, dan ketahuinya pada hari ia diterbitkan.`,
  alertsFeed: 'Ikuti perubahan (suapan Atom)',
  alertsAddress: 'Alamat suapan makluman',
  alertsHow: [
    'Dalam pembaca suapan (Feedly, Inoreader, NetNewsWire…): tambah alamat ini sebagai suapan baharu.',
    'Dalam Outlook (klasik, Windows): klik kanan RSS Feeds, pilih Add a New RSS Feed dan tampal alamat ini.',
    'Dalam Slack: dalam saluran, taip /feed subscribe diikuti alamat ini.',
    'Dalam Microsoft Teams: tambah penyambung RSS (atau templat Workflows yang menyiarkan item RSS) pada saluran, dengan alamat ini.',
  ],
  downloadCsv: 'Muat turun CSV (Excel)',
  apiDocs: 'Dokumentasi API',
  api: 'API JSON',
  dataVersion: (version) => `Versi data ${version}.`,
  notFoundTitle: 'Halaman tidak dijumpai',
  notFoundState: (text) => `Tiada negeri atau wilayah persekutuan bernama “${text}”.`,
  notFoundYear: (year, first, last) => `Tiada kalendar bagi ${year}: data meliputi ${first} hingga ${last}.`,
  notFoundPage: 'Tiada halaman di alamat ini.',
  didYouMean: 'Adakah maksud anda',
  home: 'Utama',
  skipToContent: 'Langkau ke kalendar',
  dataNote:
    'Cuti daripada warta persekutuan dan negeri serta pengumuman rasmi; cuti sekolah daripada Kementerian Pendidikan.',
};

const ZH: Words = {
  languageName: '中文',
  siteName: '马来西亚假期日历',
  landingTitle: '马来西亚各州公共假期',
  landingIntro: '13个州和3个联邦直辖区的公共假期、周末、补假和学校假期，资料来自宪报和官方公告。',
  chooseState: '您的州属',
  show: '显示',
  nextHolidays: (state) => `${state}接下来的假期`,
  nextNationwide: '接下来的全国假期',
  openYear: (state, year) => `${state}：${year}年日历`,
  allStates: '州属',
  federalTerritories: '联邦直辖区',
  yearTitle: (state, year) => `${state} ${year}年假期`,
  yearSummary: (holidays, onWorkingDays) => `${holidays}个公共假期，其中${onWorkingDays}个在工作日。`,
  projectedYear: (year, gazettedLast) =>
    year > gazettedLast
      ? `预测：日期按规则推算，有待宪报确认。${year}年尚未刊宪，以下所有假期均为暂定。`
      : `部分为估算：${year}年标为暂定的日子按规则推算，因为没有找到给出其日期的来源。`,
  previousYear: '上一年',
  nextYear: '下一年',
  changeState: '其他州属',
  language: '语言',
  legend: '图例',
  weekend: '周末',
  publicHoliday: '公共假期',
  replacement: '补假',
  schoolHoliday: '学校假期',
  exam: '全国考试',
  today: '今天',
  tentativeMark: '暂定或已宣布：日期可能更改',
  status: labels(STATUS_WORDS.zh),
  examStatus: STATUS_WORDS.zh,
  holidayType: labels(HOLIDAY_TYPE_WORDS.zh),
  weekendDaysAre: (days) => `周末：${days}。`,
  weekendChange: (date, days) => `自${date}起，周末为${days}。`,
  holidayList: '所有假期',
  date: '日期',
  day: '星期',
  name: '假期',
  type: '类型',
  statusHeading: '状态',
  noHolidays: '本年度没有假期资料。',
  longWeekends: '长周末',
  longWeekendsIntro: '无需请假，连续休息三天或以上。',
  daysOff: (count) => `休息${count}天`,
  noLongWeekends: '本年没有长周末。',
  schoolCalendar: '学校假期和考试',
  schoolGroup: (group) => `学校组别 ${group}。`,
  noSchoolData: (year, years) => `暂无${year}年的学校日历：教育部日历仅有${years}年。`,
  schoolNotYetPublished: (year, years) => `教育部尚未公布${year}年的学校日历：现有学校日历仅有${years}年。`,
  schoolTentativeMark: '暂定学校假期：日期可能更改',
  schoolTentative: (year) =>
    `${year}年的学校日期为暂定：取自教育部通告（Kalendar Akademik ${year}）的公开转录，而非尚未找到的通告本身。日期可能更改。`,
  exams: '全国考试',
  noExamData: (year, years) => `暂无${year}年的考试日期：考试日期仅有${years}年。`,
  examNamesNote: '考试名称依考试机构公布的原文。',
  dayDetails: '日期详情',
  close: '关闭',
  dayDetailsHint: '选择一天，或用方向键移动，查看当天的假期以及哪些州属休假。',
  holidaysThatDay: '假期',
  noHolidayThatDay: '本州当天没有假期。',
  otherStatesOff: '其他休假的州属',
  noOtherStatesOff: '没有其他州属休假。',
  offBecause: { holiday: '假期', weekend: '周末' },
  leavePlanner: '规划您的年假',
  leaveIntro: '输入您的年假天数：规划器会找出最能延长假期的请假日期。',
  leaveFrom: (date) => `从${date}起规划（仍可申请假期的第一天）：已过去的日子无法请假。`,
  leaveDays: '年假天数',
  shortestBreak: '最短连假',
  plan: '规划',
  leaveResult: (used, total, baseline, minBreak) =>
    `请假${used}天，在${minBreak}天或以上的连假中共休${total}天（不请假为${baseline}天）。`,
  breakLine: (days) => `连假${days}天`,
  takeLeaveOn: '请假日期',
  noBreaks: '请假无法延长任何连假。',
  leaveProblem: (min, max, breaks) => `请输入${min}至${max}之间的整数天数，最短连假为${breaks.join('、')}天之一。`,
  leaveDay: '请假日（您的规划）',
  yourWorkplace: '您的工作场所（可选）',
  workplaceHint:
    '如果您的工作周与州属不同，或工作场所有自己的休息日：工作日写作 mon-fri 或 sun-thu；日期写作 2026-12-24，日期范围写作 2026-12-28..2026-12-31，以逗号分隔。网页地址会保留这些设置，方便分享规划。',
  workweekLabel: '您的工作日',
  closedLabel: '工作场所休息的日子',
  blackoutLabel: '不可请假的日子',
  workplaceRefused: '无法使用此工作场所设置：工作日请写作 mon-fri，日期写作 2026-12-24，休息日须是工作周不上班的一天。',
  paidHolidaysLink: '雇主须付薪的公共假期',
  marketLink: '马来西亚交易所：交易日、半日交易与休市',
  marketTitle: (market, year) => `${market}：${year}年交易日`,
  marketIntro: (tradingDays, halfDays, closures) =>
    `${tradingDays}个交易日，其中${halfDays}个为半日交易；${closures}个平日休市。`,
  marketHours: (sessions, halfDayClose, settlementDays) =>
    `交易时间（马来西亚时间）：${sessions}；半日交易至${halfDayClose}。交易以交易日计T+${settlementDays}交割。吉隆坡公共假期休市。`,
  marketProjected: (year) => `${year}年为估计：其交易日依吉隆坡的预测公共假期而定，待宪报公布及交易所公布名单后确认。`,
  marketMonthsHeading: '每月交易日',
  marketMonth: '月份',
  marketTradingDays: '交易日',
  marketHalfDaysHeading: '半日交易',
  marketNoHalfDays: '今年没有半日交易。',
  marketCloses: '收市',
  marketClosuresHeading: '休市的平日',
  marketClosedBy: '原因',
  marketOwnClosure: '交易所休市',
  paidTitle: (state, year) => `带薪公共假期：${state} ${year}`,
  paidIntro: (law, paid, compulsory, chooses) =>
    `根据${law}，主要在此工作的雇员享有 ${paid} 天宪报公共假期的薪金：以下 ${compulsory} 天，以及雇主在年初前指定的 ${chooses} 天；另加每个宣布的特别假期。`,
  paidWeek: (days, restDay) => `工作日：${days}。休息日：${restDay}。`,
  restDayLabel: '休息日',
  restDayDefault: '按法律从工作周决定',
  compulsoryHeading: '必须付薪',
  compulsoryNote: '强制假期：不可以其他日子代替。落在休息日或另一个假期的，在下一个工作日付薪。',
  additionalHeading: '特别假期，一律付薪',
  additionalNote: '除宪报假期外，为本年宣布的假日。雇主可以另一天代替。',
  choiceHeading: (chooses) => `雇主选择：从中选 ${chooses} 天`,
  choiceNote: '所示付薪日假设这里每个假期都被选中。',
  chosenNote: '雇主所选的假期；付薪日只在其带薪假期之间安排。',
  chosenLegend: (chooses) => `贵公司选定的假期（最多 ${chooses} 天；不勾选：视为全选）`,
  notChosenHeading: '未选：工作日',
  fallsOnHeading: '落在',
  paidOnHeading: '付薪日',
  fallsOn: { working_day: '工作日', rest_day: '休息日', off_day: '非工作日（不是休息日）' },
  notSubstituted: '无补假：法律只顺延休息日的假期',
  paidNotesHeading: '本答案的假设',
  subscribe: '订阅',
  subscribeIntro: '把这些假期加入您的日历应用：公布新假期时会自动更新。',
  subscribeWebcal: '在日历应用中订阅',
  subscribeGoogle: '添加到 Google 日历',
  downloadIcs: '下载 .ics 文件',
  feedAddress: '订阅地址',
  alerts: '获取变更提醒',
  alertsIntro: (state) =>
    `假期有时会临时宣布。关注本日历${state === undefined ? '所有州' : state}的变更，发布当天即可得知。`,
  alertsFeed: '关注变更（Atom 订阅源）',
  alertsAddress: '提醒订阅源地址',
  alertsHow: [
    '订阅源阅读器（Feedly、Inoreader、NetNewsWire 等）：将此地址添加为新的订阅源。',
    'Outlook（经典版，Windows）：右键单击“RSS 源”，选择“添加新的 RSS 源”，粘贴此地址。',
    'Slack：在频道中输入 /feed subscribe，后接此地址。',
    'Microsoft Teams：在频道中添加 RSS 连接器（或发布 RSS 项目的工作流模板），填入此地址。',
  ],
  downloadCsv: '下载 CSV（Excel）',
  apiDocs: 'API 文档',
  api: 'JSON API',
  dataVersion: (version) => `资料版本 ${version}。`,
  notFoundTitle: '找不到页面',
  notFoundState: (text) => `没有名为“${text}”的州属或联邦直辖区。`,
  notFoundYear: (year, first, last) => `没有${year}年的日历：资料涵盖${first}年至${last}年。`,
  notFoundPage: '此地址没有页面。',
  didYouMean: '您是否要找',
  home: '首页',
  skipToContent: '跳至日历',
  dataNote: '假期资料来自联邦和州宪报及官方公告；学校假期来自教育部。',
};

const TA: Words = {
  languageName: 'தமிழ்',
  siteName: 'மலேசிய விடுமுறை நாள்காட்டி',
  landingTitle: 'மலேசியப் பொது விடுமுறைகள், மாநில வாரியாக',
  landingIntro:
    '13 மாநிலங்கள், 3 கூட்டரசுப் பிரதேசங்கள் ஒவ்வொன்றின் பொது விடுமுறைகள், வார இறுதிகள், மாற்று விடுமுறைகள், பள்ளி விடுமுறைகள்: அரசிதழ்களிலிருந்தும் அதிகாரப்பூர்வ அறிவிப்புகளிலிருந்தும்.',
  chooseState: 'உங்கள் மாநிலம்',
  show: 'காட்டு',
  nextHolidays: (state) => `${state}: அடுத்து வரும் விடுமுறைகள்`,
  nextNationwide: 'அடுத்து வரும் நாடு தழுவிய விடுமுறைகள்',
  openYear: (state, year) => `${state}: ${year} நாள்காட்டி`,
  allStates: 'மாநிலங்கள்',
  federalTerritories: 'கூட்டரசுப் பிரதேசங்கள்',
  yearTitle: (state, year) => `${state} விடுமுறைகள் ${year}`,
  yearSummary: (holidays, onWorkingDays) => `${holidays} பொது விடுமுறைகள், அவற்றில் ${onWorkingDays} வேலை நாள்களில்.`,
  projectedYear: (year, gazettedLast) =>
    year > gazettedLast
      ? `கணிப்பு: தேதிகள் விதிகளிலிருந்து கணக்கிடப்பட்டவை, அரசிதழ் உறுதிப்படுத்த வேண்டும். ${year} இன்னும் அரசிதழில் வெளியிடப்படவில்லை; கீழுள்ள ஒவ்வொரு விடுமுறையும் தற்காலிகமானது.`
      : `ஓரளவு மதிப்பீடு: ${year}இல் தற்காலிகம் எனக் குறிக்கப்பட்ட நாள்கள் விதிகளிலிருந்து கணக்கிடப்பட்டவை, ஏனெனில் அவற்றின் தேதிகளைத் தரும் மூலம் எதுவும் கிடைக்கவில்லை.`,
  previousYear: 'முந்தைய ஆண்டு',
  nextYear: 'அடுத்த ஆண்டு',
  changeState: 'பிற மாநிலங்கள்',
  language: 'மொழி',
  legend: 'குறிப்பு',
  weekend: 'வார இறுதி',
  publicHoliday: 'பொது விடுமுறை',
  replacement: 'மாற்று விடுமுறை',
  schoolHoliday: 'பள்ளி விடுமுறை',
  exam: 'தேசியத் தேர்வு',
  today: 'இன்று',
  tentativeMark: 'தற்காலிகம் அல்லது அறிவிக்கப்பட்டது: தேதி மாறலாம்',
  status: labels(STATUS_WORDS.ta),
  examStatus: STATUS_WORDS.ta,
  holidayType: labels(HOLIDAY_TYPE_WORDS.ta),
  weekendDaysAre: (days) => `வார இறுதி: ${days}.`,
  weekendChange: (date, days) => `${date} முதல் வார இறுதி: ${days}.`,
  holidayList: 'அனைத்து விடுமுறைகள்',
  date: 'தேதி',
  day: 'கிழமை',
  name: 'விடுமுறை',
  type: 'வகை',
  statusHeading: 'நிலை',
  noHolidays: 'இந்த ஆண்டுக்கு விடுமுறைத் தரவு இல்லை.',
  longWeekends: 'நீண்ட வார இறுதிகள்',
  longWeekendsIntro: 'விடுப்பு எடுக்காமலேயே தொடர்ந்து மூன்று அல்லது அதற்கு மேற்பட்ட விடுமுறை நாள்கள்.',
  daysOff: (count) => `${count} நாள் விடுமுறை`,
  noLongWeekends: 'இந்த ஆண்டு நீண்ட வார இறுதி இல்லை.',
  schoolCalendar: 'பள்ளி விடுமுறைகளும் தேர்வுகளும்',
  schoolGroup: (group) => `பள்ளிக் குழு ${group}.`,
  noSchoolData: (year, years) => `${year} பள்ளி நாள்காட்டி இன்னும் இல்லை: கல்வி அமைச்சின் நாள்காட்டி உள்ள ஆண்டுகள்: ${years}.`,
  schoolNotYetPublished: (year, years) =>
    `கல்வி அமைச்சு ${year} பள்ளி நாள்காட்டியை இன்னும் வெளியிடவில்லை: பள்ளித் தரவு உள்ள ஆண்டுகள்: ${years}.`,
  schoolTentativeMark: 'தற்காலிகப் பள்ளி விடுமுறை: தேதிகள் மாறலாம்',
  schoolTentative: (year) =>
    `${year} பள்ளித் தேதிகள் தற்காலிகமானவை: அவை கல்வி அமைச்சின் சுற்றறிக்கையின் (Kalendar Akademik ${year}) பொது எழுத்துப்படிகளிலிருந்து எடுக்கப்பட்டவை; சுற்றறிக்கை இன்னும் கிடைக்கவில்லை. தேதிகள் மாறலாம்.`,
  exams: 'தேசியத் தேர்வுகள்',
  noExamData: (year, years) => `${year}க்குத் தேர்வுத் தேதிகள் இல்லை: தேர்வுத் தேதிகள் உள்ள ஆண்டுகள்: ${years}.`,
  examNamesNote: 'தேர்வுகளின் பெயர்கள் தேர்வு வாரியங்கள் வெளியிடும் வடிவில்.',
  dayDetails: 'நாள் விவரம்',
  close: 'மூடு',
  dayDetailsHint:
    'ஒரு நாளைத் தேர்ந்தெடுங்கள், அல்லது அம்புக்குறி விசைகளால் நகருங்கள்: அந்நாளின் விடுமுறைகளும் விடுமுறையில் உள்ள மாநிலங்களும் தெரியும்.',
  holidaysThatDay: 'விடுமுறைகள்',
  noHolidayThatDay: 'இங்கு விடுமுறை இல்லை.',
  otherStatesOff: 'விடுமுறையில் உள்ள பிற மாநிலங்கள்',
  noOtherStatesOff: 'வேறு எந்த மாநிலத்துக்கும் விடுமுறை இல்லை.',
  offBecause: { holiday: 'விடுமுறை', weekend: 'வார இறுதி' },
  leavePlanner: 'உங்கள் விடுப்பைத் திட்டமிடுங்கள்',
  leaveIntro:
    'உங்களிடம் எத்தனை நாள் விடுப்பு உள்ளது என்று சொல்லுங்கள்: நீண்ட ஓய்வுக்கு எந்த நாள்களில் விடுப்பு எடுக்கலாம் எனத் திட்டமிடுபவர் கண்டறியும்.',
  leaveFrom: (date) => `${date} முதல் திட்டமிடப்பட்டது, விடுப்புக் கோரக்கூடிய முதல் நாள்: கடந்த நாள்களில் விடுப்பு எடுக்க முடியாது.`,
  leaveDays: 'விடுப்பு நாள்கள்',
  shortestBreak: 'குறைந்தபட்ச ஓய்வு',
  plan: 'திட்டமிடு',
  leaveResult: (used, total, baseline, minBreak) =>
    `${used} நாள் விடுப்பு, ${minBreak} அல்லது அதற்கு மேற்பட்ட நாள் ஓய்வுகளில் மொத்தம் ${total} நாள் விடுமுறை தரும் (விடுப்பு இல்லாமல் ${baseline}).`,
  breakLine: (days) => `${days} நாள் ஓய்வு`,
  takeLeaveOn: 'விடுப்பு எடுக்க வேண்டிய நாள்கள்',
  noBreaks: 'எந்த விடுப்பு நாளும் ஓய்வை நீட்டிக்காது.',
  leaveProblem: (min, max, breaks) =>
    `${min} முதல் ${max} வரையிலான முழு எண்ணிக்கையில் விடுப்பு நாள்களையும், ${breaks.join(', ')} நாள்களில் ஒன்றைக் குறைந்தபட்ச ஓய்வாகவும் தாருங்கள்.`,
  leaveDay: 'விடுப்பு நாள் (உங்கள் திட்டம்)',
  yourWorkplace: 'உங்கள் பணியிடம் (விருப்பத்தேர்வு)',
  workplaceHint:
    'உங்கள் வேலை வாரம் மாநிலத்தினுடையதிலிருந்து வேறுபட்டால், அல்லது உங்கள் பணியிடம் தனக்கென்று சில நாட்கள் மூடப்பட்டால்: நாட்களை mon-fri அல்லது sun-thu என்றும், தேதிகளை 2026-12-24 என்றும், தேதி வரம்புகளை 2026-12-28..2026-12-31 என்றும், காற்புள்ளியால் பிரித்து எழுதுங்கள். பக்கத்தின் முகவரி அவற்றை வைத்திருக்கும், எனவே திட்டத்தைப் பகிரலாம்.',
  workweekLabel: 'நீங்கள் வேலை செய்யும் நாட்கள்',
  closedLabel: 'உங்கள் பணியிடம் மூடப்படும் நாட்கள்',
  blackoutLabel: 'விடுப்பு எடுக்க முடியாத நாட்கள்',
  workplaceRefused:
    'இந்தப் பணியிட விவரங்களைப் பயன்படுத்த முடியவில்லை: நாட்களை mon-fri என்றும், தேதிகளை 2026-12-24 என்றும் எழுதுங்கள்; ஓய்வு நாள் வேலை வாரத்தில் வேலை இல்லாத நாளாக இருக்க வேண்டும்.',
  paidHolidaysLink: 'முதலாளிகளுக்கு: ஊதியத்துடன் கூடிய பொது விடுமுறைகள்',
  marketLink: 'புர்சா மலேசியா: வர்த்தக நாட்கள், அரை நாட்கள், மூடல்கள்',
  marketTitle: (market, year) => `${market}: வர்த்தக நாட்கள் ${year}`,
  marketIntro: (tradingDays, halfDays, closures) =>
    `${tradingDays} வர்த்தக நாட்கள், அவற்றில் ${halfDays} அரை நாட்கள்; வர்த்தகம் இல்லாத ${closures} வார நாட்கள்.`,
  marketHours: (sessions, halfDayClose, settlementDays) =>
    `வர்த்தக நேரம், மலேசிய நேரம்: ${sessions}; அரை நாளில் ${halfDayClose} வரை. வர்த்தகங்கள் வர்த்தக நாட்களில் எண்ணி T+${settlementDays} இல் தீர்க்கப்படுகின்றன. கோலாலம்பூரின் பொது விடுமுறைகளில் சந்தை மூடப்படும்.`,
  marketProjected: (year) =>
    `${year} ஒரு மதிப்பீடு: அதன் வர்த்தக நாட்கள் கோலாலம்பூருக்குக் கணிக்கப்பட்ட பொது விடுமுறைகளைப் பின்பற்றுகின்றன; அரசிதழும் புர்சாவின் பட்டியலும் வரும்வரை.`,
  marketMonthsHeading: 'மாதவாரியாக வர்த்தக நாட்கள்',
  marketMonth: 'மாதம்',
  marketTradingDays: 'வர்த்தக நாட்கள்',
  marketHalfDaysHeading: 'அரை நாட்கள்',
  marketNoHalfDays: 'இந்த ஆண்டு அரை நாட்கள் இல்லை.',
  marketCloses: 'மூடும் நேரம்',
  marketClosuresHeading: 'வர்த்தகம் இல்லாத வார நாட்கள்',
  marketClosedBy: 'காரணம்',
  marketOwnClosure: 'பரிவர்த்தனையகம் மூடியது',
  paidTitle: (state, year) => `ஊதியத்துடன் கூடிய பொது விடுமுறைகள், ${state} ${year}`,
  paidIntro: (law, paid, compulsory, chooses) =>
    `${law}-இன்படி, முதன்மையாக இங்கு பணிபுரியும் ஊழியருக்கு ${paid} அரசிதழ் பொது விடுமுறைகளுக்கு ஊதியம் உண்டு: கீழே உள்ள ${compulsory}, ஆண்டு தொடங்கும் முன் முதலாளி குறிப்பிடும் ${chooses}; மேலும் அறிவிக்கப்படும் ஒவ்வொரு சிறப்பு விடுமுறைக்கும்.`,
  paidWeek: (days, restDay) => `வேலை நாட்கள்: ${days}. ஓய்வு நாள்: ${restDay}.`,
  restDayLabel: 'ஓய்வு நாள்',
  restDayDefault: 'வாரத்திலிருந்து சட்டம் தீர்மானிப்பதுபோல்',
  compulsoryHeading: 'ஊதியம் கட்டாயம்',
  compulsoryNote:
    'கட்டாய விடுமுறைகள்: வேறு நாளால் மாற்ற முடியாது. ஓய்வு நாளில் அல்லது வேறொரு விடுமுறையில் விழுந்தால், அடுத்த வேலை நாளில் ஊதியம் வழங்கப்படும்.',
  additionalHeading: 'சிறப்பு விடுமுறைகள், எப்போதும் ஊதியத்துடன்',
  additionalNote: 'அரசிதழ் விடுமுறைகளைத் தவிர இந்த ஆண்டுக்கு அறிவிக்கப்பட்ட நாட்கள். முதலாளி இவற்றுக்குப் பதிலாக வேறு நாளை வழங்கலாம்.',
  choiceHeading: (chooses) => `முதலாளியின் தேர்வு: இவற்றில் ${chooses}`,
  choiceNote: 'காட்டப்படும் ஊதிய நாள், இங்குள்ள ஒவ்வொரு விடுமுறையும் தேர்ந்தெடுக்கப்பட்டால் உள்ளதாகும்.',
  chosenNote: 'முதலாளி தேர்ந்தெடுத்த நாட்கள்; ஒவ்வொரு ஊதிய நாளும் அதன் ஊதிய விடுமுறைகளுக்குள் மட்டுமே வைக்கப்படுகிறது.',
  chosenLegend: (chooses) => `உங்கள் நிறுவனம் தேர்ந்தெடுத்த நாட்கள் (அதிகபட்சம் ${chooses}; எதுவும் குறிக்கப்படாவிட்டால்: அனைத்தும்)`,
  notChosenHeading: 'தேர்ந்தெடுக்கப்படாதவை: வேலை நாட்கள்',
  fallsOnHeading: 'விழும் நாள்',
  paidOnHeading: 'ஊதிய நாள்',
  fallsOn: { working_day: 'வேலை நாள்', rest_day: 'ஓய்வு நாள்', off_day: 'விடுமுறை நாள் (ஓய்வு நாள் அல்ல)' },
  notSubstituted: 'மாற்று நாள் இல்லை: சட்டம் ஓய்வு நாளை மட்டுமே நகர்த்துகிறது',
  paidNotesHeading: 'இந்தப் பதில் எதைக் கருதுகிறது',
  subscribe: 'குழுசேர்',
  subscribeIntro: 'இந்த விடுமுறைகளை உங்கள் நாள்காட்டிச் செயலியில் சேருங்கள்: விடுமுறைகள் அறிவிக்கப்படும்போது அது தானாகப் புதுப்பிக்கப்படும்.',
  subscribeWebcal: 'உங்கள் நாள்காட்டிச் செயலியில் குழுசேருங்கள்',
  subscribeGoogle: 'கூகுள் நாள்காட்டியில் சேர்',
  downloadIcs: '.ics கோப்பைப் பதிவிறக்கு',
  feedAddress: 'ஊட்ட முகவரி',
  alerts: 'அறிவிப்புகளைப் பெறுங்கள்',
  alertsIntro: (state) =>
    `விடுமுறைகள் சில நேரம் குறுகிய அறிவிப்பில் அறிவிக்கப்படுகின்றன. இந்த நாள்காட்டியில் ${state === undefined ? 'எந்த மாநிலத்துக்கும்' : `${state} மாநிலத்துக்கு`} ஏற்படும் மாற்றங்களைப் பின்தொடருங்கள்: அவை வெளியிடப்படும் நாளிலேயே தெரிந்துகொள்ளுங்கள்.`,
  alertsFeed: 'மாற்றங்களைப் பின்தொடருங்கள் (Atom ஊட்டம்)',
  alertsAddress: 'அறிவிப்பு ஊட்ட முகவரி',
  alertsHow: [
    'ஊட்ட வாசிப்பானில் (Feedly, Inoreader, NetNewsWire…): இந்த முகவரியைப் புதிய ஊட்டமாகச் சேருங்கள்.',
    'Outlook-இல் (கிளாசிக், Windows): RSS ஊட்டங்கள் மீது வலது கிளிக் செய்து, புதிய RSS ஊட்டத்தைச் சேர்க்கும் தேர்வைத் தேர்ந்தெடுத்து முகவரியை ஒட்டுங்கள்.',
    'Slack-இல்: ஒரு சேனலில் /feed subscribe எனத் தட்டச்சு செய்து, பின் இந்த முகவரியைத் தாருங்கள்.',
    'Microsoft Teams-இல்: ஒரு சேனலில் RSS இணைப்பியை (அல்லது RSS உருப்படிகளை வெளியிடும் Workflows வார்ப்புருவை) இந்த முகவரியுடன் சேருங்கள்.',
  ],
  downloadCsv: 'CSV ஆகப் பதிவிறக்கு (Excel)',
  apiDocs: 'API ஆவணம்',
  api: 'JSON API',
  dataVersion: (version) => `தரவுப் பதிப்பு ${version}.`,
  notFoundTitle: 'பக்கம் கிடைக்கவில்லை',
  notFoundState: (text) => `“${text}” என்ற பெயரில் மாநிலமோ கூட்டரசுப் பிரதேசமோ இல்லை.`,
  notFoundYear: (year, first, last) => `${year}க்கு நாள்காட்டி இல்லை: தரவு ${first} முதல் ${last} வரை.`,
  notFoundPage: 'இந்த முகவரியில் பக்கம் இல்லை.',
  didYouMean: 'நீங்கள் தேடியது இதுவா',
  home: 'முகப்பு',
  skipToContent: 'நாள்காட்டிக்குச் செல்',
  dataNote:
    'விடுமுறைகள் கூட்டரசு, மாநில அரசிதழ்களிலிருந்தும் அதிகாரப்பூர்வ அறிவிப்புகளிலிருந்தும்; பள்ளி விடுமுறைகள் கல்வி அமைச்சிடமிருந்து.',
};

export const WORDS: Record<Language, Words> = { en: EN, ms: MS, zh: ZH, ta: TA };

/** Dates and calendar names from Intl, in the page's language: the same words the visitor's system uses. */
export class DateWords {
  private readonly long: Intl.DateTimeFormat;
  private readonly weekdayLong: Intl.DateTimeFormat;
  private readonly weekdayShort: Intl.DateTimeFormat;
  private readonly weekdayGrid: Intl.DateTimeFormat;
  private readonly month: Intl.DateTimeFormat;
  private readonly dayMonth: Intl.DateTimeFormat;

  constructor(readonly language: Language) {
    const locale = LOCALES[language];
    const utc = { timeZone: 'UTC' } as const;
    this.long = new Intl.DateTimeFormat(locale, {
      ...utc,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    this.weekdayLong = new Intl.DateTimeFormat(locale, { ...utc, weekday: 'long' });
    this.weekdayShort = new Intl.DateTimeFormat(locale, { ...utc, weekday: 'short' });
    this.weekdayGrid = new Intl.DateTimeFormat(locale, { ...utc, weekday: GRID_WEEKDAY[language] });
    this.month = new Intl.DateTimeFormat(locale, { ...utc, month: 'long' });
    this.dayMonth = new Intl.DateTimeFormat(locale, { ...utc, day: 'numeric', month: 'short' });
  }

  get locale(): string {
    return LOCALES[this.language];
  }

  /** "Monday, 31 August 2026" in the page's language. */
  fullDate(iso: string): string {
    return this.long.format(asUtc(iso));
  }

  /** "31 Aug" in the page's language. */
  shortDate(iso: string): string {
    return this.dayMonth.format(asUtc(iso));
  }

  weekday(iso: string): string {
    return this.weekdayLong.format(asUtc(iso));
  }

  /** Short and long weekday names, 0 = Sunday … 6 = Saturday. */
  weekdayName(weekday: number, form: 'short' | 'long'): string {
    // 4 January 1970 was a Sunday.
    return (form === 'short' ? this.weekdayShort : this.weekdayLong).format(Date.UTC(1970, 0, 4 + weekday));
  }

  /** A month grid's column header, 0 = Sunday … 6 = Saturday. */
  gridWeekday(weekday: number): string {
    return this.weekdayGrid.format(Date.UTC(1970, 0, 4 + weekday));
  }

  monthName(month: number): string {
    return this.month.format(Date.UTC(2001, month - 1, 1));
  }
}

function asUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
