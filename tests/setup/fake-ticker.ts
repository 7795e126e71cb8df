import { afterAll, beforeAll } from "vitest";
import { startFakeTicker, type FakeTicker, type TickerRow } from "../fakes/ticker-server";

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
    delete process.env.MARKET_TICKER_URL;
  });
  return ticker;
}
