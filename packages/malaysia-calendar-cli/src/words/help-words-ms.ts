import type { ProgramHelp, QuestionWords } from './help-shape.js';

/** The command line's help and messages in Malay (help-words.ts), with the glossary's terms (data/glossary.yaml). */
/** The school year's parameter, as both school-year questions take it (questions/school.ts declares it once). */
const SCHOOL_YEAR_PARAMETERS = { year: 'Tahun persekolahan; lalai: tahun semasa di Asia/Kuala_Lumpur' };

export const MS_HELP: QuestionWords & { program: ProgramHelp } = {
  program: {
    description:
      'Cuti umum, hujung minggu, hari bekerja dan kalendar persekolahan Malaysia, bagi 13 negeri dan 3 wilayah persekutuan.',
    flags: {
      version: 'cetak versi, dan tahun yang diliputi oleh data',
      json: 'cetak jawapan sebagai JSON: tepat seperti data API HTTP',
      lang: 'bahasa jadual, bantuan dan mesej (lalai: LANG, jika tiada en)',
      estimates:
        'include: jawab tahun selepas warta daripada peraturan, setiap hari unjuran bertanda anggaran; exclude: tolak tahun itu (begitu juga pelayan MCP)',
      csv: 'cetak senarai sebagai CSV (RFC 4180, UTF-8 dengan penanda susunan bait, untuk Excel): CSV API HTTP',
      help: 'papar bantuan bagi arahan',
    },
    helpCommand: 'papar bantuan bagi arahan',
    mcp: 'sediakan kalendar kepada pembantu AI sebagai pelayan MCP melalui stdio',
    afterError: '(malaysia-calendar help <arahan> menunjukkan cara bertanya)',
    after:
      '\nTarikh ditulis YYYY-MM-DD, today atau tomorrow (waktu Kuala Lumpur).\nNegeri boleh ditulis dengan sebarang kod atau nama lain: selangor, "Pulau Pinang", KL, MY-10, JHR.\n',
    titles: {
      'Usage:': 'Penggunaan:',
      'Options:': 'Pilihan:',
      'Arguments:': 'Argumen:',
      'Commands:': 'Arahan:',
      'Global Options:': 'Pilihan umum:',
    },
    options: 'pilihan',
    command: 'arahan',
    choices: (values) => `nilai: ${values.join(', ')}`,
    defaultValue: (value) => `lalai: ${value}`,
    aside: (parts) => ` (${parts.join('; ')})`,
    csvOneRecord: (command, lists) =>
      `--csv: '${command}' menjawab satu rekod, bukan senarai; --csv untuk ${lists.join(', ')} (gunakan --json)`,
    suggestions: 'cadangan',
    versions: (cli, library) => `malaysia-calendar-cli ${cli} (pustaka malaysia-calendar ${library})`,
    data: (version, released) => `data ${version}, dikeluarkan ${released}`,
    covers: (holidays, school, exams) =>
      `meliputi: cuti ${holidays}; kalendar persekolahan ${school}; peperiksaan ${exams}`,
  },
  parameters: {
    date: 'Hari yang disemak (YYYY-MM-DD)',
    state: 'Kod negeri atau sebarang nama lain (nama, kod ISO 3166-2, kod tiga huruf, singkatan)',
    market: 'Id pasaran, sebagai ganti negeri: hari dagangannya, bukan hari bekerja negeri',
    workweek:
      'Hari bekerja tempat kerja: nama hari (sun, mon, … atau penuh) dan julat, dipisahkan koma (mon-fri, sun-thu, mon-sat). Tanpanya, hujung minggu negeri pada hari itu.',
    closed:
      'Hari cuti tempat kerja sendiri (cuti syarikat, cuti yang sudah diambil): tarikh (YYYY-MM-DD) dan julat (YYYY-MM-DD..YYYY-MM-DD), dipisahkan koma, paling banyak 366',
    open: 'Hari tempat kerja tetap bekerja walaupun cuti umum atau hari cuti mingguannya: tarikh (YYYY-MM-DD) dan julat (YYYY-MM-DD..YYYY-MM-DD), dipisahkan koma, paling banyak 366',
    holidays:
      'state (lalai): cuti umum dan cuti ganti negeri; paid: cuti bergaji pekerja di bawah Akta Kerja 1955 atau Ordinan Buruh dan hari gantinya (dengan --chosen dan --rest-day)',
    chosen:
      'Cuti yang dipilih majikan bagi tahun itu: id (2026-hari-raya-haji-1), id tanpa tahun (hari-raya-haji-1) atau nama dalam mana-mana empat bahasa; dipisahkan koma',
    restDay:
      'Hari rehat mingguan pekerja (Akta Kerja 1955 s.59), hari yang tidak bekerja dalam minggu kerja: sun … sat. Tanpanya: hari cuti terakhir dalam minggu',
    year: 'Tahun empat digit; lalai: tahun semasa di Asia/Kuala_Lumpur',
    month: 'Bulan, 1 hingga 12',
    type: 'Jenis cuti',
    status:
      'Status cuti (confirmed, tentative, announced, cancelled), beberapa dipisahkan koma, atau all; lalai: confirmed',
    start: 'Hari pertama (YYYY-MM-DD)',
    end: 'Hari terakhir (YYYY-MM-DD)',
    limit: 'Berapa banyak, 1 hingga 50',
    today: 'Kira dari hari ini dan bukan dari hari ini sebenar (YYYY-MM-DD)',
    bridgeDays: 'Hari bekerja yang sanggup diambil cuti, 0 hingga 3',
    leaveDays: 'Hari cuti untuk digunakan, 0 hingga 60 (0 menunjukkan cuti panjang yang sedia ada)',
    minBreak: 'Cuti panjang terpendek yang berbaloi, 2 hingga 30 hari',
    blackout:
      'Hari bekerja yang tidak boleh diambil cuti: tarikh (YYYY-MM-DD) dan julat (YYYY-MM-DD..YYYY-MM-DD), dipisahkan koma',
    days: 'Hari bekerja untuk ditambah, -365 hingga 365',
    roll: 'Apabila <n> ialah 0, hari bekerja yang menggantikan hujung minggu atau cuti: following (berikutnya), preceding (sebelumnya), modified_following, modified_preceding (kekal dalam bulan yang sama)',
    lang: 'Nama dan perkataan dalam bahasa Inggeris, Melayu, Cina atau Tamil',
    q: 'Kod, nama atau nama lain',
    group: 'Kumpulan sekolah',
    since: 'Hanya entri pada atau selepas tarikh ini (YYYY-MM-DD)',
    include: 'Dipisahkan koma: holidays, school, exams',
  },
  questions: {
    check: {
      summary: 'Adakah hari ini cuti, hujung minggu, hari bekerja, hari persekolahan?',
      description:
        'Hari itu di sebuah negeri: cutinya (termasuk cuti ganti dan hari tambahan, setiap status kecuali dibatalkan), sama ada hujung minggu mengikut negeri pada tarikh itu (Kedah, Kelantan dan Terengganu berehat Jumaat-Sabtu), hari bekerja dan hari persekolahan. Bagi tempat kerja (--workweek, --closed, --open), hari bekerjanya sendiri; dengan --holidays paid, hari cuti pekerja itu sendiri; dengan --market xkls, hari dagangan Bursa Malaysia.',
    },
    checkToday: {
      summary: 'Semakan tarikh bagi hari ini di Asia/Kuala_Lumpur',
      description:
        'Semakan tarikh (cuti, hujung minggu, hari bekerja, hari persekolahan) bagi tarikh hari ini di Asia/Kuala_Lumpur (UTC+8), apa pun zon waktu jam komputer.',
    },
    checkAllStates: {
      summary: 'Negeri mana yang bercuti pada tarikh ini? Semakan tarikh bagi 16 negeri dan wilayah persekutuan',
      description:
        'Satu baris bagi setiap negeri dan wilayah persekutuan, mengikut susunan kanonik (13 negeri mengikut kod, kemudian 3 wilayah persekutuan): cuti, hujung minggu, hari bekerja dan hari persekolahan.',
    },
    holidays: {
      summary: 'Senarai cuti setahun',
      description:
        'Cuti setahun (lalai: tahun ini), mengikut tarikh, ditapis mengikut negeri, bulan, jenis dan status. Tanpa --state, rekod seluruh negara sahaja. Tanpa --status, yang disahkan sahaja: minta confirmed,tentative,announced untuk melihat tarikh bulan Islam yang belum diisytiharkan.',
    },
    between: {
      summary: 'Cuti dalam julat tarikh',
      description:
        'Setiap cuti dari hari pertama hingga hari terakhir, kedua-duanya termasuk, merentas tahun, mengikut tarikh; setiap status kecuali dibatalkan. Untuk mengira hari bekerja, gunakan business-days.',
    },
    next: {
      summary: 'Cuti yang akan datang',
      description:
        'Cuti pada atau selepas hari ini (Asia/Kuala_Lumpur), merentas tahun, mengikut tarikh; setiap status kecuali dibatalkan. --limit menentukan bilangan; --type mengehadkan kepada satu jenis.',
    },
    longWeekends: {
      summary: 'Cuti panjang 3 hari atau lebih yang bermula dalam setahun',
      description:
        'Setiap rangkaian sekurang-kurangnya 3 hari cuti berturut-turut (hujung minggu dan cuti umum) yang bermula dalam tahun itu di negeri itu. Dengan --bridge-days N, juga cuti panjang yang terhasil jika mengambil paling banyak N hari cuti, dengan hari yang perlu diambil.',
    },
    planLeave: {
      summary: 'Hari terbaik untuk mengambil cuti demi hari cuti panjang terbanyak',
      description:
        'Di mana mengambil hari cuti dalam setahun (atau dalam tempoh dari --start hingga --end) supaya paling banyak hari jatuh dalam cuti panjang sekurang-kurangnya --min-break hari. Tepat, bukan anggaran: jawapannya unik.',
      parameters: {
        start:
          'Hari pertama tempoh, dalam tahun itu; lalai: esok dalam tahun semasa, jika tidak 1 Januari (YYYY-MM-DD)',
        end: 'Hari terakhir tempoh, dalam tahun itu; lalai: 31 Disember (YYYY-MM-DD)',
      },
    },
    businessDays: {
      summary: 'Kira hari bekerja dalam julat tarikh',
      description:
        'Hari bekerja dari hari pertama hingga hari terakhir di sebuah negeri, kedua-duanya termasuk, dengan cuti dan hari hujung minggu di antaranya. Cuti pada hujung minggu dikira sekali, sebagai cuti.',
    },
    addBusinessDays: {
      summary: 'Tambah atau tolak hari bekerja',
      description:
        'Hari bekerja selepas N hari bekerja dari sesuatu tarikh di sebuah negeri (sebelumnya jika N negatif), contohnya tarikh akhir 14 hari bekerja. Dengan --market xkls: hari dagangan Bursa Malaysia (penyelesaian dagangan ialah T+2).',
      parameters: { date: 'Tarikh mula (YYYY-MM-DD)' },
    },
    entitlements: {
      summary: 'Cuti umum mana yang wajib dibayar majikan, dan pada hari apa?',
      description:
        'Cuti umum bergaji setahun di sebuah negeri di bawah undang-undang pekerja: Akta Kerja 1955 s.60D (Semenanjung dan Labuan), Ordinan Buruh Sabah s.103 dan Sarawak s.104. Cuti wajib, hari tambahan dan cuti pilihan majikan, masing-masing dengan asas undang-undangnya dan hari ia dibayar.',
    },
    markets: {
      summary: 'Pasaran yang hari dagangannya dijawab',
      description:
        'Pasaran yang boleh menggantikan negeri dalam setiap soalan hari bekerja (--market xkls, Bursa Malaysia Securities), dengan sesi dan kitaran penyelesaiannya, masing-masing dengan sumbernya.',
    },
    sessions: {
      summary: 'Hari dagangan setahun bagi sesebuah pasaran, dengan waktunya',
      description:
        'Hari dagangan setahun bagi sesebuah pasaran (lalai: tahun ini), masing-masing dengan waktu buka dan tutup, rehat dan tarikh penyelesaian dagangan.',
    },
    states: {
      summary: 'Setiap negeri dan wilayah persekutuan',
      description:
        '13 negeri dan 3 wilayah persekutuan, masing-masing dengan setiap nama lain yang diterima dan sejarah hujung minggu serta kumpulan sekolahnya.',
    },
    resolveState: {
      summary: 'Cari negeri kanonik bagi sesuatu kod, nama atau nama lain',
      description:
        'Kod kanonik negeri atau wilayah persekutuan daripada sebarang kod, nama atau nama lain (Inggeris atau Melayu, ISO 3166-2, kod tiga huruf, singkatan seperti KL atau N9), dengan nama, jenis dan kumpulan sekolahnya.',
    },
    isSchoolDay: {
      summary: 'Adakah hari ini hari persekolahan?',
      description:
        'Benar hanya dalam penggal persekolahan, bukan hujung minggu, bukan cuti umum dan bukan cuti sekolah negeri itu, mengikut kalendar Kementerian Pendidikan. Beri --state atau --group.',
    },
    schoolTerms: {
      summary: 'Penggal persekolahan setahun, dengan bahagian dan hari persekolahannya',
      description:
        'Penggal tahun persekolahan (lalai: tahun ini) mengikut kalendar Kementerian Pendidikan, dengan tarikh dan hari persekolahannya.',
      parameters: SCHOOL_YEAR_PARAMETERS,
    },
    schoolHolidays: {
      summary: 'Cuti sekolah setahun: cuti penggal dan cuti perayaan kementerian',
      description:
        'Cuti tahun persekolahan (lalai: tahun ini): cuti penggal dan cuti perayaan kementerian. Dengan --state, yang berkaitan dengan negeri itu sahaja; dengan --group, kumpulan itu.',
      parameters: SCHOOL_YEAR_PARAMETERS,
    },
    exams: {
      summary: 'Peperiksaan kebangsaan: SPM, STPM, MUET, STAM',
      description:
        'Tarikh peperiksaan yang diterbitkan oleh Lembaga Peperiksaan (SPM) dan Majlis Peperiksaan Malaysia (STPM, MUET), masing-masing dengan status dan sumbernya.',
      parameters: { year: 'Tahun peperiksaan; semua tahun jika tiada', type: 'Jenis peperiksaan' },
    },
    changelog: {
      summary: 'Log perubahan data, terbaru dahulu',
      description:
        'Apa yang berubah dalam data dan bila, terbaru dahulu (20 entri melainkan --limit menyatakan lain). Setiap entri menyenaraikan perubahannya.',
      parameters: {
        state: 'Hanya entri yang menyentuh rekod negeri ini (atau setiap negeri); sebarang kod atau nama lain',
        limit: 'Bilangan entri, 1 hingga 100',
      },
    },
    changeFeed: {
      summary: 'Apa yang berubah dalam data, sebagai suapan',
      description:
        'Entri log perubahan terbaru untuk diikuti dalam pembaca suapan, masing-masing bertajuk apa yang berubah dan bagi siapa, dalam bahasa suapan.',
      parameters: {
        state: 'Hanya perubahan rekod negeri ini (atau setiap negeri); sebarang kod atau nama lain',
        lang: 'Tajuk dan ringkasan dalam bahasa Inggeris, Melayu, Cina atau Tamil',
      },
    },
    ics: {
      summary: 'Suapan iCal (RFC 5545) bagi cuti, cuti sekolah dan peperiksaan sesebuah negeri',
      description:
        'Acara sepanjang hari: cuti umum (termasuk cuti ganti dan hari tambahan, yang tentatif ditanda begitu), dan dengan --include, cuti sekolah negeri itu dan peperiksaan kebangsaan, bagi setahun atau, secara lalai, tahun lepas, tahun ini dan tahun depan. Untuk dilanggan dalam aplikasi kalendar.',
      parameters: {
        state: 'Kod negeri atau nama lain, boleh berakhir dengan .ics',
        year: 'Satu tahun; lalai (langganan): tahun lepas, tahun ini dan tahun depan setakat yang diliputi data',
      },
    },
    marketIcs: {
      summary: 'Suapan iCal (RFC 5545) bagi hari tutup dan separuh hari sesebuah pasaran',
      description:
        'Acara sepanjang hari: setiap hari minggu pasaran tidak berdagang dan setiap separuh hari, bagi setahun atau, secara lalai, tahun lepas, tahun ini dan tahun depan.',
      parameters: { year: 'Satu tahun; lalai (langganan): tahun lepas, tahun ini dan tahun depan' },
    },
    coverage: {
      summary: 'Tahun yang diliputi oleh setiap bahagian data',
      description:
        'Tahun yang diliputi oleh setiap bahagian data (cuti umum: tahun pertama hingga terakhir, tahun yang diwartakan dan yang diunjurkan; kalendar persekolahan dan peperiksaan: tahun yang ada). Tahun di luarnya ditolak dengan YEAR_NOT_COVERED.',
    },
  },
};
