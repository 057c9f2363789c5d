import { type DayNumber, fromParts } from './civil-date.js';
import type { StateCode } from './state.js';

/**
 * The paid-holiday law an employee works under, by where the employee mainly works: the
 * Employment Act 1955 in Peninsular Malaysia and Labuan, the Labour Ordinances in Sabah and
 * Sarawak. Each names how many gazetted holidays are paid, which of them are compulsory (by
 * the data's holiday slugs), which further days are always paid, and the proviso that moves a
 * holiday off the rest day or off another holiday. The texts and the ministry statements that
 * apply them are cited in docs/workplace.md.
 */
export interface HolidayLaw {
  /** The law and section, as the English answer names them. */
  readonly name: string;
  /** Which law, and how it stood in the year: what the other languages name it by. */
  readonly title: LawTitle;
  /** Gazetted public holidays paid a year; the compulsory ones among them. */
  readonly paidHolidays: number;
  /** Slugs of the compulsory holidays (their ids less the year), with the paragraph naming each. */
  readonly compulsory: readonly { slug: string; basis: string }[];
  /** Slugs of gazetted holidays that are always paid besides them (Sarawak's state-declared days). */
  readonly additional: readonly { slug: string; basis: string }[];
  /** The paragraph that makes an additional day (cuti peristiwa, type adhoc) paid. */
  readonly adhocBasis: string;
  /**
   * Where paragraph (b) reaches only the days the federal government appoints (the Employment
   * Act's Holidays Act 1951 s.8), the basis of a day a state declares (s.9: the data's
   * `gazetteLevel: N`), which is then a gazetted holiday among the employer's choice; undefined
   * where every declared day is paid (the Sabah and Sarawak ordinances).
   */
  readonly stateDeclaredBasis: string | undefined;
  /** The paragraph under which the employer chooses the rest. */
  readonly choiceBasis: string;
  /** The proviso that substitutes a holiday on the rest day (and, where it says so, on another holiday). */
  readonly substitutionBasis: string;
  /** Whether the proviso also moves a holiday that falls on another paid holiday (the rest day always). */
  readonly substitutesOnAnotherHoliday: boolean;
}

/** A law by its act, and, where the year read it otherwise than now, how. */
export interface LawTitle {
  readonly act: 'employment-act' | 'sabah-ordinance' | 'sarawak-ordinance';
  readonly as?: 'amended-2025' | 'before-amendment-2025' | 'before-a1419' | 'read-before-2025';
}

const EA = 'Employment Act 1955 s.60D(1)';
const SABAH = 'Labour Ordinance (Sabah Cap. 67) s.103(1)';
const SARAWAK = 'Labour Ordinance (Sarawak Cap. 76) s.104(1)';

/** The birthday of the Ruler or Yang di-Pertua Negeri of each state: the compulsory holiday of s.60D(1)(a)(iii). */
const RULERS_BIRTHDAY: Readonly<Record<string, string>> = {
  johor: 'hari-keputeraan-sultan-johor',
  kedah: 'hari-keputeraan-sultan-kedah',
  // Kelantan gazettes the birthday over two days; the Act names one day, the first.
  kelantan: 'hari-keputeraan-sultan-kelantan-1',
  melaka: 'hari-jadi-tyt-melaka',
  'negeri-sembilan': 'hari-keputeraan-yang-dipertuan-besar-negeri-sembilan',
  pahang: 'hari-keputeraan-sultan-pahang',
  'pulau-pinang': 'hari-jadi-tyt-pulau-pinang',
  perak: 'hari-keputeraan-sultan-perak',
  perlis: 'hari-keputeraan-raja-perlis',
  selangor: 'hari-keputeraan-sultan-selangor',
  terengganu: 'hari-keputeraan-sultan-terengganu',
  sabah: 'hari-jadi-tyt-sabah',
  sarawak: 'hari-jadi-tyt-sarawak',
  'kuala-lumpur': 'hari-wilayah-persekutuan',
  'wp-labuan': 'hari-wilayah-persekutuan',
  'wp-putrajaya': 'hari-wilayah-persekutuan',
};

