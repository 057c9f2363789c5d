import type { HolidayType, Language } from 'malaysia-calendar';
import { HOLIDAY_TYPE_WORDS, type RecordStatus, STATUS_WORDS } from 'malaysia-calendar/model';

/** The column and field names the tables write. */
export type Label =
  | 'date'
  | 'holiday'
  | 'type'
  | 'status'
  | 'kept in'
  | 'state'
  | 'weekend'
  | 'working day'
  | 'school day'
  | 'school holiday'
  | 'calendar days'
  | 'business days'
  | 'holidays'
  | 'weekend days'
  | 'from'
  | 'to'
  | 'result'
  | 'days'
  | 'leave to take'
  | 'leave'
  | 'days off'
  | 'law'
  | 'week'
  | 'paid'
  | 'falls on'
  | 'paid on'
  | 'why'
  | 'id'
  | 'sessions'
  | 'half day closes'
  | 'settlement'
  | 'open'
  | 'close'
  | 'break'
  | 'settles'
  | 'code'
  | 'name'
  | 'school group'
  | 'term'
  | 'public holiday'
  | 'exam'
  | 'group'
  | 'school days'
  | 'changes'
  | 'summary'
  | 'school calendars'
  | 'exams';

/** Every word the command line writes around the answers, in one language (`--lang`, else LANG). */
export interface CliWords {
  labels: Readonly<Record<Label, string>>;
  yes: string;
  no: string;
  none: string;
  allStates: string;
  someStates(count: number): string;
  status: Readonly<Record<RecordStatus, string>>;
  holidayType: Readonly<Record<HolidayType, string>>;
  fallsOn: Readonly<Record<'working_day' | 'rest_day' | 'off_day', string>>;
  notSubstituted: string;
  unknownSchool: string;
  stateLine(code: string, weekend: string, group: string): string;
  span(start: string, end: string): string;
  leaveUsed(used: number, total: number): string;
  daysOff(total: number, minBreak: number, baseline: number): string;
  week(days: string, restDay: string): string;
  paid(paid: number, compulsory: number, chooses: number): string;
  compulsory: string;
  additional: string;
  choice(chooses: number): string;
  /** The employer's choice when the days chosen are given: how many of how many. */
  chosenOf(chosen: number, chooses: number): string;
  /** Before the choice holidays the employer did not choose (working days). */
  notChosen: string;
  /** After a trading day's close when the market closes early. */
  halfDay: string;
  /** Why the day paid is not the holiday itself: on the rest day, on another holiday, on an off day, sharing its day. */
  why: Readonly<Record<'rest_day' | 'another_holiday' | 'off_day' | 'shared', string>>;
  term(term: number): string;
  years(first: number, last: number, gazettedFirst: number, gazettedLast: number): string;
  /** What a list asked without --status leaves out, counted by status, and the flags that show it. */
  moreNotShown(total: number, byStatus: string): string;
  /** Said below an answer that rests on projected days. */
  estimated: string;
  /** A note below an answer, after its label. */
  note(text: string): string;
  /**
   * The note of `holidays` on a year whose days are all projected, in flag words; English
   * prints the library's own (questions/holidays.ts), which the API serves as `meta.note`.
   */
  projectedYear?(year: number): string;
}

