import type { ReactNode } from "react";
import type { Freshness, Money, PriceInfo } from "~/lib/chain/views";
import { formatDateTime } from "~/lib/format";

/** An amount with its dollar and lira value when prices are known. */
export function MoneyText({ money }: { money: Money }) {
  return (
    <span>
      <span className="font-medium text-white">{money.amount}</span>
      {money.usd ? (
        <span className="text-slate-400">
          {" "}
          ≈ {money.usd}
          {money.try ? ` · ${money.try}` : ""}
        </span>
      ) : null}
    </span>
  );
}

/** A hash or an address: monospace, breaking anywhere so it fits a phone screen. */
export function Mono({ children }: { children: ReactNode }) {
  return <span className="break-all font-mono text-sm">{children}</span>;
}

/** Label and value pairs. */
export function Facts({ items }: { items: Array<[label: string, value: ReactNode] | null | false> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {items.filter(Boolean).map((item) => {
        const [label, value] = item as [string, ReactNode];
        return (
          <div key={label} className="contents">
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className="text-slate-200">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Where the figures came from: the chain source (live or its last good answer) and the market prices. */
export function DataNotes({ freshness, prices }: { freshness: Freshness | null; prices: PriceInfo | null }) {
  return (
    <div className="space-y-2 text-sm">
      {freshness?.source === "stale" ? (
        <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-2 text-amber-100">
          Zincir kaynağına şu an ulaşılamıyor; {formatDateTime(freshness.fetchedAt)} tarihinde alınan son veri gösteriliyor (güncel değil).
        </p>
      ) : freshness ? (
        <p className="text-slate-400">Zincir verisi {formatDateTime(freshness.fetchedAt)} itibarıyla canlı.</p>
      ) : null}
      <p className="text-slate-400">
        {prices
          ? `Dolar ve lira karşılıkları ${formatDateTime(prices.updatedAt)} tarihli ${
              prices.source === "stale" ? "(güncel olmayan) " : ""
            }piyasa fiyatlarıyla (BTCUSDT, ETHUSDT, USDTTRY) hesaplandı.`
          : "Piyasa fiyatı şu an yok; dolar ve lira karşılıkları gösterilmiyor."}
      </p>
    </div>
  );
}
