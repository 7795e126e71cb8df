import { changeClass } from "~/components/market/coin-list";
import { DataSourceNote } from "~/components/market/snapshot-page";
import type { MarketSource } from "~/lib/market/analysis";
import { formatLira } from "~/lib/lira/format";
import { BTCTURK_TAKER_FEE_PERCENT, type PremiumRow } from "~/lib/lira/premium";
import { formatUsd } from "~/lib/market/format";
import { formatPercent } from "./format";
import { formatPercentUpTo } from "~/lib/format";
import { DataTable, figures } from "~/components/ui/data-table";

export type PremiumView =
  | { state: "off" }
  | { state: "failed"; message: string }
  | { state: "no-rate" }
  | {
      state: "ok";
      rows: PremiumRow[];
      usdTry: number;
      btcturk: { source: "live" | "stale"; fetchedAt: string };
      binance: { source: MarketSource; updatedAt: string };
    };

/** BtcTurk's lira prices against Binance's dollar prices in lira; fees and transfer times stated, no referral links. */
export function LiraPremium({ view, binanceFeePercent }: { view: PremiumView; binanceFeePercent: number }) {
  return (
    <section aria-labelledby="premium-heading" className="card space-y-3" data-testid="lira-premium">
      <h2 id="premium-heading" className="text-2xl font-bold text-white">
        Türkiye primi: BtcTurk ile Binance arasındaki fark
      </h2>
      <p className="text-slate-300">
        Her coinin BtcTurk&apos;teki TL fiyatı (emir defterindeki en iyi alış ve satış tekliflerinin ortası; son işlem fiyatı değil),
        Binance&apos;teki USDT fiyatının USDT/TRY kuruyla çarpımıyla karşılaştırılır. Pozitif prim, coinin Türkiye&apos;de daha pahalı
        olduğunu gösterir. Ücret sonrası sütunu, işlemin karşılaşacağı taraftan (Türkiye&apos;de pahalıysa BtcTurk&apos;te alış teklifine
        satış, ucuzsa satış teklifinden alış) ve iki borsada birer alım-satım ücreti düşüldükten sonra kalan farktır (Binance{" "}
        {formatPercentUpTo(binanceFeePercent, 3)}, BtcTurk başlangıç kademesi {formatPercentUpTo(BTCTURK_TAKER_FEE_PERCENT, 3)}); çekim
        ücretleri, TL yatırma-çekme süreleri ve fiyatın transfer sırasında değişmesi hesaba katılmaz. Transfer süresi, ağın borsaların
        istediği onay sayısına ulaşması için tipik süredir.
      </p>
      {view.state === "off" ? (
        <p role="status" className="text-slate-300">
          Bu sitede BtcTurk kaynağı kapalı; prim hesaplanmıyor.
        </p>
      ) : view.state === "failed" ? (
        <p role="status" className="text-slate-300" data-source="none">
          BtcTurk fiyatları şu anda alınamıyor ve kayıtlı veri yok: {view.message}
        </p>
      ) : view.state === "no-rate" ? (
        <p role="status" className="text-slate-300">
          Binance&apos;in USDT/TRY kuru şu anda yok; prim hesaplanamıyor.
        </p>
      ) : (
        <>
          <div data-testid="premium-btcturk-source">
            <DataSourceNote source={view.btcturk.source} updatedAt={view.btcturk.fetchedAt} what="BtcTurk fiyatları" />
          </div>
          <DataTable
            label="Türkiye primi tablosu"
            caption="Coin başına BtcTurk TL fiyatı, Binance fiyatının TL karşılığı ve aradaki fark"
            columns={[
              "Coin",
              ...figures(
                "BtcTurk alış / satış (TL)",
                `Binance (USDT × ${formatLira(view.usdTry)})`,
                "Prim",
                "Ücret sonrası",
                "Transfer süresi",
              ),
            ]}
            cell="py-2 pr-4 last:pr-0"
            testId="premium-table"
          >
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.base} className="border-b border-white/5">
                  <th scope="row" className="py-2 pr-4 font-semibold text-white">
                    {row.base}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatLira(row.btcturkMid)}
                    <span className="block text-xs text-slate-400">
                      {formatLira(row.btcturkBid)} / {formatLira(row.btcturkAsk)}
                    </span>
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatLira(row.binanceTry)}
                    <span className="block text-xs text-slate-400">{formatUsd(row.binanceUsdt)}</span>
                  </td>
                  <td className={`py-2 pr-4 text-right font-semibold tabular-nums ${changeClass(row.premiumPercent)}`}>
                    {formatPercent(row.premiumPercent)}
                  </td>
                  <td className={`py-2 pr-4 text-right tabular-nums ${changeClass(row.afterFeesPercent)}`}>
                    {formatPercent(row.afterFeesPercent)}
                  </td>
                  <td className="py-2 text-right text-slate-300">{row.transferTime ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
    </section>
  );
}
