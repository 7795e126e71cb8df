import { MarketTime } from "~/components/market/market-time";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ErrorNote } from "~/components/ui/error-note";
import { Form, useLoaderData } from "@remix-run/react";
import { FieldFrame } from "~/components/ui/form-fields";
import { COMPOUNDING, COMPOUNDING_LABELS, calculateStaking, stakingQuerySchema } from "~/lib/calculators/staking";
import { pricesFromCoins } from "~/lib/portfolio/summary";
import { pageMeta } from "~/lib/seo/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { clientKey } from "~/server/http.server";
import { consumeCalculation } from "~/server/tool-limits.server";
import { getMarket } from "~/services/market.server";
import { StakingResult } from "./result";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { Options } from "~/components/ui/options";

const FIELDS = ["amount", "coin", "rateType", "rate", "compounding", "months", "priceChange"] as const;
type FieldName = (typeof FIELDS)[number];
const DEFAULTS: Record<FieldName, string> = {
  amount: "",
  coin: "ETH",
  rateType: "apr",
  rate: "",
  compounding: "daily",
  months: "12",
  priceChange: "",
};
const COIN_CHOICES = 30;

export const handle: PageCacheHandle = { pageCache: "market", pageCacheQuery: FIELDS };

// A 429 says how long to wait in its header too.
export const headers = retryAfterHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Staking Hesaplayıcı",
    description:
      "Stake edilen coinin APR veya APY ile, bileşik getiri sıklığına göre aylık ödül tablosu; toplam ödül coin, USD ve TL olarak.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const market = await getMarket();
  const prices = pricesFromCoins(market.coins);
  const coins = market.coins.slice(0, COIN_CHOICES).map((coin) => coin.symbol.replace(/USDT$/, ""));
  const values = Object.fromEntries(FIELDS.map((name) => [name, params.get(name) ?? DEFAULTS[name]])) as Record<FieldName, string>;
  const page = { values, coins, source: market.source, updatedAt: market.updatedAt, usdTry: market.usdTry, refusal: null };
  if (!params.has("amount")) return { ...page, errors: null, result: null, priceUsd: null };
  const refusal = await consumeCalculation(clientKey(request, context));
  if (refusal) {
    return data(
      { ...page, refusal: refusal.message, errors: null, result: null, priceUsd: null },
      { status: 429, headers: refusal.headers },
    );
  }

  const parsed = stakingQuerySchema.safeParse(values);
  const errors: Partial<Record<FieldName, string[]>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path[0] as FieldName;
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  const priceUsd = parsed.success ? (prices.get(parsed.data.coin) ?? null) : null;
  if (parsed.success && priceUsd === null) errors.coin = ["Bu coin için piyasa fiyatı bulunamadı."];
  if (!parsed.success || priceUsd === null) return data({ ...page, errors, result: null, priceUsd: null }, { status: 400 });

  const { amount, rateType, rate, compounding, months, priceChange } = parsed.data;
  const result = calculateStaking({
    amount,
    priceUsd,
    rateType,
    ratePercent: rate,
    compounding,
    months,
    priceChangePercent: priceChange ?? 0,
  });
  return { ...page, errors: null, result, priceUsd };
}

export default function StakingCalculatorPage() {
  const { values, coins, errors, result, priceUsd, source, updatedAt, usdTry, refusal } = useLoaderData<typeof loader>();
  const coin = values.coin.toUpperCase();
  const field = (name: FieldName) => ({
    id: `staking-${name}`,
    name,
    defaultValue: values[name],
    "aria-invalid": errors?.[name] ? true : undefined,
    "aria-describedby": errors?.[name] ? `staking-${name}-error` : undefined,
    className: "input",
  });
  // The frame's facts of a field, for the shared label-control-errors frame.
  const frame = (name: FieldName) => ({ id: `staking-${name}`, errorId: `staking-${name}-error`, errors: errors?.[name] });

  return (
    <main className="flex-1 pb-16">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-12">
        <div className="container-page">
          <h1 className="text-4xl font-bold text-white">Staking Hesaplayıcı</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-300">
            Stake ettiğiniz coinin yıllık oranına ve bileşik getiri sıklığına göre ay ay ne kadar ödül biriktireceğini hesaplayın.
          </p>
          <p className="mt-3 text-sm text-slate-400">
            Coin fiyatları:{" "}
            {source === "live"
              ? "canlı piyasa verisi"
              : source === "stale"
                ? "eski piyasa verisi (kaynak şu anda alınamıyor)"
                : "Örnek veri (gerçek fiyat değil)"}
            , <MarketTime iso={updatedAt} />
          </p>
        </div>
      </section>

      <div className="container-page space-y-8 pt-8">
        <Form method="get" className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FieldFrame field={frame("amount")} label="Miktar (coin)">
            <input {...field("amount")} type="text" inputMode="decimal" placeholder="10" />
          </FieldFrame>
          <FieldFrame field={frame("coin")} label="Coin">
            <select {...field("coin")} defaultValue={coin}>
              <Options values={coins.includes(coin) ? coins : [coin, ...coins]} label={(symbol) => symbol} />
            </select>
          </FieldFrame>
          <FieldFrame field={frame("rateType")} label="Oran türü">
            <select {...field("rateType")}>
              <option value="apr">APR (basit yıllık oran)</option>
              <option value="apy">APY (bileşik yıllık getiri)</option>
            </select>
          </FieldFrame>
          <FieldFrame field={frame("rate")} label="Yıllık oran (%)">
            <input {...field("rate")} type="text" inputMode="decimal" placeholder="5" />
          </FieldFrame>
          <FieldFrame field={frame("compounding")} label="Bileşik getiri">
            <select {...field("compounding")}>
              <Options values={COMPOUNDING} label={(option) => COMPOUNDING_LABELS[option]} />
            </select>
          </FieldFrame>
          <FieldFrame field={frame("months")} label="Süre (ay)">
            <input {...field("months")} type="text" inputMode="numeric" />
          </FieldFrame>
          <FieldFrame field={frame("priceChange")} label="Fiyat değişimi senaryosu (%, isteğe bağlı)">
            <input {...field("priceChange")} type="text" inputMode="decimal" placeholder="0" />
          </FieldFrame>
          <div className="flex items-end">
            <button type="submit" className="btn btn-primary w-full">
              Hesapla
            </button>
          </div>
        </Form>

        <ErrorNote message={refusal} />
        {result && priceUsd !== null ? (
          <StakingResult result={result} coin={coin} priceUsd={priceUsd} usdTry={usdTry} compounding={values.compounding} />
        ) : null}

        <p role="note" className="rounded-lg border border-amber-500/40 bg-amber-950/30 px-4 py-3 text-sm text-amber-100">
          <strong>Yasal uyarı:</strong> Bu hesaplama girdiğiniz orana dayanan bir tahmindir; yatırım tavsiyesi değildir. Staking oranları ve
          coin fiyatları değişir, kazanç garanti değildir.
        </p>
      </div>
    </main>
  );
}
