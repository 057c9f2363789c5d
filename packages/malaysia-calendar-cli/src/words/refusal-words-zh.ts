import { ZH_HELP } from './help-words-zh.js';
import type { RefusalWords } from './refusal-shape.js';

function range({ minimum, maximum }: { minimum?: number; maximum?: number }): string {
  if (minimum !== undefined && maximum !== undefined) return `介于${minimum}至${maximum}`;
  if (minimum !== undefined) return `至少为${minimum}`;
  return `至多为${maximum}`;
}

/** JSON Schema's types as a sentence names them. */
const TYPES: Readonly<Record<string, string>> = {
  string: '文字',
  number: '数字',
  boolean: '是或否',
  array: '列表',
  object: '对象',
};

const covered = (r: { first: number; last: number; gazetted: [number, number] }) =>
  `假期只回答${r.first}至${r.last}年（宪报公布${r.gazetted[0]}至${r.gazetted[1]}年；之前的年份依据记录，之后的年份为推算）。范围以外的日子不作回答，而不是猜测。`;

/**
 * The calendar's refusals in Chinese as Malaysians write it (refusal-words.ts has the English
 * they translate): the help's terms (州属、联邦直辖区、宪报、推算、别名), full-width
 * punctuation beside Chinese characters; names, codes and the values given as they are typed.
 */
