import type { ProgramHelp, QuestionWords } from './help-shape.js';

/**
 * The command line's help and messages in Chinese as Malaysians write it (help-words.ts): the
 * glossary's terms (data/glossary.yaml: 补假, 连假, 《1955年雇佣法令》), full-width punctuation
 * beside Chinese characters; flags, codes and typed values as they are typed.
 */
/** The school year's parameter, as both school-year questions take it (questions/school.ts declares it once). */
const SCHOOL_YEAR_PARAMETERS = { year: '学年；默认为吉隆坡时间的当年' };

export const ZH_HELP: QuestionWords & { program: ProgramHelp } = {
  program: {
    description: '马来西亚的公共假期、周末、工作日和学校日历，涵盖13个州和3个联邦直辖区。',
    flags: {
      version: '显示版本，以及数据涵盖的年份',
      json: '以JSON显示答案：与HTTP API的数据完全相同',
      lang: '表格、说明和讯息的语言（默认：LANG，否则en）',
      estimates:
        'include：宪报以后的年份按规则推算作答，每个推算的日子标为推算；exclude：拒答这些年份（MCP服务器亦然）',
      csv: '以CSV显示列表（RFC 4180，带字节顺序标记的UTF-8，供Excel使用）：与HTTP API的CSV相同',
      help: '显示命令的说明',
    },
    helpCommand: '显示命令的说明',
    mcp: '通过stdio以MCP服务器为AI助手提供日历',
    afterError: '（malaysia-calendar help <命令> 说明如何查询）',
    after:
      '\n日期写成YYYY-MM-DD、today或tomorrow（吉隆坡时间）。\n州属可用任何代码或别名：selangor、"Pulau Pinang"、KL、MY-10、JHR。\n',
    titles: {
      'Usage:': '用法：',
      'Options:': '选项：',
      'Arguments:': '参数：',
      'Commands:': '命令：',
      'Global Options:': '通用选项：',
    },
    options: '选项',
    command: '命令',
    choices: (values) => `可选值：${values.join(', ')}`,
    defaultValue: (value) => `默认：${value}`,
    aside: (parts) => `（${parts.join('；')}）`,
    csvOneRecord: (command, lists) =>
      `--csv：'${command}' 只回答一项记录，不是列表；--csv 适用于 ${lists.join('、')}（请用 --json）`,
    suggestions: '建议',
    versions: (cli, library) => `malaysia-calendar-cli ${cli}（使用 malaysia-calendar ${library}）`,
    data: (version, released) => `数据 ${version}，${released} 发布`,
    covers: (holidays, school, exams) => `涵盖：假期 ${holidays}；学校日历 ${school}；考试 ${exams}`,
  },
  parameters: {
    date: '要查询的日期（YYYY-MM-DD）',
    state: '州属代码或任何别名（名称、ISO 3166-2代码、三字母代码、简称）',
    market: '市场代号，代替州属：以其交易日代替州属的工作日',
    workweek:
      '工作场所的工作日：星期名称（sun、mon、…或全写）和范围，以逗号分隔（mon-fri、sun-thu、mon-sat）。未指明时，按该日州属的周末。',
    closed:
      '工作场所自己的休息日（公司假期、已请的假）：日期（YYYY-MM-DD）和范围（YYYY-MM-DD..YYYY-MM-DD），以逗号分隔，最多366项',
    open: '工作场所照常上班的公共假期或周休日（调换的假期、上班的星期六）：日期（YYYY-MM-DD）和范围（YYYY-MM-DD..YYYY-MM-DD），以逗号分隔，最多366项',
    holidays:
      'state（默认）：州属的公共假期和补假；paid：雇员依《1955年雇佣法令》或劳工法令享有的带薪假期及其补假日（配合 --chosen 和 --rest-day）',
    chosen:
      '雇主为该年选定的假期：代号（2026-hari-raya-haji-1）、不带年份的代号（hari-raya-haji-1）或四种语言中任何一种的名称；以逗号分隔',
    restDay:
      '雇员每周的休息日（《1955年雇佣法令》第59条），须是工作周不上班的一天：sun … sat。未指明时：一周最后一个休息的日子',
    year: '四位数年份；默认为吉隆坡时间的当年',
    month: '月份，1至12',
    type: '假期类型',
    status: '假期状态（confirmed、tentative、announced、cancelled），可以逗号分隔多个，或all；默认confirmed',
    start: '第一天（YYYY-MM-DD）',
    end: '最后一天（YYYY-MM-DD）',
    limit: '数量，1至50',
    today: '从这一天起算，而非今天（YYYY-MM-DD）',
    bridgeDays: '愿意请假的工作日数，0至3',
    leaveDays: '可用的假期天数，0至60（0显示现有的连假）',
    minBreak: '值得的最短连假，2至30天',
    blackout: '不可请假的工作日：日期（YYYY-MM-DD）和范围（YYYY-MM-DD..YYYY-MM-DD），以逗号分隔',
    days: '要加的工作日数，-365至365',
    roll: '<n> 为0时，周末或假期顺延到的工作日：following（下一个）、preceding（上一个）、modified_following、modified_preceding（不跨越月份）',
    lang: '名称和用语的语言：英文、马来文、中文或淡米尔文',
    q: '代码、名称或别名',
    group: '学校组别',
    since: '只列出这一天或以后的条目（YYYY-MM-DD）',
    include: '以逗号分隔：holidays、school、exams',
  },
  questions: {
    check: {
      summary: '这一天是假期、周末、工作日还是上课日？',
      description:
        '某州属的这一天：当天的假期（包括补假和特别假期，已取消的除外）、按当天州属的周末是否为周末（吉打、吉兰丹和登嘉楼以星期五和星期六为周末）、是否工作日和上课日。指明工作场所（--workweek、--closed、--open）时，按其本身的工作日；配合 --holidays paid，为雇员本身的休息日；配合 --market xkls，为马来西亚交易所的交易日。',
    },
    checkToday: {
      summary: '吉隆坡时间今天的日期查询',
      description: '吉隆坡时间（UTC+8）今天的日期查询（假期、周末、工作日、上课日），不论电脑时钟的时区。',
    },
    checkAllStates: {
      summary: '这一天哪些州属放假？16个州属和联邦直辖区的日期查询',
      description:
        '每个州属和联邦直辖区一行，按标准顺序（13个州按代码，然后3个联邦直辖区）：假期、周末、工作日和上课日。',
    },
    holidays: {
      summary: '列出一年的假期',
      description:
        '一年的假期（默认：今年），按日期排列，可按州属、月份、类型和状态筛选。未指明 --state 时，只列全国性的记录。未指明 --status 时，只列已确认的：查询 confirmed,tentative,announced 可看到尚未宣布的回历日期。',
    },
    between: {
      summary: '日期范围内的假期',
      description:
        '第一天至最后一天（包括两端）的每个假期，可跨年份，按日期排列；已取消的除外。要计算工作日，请用 business-days。',
    },
    next: {
      summary: '接下来的假期',
      description:
        '今天（吉隆坡时间）或以后的假期，可跨年份，按日期排列；已取消的除外。--limit 指定数量；--type 只列一种类型。',
    },
    longWeekends: {
      summary: '一年中开始的三天或以上连假',
      description:
        '该年在该州属开始的每段至少连续三天的休息日（周末和假期）。配合 --bridge-days N，也列出最多请N天假所能凑成的连假，以及要请假的日子。',
    },
    planLeave: {
      summary: '在哪几天请假，可得最多天的连假',
      description:
        '一年内（或 --start 至 --end 期间）在哪些日子请假，使最多的日子落在至少 --min-break 天的连假中。精确计算，不是估计：答案是唯一的。',
      parameters: {
        start: '期间的第一天，须在该年内；默认：当年的明天，否则1月1日（YYYY-MM-DD）',
        end: '期间的最后一天，须在该年内；默认：12月31日（YYYY-MM-DD）',
      },
    },
    businessDays: {
      summary: '计算日期范围内的工作日',
      description:
        '某州属从第一天至最后一天（包括两端）的工作日，以及其间的假期和周末天数。落在周末的假期只算一次，算作假期。',
    },
    addBusinessDays: {
      summary: '加减工作日',
      description:
        '某州属某日期之后第N个工作日（N为负数时为之前），例如14个工作日的期限。配合 --market xkls：马来西亚交易所的交易日（交易结算为T+2）。',
      parameters: { date: '起始日期（YYYY-MM-DD）' },
    },
    entitlements: {
      summary: '雇主必须给哪些带薪公共假期，在哪一天？',
      description:
        '某州属一年内依雇员所适用法律的带薪公共假期：《1955年雇佣法令》第60D条（半岛和纳闽）、《沙巴劳工法令》第103条和《砂拉越劳工法令》第104条。强制假期、特别假期和雇主自选假期，各附法律依据和付薪的日子。',
    },
    markets: {
      summary: '可查询交易日的市场',
      description:
        '每个工作日查询中可代替州属的市场（--market xkls，马来西亚交易所证券），附其交易时段和结算周期的沿革，各附来源。',
    },
    sessions: {
      summary: '某市场一年的交易日及交易时间',
      description: '某市场一年（默认：今年）的交易日，各附开市和收市时间、休市时间以及交易的结算日。',
    },
    states: {
      summary: '所有州属和联邦直辖区',
      description: '13个州和3个联邦直辖区，各附所有可用的别名，以及周末和学校组别的沿革。',
    },
    resolveState: {
      summary: '把代码、名称或别名解析为标准州属',
      description:
        '从任何代码、名称或别名（英文或马来文、ISO 3166-2、三字母代码、KL或N9等简称）得出州属或联邦直辖区的标准代码，附其名称、类型和学校组别。',
    },
    isSchoolDay: {
      summary: '这一天是上课日吗？',
      description:
        '按教育部日历，只有在学期内、不是周末、不是公共假期也不是该州属的学校假期时才是上课日。请指明 --state 或 --group。',
    },
    schoolTerms: {
      summary: '一学年的学期，及其分段和上课日',
      description: '按教育部日历，一学年（默认：今年）的学期，附其日期和上课天数。',
      parameters: SCHOOL_YEAR_PARAMETERS,
    },
    schoolHolidays: {
      summary: '一学年的学校假期：学期假和教育部的节日假',
      description:
        '一学年（默认：今年）的假期：学期假和教育部的节日假。配合 --state，只列适用于该州属的；配合 --group，只列该组别的。',
      parameters: SCHOOL_YEAR_PARAMETERS,
    },
    exams: {
      summary: '全国考试：SPM、STPM、MUET、STAM',
      description: '马来西亚考试局（SPM）和马来西亚考试理事会（STPM、MUET）公布的考试日期，各附状态和来源。',
      parameters: { year: '考试年份；未指明时列出所有年份', type: '考试类型' },
    },
    changelog: {
      summary: '数据变更记录，最新的在前',
      description: '数据在何时有何变更，最新的在前（除非 --limit 另有指定，列出20条）。每条列出其变更。',
      parameters: {
        state: '只列涉及该州属（或所有州属）记录的条目；任何代码或别名',
        limit: '条目数量，1至100',
      },
    },
    changeFeed: {
      summary: '数据的变更，以订阅源提供',
      description: '最新的变更记录，供订阅源阅读器追踪，每条以订阅源的语言写明变更了什么、涉及哪些州属。',
      parameters: {
        state: '只列该州属（或所有州属）记录的变更；任何代码或别名',
        lang: '标题和摘要的语言：英文、马来文、中文或淡米尔文',
      },
    },
    ics: {
      summary: '某州属的假期、学校假期和考试的iCal订阅（RFC 5545）',
      description:
        '全天活动：公共假期（包括补假和特别假期，暂定的会注明），配合 --include 加上该州属的学校假期和全国考试，为一年或默认的去年、今年和明年。供日历应用订阅。',
      parameters: {
        state: '州属代码或别名，可带 .ics 结尾',
        year: '一年；默认（订阅）：数据所及的去年、今年和明年',
      },
    },
    marketIcs: {
      summary: '某市场休市日和半日交易的iCal订阅（RFC 5545）',
      description: '全天活动：市场不交易的每个平日和每个半日交易日，为一年或默认的去年、今年和明年。',
      parameters: { year: '一年；默认（订阅）：去年、今年和明年' },
    },
    coverage: {
      summary: '数据各部分涵盖的年份',
      description:
        '数据各部分涵盖的年份（公共假期：第一年至最后一年、宪报公布的年份和推算的年份；学校日历和考试：现有的年份）。超出这些年份的查询以YEAR_NOT_COVERED拒答。',
    },
  },
};
