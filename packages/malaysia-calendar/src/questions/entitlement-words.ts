import type { LawTitle } from '../core/holiday-laws.js';
import type { Language } from '../model/language.js';

/** What the entitlements answer says in words: the law it applies, and the notes on what it assumes. */
export interface EntitlementWords {
  /** The law as the answer names it; English gives the law's own English name, the others build it from its title. */
  law(title: LawTitle, english: string): string;
  notes: Readonly<Record<'offDay' | 'choice' | 'chosen' | 'order' | 'notCovered' | 'estimated', string>>;
  /** The note of a year the law changed within, naming the law as it stood when the year began. */
  amended(lawBefore: string): string;
}

/**
 * The Acts' names as each language's legal texts and press write them (data/glossary.yaml):
 * Akta Kerja 1955 is the Act's Malay title; 《1955年雇佣法令》 is how the Malaysian Chinese
 * press cites it. The section numbers stay as the Acts number them.
 */
export const ACTS: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<LawTitle['act'], string>>>> = {
  ms: {
    'employment-act': 'Akta Kerja 1955 s.60D(1)',
    'sabah-ordinance': 'Ordinan Buruh (Sabah Bab 67) s.103(1)',
    'sarawak-ordinance': 'Ordinan Buruh (Sarawak Bab 76) s.104(1)',
  },
  zh: {
    'employment-act': '《1955年雇佣法令》第60D(1)条',
    'sabah-ordinance': '《沙巴劳工法令》（第67章）第103(1)条',
    'sarawak-ordinance': '《砂拉越劳工法令》（第76章）第104(1)条',
  },
  ta: {
    'employment-act': '1955ஆம் ஆண்டு வேலைச் சட்டம், பிரிவு 60D(1)',
    'sabah-ordinance': 'சபா தொழிலாளர் சட்டம் (அத்தியாயம் 67), பிரிவு 103(1)',
    'sarawak-ordinance': 'சரவாக் தொழிலாளர் சட்டம் (அத்தியாயம் 76), பிரிவு 104(1)',
  },
};

const EN: EntitlementWords = {
  law: (_title, english) => english,
  notes: {
    offDay:
      'A holiday on an off day of the week that is not the rest day (a Saturday of a Monday-Friday week resting on Sunday) is not substituted by the proviso, which names only the rest day and another holiday; many employers give another day, which the law leaves to the contract.',
    choice:
      'The employer names its choice holidays by a notice before the year begins (chosen), and may agree with the employee to replace any of them, and may give another day in place of an additional day; the compulsory holidays may not be replaced. Without chosen, every candidate is assumed chosen and substitutes are placed so: one not chosen is a working day, which may move a substitute, a compulsory one included, to an earlier day.',
    chosen:
      'employerChoice lists the days the employer chose, their substitutes placed among its paid holidays only; notChosen lists the others, working days for the employee. The employer may agree with the employee to replace any of them, and may give another day in place of an additional day; the compulsory holidays may not be replaced.',
    order:
      'Substitutes are placed compulsory holidays first, then the additional days, then the choice holidays, each by date, on the next working day no holiday of the year or earlier substitute holds.',
    notCovered:
      'Not covered: a holiday during sick leave, annual leave or another paid leave (Employment Act 1955 s.60D(2): the holiday is given, the leave day not counted), employment starting or ending within the year (the holidays then falling within the employment are the ones paid), replacement by agreement, and the rate for work on a holiday.',
    estimated: 'Days marked estimated are projected from the rules, not gazetted: the answer moves with the gazette.',
  },
  amended: (lawBefore) =>
    `The law changed within the year: holidays before the amendment came into force are placed by the proviso then in force, and the count and compulsory days are those in force at the end of the year. Before it: ${lawBefore}.`,
};