const EN: CliWords = {
  labels: {
    date: 'date',
    holiday: 'holiday',
    type: 'type',
    status: 'status',
    'kept in': 'kept in',
    state: 'state',
    weekend: 'weekend',
    'working day': 'working day',
    'school day': 'school day',
    'school holiday': 'school holiday',
    'calendar days': 'calendar days',
    'business days': 'business days',
    holidays: 'holidays',
    'weekend days': 'weekend days',
    from: 'from',
    to: 'to',
    result: 'result',
    days: 'days',
    'leave to take': 'leave to take',
    leave: 'leave',
    'days off': 'days off',
    law: 'law',
    week: 'week',
    paid: 'paid',
    'falls on': 'falls on',
    'paid on': 'paid on',
    why: 'why',
    id: 'id',
    sessions: 'sessions',
    'half day closes': 'half day closes',
    settlement: 'settlement',
    open: 'open',
    close: 'close',
    break: 'break',
    settles: 'settles',
    code: 'code',
    name: 'name',
    'school group': 'school group',
    term: 'term',
    'public holiday': 'public holiday',
    exam: 'exam',
    group: 'group',
    'school days': 'school days',
    changes: 'changes',
    summary: 'summary',
    'school calendars': 'school calendars',
    exams: 'exams',
  },
  yes: 'yes',
  no: 'no',
  none: 'none',
  allStates: 'all states',
  someStates: (count) => `${count} states`,
  status: STATUS_WORDS.en,
  holidayType: HOLIDAY_TYPE_WORDS.en,
  fallsOn: { working_day: 'working day', rest_day: 'rest day', off_day: 'off day' },
  notSubstituted: 'not substituted',
  unknownSchool: 'unknown (no school calendar for this year)',
  stateLine: (code, weekend, group) => `${code} (weekend ${weekend}, school group ${group})`,
  span: (start, end) => `${start} to ${end}`,
  leaveUsed: (used, total) => `${used} of ${total} days used`,
  daysOff: (total, minBreak, baseline) => `${total} in breaks of ${minBreak} days or more (${baseline} without leave)`,
  week: (days, restDay) => `${days}; rest day ${restDay}`,
  paid: (paid, compulsory, chooses) =>
    `${paid} gazetted holidays: ${compulsory} compulsory, ${chooses} the employer's choice; and every additional day`,
  compulsory: 'Compulsory',
  additional: 'Additional (always paid)',
  choice: (chooses) => `The employer's choice (${chooses} of these)`,
  chosenOf: (chosen, chooses) => `The employer's choice (${chosen} chosen of ${chooses})`,
  notChosen: 'Not chosen (working days)',
  halfDay: 'half day',
  why: {
    rest_day: 'on the rest day: the next working day',
    another_holiday: 'on another paid holiday: the next working day',
    off_day: 'on an off day that is not the rest day: the law moves none',
    shared: 'shares its day with another holiday; the proviso then in force moved none',
  },
  term: (term) => `term ${term}`,
  years: (first, last, gazettedFirst, gazettedLast) =>
    `${first} to ${last} (gazetted ${gazettedFirst} to ${gazettedLast})`,
  moreNotShown: (total, byStatus) =>
    `${total} more not shown (${byStatus}): --status all lists them, --status confirmed,tentative some.`,
  estimated:
    'estimated: this answer rests on projected days (a year past the gazette, or a day of history no source dates), each marked estimated',
  note: (text) => `note: ${text}`,
};

