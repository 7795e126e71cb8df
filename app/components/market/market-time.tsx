import { formatMarketTime } from "~/lib/market/format";

/** A snapshot's time ("27.11.2026 09:41:05"), in Istanbul time on the server and in the browser alike. */
export function MarketTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatMarketTime(iso)}</time>;
}
