import { MS_HELP } from './help-words-ms.js';
import type { RefusalWords } from './refusal-shape.js';

function range({ minimum, maximum }: { minimum?: number; maximum?: number }): string {
  if (minimum !== undefined && maximum !== undefined) return `dari ${minimum} hingga ${maximum}`;
  if (minimum !== undefined) return `sekurang-kurangnya ${minimum}`;
  return `paling banyak ${maximum}`;
}

/** JSON Schema's types as a sentence names them. */
const TYPES: Readonly<Record<string, string>> = {
  string: 'teks',
  number: 'nombor',
  boolean: 'benar atau palsu',
  array: 'senarai',
  object: 'objek',
};

const covered = (r: { first: number; last: number; gazetted: [number, number] }) =>
  `cuti dijawab bagi ${r.first} hingga ${r.last} (diwartakan ${r.gazetted[0]} hingga ${r.gazetted[1]}; tahun sebelumnya daripada rekod, tahun selepasnya diunjurkan). Hari di luarnya tidak dijawab, bukan diteka.`;

/**
 * The calendar's refusals in Malay as Malaysia writes it (refusal-words.ts has the English
 * they translate): the help's terms (diwartakan, diunjurkan, nama lain, kalendar persekolahan);
 * names, codes and the values given as they are typed.
 */