const FEDERAL_TERRITORIES = new Set(['kuala-lumpur', 'wp-labuan', 'wp-putrajaya']);

/** Commencement days of the amendments the answers read, as day numbers. */
const EMPLOYMENT_ACT_A1419 = fromParts(2012, 2, 10);
const LABOUR_ORDINANCES_2025 = fromParts(2025, 5, 1);

/**
 * The law for an employee who mainly works in the state, as it stood on the day. Malaysia Day
 * became compulsory in Peninsular Malaysia and Labuan with Act A1419 (in force 10 February 2012:
 * eleven holidays, five compulsory; ten and four before), and in Sabah with the Labour
 * Ordinance of Sabah (Amendment) Act 2025 (in force 1 May 2025: fifteen and five; fourteen and
 * four before). Sarawak's proviso reaches a holiday on another holiday from 1 May 2025, when
 * its ordinance's amendment came into force too.
 */
export function holidayLawOn(code: StateCode, day: DayNumber): HolidayLaw {
  // A law is asked for every holiday placed: made once for each state and amendment it stands before.
  const key = `${code} ${day < EMPLOYMENT_ACT_A1419} ${day < LABOUR_ORDINANCES_2025}`;
  const kept = LAWS.get(key);
  if (kept !== undefined) return kept;
  const law = lawStandingOn(code, day);
  LAWS.set(key, law);
  return law;
}

const LAWS = new Map<string, HolidayLaw>();

function lawStandingOn(code: StateCode, day: DayNumber): HolidayLaw {
  const law = holidayLawNow(code);
  const rest = 'the proviso then moved only a holiday on the rest day';
  if (code === 'sarawak') {
    // The Labour Department said in May 2024 that a holiday on another was not substituted, and in May 2025 placed one.
    return day < LABOUR_ORDINANCES_2025
      ? {
          ...law,
          name: `${law.name}, as read before 1 May 2025 (${rest})`,
          title: { act: law.title.act, as: 'read-before-2025' },
          substitutesOnAnotherHoliday: false,
        }
      : law;
  }
  const before =
    code === 'sabah'
      ? day < LABOUR_ORDINANCES_2025
        ? 'the Labour Ordinance of Sabah (Amendment) Act 2025 (in force 1 May 2025)'
        : undefined
      : day < EMPLOYMENT_ACT_A1419
        ? 'Act A1419 (in force 10 February 2012)'
        : undefined;
  if (before === undefined) return law;
  return {
    ...law,
    name: `${law.name.split(',')[0]}, before ${before}: ${rest}`,
    title: { act: law.title.act, as: code === 'sabah' ? 'before-amendment-2025' : 'before-a1419' },
    paidHolidays: law.paidHolidays - 1,
    compulsory: law.compulsory.filter(({ slug }) => slug !== 'hari-malaysia'),
    // Malaysia Day, a public holiday from 2010 by a notification under the Holidays Act 1951 s.8, was a paragraph (b) day until A1419 (the Human Resources Minister, Bernama, 15 September 2010).
    additional:
      code === 'sabah'
        ? law.additional
        : [{ slug: 'hari-malaysia', basis: `${law.adhocBasis} (Malaysia Day, before it became compulsory)` }],
    substitutesOnAnotherHoliday: false,
  };
}

