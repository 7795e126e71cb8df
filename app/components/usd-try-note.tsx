import { formatFixed } from "~/lib/format";
import { formatRate } from "~/lib/market/format";
import type { DatedRate, RatesUsed } from "~/lib/market/usd-try-history";
import { formatDay } from "~/lib/portfolio/format";

function fallbackText(rate: DatedRate): string {
  const day = formatDay(rate.day);
  if (rate.kind === "earlier" && rate.usedDay && rate.rate) {
    return `${day}: o günün kuru yok; ${formatDay(rate.usedDay)} kapanışı (${formatRate(rate.rate)}) kullanıldı.`;
  }
  if (rate.kind === "current" && rate.rate) return `${day}: yakın bir günün kuru yok; bugünkü kur (${formatRate(rate.rate)}) kullanıldı.`;
  return `${day}: kur bulunamadı; bu günün dolar tutarları TL'ye çevrilemedi.`;
}

/** Which USD/TRY rate turned each transaction's dollars into lira, and where the page had to fall back. */
export function UsdTryNote({ rates }: { rates: RatesUsed }) {
  return (
    <div data-testid="rate-note" className="space-y-1">
      <p>
        Dolar tutarlar her işlemin kendi tarihindeki USD/TRY kuruyla (borsanın günlük USDT/TRY kapanışı) TL&apos;ye çevrildi
        {rates.exact ? `; ${rates.exact} işlem günü kendi gününün kurunu buldu` : ""}
        {rates.listed.length
          ? `: ${rates.listed.map((rate) => `${formatDay(rate.day)} ${rate.rate ? formatRate(rate.rate) : "—"}${rate.kind === "today" ? " (bugün)" : ""}`).join(", ")}${rates.exact > rates.listed.length ? ` ve ${rates.exact - rates.listed.length} gün daha` : ""}.`
          : "."}
      </p>
      {rates.fallbacks.length ? (
        <ul className="list-disc pl-5" aria-label="Kurun bulunamadığı günler">
          {rates.fallbacks.map((rate) => (
            <li key={rate.day}>{fallbackText(rate)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "TCMB gösterge kuru, 27.11.2026 döviz alış: 34,5678": the rate and the bulletin's date, as TCMB writes them. */
export function tcmbRateText(rate: DatedRate): string {
  return `TCMB gösterge kuru, ${formatDay(rate.usedDay ?? rate.day)} döviz alış: ${rate.rate ? formatFixed(rate.rate, 4) : "—"}`;
}

/** Which TCMB bulletin valued each transaction day's dollars, and where a weekend or holiday took an earlier one. */
export function TcmbRateNote({ rates }: { rates: RatesUsed }) {
  return (
    <div data-testid="rate-note" data-rate-source="tcmb" className="space-y-1">
      <p>
        Dolar tutarlar her işlemin tarihindeki TCMB gösterge kuruyla (döviz alış; bülten olmayan hafta sonu ve tatillerde ondan önceki son
        bülten) TL&apos;ye çevrildi
        {rates.listed.length
          ? `: ${rates.listed.map(tcmbRateText).join("; ")}${rates.exact > rates.listed.length ? ` ve ${rates.exact - rates.listed.length} gün daha` : ""}.`
          : "."}
      </p>
      {rates.fallbacks.length ? (
        <ul className="list-disc pl-5" aria-label="TCMB bülteni olmayan günler">
          {rates.fallbacks.map((rate) => (
            <li key={rate.day}>
              {rate.rate
                ? `${formatDay(rate.day)} işlemi: o gün TCMB bülteni yok (hafta sonu ya da tatil); ${tcmbRateText(rate)} kullanıldı.`
                : `${formatDay(rate.day)} işlemi: TCMB kuru alınamadı.`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
