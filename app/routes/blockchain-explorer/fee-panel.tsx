import type { ReactNode } from "react";
import { SourceBadge } from "~/components/market/source-badge";
import { MoneyText } from "~/components/chain/chain-parts";
import { formatInteger } from "~/lib/chain/amounts";
import type { FeeEstimate, FeeSourceLabel, FeeView } from "~/lib/chain/fees";
import { formatDateTime } from "~/lib/format";
import { sourceCauseText } from "~/lib/outside/source-cause";
import { DataTable } from "~/components/ui/data-table";

/** What sending costs now on both chains, before any search: tables readable without JavaScript. */
export function FeePanel({ fees }: { fees: FeeView }) {
  return (
    <section aria-labelledby="fees-heading" className="card space-y-6" data-testid="fee-estimates">
      <div className="space-y-1">
        <h2 id="fees-heading" className="text-xl font-semibold text-white">
          Şu an işlem ücreti ne kadar?
        </h2>
        <p className="text-sm text-slate-400">
          Ücret, ağın o anki yoğunluğuna göre değişir; aşağıdaki rakamlar bir tahmindir, cüzdanınızın önerdiği ücret farklı olabilir.
        </p>
      </div>
      <ChainFees title="Bitcoin" estimate={fees.btc}>
        {(btc) => (
          <>
            <p className="text-sm text-slate-400">
              Tipik işlem: 1 girdili, 2 çıktılı yerel SegWit (P2WPKH) işlemi, {formatInteger(btc.vbytes)} sanal bayt (vB). Ücret = oran ×
              boyut, satoshi'ye yukarı yuvarlanır.
            </p>
            <FeeTable caption="Bitcoin ücret tahmini (onay süresine göre)" head={["Onay hedefi", "Ücret oranı", "Tipik işlemin ücreti"]}>
              {btc.rows.map((row) => (
                <tr key={row.blocks}>
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-200">
                    {row.label}
                  </th>
                  <td className="py-2 pr-4 text-slate-200">{row.rate}</td>
                  <td className="py-2">
                    <span className="text-slate-300">{row.sats} = </span>
                    <MoneyText money={row.fee} />
                  </td>
                </tr>
              ))}
            </FeeTable>
          </>
        )}
      </ChainFees>
      <ChainFees title="Ethereum" estimate={fees.eth}>
        {(eth) => (
          <>
            <p className="text-sm text-slate-400">
              Son {formatInteger(eth.blocks)} bloğun öncelik ücretlerinin (10., 50. ve 90. yüzdelik) ortancası, sonraki bloğun taban
              ücretine ({eth.baseFee}) eklendi. Düz ETH transferi {formatInteger(eth.transferGas)} gaz, token (ERC-20) transferi{" "}
              {formatInteger(eth.tokenTransferGas)} gaz varsayıldı.
              {eth.gasPrice ? ` Düğümün önerdiği gaz fiyatı (eth_gasPrice): ${eth.gasPrice}.` : ""}
            </p>
            <FeeTable
              caption="Ethereum ücret tahmini (hıza göre)"
              head={["Hız", "Gaz fiyatı (taban + öncelik)", "ETH transferi", "Token transferi"]}
            >
              {eth.levels.map((level) => (
                <tr key={level.label}>
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-200">
                    {level.label}
                  </th>
                  <td className="py-2 pr-4 text-slate-200">
                    {level.perGas} <span className="text-slate-400">(öncelik {level.tip})</span>
                  </td>
                  <td className="py-2 pr-4">
                    <MoneyText money={level.transfer} />
                  </td>
                  <td className="py-2">
                    <MoneyText money={level.tokenTransfer} />
                  </td>
                </tr>
              ))}
            </FeeTable>
          </>
        )}
      </ChainFees>
      <p className="text-sm text-slate-400">
        {fees.prices
          ? `Dolar ve lira karşılıkları ${formatDateTime(fees.prices.updatedAt)} tarihli ${
              fees.prices.source === "stale" ? "(güncel olmayan) " : ""
            }piyasa fiyatlarıyla (BTCUSDT, ETHUSDT, USDTTRY) hesaplandı.`
          : "Piyasa fiyatı şu an yok; ücretlerin dolar ve lira karşılıkları gösterilmiyor."}
        {fees.prices && (!fees.prices.btcUsd || !fees.prices.ethUsd || !fees.prices.usdTry)
          ? " Eksik fiyat olduğu için bazı karşılıklar yok."
          : ""}
      </p>
    </section>
  );
}

function ChainFees<T>({ title, estimate, children }: { title: string; estimate: FeeEstimate<T>; children: (fees: T) => ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-white">{title}</h3>
      {estimate.ok ? (
        <>
          <SourceLabel label={estimate.label} />
          {children(estimate.fees)}
        </>
      ) : (
        <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-2 text-sm text-amber-100">
          {title} ücret tahmini şu an alınamıyor: {estimate.message}
        </p>
      )}
    </div>
  );
}

/** Live with its time, or the last good answer with its time and why. */
function SourceLabel({ label }: { label: FeeSourceLabel }) {
  const why = label.cause ? ` ${sourceCauseText(label.cause)}` : "";
  const time = label.fetchedAt ? <time dateTime={label.fetchedAt}>{formatDateTime(label.fetchedAt)}</time> : null;
  if (label.state === "live") {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
        <SourceBadge source="live" />
        <span>Alındı: {time}</span>
      </p>
    );
  }
  return (
    <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-3 py-2 text-sm text-amber-100">
      <SourceBadge source="stale" className="mr-2" />
      Kaynak şu an yanıt vermiyor; {time} tarihli son tahmin gösteriliyor.{why}
    </p>
  );
}

function FeeTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <DataTable label={caption} columns={head} cell="py-2 pr-4" headClassName="text-slate-400">
      <tbody className="divide-y divide-white/5">{children}</tbody>
    </DataTable>
  );
}