function holidayLawNow(code: StateCode): HolidayLaw {
  const ruler = RULERS_BIRTHDAY[code]!;
  if (code === 'sabah') {
    return {
      name: `${SABAH}, as amended by the Labour Ordinance of Sabah (Amendment) Act 2025, in force 1 May 2025`,
      title: { act: 'sabah-ordinance', as: 'amended-2025' },
      paidHolidays: 15,
      compulsory: [
        { slug: 'hari-kebangsaan', basis: `${SABAH}(a)(i): National Day` },
        { slug: 'hari-keputeraan-agong', basis: `${SABAH}(a)(ii): the Birthday of the Yang di-Pertuan Agong` },
        { slug: ruler, basis: `${SABAH}(a)(iii): the Birthday of the Yang di-Pertua Negeri of Sabah` },
        { slug: 'hari-pekerja', basis: `${SABAH}(a)(iv): Labour Day` },
        { slug: 'hari-malaysia', basis: `${SABAH}(a)(v): Malaysia Day` },
      ],
      additional: [],
      adhocBasis: `${SABAH}(b): a day declared a public holiday in addition`,
      stateDeclaredBasis: undefined,
      choiceBasis: `${SABAH}(a): the employer names the others by a notice before the year begins`,
      substitutionBasis: `${SABAH}, proviso: a holiday on the rest day or on another such holiday is paid on the working day immediately after`,
      substitutesOnAnotherHoliday: true,
    };
  }
  if (code === 'sarawak') {
    return {
      name: `${SARAWAK}`,
      title: { act: 'sarawak-ordinance' },
      paidHolidays: 16,
      compulsory: [
        { slug: 'hari-kebangsaan', basis: `${SARAWAK}(a)(i): National Day` },
        { slug: 'hari-keputeraan-agong', basis: `${SARAWAK}(a)(ii): the Birthday of the Yang di-Pertuan Agong` },
        { slug: ruler, basis: `${SARAWAK}(a)(iii): the Birthday of the Yang di-Pertua Negeri of Sarawak` },
        { slug: 'hari-pekerja', basis: `${SARAWAK}(a)(iv): Workers' Day` },
      ],
      // The Labour Department counts these among the days declared by the State Government (The Borneo Post, 20 May 2024).
      additional: [
        {
          slug: 'hari-malaysia',
          basis: `${SARAWAK}(b): a public holiday declared by the Government of the State (Malaysia Day)`,
        },
        {
          slug: 'hari-kemerdekaan-sarawak',
          basis: `${SARAWAK}(b): a public holiday declared by the Government of the State (Sarawak Independence Day)`,
        },
      ],
      adhocBasis: `${SARAWAK}(b): a public holiday declared by the Government of the State`,
      stateDeclaredBasis: undefined,
      choiceBasis: `${SARAWAK}(a) and s.104(2): the other twelve, fixed with regard to the employees' religion and customs, named by a notice before the year begins`,
      substitutionBasis: `${SARAWAK}, proviso, as the Sarawak Labour Department applies it: a holiday on the rest day, or on another such holiday, is paid on the next working day`,
      substitutesOnAnotherHoliday: true,
    };
  }
  return {
    name: EA,
    title: { act: 'employment-act' },
    paidHolidays: 11,
    compulsory: [
      { slug: 'hari-kebangsaan', basis: `${EA}(a)(i): National Day` },
      { slug: 'hari-keputeraan-agong', basis: `${EA}(a)(ii): the Birthday of the Yang di-Pertuan Agong` },
      {
        slug: ruler,
        basis: FEDERAL_TERRITORIES.has(code)
          ? `${EA}(a)(iii): the Federal Territory Day, for an employee who mainly works in a federal territory`
          : `${EA}(a)(iii): the Birthday of the Ruler or Yang di-Pertua Negeri of the state where the employee mainly works`,
      },
      { slug: 'hari-pekerja', basis: `${EA}(a)(iv): Workers' Day` },
      { slug: 'hari-malaysia', basis: `${EA}(a)(v): Malaysia Day` },
    ],
    additional: [],
    adhocBasis: `${EA}(b): a day appointed a public holiday for the year under the Holidays Act 1951 s.8`,
    stateDeclaredBasis: `${EA}(a): declared by the state or territory under the Holidays Act 1951 s.9, not a day of paragraph (b); a gazetted holiday the employer may name among its choice`,
    choiceBasis: `${EA}(a): the employer names the others by a notice exhibited before the year begins`,
    substitutionBasis: `${EA}, proviso: a holiday on the rest day or on another such holiday is paid on the working day immediately after`,
    substitutesOnAnotherHoliday: true,
  };
}
