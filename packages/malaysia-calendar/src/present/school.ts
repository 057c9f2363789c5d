import { formatIsoDate } from '../core/civil-date.js';
import type { DatedSchoolHoliday, DatedTerm, SchoolCalendar, SchoolScope } from '../core/school-calendar.js';
import type { Exam, ExamRecord, SchoolHoliday, SchoolHolidayOnDay, SchoolTerm } from '../model/school.js';

/** A term as GET /school/terms serves it (the v1 contract's school term), its school days counted for the scope. */
export function presentSchoolTerm(term: DatedTerm, scope: SchoolScope, school: SchoolCalendar): SchoolTerm {
  const segments = term.record.segments.map((segment, index) => ({
    ...segment,
    schoolDays: school.schoolDaysIn(scope, term.segments[index]!),
  }));
  return {
    id: term.record.id,
    year: term.year,
    term: term.record.term,
    group: term.record.group,
    segments,
    totalSchoolDays: segments.reduce((sum, segment) => sum + segment.schoolDays, 0),
    startDate: formatIsoDate(term.first),
    endDate: formatIsoDate(term.last),
    status: term.record.status,
  };
}

/** The term a day falls in, as a date check names it. */
export function presentTermOnDay(term: DatedTerm) {
  return {
    id: term.record.id,
    term: term.record.term,
    startDate: formatIsoDate(term.first),
    endDate: formatIsoDate(term.last),
    status: term.record.status,
  };
}

/** A school holiday as GET /school/holidays serves it (the v1 contract's school holiday): the record with its year and calendar days. */
export function presentSchoolHoliday({ record, year, first, last }: DatedSchoolHoliday): SchoolHoliday {
  const { note: _note, ...fields } = record;
  return { ...fields, year, days: last - first + 1 };
}

/** The school holiday a day falls in, as a day's answers name it. */
export function presentSchoolHolidayOnDay({ record }: DatedSchoolHoliday): SchoolHolidayOnDay {
  return {
    id: record.id,
    type: record.type,
    name: record.name,
    startDate: record.startDate,
    endDate: record.endDate,
    status: record.status,
  };
}

/** An exam as GET /school/exams serves it (the v1 contract's school exam). */
export function presentExam(record: ExamRecord): Exam {
  const { note: _note, ...exam } = record;
  return exam;
}
