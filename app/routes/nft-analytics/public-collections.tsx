import { MarketTime } from "~/components/market/market-time";
import type { PublicNftCollection } from "~/lib/nft/public";
import { CURATED_NFT_IDS } from "~/lib/nft/public";
import { sourceCauseText, type SourceCause } from "~/lib/outside/source-cause";
import { CollectionsTable } from "./collections-table";

/** The curated collections read from CoinGecko's keyless API, with where and when they came from. */
export function PublicCollections({
  view,
}: {
  view: { collections: PublicNftCollection[]; newestAt: string | null; oldestAt: string | null; stale: boolean; cause: SourceCause | null };
}) {
  const why = view.cause ? ` ${sourceCauseText(view.cause)}` : "";
  return (
    <>
      <p className="mt-3 text-sm text-slate-300" data-testid="nft-public-source" data-source={view.stale ? "stale" : "live"}>
        Kaynak: CoinGecko genel API&apos;si (anahtarsız). Seçtiğimiz {CURATED_NFT_IDS.length} büyük koleksiyon, CoinGecko&apos;nun ücretsiz
        kullanım sınırını aşmamak için tek tek ve aralıklı okunur; her biri yaklaşık 10 dakikada bir yenilenir.
        {view.newestAt && view.oldestAt ? (
          <>
            {" "}
            Son güncelleme: <MarketTime iso={view.newestAt} />
            {view.oldestAt !== view.newestAt ? (
              <>
                {" "}
                (en eski satır: <MarketTime iso={view.oldestAt} />)
              </>
            ) : null}
            .
          </>
        ) : null}
      </p>
      {view.stale ? (
        <p role="status" className="mt-2 text-sm text-amber-200" data-testid="nft-public-stale">
          Eski veri: CoinGecko bir süredir yanıt vermiyor; gösterilen rakamlar son alınanlardır.{why}
        </p>
      ) : null}
      {view.collections.length ? (
        <CollectionsTable collections={view.collections} />
      ) : view.cause ? (
        <p role="status" className="mt-4 text-slate-300" data-testid="nft-public-pending">
          Koleksiyonlar CoinGecko&apos;dan henüz alınamadı.{why} Kaynak yeniden yanıt verdiğinde rakamlar burada görünecek; uydurma rakam
          göstermiyoruz.
        </p>
      ) : (
        <p role="status" className="mt-4 text-slate-300" data-testid="nft-public-pending">
          Koleksiyonlar CoinGecko&apos;dan sırayla alınıyor; ilk rakamlar birkaç dakika içinde burada görünecek. Uydurma rakam
          göstermiyoruz.
        </p>
      )}
    </>
  );
}
