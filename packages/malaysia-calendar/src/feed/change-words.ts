import type { CHANGE_ACTIONS, CHANGE_ENTITIES } from '../model/changelog.js';
import type { FeedLanguage } from '../model/parameters.js';

type Action = (typeof CHANGE_ACTIONS)[number];
type Entity = (typeof CHANGE_ENTITIES)[number];

/** The words a change feed writes around the change log, in its language. */
export interface ChangeWords {
  feedTitle(place: string | undefined): string;
  everyState: string;
  someStates(count: number): string;
  listed(names: readonly string[]): string;
  /** `YYYY-MM-DD` as people write it. */
  date(iso: string): string;
  termName(term: number, group: string, year: number): string;
  /** One change of one record, said from what changed: see ChangeSaid. */
  change(change: ChangeSaid): string;
  /** Several changes: how many records of what, then how many of each action. */
  changes(total: number, entity: Entity | undefined, byAction: readonly (readonly [Action, number])[]): string;
  scoped(scope: string, what: string): string;
  /** Two changes said in one title. */
  both(first: string, second: string): string;
}

/**
 * One change as a feed says it: the record's name, its first day as written (when it has one),
 * its status now (in the feed's words), the day it was on before a move, and which of its
 * fields an update changed.
 */
export interface ChangeSaid {
  action: Action;
  entity: Entity;
  name: string;
  date: string | undefined;
  status: string | undefined;
  dateBefore: string | undefined;
  fields: readonly string[];
}

/** What an update changed that a reader is told of by name: a day moved, a status, names (else "updated"). */
export function updateKind(fields: readonly string[]): 'moved' | 'status' | 'names' | 'other' {
  if (fields.includes('date')) return 'moved';
  if (fields.includes('status')) return 'status';
  if (fields.length > 0 && fields.every((field) => field === 'name')) return 'names';
  return 'other';
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MS_MONTHS = [
  'Januari',
  'Februari',
  'Mac',
  'April',
  'Mei',
  'Jun',
  'Julai',
  'Ogos',
  'September',
  'Oktober',
  'November',
  'Disember',
];
const TA_MONTHS = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்',
];
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** "31 August 2026": the day, the month's name, the year. */
const dayMonthYear = (months: readonly string[]) => (iso: string) => {
  const [year, month, day] = parts(iso);
  return `${day} ${months[month - 1]} ${year}`;
};

/** "3 holidays added", "20 records: 9 added, 11 updated": how English, Malay and Tamil count changes. */
const countedAs =
  (
    records: string,
    entities: Readonly<Record<Entity, string>>,
    done: Readonly<Record<Action, string>>,
  ): ChangeWords['changes'] =>
  (total, entity, byAction) => {
    const what = `${total} ${entity === undefined ? records : entities[entity]}`;
    return byAction.length === 1
      ? `${what} ${done[byAction[0]![0]]}`
      : `${what}: ${byAction.map(([action, count]) => `${count} ${done[action]}`).join(', ')}`;
  };

