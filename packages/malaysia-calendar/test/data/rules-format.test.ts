/**
 * The holiday rules (data/rules.yaml) and the history of 2001-2019 (data/history/holidays.yaml)
 * as data: the format, known states, disjoint years per slug, and the slugs against the
 * gazetted ids of 2020-2027. Self-contained: reads the YAML files directly, needs no generator.
 * The reproduction of the gazetted dates is the generator's test.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string): unknown => parse(readFileSync(`${root}${path}`, 'utf8'));

interface Rule {
  slug: string;
  name: { ms: string; en: string; zh?: string };
  type: string;
  gazetteLevel: string;
  source: string;
  states: string[];
  on: Record<string, unknown>;
  from?: number;
  until?: number;
  replaceable?: boolean;
  note: string;
}

const rules = (read('data/rules.yaml') as { rules: Rule[] }).rules;
const stateCodes = new Set((read('data/states.yaml') as { states: { code: string }[] }).states.map((s) => s.code));

/** Gazetted ids of 2020-2027 by year, and their records. */
const gazetted = new Map<string, { type: string }>();
const gazettedYears: number[] = [];
for (const file of readdirSync(`${root}data/holidays`).filter((f) => /^\d{4}\.yaml$/.test(f))) {
  const year = Number(file.slice(0, 4));
  gazettedYears.push(year);
  for (const h of (read(`data/holidays/${file}`) as { holidays: { id: string; type: string }[] }).holidays) gazetted.set(h.id, h);
}
const firstGazetted = Math.min(...gazettedYears);
const lastGazetted = Math.max(...gazettedYears);

/**
 * Documented exceptions (data/notes/history.md, "Exceptions 2020-2027"): a rule year whose id the
 * gazetted file does not use, and gazetted ids no rule makes.
 */
const RULE_IDS_NOT_GAZETTED = new Set(['2027-israk-mikraj']); // two in 2027: -1448 and -1449
const GAZETTED_IDS_WITHOUT_RULE = new Set(['2027-israk-mikraj-1448', '2027-israk-mikraj-1449']);

const TYPES = ['federal', 'state', 'islamic', 'islamic_state', 'adhoc'];
const SOURCES = ['jpm', 'jakim', 'state-gov', 'community', 'admin'];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const FESTIVALS = ['chineseNewYear', 'wesak', 'deepavali', 'thaipusam', 'goodFriday'];
const RULE_KEYS = ['slug', 'name', 'type', 'gazetteLevel', 'source', 'states', 'on', 'from', 'until', 'replaceable', 'note'];

const from = (r: Rule) => r.from ?? 2001;
const until = (r: Rule) => r.until ?? 2100;
const isInt = (v: unknown, lo: number, hi: number) => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;

function onProblems(on: Record<string, unknown>): string[] {
  const keys = Object.keys(on).sort().join(',');
  if (keys === 'day,month') return isInt(on.month, 1, 12) && isInt(on.day, 1, 31) ? [] : ['bad month/day'];
  if (keys === 'month,nth,weekday')
    return isInt(on.month, 1, 12) && WEEKDAYS.includes(on.weekday as string) && (isInt(on.nth, 1, 5) || on.nth === -1) ? [] : ['bad weekday form'];
  if (keys === 'hijri') {
    const h = on.hijri as Record<string, unknown>;
    return Object.keys(h).sort().join(',') === 'day,month' && isInt(h.month, 1, 12) && isInt(h.day, 1, 30) ? [] : ['bad hijri form'];
  }
  if (keys === 'festival' || keys === 'festival,offset')
    return FESTIVALS.includes(on.festival as string) && (on.offset === undefined || isInt(on.offset, -30, 30)) ? [] : ['bad festival form'];
  return [`unknown date form {${keys}}`];
}

