import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DataSourceNote, QueryNotices, ToolHero } from "~/components/market/snapshot-page";
import { InvestmentNotice } from "~/components/market/candle-source";
import { CONVERTER_COINS, convert, converterHref, converterQuerySchema, FIAT, FIAT_NAMES, type ConverterQuery } from "~/lib/lira/converter";
import { amountFieldValue, formatLira, formatUnitAmount } from "~/lib/lira/format";
import { coinName } from "~/lib/market/coin-names";
import { readingNote } from "~/lib/numbers";
import { pageMeta } from "~/lib/seo/meta";
import { btcturkPrice, getLiraPrices } from "~/services/lira-prices.server";
import { Section } from "~/components/ui/section";
import { Options } from "~/components/ui/options";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto Para Çevirici: Coin, TL ve Dolar",
    description:
      "Bir miktar kripto parayı Türk lirasına veya dolara, lirayı ya da doları kripto paraya çevirin. Fiyatlar Binance ve USDT/TRY kurundan, BtcTurk'ün TL fiyatıyla birlikte.",
  });

/** How many of the market's coins the form offers, by trading volume. */
const OFFERED_COINS = 100;
const DEFAULTS: ConverterQuery = { amount: 1, from: "BTC", to: "TRY" };

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // An empty field (a form sent with a blank) takes the default, as a missing one does.
  const raw = Object.fromEntries(["amount", "from", "to"].flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));
  const parsed = converterQuerySchema.safeParse(raw);
  const { market, book, btcturk } = await getLiraPrices();
  const coins = market.coins.slice(0, OFFERED_COINS).map((coin) => coin.symbol.replace(/USDT$/, ""));
  const units = [...FIAT, ...coins];
  const notices = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
  const query = parsed.success ? parsed.data : { ...DEFAULTS, ...pickValid(raw) };
  const unknown = [query.from, query.to].filter((unit) => !units.includes(unit));
  for (const unit of unknown) notices.push(`"${unit}" tanıdığımız bir birim değil; TRY, USD veya listedeki bir coini seçin.`);
  const conversion = unknown.length ? null : convert(query, book);
  const btcturkRate = query.to === "TRY" ? btcturkPrice(btcturk, query.from) : null;
  return data(
    {
      query,
      notices,
      units,
      conversion,
      btcturk: btcturkRate === null ? null : { result: query.amount * btcturkRate, rate: btcturkRate },
      source: market.source,
      updatedAt: market.updatedAt,
      usdTry: market.usdTry,
      shareHref: notices.length ? null : converterHref(query),
      readNote: parsed.success ? readingNote("Miktar", params.get("amount") ?? "") : null,
    },
    { status: notices.length ? 400 : 200 },
  );
}

/** The fields of a refused query that were fine on their own, so the form keeps them. */
function pickValid(raw: Record<string, unknown>): Partial<ConverterQuery> {
  const picked: Partial<ConverterQuery> = {};
  for (const key of ["amount", "from", "to"] as const) {
    const one = converterQuerySchema.shape[key].safeParse(raw[key]);
    if (one.success) Object.assign(picked, { [key]: one.data });
  }
  return picked;
}

function unitLabel(unit: string) {
  return unit === "TRY" || unit === "USD" ? `${unit} (${FIAT_NAMES[unit]})` : `${unit} (${coinName(`${unit}USDT`)})`;
}