const MS: EntitlementWords = {
  law: ({ act, as }) => {
    const name = ACTS.ms[act];
    const rest = 'proviso ketika itu hanya memindahkan cuti yang jatuh pada hari rehat';
    if (as === 'amended-2025')
      return `${name}, sebagaimana dipinda oleh Akta Ordinan Buruh Sabah (Pindaan) 2025, berkuat kuasa 1 Mei 2025`;
    if (as === 'before-amendment-2025') return `${name}, sebelum Akta Ordinan Buruh Sabah (Pindaan) 2025: ${rest}`;
    if (as === 'before-a1419') return `${name}, sebelum Akta A1419 (berkuat kuasa 10 Februari 2012): ${rest}`;
    if (as === 'read-before-2025') return `${name}, sebagaimana dibaca sebelum 1 Mei 2025 (${rest})`;
    return name;
  },
  notes: {
    offDay:
      'Cuti yang jatuh pada hari kelepasan mingguan yang bukan hari rehat (hari Sabtu bagi minggu kerja Isnin hingga Jumaat yang berehat pada hari Ahad) tidak diganti oleh proviso, yang hanya menyebut hari rehat dan cuti lain; banyak majikan memberi hari lain, perkara yang diserahkan oleh undang-undang kepada kontrak.',
    choice:
      'Majikan menamakan cuti pilihannya melalui notis sebelum tahun bermula, boleh bersetuju dengan pekerja untuk menggantikan mana-mana daripadanya, dan boleh memberi hari lain sebagai ganti hari tambahan; cuti wajib tidak boleh diganti. Jika hari yang dipilih tidak dinyatakan, setiap calon dianggap dipilih dan hari ganti diletakkan begitu: cuti yang tidak dipilih ialah hari bekerja, yang mungkin mengalihkan hari ganti, termasuk bagi cuti wajib, ke hari lebih awal.',
    chosen:
      'Pilihan majikan menyenaraikan hari yang dipilihnya, hari gantinya diletakkan di antara cuti bergajinya sahaja; senarai tidak dipilih memuatkan yang lain, hari bekerja bagi pekerja. Majikan boleh bersetuju dengan pekerja untuk menggantikan mana-mana daripadanya, dan boleh memberi hari lain sebagai ganti hari tambahan; cuti wajib tidak boleh diganti.',
    order:
      'Hari ganti diletakkan bagi cuti wajib dahulu, kemudian hari tambahan, kemudian cuti pilihan, masing-masing mengikut tarikh, pada hari bekerja berikutnya yang tidak diisi oleh cuti tahun itu atau hari ganti terdahulu.',
    notCovered:
      'Tidak diliputi: cuti umum semasa cuti sakit, cuti tahunan atau cuti bergaji lain (Akta Kerja 1955 s.60D(2): cuti umum diberi, hari cuti itu tidak dikira), pekerjaan yang bermula atau berakhir dalam tahun itu (cuti dalam tempoh pekerjaan itulah yang dibayar), penggantian melalui persetujuan, dan kadar bayaran bagi kerja pada hari cuti.',
    estimated:
      'Hari bertanda anggaran diunjurkan daripada peraturan, bukan diwartakan: jawapan ini berubah mengikut warta.',
  },
  amended: (lawBefore) =>
    `Undang-undang berubah dalam tahun itu: cuti sebelum pindaan berkuat kuasa diletakkan oleh proviso yang berkuat kuasa ketika itu, dan bilangan serta hari wajib ialah yang berkuat kuasa pada akhir tahun. Sebelumnya: ${lawBefore}.`,
};

const ZH: EntitlementWords = {
  law: ({ act, as }) => {
    const name = ACTS.zh[act];
    const rest = '当时附文只顺延落在休息日的假期';
    if (as === 'amended-2025') return `${name}，经《2025年沙巴劳工法令（修正）法令》修订，2025年5月1日起生效`;
    if (as === 'before-amendment-2025') return `${name}，《2025年沙巴劳工法令（修正）法令》之前：${rest}`;
    if (as === 'before-a1419') return `${name}，A1419法令（2012年2月10日生效）之前：${rest}`;
    if (as === 'read-before-2025') return `${name}，按2025年5月1日前的理解（${rest}）`;
    return name;
  },
  notes: {
    offDay:
      '落在非休息日的休假日（例如星期一至五工作、星期日休息者的星期六）的假期，附文不予补假，因附文只提到休息日和另一个假期；许多雇主会另给一天，法律把此事留给雇佣合约决定。',
    choice:
      '雇主在年初前以通告指定自选假期，可与雇员协议以其他日子代替其中任何一天，也可以另一天代替特别假期；强制假期不可代替。未指明所选假期时，假设每个候选假期都被选中并据此安排补假日：未被选中的假期是工作日，可能使某个补假日（强制假期的也在内）提前。',
    chosen:
      '雇主自选一栏列出雇主选定的日子，其补假日只在其带薪假期之间安排；未选一栏列出其余日子，对雇员而言是工作日。雇主可与雇员协议以其他日子代替其中任何一天，也可以另一天代替特别假期；强制假期不可代替。',
    order:
      '补假日的安排顺序：先强制假期，再特别假期，最后自选假期，各按日期，排在该年假期或较早补假日未占用的下一个工作日。',
    notCovered:
      '未涵盖：病假、年假或其他带薪假期间的假期（《1955年雇佣法令》第60D(2)条：给予该假期，请假日不计），在年内开始或结束的雇佣（只付雇佣期内的假期），协议代替，以及假期工作的薪酬。',
    estimated: '标为推算的日子按规则推算，尚未刊宪：答案会随宪报更改。',
  },
  amended: (lawBefore) =>
    `法律在年内修改：修正生效前的假期按当时有效的附文安排，天数和强制假期按年底有效的规定。修正前：${lawBefore}。`,
};

