/** `npm run declare -- …`: a declared holiday, or a market's decision (`--market`), into the data, validated, with what it changes (build/declare/). */
import { DataError } from './data-error.js';
import { declareHoliday } from './declare/declare-holiday.js';
import { DECLARE_MARKET_USAGE, declareMarketDay } from './declare/declare-market-day.js';
import { DECLARE_USAGE } from './declare/declaration.js';
import { bundledDataDir } from './load-dataset.js';

const argv = process.argv.slice(2);
const forMarket = argv.includes('--market');
try {
  console.log(forMarket ? declareMarketDay(argv, bundledDataDir()) : declareHoliday(argv, bundledDataDir()));
} catch (error) {
  const usage = forMarket ? DECLARE_MARKET_USAGE : DECLARE_USAGE;
  console.error(error instanceof DataError ? error.message : `${(error as Error).message}\n\n${usage}`);
  process.exit(1);
}
