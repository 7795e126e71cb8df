import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ToolHero } from "~/components/market/snapshot-page";
import { env } from "~/server/env.server";
import { MARKET_DATA_CSV_HEADER } from "~/lib/market/csv";
import { MARKET_DATA_SORTS } from "~/lib/market/market-data";
import { pageMeta } from "~/lib/seo/meta";
import { getMarket } from "~/services/market.server";
import { Endpoint } from "./endpoint";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { Section } from "~/components/ui/section";

export const handle: PageCacheHandle = { pageCache: "market" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto API",
    description:
      "Sitenin herkese açık piyasa verileri: /api/ticker JSON yanıtının alanları, önbellek başlıkları, kullanım kuralları ve curl örnekleri; /market-data.csv.",
  });

export async function loader(_: LoaderFunctionArgs) {
  const market = await getMarket();
  const sample = market.coins.find((coin) => coin.analysis) ?? null;
  return {
    refreshSeconds: Math.max(1, Math.floor(env().MARKET_REFRESH_MS / 1000)),
    // One real row of the current snapshot, so the example matches what the call returns today.
    example: JSON.stringify(
      {
        updatedAt: market.updatedAt,
        source: market.source,
        coins: sample
          ? [
              {
                symbol: sample.symbol,
                name: sample.name,
                lastPrice: sample.lastPrice,
                priceChangePercent: sample.priceChangePercent,
                highPrice: sample.highPrice,
                lowPrice: sample.lowPrice,
                volume: sample.volume,
                quoteVolume: sample.quoteVolume,
                analysis: sample.analysis,
              },
            ]
          : [],
      },
      null,
      2,
    ),
  };
}

export default function CryptoApiPage() {
  const { refreshSeconds, example } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="Kripto API"
        description="Sitenin piyasa sayfalarının kullandığı veriler herkese açık; anahtar gerekmez. Aşağıda her çağrının yanıtı, önbellek başlıkları ve bir curl örneği var."
      />
      <div className="container-page space-y-6 pt-8">
        <Section id="api-rules-heading" title="Genel kurallar" className="card space-y-3 text-slate-300">
          <ul className="list-disc space-y-1 pl-6">
            <li>
              Adresler sitenin kendi adresine görelidir. Örneklerde <code className="text-brand-200">$SITE</code>, sitenin adresi yerine
              geçer (ör. <code className="text-brand-200">SITE=https://alan-adiniz</code>).
            </li>
            <li>
              Veriler sunucumuzda tüm ziyaretçiler için tek seferde borsadan alınır ve en fazla {refreshSeconds} saniyede bir yenilenir;
              daha sık sormak daha yeni veri getirmez.
            </li>
            <li>
              Anahtar ve istemci başına istek sınırı yoktur; sunucu hangi yoğunlukta sorulursa sorulsun borsaya en fazla {refreshSeconds}{" "}
              saniyede bir gider. Yine de <code className="text-brand-200">ETag</code> ile koşullu istek gönderin: değişmeyen veri için
              yanıt gövdesiz <code className="text-brand-200">304</code> olur.
            </li>
            <li>
              <code className="text-brand-200">source</code> alanı verinin kaynağını söyler: <code>live</code> (canlı), <code>stale</code>{" "}
              (borsaya ulaşılamıyor, <code>updatedAt</code> zamanındaki son veri), <code>demo</code> (hiç veri alınamadı; rakamlar örnektir,
              gerçek fiyat değildir).
            </li>
          </ul>
        </Section>

        <Endpoint
          id="api-ticker"
          method="GET"
          path="/api/ticker"
          summary="Piyasa anlık görüntüsü: 24 saatlik hacmi 100.000 USDT'yi aşan tüm USDT pariteleri, hacme göre sıralı; ilk 100 coin kural tabanlı analiziyle."
          headers={[
            ["Content-Type", "application/json; charset=utf-8"],
            ["Cache-Control", `public, max-age=${refreshSeconds}`],
            ["ETag", "yanıt gövdesinin özeti; If-None-Match ile gönderin"],
            ["Content-Encoding", "gzip (Accept-Encoding: gzip gönderirseniz)"],
          ]}
          fields={[
            ["updatedAt", "string (ISO 8601)", "verinin borsadan alındığı an"],
            ["source", '"live" | "stale" | "demo"', "verinin kaynağı (yukarıda)"],
            ["coins[].symbol", "string", "parite, ör. BTCUSDT"],
            ["coins[].name", "string", "coinin adı"],
            ["coins[].lastPrice", "number", "son fiyat (USDT)"],
            ["coins[].priceChangePercent", "number", "24 saatlik değişim (%)"],
            ["coins[].highPrice, lowPrice", "number", "24 saatin en yüksek ve en düşük fiyatı"],
            ["coins[].volume", "number", "24 saatlik hacim (coin adedi)"],
            ["coins[].quoteVolume", "number", "24 saatlik hacim (USDT)"],
            [
              "coins[].analysis",
              "object (ilk 100 coinde)",
              "score (0-100), trend (bullish | bearish | neutral), recommendation, timeframe, reasons[]",
            ],
          ]}
          curl={[
            `curl -s --compressed "$SITE/api/ticker"`,
            `curl -s -o /dev/null -w "%{http_code}\\n" -H 'If-None-Match: "<önceki ETag>"' "$SITE/api/ticker"`,
          ]}
          example={example}
        />

        <Endpoint
          id="market-data-csv"
          method="GET"
          path="/market-data.csv"
          summary="Piyasa Verileri tablosu CSV olarak: aynı arama ve sıralama, tüm sayfalar tek dosyada. Excel'in Türkçe ayarlarıyla doğrudan açılır."
          headers={[
            ["Content-Type", "text/csv; charset=utf-8"],
            ["Content-Disposition", 'attachment; filename="piyasa-verileri-YYYY-AA-GG.csv"'],
            ["Cache-Control", "no-store"],
          ]}
          fields={[
            ["q", "sorgu parametresi", "coin adı veya sembolünde aranan metin (en fazla 50 karakter)"],
            ["sort", "sorgu parametresi", MARKET_DATA_SORTS.join(" | ")],
            ["dir", "sorgu parametresi", "asc | desc"],
            ["biçim", "dosya", "UTF-8 (BOM ile), alan ayırıcı noktalı virgül, ondalık ayırıcı virgül, binlik ayırıcı yok, satır sonu CRLF"],
            [
              "sütunlar",
              "dosya",
              `${MARKET_DATA_CSV_HEADER.join("; ")} (son altı sütun CoinGecko'dan; CoinGecko'da olmayan coin için boş)`,
            ],
          ]}
          curl={[`curl -s -o piyasa.csv "$SITE/market-data.csv?q=btc&sort=change"`]}
        />

        <Endpoint
          id="rss"
          method="GET"
          path="/rss.xml"
          summary="Blog yazıları ve günlük piyasa raporları (Kripto Raporlar) tek RSS 2.0 akışında, en yeni önce."
          headers={[
            ["Content-Type", "application/rss+xml; charset=utf-8"],
            ["Cache-Control", "public, max-age=300"],
          ]}
          fields={[["item", "RSS öğesi", "title, link, description, category (raporlarda 'Piyasa Raporu'), pubDate"]]}
          curl={[`curl -s "$SITE/rss.xml"`]}
        />

        <p className="text-sm text-slate-400">
          Tablo halinde görmek için:{" "}
          <Link to="/market-data" className="text-brand-300 underline hover:text-brand-200">
            Piyasa Verileri
          </Link>
          . Veriler bilgilendirme amaçlıdır; yatırım tavsiyesi değildir.
        </p>
      </div>
    </main>
  );
}
