import { MarketTime } from "~/components/market/market-time";
import { Form, Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { formatChange, formatUsd } from "~/lib/market/format";
import { directionLabels, type SignalView } from "~/lib/signals/rules";
import type { SignalBaseline } from "~/lib/market/track-record";
import { signalBaselineText } from "~/components/market/record-tables";

function ResultCell({ signal }: { signal: SignalView }) {
  if (signal.resultPercent === null) return <span className="text-slate-400">—</span>;
  const good = signal.direction === "buy" ? signal.resultPercent > 0 : signal.resultPercent < 0;
  // Holding the same coin over the same time: the baseline a signal must beat to count as a hit.
  const hold = signal.resultPercent;
  const result = signal.direction === "buy" ? hold : -hold;
  return (
    <>
      <span className={good ? "text-emerald-300" : signal.resultPercent === 0 ? "text-slate-300" : "text-red-300"}>
        {formatChange(signal.resultPercent)}
      </span>
      <span className="block text-xs font-normal text-slate-400" data-testid="hold-baseline">
        Coini tutmak: {formatChange(hold)}
        {signal.closedAt ? (result > hold ? " · tutmayı geçti" : " · tutmayı geçemedi") : null}
      </span>
    </>
  );
}

/** The signals' measured record against holding the same coins, with the link to how it is measured. */
export function SignalRecordLine({ baseline }: { baseline: SignalBaseline | null }) {
  return (
    <p className="text-sm text-slate-300" data-testid="record-line">
      {baseline ? signalBaselineText(baseline) : "Kayıt henüz hesaplanıyor"}.{" "}
      <Link to="/methodology" className="text-brand-300 underline hover:text-brand-200">
        Nasıl ölçülür?
      </Link>
    </p>
  );
}

/** Follow or unfollow as a plain form post; a visitor's post leads to the sign-in page and back. */
export function FollowButton({ signal, following, back }: { signal: Pick<SignalView, "id" | "symbol">; following: boolean; back: string }) {
  return (
    <Form method="post" action={`/signals/${signal.id}`} className="inline">
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        name="intent"
        value={following ? "unfollow" : "follow"}
        className={following ? "btn btn-secondary px-3 py-1 text-xs" : "btn btn-primary px-3 py-1 text-xs"}
        aria-label={`${signal.symbol} sinyalini ${following ? "takipten çıkar" : "takip et"}`}
      >
        {following ? "Takipten çık" : "Takip et"}
      </button>
    </Form>
  );
}

export function DirectionBadge({ direction }: { direction: SignalView["direction"] }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${direction === "buy" ? "bg-emerald-500/15 text-emerald-300" : "bg-red-500/15 text-red-300"}`}
    >
      {directionLabels[direction]}
    </span>
  );
}

export function SignalTable({
  signals,
  followed,
  back,
  caption,
}: {
  signals: SignalView[];
  /** Ids the signed-in user follows; null for a visitor. */
  followed: number[] | null;
  back: string;
  caption: string;
}) {
  return (
    <DataTable
      label={caption}
      columns={["Coin", "Yön", "Bant", "Açılış", "Fiyat (açılış → şimdi/kapanış)", "Sonuç", "Takipçi", { label: "İşlem", hidden: true }]}
      tableClassName="min-w-[56rem]"
    >
      <tbody className="divide-y divide-white/5">
        {signals.map((signal) => (
          <tr key={signal.id} data-testid={`signal-${signal.id}`}>
            <td className="px-3 py-2 font-semibold text-white">
              <Link to={`/signals/${signal.id}`} className="underline decoration-white/30 hover:decoration-white">
                {signal.symbol.replace(/USDT$/, "")}
              </Link>
              <div className="text-xs font-normal text-slate-400">{signal.closedAt ? "Kapandı" : "Açık"}</div>
            </td>
            <td className="px-3 py-2">
              <DirectionBadge direction={signal.direction} />
            </td>
            <td className="px-3 py-2 text-slate-300">
              {signal.fromBand} → {signal.toBand}
              <div className="text-xs text-slate-400">Puan {signal.score}</div>
            </td>
            <td className="px-3 py-2 text-slate-300">
              <MarketTime iso={signal.openedAt} />
            </td>
            <td className="px-3 py-2 text-slate-300">
              {formatUsd(signal.openPrice)} → {signal.currentPrice === null ? "—" : formatUsd(signal.currentPrice)}
            </td>
            <td className="px-3 py-2 font-semibold">
              <ResultCell signal={signal} />
            </td>
            <td className="px-3 py-2 text-slate-300">{signal.followers}</td>
            <td className="px-3 py-2 text-right">
              <FollowButton signal={signal} following={followed?.includes(signal.id) ?? false} back={back} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function SignalsNotice() {
  return (
    <aside className="rounded-lg border border-amber-500/30 bg-amber-950/30 px-4 py-3 text-sm text-amber-100">
      <p>
        <strong>Sinyaller nasıl oluşur?</strong> Hacme göre ilk 100 coinin analiz önerisi (Uzak Dur, Dikkatli Ol, Bekle, Al, Güçlü Al) iki
        piyasa görüntüsü arasında başka bir banda geçtiğinde bir sinyal kaydedilir: daha yüksek banda geçiş &quot;Al&quot;, daha düşüğe
        geçiş &quot;Sat&quot; sinyalidir. Bir coin için bir saat içinde en fazla bir sinyal açılır; bant yeniden değiştiğinde sinyal o anki
        fiyatla kapanır. Kayıtlı sinyaller sonradan değiştirilmez ve silinmez.
      </p>
      <p className="mt-2">Bu sinyaller otomatik hesaplanır ve bilgilendirme amaçlıdır; yatırım tavsiyesi değildir.</p>
    </aside>
  );
}