export const CHANGE_WORDS: ReadonlyMap<FeedLanguage, ChangeWords> = new Map<FeedLanguage, ChangeWords>([
  [
    'en',
    {
      feedTitle: (place) =>
        place === undefined ? 'Malaysian calendar: what changed' : `Malaysian calendar: what changed for ${place}`,
      everyState: 'All states',
      someStates: (count) => `${count} states`,
      listed: (names) => names.join(', '),
      date: dayMonthYear(EN_MONTHS),
      termName: (term, group, year) => `School term ${term} ${year}, group ${group}`,
      change: ({ action, entity, name, date, status, dateBefore, fields }) => {
        const what = date === undefined ? name : `${name} (${date})`;
        if (action === 'added')
          return entity === 'holiday'
            ? date === undefined
              ? `${name} declared a holiday`
              : `${date} declared a holiday: ${name}`
            : `${what} added`;
        if (action === 'removed') return entity === 'holiday' ? `${what} no longer a holiday` : `${what} removed`;
        if (action === 'status_changed') return `${what} now ${status}`;
        const kind = updateKind(fields);
        if (kind === 'moved')
          return `${name} moved ${dateBefore === undefined ? '' : `from ${dateBefore} `}to ${date}${fields.includes('status') ? `, now ${status}` : ''}`;
        if (kind === 'status') return `${what} now ${status}`;
        if (kind === 'names') return `names of ${name} updated`;
        return `${what} updated`;
      },
      changes: countedAs(
        'records',
        {
          holiday: 'holidays',
          state: 'states',
          'school-term': 'school terms',
          'school-holiday': 'school holidays',
          exam: 'exams',
        },
        { added: 'added', updated: 'updated', removed: 'removed', status_changed: 'with a new status' },
      ),
      scoped: (scope, what) => `${scope}: ${what}`,
      both: (first, second) => `${first}; ${second}`,
    },
  ],
  [
    'ms',
    {
      feedTitle: (place) =>
        place === undefined ? 'Kalendar Malaysia: perubahan' : `Kalendar Malaysia: perubahan bagi ${place}`,
      everyState: 'Semua negeri',
      someStates: (count) => `${count} negeri`,
      listed: (names) => names.join(', '),
      date: dayMonthYear(MS_MONTHS),
      termName: (term, group, year) => `Penggal persekolahan ${term} ${year}, kumpulan ${group}`,
      change: ({ action, entity, name, date, status, dateBefore, fields }) => {
        const what = date === undefined ? name : `${name} (${date})`;
        if (action === 'added')
          return entity === 'holiday'
            ? date === undefined
              ? `${name} diisytiharkan cuti`
              : `${date} diisytiharkan cuti: ${name}`
            : `${what} ditambah`;
        if (action === 'removed') return entity === 'holiday' ? `${what} bukan lagi cuti` : `${what} dibuang`;
        if (action === 'status_changed') return `${what} kini ${status}`;
        const kind = updateKind(fields);
        if (kind === 'moved')
          return `${name} dipindahkan ${dateBefore === undefined ? '' : `dari ${dateBefore} `}ke ${date}${fields.includes('status') ? `, kini ${status}` : ''}`;
        if (kind === 'status') return `${what} kini ${status}`;
        if (kind === 'names') return `nama ${name} dikemas kini`;
        return `${what} dikemas kini`;
      },
      changes: countedAs(
        'rekod',
        {
          holiday: 'cuti',
          state: 'negeri',
          'school-term': 'penggal persekolahan',
          'school-holiday': 'cuti sekolah',
          exam: 'peperiksaan',
        },
        { added: 'ditambah', updated: 'dikemas kini', removed: 'dibuang', status_changed: 'bertukar status' },
      ),
      scoped: (scope, what) => `${scope}: ${what}`,
      both: (first, second) => `${first}; ${second}`,
    },
  ],
  [
    'zh',
    {
      feedTitle: (place) => (place === undefined ? '马来西亚日历：数据变更' : `马来西亚日历：${place}的数据变更`),
      everyState: '全国',
      someStates: (count) => `${count}个州`,
      listed: (names) => names.join('、'),
      date: (iso) => {
        const [year, month, day] = parts(iso);
        return `${year}年${month}月${day}日`;
      },
      termName: (term, group, year) => `${year}年第${term}学期（${group}组）`,
      change: ({ action, entity, name, date, status, dateBefore, fields }) => {
        const what = date === undefined ? name : `${name}（${date}）`;
        if (action === 'added')
          return entity === 'holiday'
            ? date === undefined
              ? `${name}定为假期`
              : `${date}定为假期：${name}`
            : `新增${what}`;
        if (action === 'removed') return entity === 'holiday' ? `${what}不再是假期` : `删除${what}`;
        if (action === 'status_changed') return `${what}现为${status}`;
        const kind = updateKind(fields);
        if (kind === 'moved')
          return `${name}${dateBefore === undefined ? '' : `由${dateBefore}`}改至${date}${fields.includes('status') ? `，现为${status}` : ''}`;
        if (kind === 'status') return `${what}现为${status}`;
        if (kind === 'names') return `${name}的名称已更新`;
        return `${what}已更新`;
      },
      changes: (total, entity, byAction) => {
        const done = { added: '新增', updated: '更新', removed: '删除', status_changed: '状态变更' };
        const what =
          entity === undefined
            ? '记录'
            : { holiday: '假期', state: '州', 'school-term': '学期', 'school-holiday': '学校假期', exam: '考试' }[
                entity
              ];
        return byAction.length === 1
          ? `${done[byAction[0]![0]]}${total}项${what}`
          : `${total}项${what}：${byAction.map(([action, count]) => `${done[action]}${count}项`).join('，')}`;
      },
      scoped: (scope, what) => `${scope}：${what}`,
      both: (first, second) => `${first}；${second}`,
    },
  ],
  [
    'ta',
    {
      feedTitle: (place) => (place === undefined ? 'மலேசிய நாள்காட்டி: மாற்றங்கள்' : `மலேசிய நாள்காட்டி: ${place} மாற்றங்கள்`),
      everyState: 'அனைத்து மாநிலங்களும்',
      someStates: (count) => `${count} மாநிலங்கள்`,
      listed: (names) => names.join(', '),
      date: dayMonthYear(TA_MONTHS),
      termName: (term, group, year) => `${year} பள்ளித் தவணை ${term}, குழு ${group}`,
      change: ({ action, entity, name, date, status, dateBefore, fields }) => {
        const what = date === undefined ? name : `${name} (${date})`;
        if (action === 'added')
          return entity === 'holiday'
            ? date === undefined
              ? `${name} விடுமுறையாக அறிவிக்கப்பட்டது`
              : `${date} விடுமுறையாக அறிவிக்கப்பட்டது: ${name}`
            : `${what} சேர்க்கப்பட்டது`;
        if (action === 'removed') return entity === 'holiday' ? `${what} இனி விடுமுறை அல்ல` : `${what} நீக்கப்பட்டது`;
        if (action === 'status_changed') return `${what} இப்போது ${status}`;
        const kind = updateKind(fields);
        if (kind === 'moved')
          return `${name} ${date}க்கு மாற்றப்பட்டது${dateBefore === undefined ? '' : ` (முன்பு ${dateBefore})`}${fields.includes('status') ? `, இப்போது ${status}` : ''}`;
        if (kind === 'status') return `${what} இப்போது ${status}`;
        if (kind === 'names') return `${name} பெயர்கள் புதுப்பிக்கப்பட்டன`;
        return `${what} புதுப்பிக்கப்பட்டது`;
      },
      changes: countedAs(
        'பதிவுகள்',
        {
          holiday: 'விடுமுறைகள்',
          state: 'மாநிலங்கள்',
          'school-term': 'பள்ளித் தவணைகள்',
          'school-holiday': 'பள்ளி விடுமுறைகள்',
          exam: 'தேர்வுகள்',
        },
        { added: 'சேர்க்கப்பட்டன', updated: 'புதுப்பிக்கப்பட்டன', removed: 'நீக்கப்பட்டன', status_changed: 'நிலை மாறின' },
      ),
      scoped: (scope, what) => `${scope}: ${what}`,
      both: (first, second) => `${first}; ${second}`,
    },
  ],
]);
