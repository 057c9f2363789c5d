import { parseIsoDate } from '../src/core/civil-date.js';
import { ALL_STATES } from '../src/model/common.js';
import type { ExamRecord, SchoolYearRecord } from '../src/model/school.js';

/** Cross-record rules of the school calendar files and the exam list. */
export function checkSchoolYear(
  file: SchoolYearRecord,
  label: string,
  stateCodes: readonly string[],
  problems: string[],
): void {
  const known = new Set(stateCodes);
  const ids = new Set<string>();
  const unique = (id: string, where: string) => {
    if (ids.has(id)) problems.push(`${where}: id is not unique`);
    ids.add(id);
  };
  const inYear = (date: string, where: string) => {
    if (!date.startsWith(`${file.year}-`)) problems.push(`${where}: ${date} is not in ${file.year}`);
  };

  for (const group of ['A', 'B'] as const) {
    for (const term of [1, 2]) {
      if (!file.terms.some((candidate) => candidate.group === group && candidate.term === term))
        problems.push(`${label}: no term ${term} for group ${group}`);
    }
  }
  file.terms.forEach((term, index) => {
    const where = `${label}: terms[${index}] (${term.id})`;
    unique(term.id, where);
    if (term.id !== `${file.year}-${term.term}-${term.group}`)
      problems.push(`${where}: id must be ${file.year}-${term.term}-${term.group}`);
    term.segments.forEach((segment, position) => {
      inYear(segment.startDate, where);
      inYear(segment.endDate, where);
      if (segment.endDate < segment.startDate) problems.push(`${where}: segment ${position + 1} ends before it starts`);
      const previous = term.segments[position - 1];
      if (previous !== undefined && segment.startDate <= previous.endDate)
        problems.push(`${where}: segment ${position + 1} must start after the one before ends`);
    });
  });

  file.holidays.forEach((holiday, index) => {
    const where = `${label}: holidays[${index}] (${holiday.id})`;
    unique(holiday.id, where);
    if (!holiday.id.startsWith(`${file.year}-`)) problems.push(`${where}: id must start with ${file.year}-`);
    inYear(holiday.startDate, where);
    if (holiday.endDate < holiday.startDate) problems.push(`${where}: endDate is before startDate`);
    if (holiday.states.includes(ALL_STATES) && holiday.states.length > 1)
      problems.push(`${where}: "*" must stand alone in states`);
    for (const code of [...holiday.states, ...holiday.excludeStates]) {
      if (code !== ALL_STATES && !known.has(code)) problems.push(`${where}: unknown state code "${code}"`);
    }
    const festive = holiday.type === 'cuti_perayaan_kpm';
    if (festive !== (holiday.festival !== undefined))
      problems.push(`${where}: festival is given on cuti_perayaan_kpm, and only there`);
    if (festive !== (holiday.annex !== undefined))
      problems.push(`${where}: annex is given on cuti_perayaan_kpm, and only there`);
  });
}

export function checkExams(exams: readonly ExamRecord[], label: string, problems: string[]): void {
  const ids = new Set<string>();
  exams.forEach((exam, index) => {
    const where = `${label}: exams[${index}] (${exam.id})`;
    if (ids.has(exam.id)) problems.push(`${where}: id is not unique`);
    ids.add(exam.id);
    if (!exam.id.startsWith(`${exam.year}-`)) problems.push(`${where}: id must start with its year`);
    if (parseIsoDate(exam.startDate) === undefined || !exam.startDate.startsWith(`${exam.year}-`))
      problems.push(`${where}: startDate must be in ${exam.year}`);
    if (exam.endDate < exam.startDate) problems.push(`${where}: endDate is before startDate`);
    if (exam.resultsDate !== null && exam.resultsDate < exam.endDate)
      problems.push(`${where}: resultsDate is before the exam ends`);
  });
}