const MS: CliWords = {
  labels: {
    date: 'tarikh',
    holiday: 'cuti',
    type: 'jenis',
    status: 'status',
    'kept in': 'di',
    state: 'negeri',
    weekend: 'hujung minggu',
    'working day': 'hari bekerja',
    'school day': 'hari persekolahan',
    'school holiday': 'cuti sekolah',
    'calendar days': 'hari kalendar',
    'business days': 'hari bekerja',
    holidays: 'cuti',
    'weekend days': 'hari hujung minggu',
    from: 'dari',
    to: 'hingga',
    result: 'hasil',
    days: 'hari',
    'leave to take': 'ambil cuti pada',
    leave: 'cuti tahunan',
    'days off': 'hari cuti',
    law: 'undang-undang',
    week: 'minggu kerja',
    paid: 'dibayar',
    'falls on': 'jatuh pada',
    'paid on': 'dibayar pada',
    why: 'sebab',
    id: 'pengenal',
    sessions: 'sesi',
    'half day closes': 'tutup separuh hari',
    settlement: 'penyelesaian',
    open: 'buka',
    close: 'tutup',
    break: 'rehat',
    settles: 'diselesaikan',
    code: 'kod',
    name: 'nama',
    'school group': 'kumpulan sekolah',
    term: 'penggal',
    'public holiday': 'cuti umum',
    exam: 'peperiksaan',
    group: 'kumpulan',
    'school days': 'hari persekolahan',
    changes: 'perubahan',
    summary: 'ringkasan',
    'school calendars': 'kalendar sekolah',
    exams: 'peperiksaan',
  },
  yes: 'ya',
  no: 'tidak',
  none: 'tiada',
  allStates: 'semua negeri',
  someStates: (count) => `${count} negeri`,
  status: STATUS_WORDS.ms,
  holidayType: HOLIDAY_TYPE_WORDS.ms,
  fallsOn: { working_day: 'hari bekerja', rest_day: 'hari rehat', off_day: 'hari kelepasan' },
  notSubstituted: 'tiada hari ganti',
  unknownSchool: 'tidak diketahui (tiada kalendar sekolah bagi tahun ini)',
  stateLine: (code, weekend, group) => `${code} (hujung minggu ${weekend}, kumpulan sekolah ${group})`,
  span: (start, end) => `${start} hingga ${end}`,
  leaveUsed: (used, total) => `${used} daripada ${total} hari digunakan`,
  daysOff: (total, minBreak, baseline) =>
    `${total} dalam cuti ${minBreak} hari atau lebih (${baseline} tanpa cuti tahunan)`,
  week: (days, restDay) => `${days}; hari rehat ${restDay}`,
  paid: (paid, compulsory, chooses) =>
    `${paid} cuti umum diwartakan: ${compulsory} wajib, ${chooses} pilihan majikan; dan setiap hari tambahan`,
  compulsory: 'Wajib',
  additional: 'Hari tambahan (sentiasa dibayar)',
  choice: (chooses) => `Pilihan majikan (${chooses} daripada ini)`,
  chosenOf: (chosen, chooses) => `Pilihan majikan (${chosen} dipilih daripada ${chooses})`,
  notChosen: 'Tidak dipilih (hari bekerja)',
  halfDay: 'separuh hari',
  why: {
    rest_day: 'pada hari rehat: hari bekerja berikutnya',
    another_holiday: 'pada cuti bergaji lain: hari bekerja berikutnya',
    off_day: 'pada hari kelepasan yang bukan hari rehat: undang-undang tidak memindahkannya',
    shared: 'sama hari dengan cuti lain; proviso ketika itu tidak memindahkannya',
  },
  term: (term) => `penggal ${term}`,
  years: (first, last, gazettedFirst, gazettedLast) =>
    `${first} hingga ${last} (diwartakan ${gazettedFirst} hingga ${gazettedLast})`,
  moreNotShown: (total, byStatus) =>
    `${total} lagi tidak ditunjukkan (${byStatus}): --status all menyenaraikan semuanya, --status confirmed,tentative sebahagiannya.`,
  estimated:
    'anggaran: jawapan ini bergantung pada hari unjuran (tahun selepas warta, atau hari dalam sejarah yang tiada sumber bertarikh), setiap satu bertanda anggaran',
  note: (text) => `nota: ${text}`,
  projectedYear: (year) =>
    `${year} bergantung pada hari unjuran, semuanya tentatif dan anggaran: gunakan --status tentative atau --status all untuk menyenaraikannya.`,
};

