import { Form, Link } from "@remix-run/react";
import { MoneyText, Mono } from "~/components/chain/chain-parts";
import { MAX_ADDRESS_LENGTH } from "~/lib/chain/address";
import { COIN_MAX, NETWORK_RULES, SEND_NETWORKS, type SendCheckResult } from "~/lib/chain/send-check";
import { formatDateTime, formatTurkishDate } from "~/lib/format";
import { sourceCauseText } from "~/lib/outside/source-cause";
import type { ExchangeNetworks, SendFeeAnswer } from "./data.server";

const COIN_SUGGESTIONS = ["USDT", "USDC", "BTC", "ETH", "BNB", "TRX"];

export function SendCheckForm({ address, coin, network, error }: { address: string; coin: string; network: string; error: string | null }) {
  return (
    <Form method="get" className="card grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end" aria-label="Göndermeden önce denetim">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="address" className="label">
          Alıcı adresi
        </label>
        <input
          id="address"
          name="address"
          defaultValue={address}
          key={`a-${address}`}
          maxLength={MAX_ADDRESS_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder="bc1q…, 0x… ya da T…"
          className="input w-full font-mono"
          aria-describedby={error ? "send-check-error" : undefined}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="coin" className="label">
          Coin
        </label>
        <input
          id="coin"
          name="coin"
          defaultValue={coin}
          key={`c-${coin}`}
          maxLength={COIN_MAX}
          list="send-check-coins"
          autoComplete="off"
          placeholder="ör. USDT"
          className="input w-full uppercase"
        />
        <datalist id="send-check-coins">
          {COIN_SUGGESTIONS.map((symbol) => (
            <option key={symbol} value={symbol} />
          ))}
        </datalist>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="network" className="label">
          Ağ
        </label>
        <select id="network" name="network" defaultValue={network} key={`n-${network}`} className="input w-full">
          <option value="">Seçin</option>
          {SEND_NETWORKS.map((option) => (
            <option key={option} value={option}>
              {NETWORK_RULES[option].label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        Denetle
      </button>
      {error ? (
        <p id="send-check-error" role="alert" className="field-error md:col-span-4">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

const VERDICT_STYLES = {
  fits: { title: "Adres bu ağa uyuyor", colour: "text-emerald-300" },
  mismatch: { title: "Dikkat: adres bu ağa ait olamaz", colour: "text-red-300" },
  invalid: { title: "Geçersiz adres", colour: "text-red-300" },
} as const;

export function VerdictCard({ result, address }: { result: SendCheckResult; address: string }) {
  const style = VERDICT_STYLES[result.verdict];
  return (
    <section aria-labelledby="verdict-heading" className="card space-y-3" data-testid="send-check-verdict">
      <h2 id="verdict-heading" className={`text-2xl font-semibold ${style.colour}`}>
        {style.title}
      </h2>
      <p>
        <Mono>{address}</Mono>
      </p>
      {result.kind ? <p className="text-slate-300">{result.kind}</p> : null}
      <p className={result.verdict === "fits" ? "text-slate-200" : "text-red-200"} role={result.verdict === "fits" ? undefined : "alert"}>
        {result.headline}
      </p>
      {result.warnings.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-amber-200" aria-label="Uyarılar">
          {result.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <Link
        to={`/wallet-analyzer?${new URLSearchParams({ address })}`}
        className="inline-block text-brand-300 underline hover:text-brand-200"
      >
        Adresi cüzdan analizinde aç
      </Link>
    </section>
  );
}

export function FeeCard({ network, answer }: { network: string; answer: SendFeeAnswer }) {
  return (
    <section aria-labelledby="fee-heading" className="card space-y-3">
      <h2 id="fee-heading" className="text-xl font-semibold text-white">
        {network} ağında şu anki ücret
      </h2>
      {answer.ok ? (
        <>
          <p className="text-sm text-slate-400">{answer.fee.basis}</p>
          <ul className="space-y-1">
            {answer.fee.rows.map((row) => (
              <li key={row.label} className="flex flex-wrap justify-between gap-2">
                <span className="text-slate-300">{row.label}</span>
                <MoneyText money={row.money} />
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-400" role={answer.fee.label.state === "stale" ? "status" : undefined}>
            {answer.fee.label.state === "live"
              ? `Tahmin ${formatDateTime(answer.fee.label.fetchedAt)} itibarıyla canlı.`
              : `Zincir kaynağına şu an ulaşılamıyor; ${formatDateTime(answer.fee.label.fetchedAt)} tarihli son tahmin gösteriliyor.${answer.fee.label.cause ? ` ${sourceCauseText(answer.fee.label.cause)}` : ""}`}
          </p>
        </>
      ) : (
        <p className="text-slate-300">{answer.message}</p>
      )}
    </section>
  );
}

export function ExchangesCard({ coin, network, exchanges }: { coin: string; network: string; exchanges: ExchangeNetworks[] }) {
  return (
    <section aria-labelledby="exchanges-heading" className="card space-y-3">
      <h2 id="exchanges-heading" className="text-xl font-semibold text-white">
        Borsalar {coin} için hangi ağları kabul ediyor?
      </h2>
      {exchanges.length === 0 ? (
        <p className="text-slate-300">
          Bilinmiyor: {coin} için henüz denetlenmiş borsa bilgisi yok. Alıcı borsanın yatırma sayfasında {coin} için listelenen ağlara
          bakın.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Borsaların {coin} için kabul ettiği ağlar</caption>
            <thead className="text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Borsa
                </th>
                {network ? (
                  <th scope="col" className="py-2 pr-4">
                    {network}
                  </th>
                ) : null}
                <th scope="col" className="py-2 pr-4">
                  Kabul ettiği ağlar
                </th>
                <th scope="col" className="py-2">
                  Kaynak
                </th>
              </tr>
            </thead>
            <tbody>
              {exchanges.map((entry) => (
                <tr key={entry.exchange} className="border-t border-slate-700/60">
                  <th scope="row" className="py-2 pr-4 font-medium text-white">
                    {entry.exchange}
                  </th>
                  {network ? (
                    <td className="py-2 pr-4">
                      {entry.chosen ? (entry.chosen.accepted ? "Kabul ediyor" : "Kabul etmiyor") : "bilinmiyor"}
                    </td>
                  ) : null}
                  <td className="py-2 pr-4">{entry.accepted.length ? entry.accepted.join(", ") : "bilinmiyor"}</td>
                  <td className="py-2">
                    {entry.chosen ? (
                      <a href={entry.chosen.sourceUrl} rel="noopener noreferrer nofollow" className="text-brand-300 underline">
                        {formatTurkishDate(entry.chosen.checkedOn)} tarihinde denetlendi
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-slate-400">
        Tablo, sitenin yöneticisinin borsaların kendi sayfalarından okuduğu bilgidir; borsalar ağları açıp kapatabilir. Göndermeden önce
        borsanın yatırma ekranını yeniden denetleyin.
      </p>
    </section>
  );
}