export default function ConverterPage() {
  const { query, notices, units, conversion, btcturk, source, updatedAt, usdTry, shareHref, readNote } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="Kripto Para Çevirici"
        description="Kripto parayı Türk lirasına ya da dolara, lirayı veya doları kripto paraya çevirin. Hesap Binance'in USDT fiyatı ve USDT/TRY kuruyla yapılır; BtcTurk'ün TL fiyatı yanında gösterilir."
      >
        <DataSourceNote source={source} updatedAt={updatedAt} what="Binance fiyatları" />
      </ToolHero>
      <div className="container-page space-y-6 pt-8">
        <QueryNotices notices={notices} />
        <Section id="converter-form-heading" title="Çevir" className="card" heading="lg">
          <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" data-testid="converter-form">
            <label className="block text-sm text-slate-300">
              Miktar
              <input
                name="amount"
                inputMode="decimal"
                defaultValue={amountFieldValue(query.amount)}
                className="input mt-1 w-full"
                aria-describedby="amount-hint"
                required
              />
            </label>
            <UnitSelect name="from" label="Bu birimden" value={query.from} units={units} />
            <UnitSelect name="to" label="Bu birime" value={query.to} units={units} />
            <button type="submit" className="btn-primary">
              Çevir
            </button>
          </Form>
          <p id="amount-hint" className="mt-2 text-xs text-slate-400">
            Türkçe yazıldığı gibi: ondalık için virgül, binlik için nokta (0,5 · 10.000 · 10.000,5).
          </p>
          {readNote ? (
            <p className="mt-1 text-xs text-amber-200" role="status" data-testid="converter-read-note">
              {readNote}
            </p>
          ) : null}
        </Section>

        {conversion ? (
          <section aria-labelledby="converter-result-heading" className="card space-y-2" data-testid="converter-result">
            <h2 id="converter-result-heading" className="text-lg font-semibold text-white">
              Sonuç
            </h2>
            {conversion.ok ? (
              <>
                <p className="text-2xl font-bold text-white" aria-live="polite">
                  {formatUnitAmount(query.amount, query.from)} = {formatUnitAmount(conversion.result, query.to)}
                </p>
                <p className="text-sm text-slate-400">
                  1 {query.from} = {formatUnitAmount(conversion.rate, query.to)}
                  {usdTry ? ` · 1 USDT = ${formatLira(usdTry)} (Binance USDT/TRY)` : ""}
                </p>
                {btcturk ? (
                  <p className="text-sm text-slate-300" data-testid="converter-btcturk">
                    BtcTurk&apos;ün son TL fiyatıyla: {formatLira(btcturk.result)} (1 {query.from} = {formatLira(btcturk.rate)})
                  </p>
                ) : null}
                {shareHref ? (
                  <p className="text-sm">
                    <Link to={shareHref} className="text-brand-300 underline" data-testid="converter-share">
                      Bu hesabın paylaşılabilir bağlantısı
                    </Link>{" "}
                    ·{" "}
                    <Link to={converterHref({ amount: query.amount, from: query.to, to: query.from })} className="text-brand-300 underline">
                      Ters çevir ({query.to} → {query.from})
                    </Link>
                  </p>
                ) : null}
              </>
            ) : (
              <p role="status" className="text-slate-300">
                {conversion.missing === "TRY"
                  ? "USDT/TRY kuru şu anda alınamadı; liraya çeviri yapılamıyor. Dolar karşılığını seçebilirsiniz."
                  : `${conversion.missing} için şu anda fiyat yok; hesap yapılamadı.`}
              </p>
            )}
          </section>
        ) : null}

        <Section id="converter-coins-heading" title="Coin sayfaları: kaç TL?" className="card" heading="lg">
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="converter-coin-links">
            {CONVERTER_COINS.map((coin) => (
              <li key={coin}>
                <Link
                  to={`/converter/${coin.toLowerCase()}`}
                  className="inline-block rounded-md border border-white/10 px-3 py-1 text-sm text-slate-200 hover:border-brand-400"
                >
                  1 {coin} kaç TL?
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <p className="text-sm text-slate-300">
          Coin göndermeden önce alıcı adresin ağa uyup uymadığını denetleyin:{" "}
          <Link to="/send-check" className="text-brand-300 underline hover:text-brand-200">
            Göndermeden önce
          </Link>
        </p>
        <InvestmentNotice />
      </div>
    </main>
  );
}

function UnitSelect({ name, label, value, units }: { name: string; label: string; value: string; units: string[] }) {
  return (
    <label className="block text-sm text-slate-300">
      {label}
      <select name={name} defaultValue={value} className="input mt-1 w-full">
        <Options values={units} label={unitLabel} />
      </select>
    </label>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
