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
    stateNotFound: (r) =>
      `Tiada negeri atau wilayah persekutuan yang sepadan dengan "${r.text}".${r.suggestions.length > 0 ? ` Adakah maksud anda ${r.suggestions.join(', ')}?` : ''}`,
    yearNotCovered: (r) => `Tahun ${r.year} tidak diliputi: ${covered(r)}`,
    dayNotCovered: (r) => `Tahun ${r.year} di luar data: ${covered(r)}`,
    estimatesExcluded: (r) =>
      `Tahun ${r.year} mempunyai cuti unjuran (anggaran), dan anggaran dikecualikan: tanpa anggaran, cuti dijawab bagi ${r.first} hingga ${r.last}.`,
    schoolNotPublished: (r) =>
      `Kementerian Pendidikan belum menerbitkan kalendar persekolahan ${r.year} (Kalendar Akademik ${r.year}): data persekolahan meliputi ${r.years.join(', ')}. ` +
      `Penggal, cuti sekolah dan hari persekolahan ${r.year} tidak dijawab sehingga kalendar itu diterbitkan.`,
    noSchoolCalendar: (r) =>
      `Tiada kalendar persekolahan bagi ${r.year}: data persekolahan meliputi ${r.years.join(', ')}. Tahun sebelum ${r.years[0] ?? 2026} tidak diselenggara.`,
  },
};
