import { KeptTime } from "~/components/ui/kept-time";
import { formatMarketTime } from "~/lib/market/format";

/** A snapshot's time ("27.11.2026 09:41:05"), kept from the server when the page hydrates. */
export function MarketTime({ iso }: { iso: string }) {
  return <KeptTime dateTime={iso} format={formatMarketTime} />;
}
