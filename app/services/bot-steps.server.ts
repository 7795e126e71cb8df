import { marketWindow, stepBots } from "~/models/bot-steps.server";
import { env } from "~/server/env.server";
import { getBookTicker } from "./book-ticker.server";
import type { Market } from "./market.server";

/** The live market task: steps the bots, crossing the spread only when the book itself is live. */
export async function stepBotsOnLiveMarket(market: Market) {
  if (market.source !== "live") return null;
  return stepBots(market, marketWindow(market.updatedAt, env().MARKET_REFRESH_MS), async () => {
    const book = await getBookTicker();
    return book.source === "live" ? new Map(book.data.map((quote) => [quote.symbol, quote])) : null;
  });
}
