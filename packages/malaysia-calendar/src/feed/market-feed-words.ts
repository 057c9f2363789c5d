import type { FeedLanguage } from '../model/parameters.js';

/** The words of a market's feed, in its language: its name, and the titles of a closure and a half day. */
export interface MarketFeedWords {
  calendarName(market: string): string;
  calendarDescription(market: string, firstYear: number, lastYear: number): string;
  closed(market: string): string;
  /** A closure's description: the holidays that close it, or none when the exchange closes of its own accord. */
  closedBy(holidays: string): string;
  ownClosure: string;
  halfDay(market: string, close: string): string;
  halfDayDescription(close: string): string;
  category: string;
}

const years = (first: number, last: number, to: string) => (first === last ? String(first) : `${first}${to}${last}`);

export const MARKET_FEED_WORDS: ReadonlyMap<FeedLanguage, MarketFeedWords> = new Map<FeedLanguage, MarketFeedWords>([
  [
    'en',
    {
      calendarName: (market) => `${market}: closures and half days`,
      calendarDescription: (market, first, last) =>
        `The weekdays ${market} does not trade and its half days, ${years(first, last, ' to ')}, from the Malaysian Calendar Service.`,
      closed: (market) => `${market} closed`,
      closedBy: (holidays) => `Public holiday: ${holidays}`,
      ownClosure: 'Closed by the exchange',
      halfDay: (market, close) => `${market}: half day, closes ${close}`,
      halfDayDescription: (close) => `Morning session only: trading ends at ${close}, Malaysian time.`,
      category: 'Market',
    },
  ],
  [
    'ms',
    {
      calendarName: (market) => `${market}: penutupan dan separuh hari`,
      calendarDescription: (market, first, last) =>
        `Hari bekerja tanpa dagangan ${market} dan separuh harinya, ${years(first, last, ' hingga ')}, daripada Malaysian Calendar Service.`,
      closed: (market) => `${market} ditutup`,
      closedBy: (holidays) => `Cuti umum: ${holidays}`,
      ownClosure: 'Ditutup oleh bursa',
      halfDay: (market, close) => `${market}: separuh hari, ditutup ${close}`,
      halfDayDescription: (close) => `Sesi pagi sahaja: dagangan tamat pada ${close}, waktu Malaysia.`,
      category: 'Pasaran',
    },
  ],
  [
    'zh',
    {
      calendarName: (market) => `${market}：休市与半日交易`,
      calendarDescription: (market, first, last) =>
        `${market}休市的平日与半日交易，${years(first, last, '至')}年，来自 Malaysian Calendar Service。`,
      closed: (market) => `${market}休市`,
      closedBy: (holidays) => `公共假期：${holidays}`,
      ownClosure: '交易所休市',
      halfDay: (market, close) => `${market}：半日交易，${close}收市`,
      halfDayDescription: (close) => `只有上午时段：交易于马来西亚时间${close}结束。`,
      category: '市场',
    },
  ],
  [
    'ta',
    {
      calendarName: (market) => `${market}: மூடல்களும் அரை நாட்களும்`,
      calendarDescription: (market, first, last) =>
        `${market} வர்த்தகம் செய்யாத வார நாட்களும் அதன் அரை நாட்களும், ${years(first, last, ' முதல் ')}, Malaysian Calendar Service இலிருந்து.`,
      closed: (market) => `${market} மூடப்பட்டுள்ளது`,
      closedBy: (holidays) => `பொது விடுமுறை: ${holidays}`,
      ownClosure: 'பரிவர்த்தனையகம் மூடியது',
      halfDay: (market, close) => `${market}: அரை நாள், ${close} மணிக்கு மூடும்`,
      halfDayDescription: (close) => `காலை அமர்வு மட்டும்: வர்த்தகம் மலேசிய நேரம் ${close} மணிக்கு முடிகிறது.`,
      category: 'சந்தை',
    },
  ],
]);
