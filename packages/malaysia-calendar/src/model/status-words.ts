import type { HolidayStatus } from './holiday.js';
import type { Language } from './language.js';
import type { EXAM_STATUSES } from './school.js';

/** A holiday's status or an exam's. */
export type RecordStatus = HolidayStatus | (typeof EXAM_STATUSES)[number];

/**
 * Each status in each language, in lower case as a sentence carries it: the feeds, the command
 * line and the pages (which capitalise a label) say it alike, from this one table.
 */
export const STATUS_WORDS: Readonly<Record<Language, Readonly<Record<RecordStatus, string>>>> = {
  en: {
    confirmed: 'confirmed',
    tentative: 'tentative',
    announced: 'announced',
    cancelled: 'cancelled',
    postponed: 'postponed',
  },
  ms: {
    confirmed: 'disahkan',
    tentative: 'tentatif',
    announced: 'diumumkan',
    cancelled: 'dibatalkan',
    postponed: 'ditangguhkan',
  },
  zh: { confirmed: '已确认', tentative: '暂定', announced: '已宣布', cancelled: '已取消', postponed: '已延期' },
  ta: {
    confirmed: 'உறுதி',
    tentative: 'தற்காலிகம்',
    announced: 'அறிவிக்கப்பட்டது',
    cancelled: 'ரத்து',
    postponed: 'ஒத்திவைக்கப்பட்டது',
  },
};