export const MS_REFUSALS: RefusalWords = {
  parameter: (name) => `parameter '${name}'`,
  colon: ': ',
  statesCommand: ' `malaysia-calendar states` menyenaraikan setiap kod dan nama lain.',
  statesTool: ' Alat list_states menyenaraikan setiap kod dan nama lain.',
  sentences: {
    required: (r, name) => `${name(r.parameter)} wajib diberi.`,
    empty: (r, name) => `${name(r.parameter)} tidak boleh kosong.`,
    tooLong: (r, name) => `${name(r.parameter)} tidak boleh melebihi ${r.maxLength} aksara.`,
    notWritten: (r, name) => {
      const written = MS_HELP.parameters[r.parameter];
      return `${name(r.parameter)} tidak ditulis seperti yang dijangka${written === undefined ? '' : ` (${written})`}; diberi ${r.value}.`;
    },
    notDate: (r, name) => `${name(r.parameter)} mesti tarikh sebenar yang ditulis YYYY-MM-DD; diberi ${r.value}.`,
    notAllowed: (r, name) =>
      `${name(r.parameter)} mesti salah satu daripada: ${r.allowed.join(', ')}; diberi ${r.value}.`,
    outOfRange: (r, name) => `${name(r.parameter)} mesti ${range(r)}; diberi ${r.value}.`,
    wrongType: (r, name) =>
      `${name(r.parameter)} mesti ${
        r.type === 'integer'
          ? `nombor bulat${r.minimum === undefined ? '' : ` ${range(r)}`}`
          : (TYPES[r.type ?? ''] ?? 'satu nilai')
      }; diberi ${r.value}.`,
    brokenRule: (r, name) => `${name(r.parameter)} tidak sah: ${r.rule}.`,
    unknownParameters: (r) => {
      const takes = `Soalan ini menerima: ${r.known.join(', ') || 'tiada parameter'}.`;
      const named = r.names.map(
        ({ name, meant }) => `'${name}'${meant === undefined ? '' : ` (adakah maksud anda '${meant}'?)`}`,
      );
      return `Parameter tidak dikenali: ${[...named, ...(r.more > 0 ? [`dan ${r.more} lagi`] : [])].join(', ')}. ${takes}`;
    },
    notDecimal: (r, name) =>
      `${name(r.parameter)} mesti nombor bulat yang ditulis dalam digit perpuluhan; diberi ${r.value}.`,
    overlongInteger: (r, name) =>
      `${name(r.parameter)} panjangnya ${r.length} aksara; tiada nilai yang diterimanya memerlukan lebih daripada ${r.limit}.`,
    givenTogether: ({ parameters: [one, other] }, name) =>
      `${name(one)} dan ${name(other)} tidak boleh diberi bersama: beri salah satu sahaja.`,
    startAfterEnd: (_, name) => `${name('start')} tidak boleh selepas ${name('end')}.`,
    outsidePlanYear: (r, name) => `${name(r.parameter)} mesti tarikh dalam ${r.year}, tahun pelan itu.`,
    stateNotFound: (r) =>
      `Tiada negeri atau wilayah persekutuan yang sepadan dengan "${r.text}".${r.suggestions.length > 0 ? ` Adakah maksud anda ${r.suggestions.join(', ')}?` : ''}`,
    yearNotCovered: (r) => `Tahun ${r.year} tidak diliputi: ${covered(r)}`,
    dayNotCovered: (r) => `Tahun ${r.year} di luar data: ${covered(r)}`,
    rollNotCovered: (r) => `Hari bekerja ${r.roll} bagi ${r.date} jatuh di luar data: ${covered(r)}`,
    stepsNotCovered: (r) =>
      `${Math.abs(r.days)} hari bekerja ${r.days > 0 ? 'selepas' : 'sebelum'} ${r.date} jatuh di luar data: ${covered(r)}`,
    tooManyChosen: (r, name) =>
      `${name('chosen')} menamakan ${r.count} cuti pilihan majikan bagi ${r.state} pada ${r.year}: undang-undang memberi majikan ${r.allowed} sahaja.`,
    notAHoliday: (r, name) =>
      `${name('chosen')} menamakan ${r.value}, yang bukan cuti bagi ${r.state} pada ${r.years}: beri id, id tanpa tahun, atau nama.`,
    estimatesExcluded: (r) =>
      `Tahun ${r.year} mempunyai cuti unjuran (anggaran), dan anggaran dikecualikan: tanpa anggaran, cuti dijawab bagi ${r.first} hingga ${r.last}.`,
    schoolNotPublished: (r) =>
      `Kementerian Pendidikan belum menerbitkan kalendar persekolahan ${r.year} (Kalendar Akademik ${r.year}): data persekolahan meliputi ${r.years.join(', ')}. ` +
      `Penggal, cuti sekolah dan hari persekolahan ${r.year} tidak dijawab sehingga kalendar itu diterbitkan.`,
    noSchoolCalendar: (r) =>
      `Tiada kalendar persekolahan bagi ${r.year}: data persekolahan meliputi ${r.years.join(', ')}. Tahun sebelum ${r.years[0] ?? 2026} tidak diselenggara.`,
    noExams: (r) => `Tiada tarikh peperiksaan bagi ${r.year}: peperiksaan disenaraikan bagi ${r.years.join(', ')}.`,
    stateOrGroup: (_, name) => `Beri ${name('state')} atau ${name('group')}.`,
    groupMismatch: (r, name) =>
      `${name('group')} ialah ${r.group} tetapi ${r.state} dalam kumpulan ${r.stateGroup} pada masa itu; beri salah satu sahaja.`,
    statusNotAllowed: (r, name) =>
      `${name('status')} menerima ${r.statuses.join(', ')}, beberapa daripadanya dipisahkan dengan koma, atau ${r.all} sahaja; diberi ${r.value}.`,
    notTaken: (r, name) => `${name(r.parameter)} menerima ${r.allowed.join(', ')}; diberi '${r.value}'.`,
    paidOnly: (r, name) => `${name(r.parameter)} menerangkan cuti bergaji pekerja: ia dibaca bersama holidays=paid.`,
    restDayWorked: (r, name) =>
      `${name('restDay')} ialah ${r.day}, hari bekerja dalam minggu kerja: hari rehat mestilah hari cuti.`,
    notWeekday: (r, name) =>
      `${name('restDay')} ialah ${r.value}, bukan nama hari (sun, mon, tue, wed, thu, fri, sat, atau ejaan penuh).`,
    notWorkweek: (r, name) =>
      `${name('workweek')} tidak ditulis seperti yang dijangka: ${r.value} bukan nama hari atau julat dua hari (sun, mon, tue, wed, thu, fri, sat, atau ejaan penuh; mon-fri).`,
    noDayOff: (_, name) =>
      `${name('workweek')} bekerja setiap hari dalam seminggu: minggu kerja mesti meninggalkan sekurang-kurangnya satu hari cuti (hari rehat mingguan, Akta Kerja 1955 s.59).`,
    closedAndOpen: (r, name) =>
      `${name('closed')} dan ${name('open')} kedua-duanya menamakan ${r.date}: sesuatu hari sama ada tutup atau buka.`,
    tooManyEntries: (r, name) =>
      `${name(r.parameter)} mempunyai ${r.count} entri: paling banyak ${r.limit} (tarikh atau julat) diterima.`,
    backwardRange: (r, name) => `${name(r.parameter)} mempunyai julat ${r.range}, yang berakhir sebelum ia bermula.`,
    notDateIn: (r, name) =>
      `${name(r.parameter)} menamakan ${r.value}, yang bukan tarikh sebenar yang ditulis YYYY-MM-DD.`,
    dateNotCoveredIn: (r, name) =>
      `${name(r.parameter)} menamakan ${r.value}: hari dan julatnya mesti dalam tahun yang diliputi, ${r.first} hingga ${r.last}.`,
    marketNotCovered: (r) =>
      `Tahun ${r.year} di luar tahun yang dijawab bagi ${r.market} (${r.id}): ${r.first} hingga ${r.last}.`,
  },
};