const ZH: CliWords = {
  labels: {
    date: '日期',
    holiday: '假期',
    type: '类型',
    status: '状态',
    'kept in': '适用州属',
    state: '州属',
    weekend: '周末',
    'working day': '工作日',
    'school day': '上课日',
    'school holiday': '学校假期',
    'calendar days': '日历天数',
    'business days': '工作日数',
    holidays: '假期',
    'weekend days': '周末天数',
    from: '从',
    to: '至',
    result: '结果',
    days: '天数',
    'leave to take': '请假日期',
    leave: '年假',
    'days off': '休息天数',
    law: '法律',
    week: '工作周',
    paid: '付薪',
    'falls on': '落在',
    'paid on': '付薪日',
    why: '原因',
    id: '代号',
    sessions: '交易时段',
    'half day closes': '半日收市',
    settlement: '结算',
    open: '开市',
    close: '收市',
    break: '休市',
    settles: '结算日',
    code: '代码',
    name: '名称',
    'school group': '学校组别',
    term: '学期',
    'public holiday': '公共假期',
    exam: '考试',
    group: '组别',
    'school days': '上课天数',
    changes: '变更',
    summary: '摘要',
    'school calendars': '学校日历',
    exams: '考试',
  },
  yes: '是',
  no: '否',
  none: '无',
  allStates: '全国',
  someStates: (count) => `${count}个州`,
  status: STATUS_WORDS.zh,
  holidayType: HOLIDAY_TYPE_WORDS.zh,
  fallsOn: { working_day: '工作日', rest_day: '休息日', off_day: '非工作日' },
  notSubstituted: '无补假',
  unknownSchool: '不详（本年没有学校日历）',
  stateLine: (code, weekend, group) => `${code}（周末：${weekend}；学校组别：${group}）`,
  span: (start, end) => `${start}至${end}`,
  leaveUsed: (used, total) => `已用${used}天，共${total}天`,
  daysOff: (total, minBreak, baseline) => `在${minBreak}天或以上的连假中共休${total}天（不请假为${baseline}天）`,
  week: (days, restDay) => `${days}；休息日${restDay}`,
  paid: (paid, compulsory, chooses) => `${paid}天宪报假期：强制${compulsory}天，雇主自选${chooses}天；另加每个特别假期`,
  compulsory: '强制假期',
  additional: '特别假期（一律付薪）',
  choice: (chooses) => `雇主自选（从中选${chooses}天）`,
  chosenOf: (chosen, chooses) => `雇主自选（${chooses}天中已选${chosen}天）`,
  notChosen: '未选（工作日）',
  halfDay: '半日',
  why: {
    rest_day: '落在休息日：顺延至下一个工作日',
    another_holiday: '落在另一个带薪假期：顺延至下一个工作日',
    off_day: '落在休息日以外的非工作日：法律不予顺延',
    shared: '与另一假期同日；当时的附文不予顺延',
  },
  term: (term) => `第${term}学期`,
  years: (first, last, gazettedFirst, gazettedLast) =>
    `${first}至${last}年（已刊宪：${gazettedFirst}至${gazettedLast}年）`,
  moreNotShown: (total, byStatus) =>
    `另有${total}项未列出（${byStatus}）：--status all 列出全部，--status confirmed,tentative 列出部分。`,
  estimated: '推算：此答案依据推算的日子（宪报以后的年份，或无资料记载日期的历史日子），每项都标为推算',
  note: (text) => `附注：${text}`,
  projectedYear: (year) =>
    `${year}年依据推算的日子，全部为暂定和推算：用 --status tentative 或 --status all 列出这些日子。`,
};