export const ZH_REFUSALS: RefusalWords = {
  parameter: (name) => `参数 ${name}`,
  colon: '：',
  statesCommand: '`malaysia-calendar states` 列出所有代码和别名。',
  statesTool: 'list_states 工具列出所有代码和别名。',
  sentences: {
    required: (r, name) => `${name(r.parameter)} 必须提供。`,
    empty: (r, name) => `${name(r.parameter)} 不可为空。`,
    tooLong: (r, name) => `${name(r.parameter)} 最多只能有${r.maxLength}个字符。`,
    notWritten: (r, name) => {
      const written = ZH_HELP.parameters[r.parameter];
      return `${name(r.parameter)} 的写法不正确${written === undefined ? '' : `（${written}）`}；收到的是 ${r.value}。`;
    },
    notDate: (r, name) => `${name(r.parameter)} 必须是以YYYY-MM-DD写成的真实日期；收到的是 ${r.value}。`,
    notAllowed: (r, name) => `${name(r.parameter)} 必须是以下其中之一：${r.allowed.join('、')}；收到的是 ${r.value}。`,
    outOfRange: (r, name) => `${name(r.parameter)} 必须${range(r)}；收到的是 ${r.value}。`,
    wrongType: (r, name) =>
      `${name(r.parameter)} 必须是${
        r.type === 'integer'
          ? `整数${r.minimum === undefined ? '' : `（${range(r)}）`}`
          : (TYPES[r.type ?? ''] ?? '一个值')
      }；收到的是 ${r.value}。`,
    brokenRule: (r, name) => `${name(r.parameter)} 无效：${r.rule}。`,
    unknownParameters: (r) => {
      const takes = `这项查询接受：${r.known.join('、') || '无参数'}。`;
      const named = r.names.map(
        ({ name, meant }) => `'${name}'${meant === undefined ? '' : `（您是指 '${meant}' 吗？）`}`,
      );
      return `未知参数：${[...named, ...(r.more > 0 ? [`另有${r.more}个`] : [])].join('、')}。${takes}`;
    },
    notDecimal: (r, name) => `${name(r.parameter)} 必须是以十进制数字写成的整数；收到的是 ${r.value}。`,
    overlongInteger: (r, name) => `${name(r.parameter)} 长达${r.length}个字符；它接受的值都不超过${r.limit}个字符。`,
    givenTogether: ({ parameters: [one, other] }, name) =>
      `${name(one)} 和 ${name(other)} 不能同时提供：请只提供其中一个。`,
    startAfterEnd: (_, name) => `${name('start')} 不能晚于 ${name('end')}。`,
    outsidePlanYear: (r, name) => `${name(r.parameter)} 必须是${r.year}年（即计划的年份）内的日期。`,
    stateNotFound: (r) =>
      `没有州属或联邦直辖区符合“${r.text}”。${r.suggestions.length > 0 ? `您是指 ${r.suggestions.join('、')} 吗？` : ''}`,
    yearNotCovered: (r) => `${r.year}年不在涵盖范围内：${covered(r)}`,
    dayNotCovered: (r) => `${r.year}年在数据范围以外：${covered(r)}`,
    rollNotCovered: (r) => `${r.date}按 ${r.roll} 顺延的工作日在数据范围以外：${covered(r)}`,
    stepsNotCovered: (r) =>
      `${r.date}${r.days > 0 ? '之后' : '之前'}的第${Math.abs(r.days)}个工作日在数据范围以外：${covered(r)}`,
    tooManyChosen: (r, name) =>
      `${name('chosen')} 列出了${r.state}在${r.year}年的${r.count}个雇主选定假期：法令只让雇主选定${r.allowed}个。`,
    notAHoliday: (r, name) =>
      `${name('chosen')} 列出的 ${r.value} 不是${r.state}在${r.years}年的假期：请用代号、不带年份的代号或名称。`,
    estimatesExcluded: (r) =>
      `${r.year}年有推算（估计）的假期，而推算已被排除：不含推算时，假期只回答${r.first}至${r.last}年。`,
    schoolNotPublished: (r) =>
      `教育部尚未公布${r.year}年的学校日历：学校数据涵盖${r.years.join('、')}年。` +
      `在公布之前，不回答${r.year}年的学期、学校假期和上课日。`,
    noSchoolCalendar: (r) =>
      `没有${r.year}年的学校日历：学校数据涵盖${r.years.join('、')}年。${r.years[0] ?? 2026}年以前的年份不予维护。`,
    noExams: (r) => `没有${r.year}年的考试日期：考试只列出${r.years.join('、')}年。`,
    stateOrGroup: (_, name) => `请提供 ${name('state')} 或 ${name('group')}。`,
    groupMismatch: (r, name) =>
      `${name('group')} 是 ${r.group}，但 ${r.state} 当时属于 ${r.stateGroup} 组：请只提供其中一个。`,
    statusNotAllowed: (r, name) =>
      `${name('status')} 接受 ${r.statuses.join('、')}（可以逗号分隔多个），或单独的 ${r.all}；收到的是 ${r.value}。`,
    notTaken: (r, name) => `${name(r.parameter)} 接受 ${r.allowed.join('、')}；收到的是 '${r.value}'。`,
    paidOnly: (r, name) => `${name(r.parameter)} 说明雇员的带薪假期：须配合 holidays=paid 使用。`,
    restDayWorked: (r, name) => `${name('restDay')} 是 ${r.day}，即工作周上班的一天：休息日必须是不上班的日子。`,
    notWeekday: (r, name) =>
      `${name('restDay')} 是 ${r.value}，不是星期名称（sun、mon、tue、wed、thu、fri、sat或全写）。`,
    notWorkweek: (r, name) =>
      `${name('workweek')} 的写法不正确：${r.value} 不是星期名称，也不是两天之间的范围（sun、mon、tue、wed、thu、fri、sat或全写；mon-fri）。`,
    noDayOff: (_, name) =>
      `${name('workweek')} 一周七天都上班：工作周必须至少留一天休息（《1955年雇佣法令》第59条的每周休息日）。`,
    closedAndOpen: (r, name) => `${name('closed')} 和 ${name('open')} 都列出了 ${r.date}：一天只能是休息或上班。`,
    tooManyEntries: (r, name) => `${name(r.parameter)} 有${r.count}项：最多只接受${r.limit}项（日期或范围）。`,
    backwardRange: (r, name) => `${name(r.parameter)} 的范围 ${r.range} 在开始之前就结束了。`,
    notDateIn: (r, name) => `${name(r.parameter)} 列出的 ${r.value} 不是以YYYY-MM-DD写成的真实日期。`,
    dateNotCoveredIn: (r, name) =>
      `${name(r.parameter)} 列出的 ${r.value} 不在涵盖的年份内：其日期和范围必须介于${r.first}至${r.last}年。`,
    marketNotCovered: (r) => `${r.year}年不在 ${r.market}（${r.id}）的回答年份内：${r.first}至${r.last}年。`,
  },
};