describe('data/rules.yaml', () => {
  it('has rules', () => expect(rules.length).toBeGreaterThan(40));

  it.each(rules.map((r) => [`${r.slug} ${from(r)}-${until(r)}`, r] as const))('%s: every field as the format says', (_label, r) => {
    const problems: string[] = [];
    for (const key of Object.keys(r)) if (!RULE_KEYS.includes(key)) problems.push(`unknown field ${key}`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.slug)) problems.push('slug');
    if (typeof r.name?.ms !== 'string' || typeof r.name?.en !== 'string') problems.push('name.ms/en');
    if (!TYPES.includes(r.type)) problems.push(`type ${r.type}`);
    if (!['P', 'N'].includes(r.gazetteLevel)) problems.push('gazetteLevel');
    if (!SOURCES.includes(r.source)) problems.push(`source ${r.source}`);
    if (!Array.isArray(r.states) || r.states.length === 0) problems.push('states');
    else if (!(r.states.length === 1 && r.states[0] === '*'))
      for (const s of r.states) if (!stateCodes.has(s)) problems.push(`unknown state ${s}`);
    if (new Set(r.states).size !== r.states.length) problems.push('duplicate state');
    problems.push(...onProblems(r.on ?? {}));
    if (r.from !== undefined && !isInt(r.from, 2001, 2100)) problems.push('from');
    if (r.until !== undefined && !isInt(r.until, 2001, 2100)) problems.push('until');
    if (from(r) > until(r)) problems.push('from after until');
    if (r.replaceable !== undefined && r.replaceable !== false) problems.push('replaceable is only written as false');
    if (typeof r.note !== 'string' || r.note.length < 10) problems.push('note');
    expect(problems).toEqual([]);
  });

  it('rules of one slug never apply to the same year, and share name and type', () => {
    const bySlug = new Map<string, Rule[]>();
    for (const r of rules) bySlug.set(r.slug, [...(bySlug.get(r.slug) ?? []), r]);
    const problems: string[] = [];
    for (const [slug, list] of bySlug) {
      const sorted = [...list].sort((a, b) => from(a) - from(b));
      for (let i = 1; i < sorted.length; i++) {
        const [previous, next] = [sorted[i - 1]!, sorted[i]!];
        if (from(next) <= until(previous)) problems.push(`${slug}: ${from(previous)}-${until(previous)} overlaps ${from(next)}-${until(next)}`);
      }
      if (new Set(list.map((r) => r.type)).size > 1) problems.push(`${slug}: types differ`);
    }
    expect(problems).toEqual([]);
  });

  it('every rule year 2020-2027 is a gazetted id (or a documented exception)', () => {
    const problems: string[] = [];
    for (const r of rules)
      for (let y = Math.max(from(r), firstGazetted); y <= Math.min(until(r), lastGazetted); y++) {
        const id = `${y}-${r.slug}`;
        if (!gazetted.has(id) && !RULE_IDS_NOT_GAZETTED.has(id)) problems.push(id);
      }
    expect(problems).toEqual([]);
  });

  it('every gazetted record that is not ad hoc or a replacement has a rule (or a documented exception)', () => {
    const problems: string[] = [];
    for (const [id, h] of gazetted) {
      if (h.type === 'adhoc' || h.type === 'replacement' || GAZETTED_IDS_WITHOUT_RULE.has(id)) continue;
      const year = Number(id.slice(0, 4));
      const slug = id.slice(5);
      if (!rules.some((r) => r.slug === slug && from(r) <= year && year <= until(r))) problems.push(id);
    }
    expect(problems).toEqual([]);
  });

  it('the documented exceptions are still exceptions', () => {
    for (const id of RULE_IDS_NOT_GAZETTED) expect(gazetted.has(id)).toBe(false);
    for (const id of GAZETTED_IDS_WITHOUT_RULE) expect(gazetted.has(id)).toBe(true);
  });
});

const historyPath = 'data/history/holidays.yaml';
describe.runIf(existsSync(`${root}${historyPath}`))('data/history/holidays.yaml', () => {
  interface Record_ {
    id: string;
    date: string;
    type: string;
    status: string;
    states: string[];
    gazetteLevel: string;
    source: string;
    note: string;
    name: { ms: string; en: string };
  }
  const holidays = () => (read(historyPath) as { holidays: Record_[] }).holidays;

  it('records 2001-2019 in the gazetted format, ids unique, states known, with sources', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const h of holidays()) {
      const year = Number(h.id.slice(0, 4));
      if (!/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/.test(h.id) || year < 2001 || year > 2019) problems.push(`${h.id}: id`);
      if (ids.has(h.id)) problems.push(`${h.id}: duplicate`);
      ids.add(h.id);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(String(h.date)) || String(h.date).slice(0, 4) !== String(year)) problems.push(`${h.id}: date`);
      if (![...TYPES, 'replacement'].includes(h.type) || h.type === 'replacement') problems.push(`${h.id}: type`);
      if (!['confirmed', 'cancelled'].includes(h.status)) problems.push(`${h.id}: status`);
      if (!(h.states.length === 1 && h.states[0] === '*')) for (const s of h.states) if (!stateCodes.has(s)) problems.push(`${h.id}: state ${s}`);
      if (!['P', 'N'].includes(h.gazetteLevel) || !SOURCES.includes(h.source)) problems.push(`${h.id}: level/source`);
      if (typeof h.note !== 'string' || h.note.length < 10 || !h.name?.ms || !h.name?.en) problems.push(`${h.id}: name/note`);
    }
    expect(problems).toEqual([]);
  });

  it('a record that is not ad hoc replaces a rule-made record of its year', () => {
    const problems: string[] = [];
    for (const h of holidays()) {
      if (h.type === 'adhoc') continue;
      const year = Number(h.id.slice(0, 4));
      const slug = h.id.slice(5);
      if (!rules.some((r) => r.slug === slug && from(r) <= year && year <= until(r))) problems.push(h.id);
    }
    expect(problems).toEqual([]);
  });
});
