import { afterAll, beforeAll } from "vitest";
import { startFakeTicker, type FakeTicker, type TickerRow } from "../fakes/ticker-server";

// What unit-env.ts set before the file's tests (a closed local port): deleting the variable instead
// would bring back the app's default, the real exchange, for the rest of the file.
const tickerUrlBefore = process.env.MARKET_TICKER_URL;

/** Puts MARKET_TICKER_URL back as the file found it, after a test pointed it at a fake. */
export function restoreTickerUrl() {
  if (tickerUrlBefore === undefined) delete process.env.MARKET_TICKER_URL;
  else process.env.MARKET_TICKER_URL = tickerUrlBefore;
}

/**
 * The fake exchange for a whole test file, at MARKET_TICKER_URL. The returned object is filled
 * in before the file's first test, so tests use it as they would the started fake.
 */
export function useFakeTicker(rows?: TickerRow[]): FakeTicker {
  const ticker = {} as FakeTicker;
  beforeAll(async () => {
    Object.assign(ticker, await startFakeTicker(rows));
    process.env.MARKET_TICKER_URL = ticker.url;
  });
  afterAll(async () => {
    await ticker.close();
    restoreTickerUrl();
  });
  return ticker;
}