const TA: CliWords = {
  labels: {
    date: 'தேதி',
    holiday: 'விடுமுறை',
    type: 'வகை',
    status: 'நிலை',
    'kept in': 'மாநிலங்கள்',
    state: 'மாநிலம்',
    weekend: 'வார இறுதி',
    'working day': 'வேலை நாள்',
    'school day': 'பள்ளி நாள்',
    'school holiday': 'பள்ளி விடுமுறை',
    'calendar days': 'நாள்காட்டி நாள்கள்',
    'business days': 'வேலை நாள்கள்',
    holidays: 'விடுமுறைகள்',
    'weekend days': 'வார இறுதி நாள்கள்',
    from: 'முதல்',
    to: 'வரை',
    result: 'முடிவு',
    days: 'நாள்கள்',
    'leave to take': 'விடுப்பு நாள்கள்',
    leave: 'விடுப்பு',
    'days off': 'விடுமுறை நாள்கள்',
    law: 'சட்டம்',
    week: 'வேலை வாரம்',
    paid: 'ஊதியம்',
    'falls on': 'விழும் நாள்',
    'paid on': 'ஊதிய நாள்',
    why: 'காரணம்',
    id: 'அடையாளம்',
    sessions: 'அமர்வுகள்',
    'half day closes': 'அரை நாள் முடிவு',
    settlement: 'தீர்வு',
    open: 'தொடக்கம்',
    close: 'முடிவு',
    break: 'இடைவேளை',
    settles: 'தீர்வு நாள்',
    code: 'குறியீடு',
    name: 'பெயர்',
    'school group': 'பள்ளிக் குழு',
    term: 'தவணை',
    'public holiday': 'பொது விடுமுறை',
    exam: 'தேர்வு',
    group: 'குழு',
    'school days': 'பள்ளி நாள்கள்',
    changes: 'மாற்றங்கள்',
    summary: 'சுருக்கம்',
    'school calendars': 'பள்ளி நாள்காட்டிகள்',
    exams: 'தேர்வுகள்',
  },
  yes: 'ஆம்',
  no: 'இல்லை',
  none: 'இல்லை',
  allStates: 'அனைத்து மாநிலங்களும்',
  someStates: (count) => `${count} மாநிலங்கள்`,
  status: STATUS_WORDS.ta,
  holidayType: HOLIDAY_TYPE_WORDS.ta,
  fallsOn: { working_day: 'வேலை நாள்', rest_day: 'ஓய்வு நாள்', off_day: 'விடுமுறை நாள்' },
  notSubstituted: 'மாற்று நாள் இல்லை',
  unknownSchool: 'தெரியாது (இந்த ஆண்டுக்குப் பள்ளி நாள்காட்டி இல்லை)',
  stateLine: (code, weekend, group) => `${code} (வார இறுதி: ${weekend}, பள்ளிக் குழு ${group})`,
  span: (start, end) => `${start} முதல் ${end} வரை`,
  leaveUsed: (used, total) => `${total} நாள்களில் ${used} பயன்படுத்தப்பட்டன`,
  daysOff: (total, minBreak, baseline) =>
    `${minBreak} அல்லது அதற்கு மேற்பட்ட நாள் ஓய்வுகளில் ${total} (விடுப்பு இல்லாமல் ${baseline})`,
  week: (days, restDay) => `${days}; ஓய்வு நாள் ${restDay}`,
  paid: (paid, compulsory, chooses) =>
    `${paid} அரசிதழ் விடுமுறைகள்: ${compulsory} கட்டாயம், ${chooses} முதலாளியின் தேர்வு; மேலும் ஒவ்வொரு சிறப்பு விடுமுறையும்`,
  compulsory: 'கட்டாய விடுமுறைகள்',
  additional: 'சிறப்பு விடுமுறைகள் (எப்போதும் ஊதியத்துடன்)',
  choice: (chooses) => `முதலாளியின் தேர்வு (இவற்றில் ${chooses})`,
  chosenOf: (chosen, chooses) => `முதலாளியின் தேர்வு (${chooses}இல் ${chosen} தேர்ந்தெடுக்கப்பட்டன)`,
  notChosen: 'தேர்ந்தெடுக்கப்படாதவை (வேலை நாள்கள்)',
  halfDay: 'அரை நாள்',
  why: {
    rest_day: 'ஓய்வு நாளில்: அடுத்த வேலை நாள்',
    another_holiday: 'வேறு ஊதிய விடுமுறையில்: அடுத்த வேலை நாள்',
    off_day: 'ஓய்வு நாள் அல்லாத விடுமுறை நாளில்: சட்டம் நகர்த்தாது',
    shared: 'வேறு விடுமுறையுடன் அதே நாள்; அப்போதைய நிபந்தனை நகர்த்தவில்லை',
  },
  term: (term) => `தவணை ${term}`,
  years: (first, last, gazettedFirst, gazettedLast) =>
    `${first} முதல் ${last} வரை (அரசிதழில்: ${gazettedFirst} முதல் ${gazettedLast} வரை)`,
  moreNotShown: (total, byStatus) =>
    `மேலும் ${total} காட்டப்படவில்லை (${byStatus}): --status all அனைத்தையும், --status confirmed,tentative சிலவற்றைப் பட்டியலிடும்.`,
  estimated:
    'மதிப்பீடு: இந்தப் பதில் கணிக்கப்பட்ட நாள்களைச் சார்ந்தது (அரசிதழுக்குப் பிந்தைய ஆண்டு, அல்லது எந்த மூலமும் தேதி தராத வரலாற்று நாள்), ஒவ்வொன்றும் மதிப்பீடு எனக் குறிக்கப்பட்டுள்ளது',
  note: (text) => `குறிப்பு: ${text}`,
  projectedYear: (year) =>
    `${year} கணிக்கப்பட்ட நாள்களைச் சார்ந்தது, அனைத்தும் தற்காலிகம், மதிப்பீடு: அவற்றைப் பட்டியலிட --status tentative அல்லது --status all பயன்படுத்துக.`,
};

export const CLI_WORDS: Readonly<Record<Language, CliWords>> = { en: EN, ms: MS, zh: ZH, ta: TA };