const TA: EntitlementWords = {
  law: ({ act, as }) => {
    const name = ACTS.ta[act];
    const rest = 'அப்போது அதன் நிபந்தனை ஓய்வு நாளில் விழும் விடுமுறையை மட்டுமே நகர்த்தியது';
    if (as === 'amended-2025')
      return `${name}, 2025 சபா தொழிலாளர் சட்டத் திருத்தச் சட்டத்தால் திருத்தப்பட்டபடி, 1 மே 2025 முதல் நடப்பில்`;
    if (as === 'before-amendment-2025') return `${name}, 2025 சபா தொழிலாளர் சட்டத் திருத்தச் சட்டத்துக்கு முன்: ${rest}`;
    if (as === 'before-a1419') return `${name}, A1419 சட்டத்துக்கு முன் (அது 10 பிப்ரவரி 2012 முதல் நடப்பில்): ${rest}`;
    if (as === 'read-before-2025') return `${name}, 1 மே 2025க்கு முன் புரிந்துகொள்ளப்பட்டபடி (${rest})`;
    return name;
  },
  notes: {
    offDay:
      'ஓய்வு நாள் அல்லாத வார விடுமுறை நாளில் (ஞாயிறு ஓய்வு நாளான திங்கள்-வெள்ளி வாரத்தின் சனி) விழும் விடுமுறைக்கு நிபந்தனை மாற்று நாள் தராது; பல முதலாளிகள் வேறு நாள் தருகின்றனர், சட்டம் அதை ஒப்பந்தத்திடம் விடுகிறது.',
    choice:
      'முதலாளி தேர்வு விடுமுறைகளை ஆண்டு தொடங்கும் முன் அறிவிப்பால் குறிப்பிடுகிறார், ஊழியருடன் உடன்பட்டு அவற்றை மாற்றலாம், சிறப்பு விடுமுறைக்குப் பதில் வேறு நாள் தரலாம்; கட்டாய விடுமுறைகளை மாற்ற முடியாது. தேர்ந்தவை குறிப்பிடப்படவில்லையெனில் ஒவ்வொன்றும் தேர்ந்தெடுக்கப்பட்டதாகக் கொண்டு மாற்று நாள்கள் அமைகின்றன: தேர்ந்தெடுக்கப்படாதது வேலை நாள், அது ஒரு மாற்று நாளை (கட்டாயமானதையும்) முன்னே நகர்த்தலாம்.',
    chosen:
      'முதலாளியின் தேர்வு: அவர் தேர்ந்தெடுத்த நாள்கள், அவற்றின் மாற்று நாள்கள் அதன் ஊதிய விடுமுறைகளுக்குள் மட்டும்; தேர்ந்தெடுக்கப்படாதவை: மற்றவை, ஊழியருக்கு வேலை நாள்கள். ஊழியருடன் உடன்பட்டு அவற்றை மாற்றலாம், சிறப்பு விடுமுறைக்குப் பதில் வேறு நாள் தரலாம்; கட்டாய விடுமுறைகளை மாற்ற முடியாது.',
    order:
      'மாற்று நாள்கள் முதலில் கட்டாய, பிறகு சிறப்பு, பிறகு தேர்வு விடுமுறைகளுக்கு, தேதி வரிசையில், விடுமுறையோ முந்தைய மாற்று நாளோ இல்லாத அடுத்த வேலை நாளில் அமைகின்றன.',
    notCovered:
      'இதில் இல்லை: மருத்துவ, ஆண்டு அல்லது வேறு ஊதிய விடுப்பில் வரும் விடுமுறை (வேலைச் சட்டம் பிரிவு 60D(2): விடுமுறை தரப்படும், விடுப்பு நாள் கணக்கில் இல்லை), ஆண்டுக்குள் தொடங்கும் அல்லது முடியும் வேலை (வேலைக் காலத்து விடுமுறைகளே ஊதியம் பெறும்), உடன்பாட்டால் மாற்றம், விடுமுறையில் வேலைக்கான ஊதியம்.',
    estimated: 'மதிப்பீடு எனக் குறித்த நாள்கள் விதிகளிலிருந்து கணித்தவை, அரசிதழில் இல்லை: அரசிதழுடன் பதில் மாறும்.',
  },
  amended: (lawBefore) =>
    `ஆண்டுக்குள் சட்டம் மாறியது: திருத்தத்துக்கு முந்தைய விடுமுறைகள் அப்போதைய நிபந்தனைப்படி அமைகின்றன; எண்ணிக்கையும் கட்டாய நாள்களும் ஆண்டு இறுதியில் நடப்பில் உள்ளவை. அதற்கு முன்: ${lawBefore}.`,
};

export const ENTITLEMENT_WORDS: Readonly<Record<Language, EntitlementWords>> = { en: EN, ms: MS, zh: ZH, ta: TA };
