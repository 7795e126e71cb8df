import { KeptFromServer } from "~/components/ui/kept-from-server";
import { formatMarketTime } from "~/lib/market/format";

const drawTime = ({ iso }: { iso: string }) => formatMarketTime(iso);

/**
 * A snapshot's time as the reader sees it ("27.11.2026 09:41:05"), in a `<time>`. Kept as the
 * server wrote it when the page hydrates (decision 043): it is often the one date a market page
 * formats, and a page's first Intl format loads the locale's data, 16-21 ms on this machine and
 * four times that on the phone Lighthouse simulates.
 */
export function MarketTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      <KeptFromServer as="span" props={{ iso }} draw={drawTime} />
    </time>
  );
}
