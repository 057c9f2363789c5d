import type { State } from '../core/state.js';
import type { FeedLanguage } from '../model/parameters.js';

/**
 * The words a feed writes around the data, in its language. Most calendar apps never show
 * STATUS:TENTATIVE, so a tentative event's title says it too. States have no Chinese names in
 * the data, so a Chinese feed names the state by its Malay (official) name.
 */
export interface FeedWords {
  calendarName(state: State): string;
  calendarDescription(state: State): string;
  tentativeTitle(title: string): string;
}

export const FEED_WORDS: Record<FeedLanguage, FeedWords> = {
  en: {
    calendarName: (state) => `Malaysian calendar: ${state.name.en}`,
    calendarDescription: (state) => `Public holidays (replacement and additional days included) for ${state.name.en}, from the Malaysian Calendar Service.`,
    tentativeTitle: (title) => `${title} (tentative)`,
  },
  ms: {
    calendarName: (state) => `Kalendar ${state.name.ms}`,
    calendarDescription: (state) => `Cuti umum (termasuk cuti ganti dan cuti tambahan) bagi ${state.name.ms}, daripada Malaysian Calendar Service.`,
    tentativeTitle: (title) => `${title} (tentatif)`,
  },
  zh: {
    calendarName: (state) => `马来西亚日历：${state.name.ms}`,
    calendarDescription: (state) => `${state.name.ms}的公共假期（包括补假和额外假期），来自 Malaysian Calendar Service。`,
    tentativeTitle: (title) => `${title}（暂定）`,
  },
};
